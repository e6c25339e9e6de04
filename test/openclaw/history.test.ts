import { afterEach, describe, expect, it } from 'vitest';
import { summarize, type AnswerSummaryData } from '../../src/core/index';
import type { ConnectOpenClawOptions } from '../../src/gateway/index';
import { colorQuestion, deployQuestions } from '../support/requests';
import { MAIN, startRig, waitFor, type Client, type Rig } from './support/rig';

// The chat's past prompts after a reload: `connectOpenClaw` reads the session's transcript
// (`chat.history`) and rebuilds each `ask_user` call's summary, against the protocol-4 stand-in,
// whose transcript holds the calls and OpenClaw's result texts. Faults the real gateway cannot be
// made to show on demand: a hostile transcript, a missing scope, an error, a malformed result.

let rig: Rig | undefined;

async function start(): Promise<Rig> {
  rig = await startRig();
  return rig;
}

afterEach(async () => {
  if (!rig) return;
  await rig.stop();
  rig.expectClean();
  rig = undefined;
});

const historyCalls = (r: Rig) => r.standIn.calls.filter((c) => c.method === 'chat.history');

/** Waits until the connection's history has loaded (`count` entries). */
const historyOf = (client: Client, count: number) =>
  waitFor(() => {
    const { history } = client.connection.getState();
    expect(history).toHaveLength(count);
    return history;
  });

describe('a reload', () => {
  it('shows the past summaries again, oldest first, with their times; an open prompt stays in the queue', async () => {
    const r = await start();
    const before: { promptId: string; summary: AnswerSummaryData; at: number }[] = [];
    const first = await r.connect({
      onResolve: (_result, resolution, promptId) =>
        before.push({
          promptId,
          summary: summarize(first.connection.getStore(promptId)!.getState()),
          at: resolution.at,
        }),
    });

    const answered = r.standIn.ask({ sessionKey: MAIN, questions: deployQuestions, toolCallId: 'call_answer' });
    const store = await first.store(answered.id);
    store.select('deploy_target', 'Production');
    store.next();
    store.toggle('checks', 'Lint');
    store.setOther('checks', 'smoke tests');
    expect((await store.submit()).ok).toBe(true);
    r.clock.advance(1000);
    const skipped = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, toolCallId: 'call_skip' });
    expect((await first.store(skipped.id)).skip().ok).toBe(true);
    await waitFor(() => expect(r.standIn.get(skipped.id)?.status).toBe('cancelled'));
    const expired = r.standIn.ask({
      sessionKey: MAIN,
      questions: colorQuestion,
      timeoutSeconds: 30,
      toolCallId: 'call_late',
    });
    await first.store(expired.id);
    r.clock.advance(30_000);
    await waitFor(() => expect(r.standIn.get(expired.id)?.status).toBe('expired'));
    const open = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, toolCallId: 'call_open' });
    await waitFor(() => expect(before).toHaveLength(3));
    expect(first.connection.getState().history).toEqual([]);

    // The reload: a fresh connection to the same chat.
    const second = await r.connect();
    const history = await historyOf(second, 3);
    expect(history.map((h) => h.toolCallId)).toEqual(['call_answer', 'call_skip', 'call_late']);
    expect(history.map((h) => h.at)).toEqual(before.map((b) => b.at));
    // The answers are what was shown before; the text cannot say who answered, or that it was a skip or a timeout.
    expect(history[0]!.summary).toEqual({ ...before[0]!.summary, source: null });
    expect(history[0]!.summary.items.map((i) => i.answers)).toEqual([['Production'], ['Lint', 'smoke tests']]);
    expect(before.map((b) => b.summary.status)).toEqual(['answered', 'skipped', 'expired']);
    expect(history.map((h) => h.summary.status)).toEqual(['answered', 'cancelled', 'no_answer']);
    expect(history[1]!.summary.items).toEqual(before[1]!.summary.items);
    // The open prompt is live in the queue, not in the history.
    expect(second.connection.queue.getState().items.map((s) => s.getState().promptId)).toEqual([open.id]);
    expect(second.warnings).toEqual([]);
    expect(historyCalls(r).map((c) => c.params)).toEqual([
      { sessionKey: MAIN, limit: 200 },
      { sessionKey: MAIN, limit: 200 },
    ]);
  });

  it('loads once per connection, beside the sync; a reconnect does not load it again', async () => {
    const r = await start();
    r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, toolCallId: 'call_1' });
    r.standIn.endRun('run-1');
    const me = await r.connect();
    await historyOf(me, 1);
    r.server.terminateAll();
    await waitFor(() => expect(me.connection.getState().retryAt).not.toBeNull());
    r.clock.advance(me.connection.getState().retryAt! - r.clock.now());
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true }));
    expect(historyCalls(r)).toHaveLength(1);
    expect(me.connection.getState().history.map((h) => h.summary.status)).toEqual(['cancelled']);
  });

  it('asks for nothing without a sessionKey or with historyLimit 0, and passes the limit on', async () => {
    const r = await start();
    // The rig's default session taken away: every session is shown, and none is "the chat".
    await r.connect({ sessionKey: undefined } as unknown as Partial<ConnectOpenClawOptions>);
    await r.connect({ historyLimit: 0 });
    expect(historyCalls(r)).toEqual([]);
    const capped = await r.connect({ historyLimit: 5000 });
    await historyOf(capped, 0);
    await waitFor(() => expect(historyCalls(r).map((c) => c.params)).toEqual([{ sessionKey: MAIN, limit: 1000 }]));
  });
});

