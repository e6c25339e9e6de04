import { afterEach, describe, expect, it } from 'vitest';
import { connectOpenClaw, type OpenClawConnection } from '../../src/gateway/index';
import type { QuestionStore } from '../../src/core/index';
import { createGatewayStandIn, type GatewayStandIn } from '../support/gateway-standin';
import { checkOutgoing, validate } from './support/schemas';
import { waitFor } from './support/harness';

// The stories' gateway stand-in speaks OpenClaw's protocol 4 (dialect "openclaw"). It is no
// substitute for the real gateway (openclaw.test.ts runs that): this checks that every frame it
// sends, and every frame `connectOpenClaw` sends it, validates against the schemas of the installed
// openclaw package, while the stories' scenarios play through it.

const deploy = [
  {
    id: 'deploy_target',
    header: 'Target',
    question: 'Where should this be deployed?',
    options: [{ label: 'Staging', description: 'Safe to try' }, { label: 'Production' }],
  },
];

const RESULT_SCHEMA: Record<string, string> = {
  connect: 'HelloOkSchema',
  'question.list': 'QuestionListResultSchema',
  'question.get': 'QuestionGetResultSchema',
  'question.resolve': 'QuestionResolveResultSchema',
};
const EVENT_SCHEMA: Record<string, string> = {
  'question.requested': 'QuestionRequestedEventSchema',
  'question.resolved': 'QuestionResolvedEventSchema',
};

let standIn: GatewayStandIn;
let connection: OpenClawConnection | undefined;
const problems: string[] = [];
const seen = new Set<string>();

function start(): { standIn: GatewayStandIn; openclaw: OpenClawConnection } {
  const methods = new Map<string, string>();
  standIn = createGatewayStandIn({
    dialect: 'openclaw',
    tap(direction, frame, client) {
      const f = frame as { type?: string; id?: string; method?: string; event?: string; ok?: boolean };
      if (direction === 'in') {
        problems.push(...checkOutgoing(JSON.stringify(frame)));
        if (f.id !== undefined && f.method !== undefined) methods.set(`${client}:${f.id}`, f.method);
        return;
      }
      const frameSchema = f.type === 'event' ? 'EventFrameSchema' : 'ResponseFrameSchema';
      const frameError = validate(frameSchema, frame);
      if (frameError) problems.push(`${frameSchema}: ${frameError}`);
      const payload = (frame as { payload?: unknown }).payload;
      const error = (frame as { error?: unknown }).error;
      const schema =
        f.type === 'event'
          ? EVENT_SCHEMA[f.event ?? '']
          : f.ok === false
            ? 'ErrorShapeSchema'
            : RESULT_SCHEMA[methods.get(`${client}:${f.id ?? ''}`) ?? ''];
      if (f.type === 'event' && f.event === 'connect.challenge') return;
      if (schema === undefined) {
        problems.push(`no schema for ${JSON.stringify(frame).slice(0, 200)}`);
        return;
      }
      seen.add(schema);
      const payloadError = validate(schema, f.ok === false ? error : payload);
      if (payloadError) problems.push(`${schema}: ${payloadError} in ${JSON.stringify(frame).slice(0, 300)}`);
    },
  });
  connection = connectOpenClaw({
    url: 'memory://gateway',
    WebSocket: standIn.WebSocket,
    sessionKey: 'main',
    backoff: { initialMs: 20, maxMs: 100 },
    onWarning: () => {},
  });
  return { standIn, openclaw: connection };
}

async function shown(openclaw: OpenClawConnection, id: string): Promise<QuestionStore> {
  return waitFor(() =>
    openclaw.queue.getState().active?.getState().promptId === id ? openclaw.getStore(id) : undefined,
  );
}

afterEach(() => {
  connection?.close();
  connection = undefined;
  standIn.dispose();
  expect(problems.splice(0)).toEqual([]);
});

