import { afterEach, describe, expect, it } from 'vitest';
import { connectOpenClaw, type OpenClawConnection } from '../../src/gateway/index';
import type { QuestionStore } from '../../src/core/index';
import { manualClock, trackTimers } from '../support/clock';
import { createGatewayStandIn, type GatewayStandIn } from '../support/gateway-standin';
import { colorQuestion } from '../support/requests';
import { checkFrames, type FrameCheck } from './support/frames';
import { waitFor } from './support/harness';

// The stories' gateway stand-in speaks OpenClaw's protocol 4. It is no substitute for the real
// gateway (openclaw.test.ts runs that): this checks that every frame it sends, and every frame
// `connectOpenClaw` sends it, validates against the schemas of the installed openclaw package,
// while the stories' scenarios play through its in-memory WebSocket.

const deploy = [
  {
    id: 'deploy_target',
    header: 'Target',
    question: 'Where should this be deployed?',
    options: [{ label: 'Staging', description: 'Safe to try' }, { label: 'Production' }],
  },
];

let standIn: GatewayStandIn;
let connection: OpenClawConnection | undefined;
let frames: FrameCheck;

function start(): { standIn: GatewayStandIn; openclaw: OpenClawConnection } {
  frames = checkFrames();
  standIn = createGatewayStandIn({ tap: frames.tap });
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
  if (connection) connection.dispose();
  connection = undefined;
  standIn.dispose();
  expect(frames.problems).toEqual([]);
});

describe('the stories’ stand-in (protocol 4) with connectOpenClaw', () => {
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

    expect([...frames.seen].sort()).toEqual(
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
    expect(frames.seen).toContain('QuestionGetResultSchema');
    expect(frames.seen).toContain('ErrorShapeSchema');
  });

  it('drops a client whose first request is not connect, as the gateway closes it', async () => {
    frames = checkFrames();
    standIn = createGatewayStandIn({ tap: frames.tap });
    const received: unknown[] = [];
    let dropped = false;
    const client = standIn.connect(
      (frame) => received.push(frame),
      () => (dropped = true),
    );
    expect(received).toMatchObject([{ type: 'event', event: 'connect.challenge' }]);
    client.receive({ type: 'req', id: '1', method: 'question.list', params: {} });
    expect(dropped).toBe(true);
    expect(received).toHaveLength(1);
  });

  it('answers question.get for an unknown id with QUESTION_NOT_FOUND', () => {
    frames = checkFrames();
    standIn = createGatewayStandIn({ tap: frames.tap });
    const received: unknown[] = [];
    const client = standIn.connect((frame) => received.push(frame));
    client.receive({
      type: 'req',
      id: '1',
      method: 'connect',
      params: {
        minProtocol: 4,
        maxProtocol: 4,
        client: { id: 'gateway-client', mode: 'backend', version: '0.1.0', platform: 'linux' },
        role: 'operator',
        scopes: ['operator.read', 'operator.questions'],
      },
    });

    client.receive({ type: 'req', id: '2', method: 'question.get', params: { id: 'nope' } });

    expect(received.at(-1)).toStrictEqual({
      type: 'res',
      id: '2',
      ok: false,
      error: {
        code: 'INVALID_REQUEST',
        message: 'unknown question id nope',
        details: { reason: 'QUESTION_NOT_FOUND' },
      },
    });
    expect(frames.seen).toContain('ErrorShapeSchema');
  });
});

describe('the stand-in’s in-memory WebSocket on a manual clock', () => {
  it('runs request -> answer -> resolved, reconnects after exactly the backoff, and leaves no timer of its own', async () => {
    const manual = manualClock();
    const tracked = trackTimers(manual);
    frames = checkFrames();
    standIn = createGatewayStandIn({ clock: manual, tap: frames.tap });
    const openclaw = connectOpenClaw({
      url: 'memory://gateway',
      WebSocket: standIn.WebSocket,
      sessionKey: 'main',
      clock: tracked.clock,
      backoff: { jitter: 0 },
      onWarning: () => {},
    });
    connection = openclaw;
    await waitFor(() => openclaw.getState().synced || undefined);

    const record = standIn.ask({ sessionKey: 'agent:main:main', questions: colorQuestion });
    const store = await shown(openclaw, record.id);
    store.select('color', 'Light');
    await expect(store.submit()).resolves.toEqual({ ok: true });

    expect(standIn.get(record.id)).toMatchObject({ status: 'answered', answers: { color: ['Light'] } });
    // The chat's past prompts load beside the sync (`chat.history`, once), never in its way.
    expect(standIn.calls.map((c) => c.method)).toEqual([
      'connect',
      'question.list',
      'chat.history',
      'question.resolve',
    ]);

    standIn.dropConnections();
    await waitFor(() => openclaw.getState().retryAt === manual.now() + 1000 || undefined);
    manual.advance(999);
    expect(openclaw.getState().connection).toBe('closed');
    manual.advance(1);
    await waitFor(() => (openclaw.getState().connection === 'open' && openclaw.getState().synced) || undefined);

    openclaw.dispose();
    connection = undefined;
    standIn.dispose();
    // No timer of the binding outlives it (request timeouts, reconnect delays, the challenge wait).
    expect(tracked.waiting()).toEqual([]);
    expect(manual.pending()).toBe(tracked.waiting().length);
  });
});