describe('a history load that fails', () => {
  it('without operator.read: a warning, no history, and live prompts are shown and answered as ever', async () => {
    const r = await start();
    // The gateway's exact refusal (openclaw 2026.9.6, scopes without operator.read).
    r.standIn.failNext('chat.history', {
      code: 'FORBIDDEN',
      message: 'missing scope: operator.read',
      details: { code: 'MISSING_SCOPE', missingScope: 'operator.read', requiredScopes: ['operator.read'] },
    });
    const me = await r.connect({ scopes: ['operator.questions'] });
    await waitFor(() =>
      expect(me.warnings).toContainEqual(
        expect.objectContaining({ code: 'history_failed', detail: 'missing scope: operator.read' }),
      ),
    );
    const record = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Light');
    expect((await store.submit()).ok).toBe(true);
    expect(me.connection.getState().history).toEqual([]);
    // A refusal is not asked again on a reconnect.
    r.server.terminateAll();
    await waitFor(() => expect(me.connection.getState().retryAt).not.toBeNull());
    r.clock.advance(me.connection.getState().retryAt! - r.clock.now());
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true }));
    expect(historyCalls(r)).toHaveLength(1);
  });

  it('UNAVAILABLE (a gateway starting): a warning, and the next connect loads it', async () => {
    const r = await start();
    r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, toolCallId: 'call_1' });
    r.standIn.endRun('run-1');
    r.standIn.failNext('chat.history', { code: 'UNAVAILABLE', message: 'gateway starting' });
    const me = await r.connect();
    await waitFor(() =>
      expect(me.warnings).toContainEqual(
        expect.objectContaining({ code: 'history_failed', detail: 'gateway starting' }),
      ),
    );
    r.server.terminateAll();
    await waitFor(() => expect(me.connection.getState().retryAt).not.toBeNull());
    r.clock.advance(me.connection.getState().retryAt! - r.clock.now());
    expect((await historyOf(me, 1))[0]?.toolCallId).toBe('call_1');
  });

  it('a connection lost mid-load: no warning, and the next connect loads it', async () => {
    const r = await start();
    r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, toolCallId: 'call_1' });
    r.standIn.endRun('run-1');
    r.standIn.dropDuring('chat.history');
    const me = r.open();
    await waitFor(() => expect(me.connection.getState().retryAt).not.toBeNull());
    r.clock.advance(me.connection.getState().retryAt! - r.clock.now());
    await historyOf(me, 1);
    expect(me.warnings).toEqual([]);
  });

  it('a result without messages: a warning, and nothing else changes', async () => {
    const r = await start();
    r.standIn.swallowNext('chat.history');
    const me = await r.connect();
    const call = await waitFor(() => {
      const [first] = historyCalls(r);
      expect(first).toBeDefined();
      return first!;
    });
    r.server.sendRaw(JSON.stringify({ type: 'res', id: call.requestId, ok: true, payload: { messages: 'nope' } }));
    await waitFor(() =>
      expect(me.warnings).toContainEqual(
        expect.objectContaining({ code: 'invalid_payload', detail: 'chat.history result' }),
      ),
    );
    expect(me.connection.getState()).toMatchObject({ connection: 'open', history: [] });
  });
});