describe('the stories’ stand-in, dialect "openclaw", with connectOpenClaw', () => {
  it('answers, skips, "answered elsewhere", run end and expiry all go over schema-valid frames', async () => {
    const { standIn, openclaw } = start();
    await waitFor(() => openclaw.getState().synced || undefined);

    const answered = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy, runId: 'r1' });
    const store = await shown(openclaw, answered.id);
    store.select('deploy_target', 'Staging');
    expect((await store.submit()).ok).toBe(true);
    expect(standIn.get(answered.id)).toMatchObject({ status: 'answered', answers: { deploy_target: ['Staging'] } });

    const skipped = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy, runId: 'r2' });
    (await shown(openclaw, skipped.id)).skip();
    await waitFor(() => standIn.get(skipped.id)?.status === 'cancelled' || undefined);

    const elsewhere = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy, runId: 'r3' });
    const third = await shown(openclaw, elsewhere.id);
    standIn.answer(elsewhere.id, { deploy_target: ['Production'] });
    await waitFor(() => third.getState().resolution ?? undefined);
    expect(third.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' });

    const ended = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy, runId: 'r4' });
    const fourth = await shown(openclaw, ended.id);
    standIn.endRun('r4');
    await waitFor(() => fourth.getState().resolution ?? undefined);
    expect(fourth.getState().resolution?.source).toBe('cancelled');

    const expiring = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy, runId: 'r5' });
    const fifth = await shown(openclaw, expiring.id);
    standIn.expire(expiring.id);
    await waitFor(() => fifth.getState().resolution ?? undefined);
    expect(fifth.getState().resolution?.source).toBe('timeout');

    expect([...seen].sort()).toEqual(
      [
        'HelloOkSchema',
        'QuestionListResultSchema',
        'QuestionRequestedEventSchema',
        'QuestionResolveResultSchema',
        'QuestionResolvedEventSchema',
      ].sort(),
    );
  });

  it('a dropped connection: drafts kept, list and get on reconnect, a forgotten question is unavailable', async () => {
    const { standIn, openclaw } = start();
    await waitFor(() => openclaw.getState().synced || undefined);
    const kept = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy });
    const gone = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy });
    const store = await shown(openclaw, kept.id);
    store.setOther('deploy_target', 'Canary first');
    const goneStore = await waitFor(() => openclaw.getStore(gone.id));
    const missed = standIn.ask({ sessionKey: 'agent:main:main', questions: deploy });
    const missedStore = await waitFor(() => openclaw.getStore(missed.id));

    const states: string[] = [];
    openclaw.subscribe(({ connection }) => states.push(connection));
    standIn.dropConnections();
    standIn.forget(gone.id);
    // Answered on another device while this one was offline: only `question.get` can tell.
    standIn.answer(missed.id, { deploy_target: ['Production'] });
    // The reconnect comes within ~20 ms; `question.get` then finds the forgotten one gone.
    await waitFor(() => goneStore.getState().resolution ?? undefined);
    expect(states).toContain('closed');
    expect(openclaw.getState()).toMatchObject({ connection: 'open', synced: true });

    expect(openclaw.getStore(kept.id)).toBe(store);
    expect(store.getState().drafts['deploy_target']?.other).toBe('Canary first');
    expect(goneStore.getState().resolution?.source).toBe('unavailable');
    await waitFor(() => missedStore.getState().resolution ?? undefined);
    expect(missedStore.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' });
    expect(seen).toContain('QuestionGetResultSchema');
    expect(seen).toContain('ErrorShapeSchema');
  });

  it('drops a client whose first request is not connect, as the gateway closes it', async () => {
    standIn = createGatewayStandIn({ dialect: 'openclaw' });
    const frames: unknown[] = [];
    let dropped = false;
    const client = standIn.connect(
      (frame) => frames.push(frame),
      () => (dropped = true),
    );
    expect(frames).toMatchObject([{ type: 'event', event: 'connect.challenge' }]);
    client.receive({ type: 'req', id: '1', method: 'question.list', params: {} });
    expect(dropped).toBe(true);
    expect(frames).toHaveLength(1);
  });
});