describe('a hostile transcript', () => {
  it('shows only what the results hold; the rest is skipped with one warning, never a crash', async () => {
    const r = await start();
    const good = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, toolCallId: 'call_good' });
    r.standIn.answer(good.id, { color: ['Light'] });
    const args = { questions: colorQuestion };
    const text = (payload: unknown, lead = 'Color: x') => `${lead}\n\n${JSON.stringify(payload, null, 2)}`;
    const result = (toolCallId: unknown, content: unknown, extra: object = {}) => ({
      role: 'toolResult',
      toolCallId,
      toolName: 'ask_user',
      content,
      timestamp: 5,
      ...extra,
    });
    const call = (id: unknown, name = 'ask_user', a: unknown = args) => ({
      role: 'assistant',
      content: [{ type: 'toolCall', id, name, arguments: a }],
    });
    r.standIn.transcript(MAIN).push(
      null,
      'text',
      42,
      { role: 'assistant', content: 'not blocks' },
      { role: 'assistant', content: [null, { type: 'toolCall' }] },
      // A result without its call, and one for another tool.
      result('call_nowhere', [
        { type: 'text', text: text({ status: 'answered', answers: { answers: { color: ['Dark'] } } }) },
      ]),
      call('call_other', 'exec'),
      { ...result('call_other', [{ type: 'text', text: 'ok' }]), toolName: 'exec' },
      // Prototype keys as ids, and answers that are not among the result's.
      call('__proto__'),
      result('__proto__', [
        { type: 'text', text: text({ status: 'answered', answers: { answers: { color: ['Dark (Recommended)'] } } }) },
      ]),
      call('call_injected'),
      result('call_injected', [
        {
          type: 'text',
          text: '{"status":"answered","answers":{"answers":{"color":["Light"],"__proto__":{"color":["Injected"]}}}}',
        },
      ]),
      // Answers that do not fit, a failed call, a result twice, arguments that are no request, a huge text.
      call('call_misfit'),
      result('call_misfit', [
        { type: 'text', text: text({ status: 'answered', answers: { answers: { color: ['a', 'b'] } } }) },
      ]),
      call('call_error'),
      result('call_error', [{ type: 'text', text: 'ask_user already has a pending question' }], { isError: true }),
      call('call_twice'),
      result(
        'call_twice',
        [{ type: 'text', text: text({ status: 'no_answer' }, 'No answer arrived; proceed with best judgment.') }],
        {
          timestamp: -1,
        },
      ),
      result('call_twice', [
        { type: 'text', text: text({ status: 'answered', answers: { answers: { color: ['Light'] } } }) },
      ]),
      call('call_bad_args', 'ask_user', { questions: 'none' }),
      result('call_bad_args', [{ type: 'text', text: text({ status: 'no_answer' }) }]),
      call('call_huge'),
      result('call_huge', [{ type: 'text', text: `${'x'.repeat(400_000)}\n\n{"status":"no_answer"}` }]),
    );
    const me = await r.connect();
    const history = await historyOf(me, 3);
    expect(history.map((h) => [h.toolCallId, h.summary.status, h.summary.items[0]?.answers, h.at])).toEqual([
      ['call_good', 'answered', ['Light'], expect.any(Number)],
      ['__proto__', 'answered', ['Dark (Recommended)'], 5],
      ['call_twice', 'no_answer', [], null],
    ]);
    await waitFor(() =>
      expect(me.warnings).toEqual([
        expect.objectContaining({ code: 'invalid_payload', detail: 'chat.history: 4 ask_user result(s) unreadable' }),
      ]),
    );
    expect(({} as Record<string, unknown>)['color']).toBeUndefined();
    // Live prompts go on.
    const live = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    await me.store(live.id);
  });
});
