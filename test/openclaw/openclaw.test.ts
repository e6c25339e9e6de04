import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { summarize, type AnswerSummaryData } from '../../src/core/index';
import { memoryStorage, startHarness, waitFor, type Harness, type TestConnection } from './support/harness';
import { connectOperator, GatewayCallError } from './support/operator';
import { persistDrafts } from '../../src/core/index';

// The binding against the real `openclaw gateway run` (2026.9.6, protocol 4) and a scripted model:
// what the person does through `connectOpenClaw`, and what the agent's model receives as the
// `ask_user` tool result in its next request.

const deploy = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should this be deployed?',
      options: [{ label: 'Staging (Recommended)', description: 'Safe to try' }, { label: 'Production' }],
    },
  ],
};

/** Two questions: the deploy target, then who is told (multi-select). */
const deployAndNotify = {
  questions: [
    deploy.questions[0],
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who should be told?',
      multiSelect: true,
      options: [{ label: 'Team' }, { label: 'Customers' }, { label: 'Nobody' }],
    },
  ],
};

let h: Harness;
let open: TestConnection[] = [];

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.stop();
});

afterEach(() => {
  for (const c of open) c.dispose();
  open = [];
  h.offline = false;
  // Every frame the binding sent validated against the package's own schemas.
  expect(h.frameProblems).toEqual([]);
});

function connect(...args: Parameters<Harness['connect']>): TestConnection {
  const c = h.connect(...args);
  open.push(c);
  return c;
}

/** The prompt of a run, as the binding shows it. */
async function promptOf(c: TestConnection, runId: string) {
  const event = await h.operator.waitForEvent(
    (e) => e.event === 'question.requested' && (e.payload as { runId?: string }).runId === runId,
  );
  const promptId = (event.payload as { id: string }).id;
  return { promptId, store: await c.waitForStore((id) => id === promptId) };
}

describe('connectOpenClaw against the real gateway', () => {
  it('answer: the model receives exactly the answered tool result', async () => {
    const c = connect();
    const { runId } = await h.ask('answer', deploy);
    const { store } = await promptOf(c, runId);
    expect(store.getState().request.questions[0]?.question).toBe('Where should this be deployed?');
    expect(store.select('deploy_target', 'Production').ok).toBe(true);
    expect((await store.submit()).ok).toBe(true);
    const [callId] = h.callIds('answer');
    expect(await h.model.waitForToolResult(callId!)).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'] } },
    });
    expect(store.getState().status).toBe('answered');
    // The resolve carried a resolutionId.
    const resolve = h.sent
      .map((t) => JSON.parse(t) as { method: string; params: { resolutionId?: string } })
      .find((f) => f.method === 'question.resolve');
    expect(resolve?.params.resolutionId).toMatch(/\S/);
  });

  it('skip: the model receives no_answer', async () => {
    const c = connect();
    const { runId } = await h.ask('skip', deploy);
    const { store } = await promptOf(c, runId);
    expect(store.skip().ok).toBe(true);
    const [callId] = h.callIds('skip');
    expect(await h.model.waitForToolResult(callId!)).toEqual({ status: 'no_answer' });
    expect(store.getState().resolution).toMatchObject({ status: 'skipped', source: 'user' });
  });

  it('answered from a second operator client: "answered elsewhere", the model gets that answer', async () => {
    const c = connect();
    const { runId } = await h.ask('elsewhere', deploy);
    const { promptId, store } = await promptOf(c, runId);
    store.select('deploy_target', 'Production');
    const other = await connectOperator(h.gateway.url, h.gateway.token);
    try {
      await other.call('question.resolve', {
        id: promptId,
        answers: { answers: { deploy_target: ['Staging (Recommended)'] } },
        resolutionId: 'other-device-1',
      });
    } finally {
      other.close();
    }
    await waitFor(() => store.getState().resolution, 10_000, 'the resolution');
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' });
    const [callId] = h.callIds('elsewhere');
    expect(await h.model.waitForToolResult(callId!)).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging (Recommended)'] } },
    });
  });

  it('chat.abort: the prompt shows as cancelled', async () => {
    const c = connect();
    const { sessionKey, runId } = await h.ask('abort', deploy);
    const { promptId, store } = await promptOf(c, runId);
    await h.operator.call('chat.abort', { sessionKey, runId });
    await h.operator.waitForEvent(
      (e) => e.event === 'question.resolved' && (e.payload as { id: string }).id === promptId,
    );
    await waitFor(() => store.getState().resolution, 10_000, 'the resolution');
    expect(store.getState().resolution).toMatchObject({
      status: 'cancelled',
      source: 'cancelled',
      result: { status: 'no_answer' },
    });
    expect(c.resolved.map((r) => r.promptId)).toEqual([promptId]);
  });

  it('a 2-question prompt: both answers reach the model', async () => {
    const c = connect();
    const { runId } = await h.ask('two', deployAndNotify);
    const { store } = await promptOf(c, runId);
    expect(store.getState().request.questions.map((q) => q.id)).toEqual(['deploy_target', 'notify']);
    store.select('deploy_target', 'Staging (Recommended)');
    expect(store.next().ok).toBe(true);
    store.toggle('notify', 'Customers');
    store.toggle('notify', 'Team');
    store.setOther('notify', 'On-call');
    expect((await store.submit()).ok).toBe(true);
    const [callId] = h.callIds('two');
    expect(await h.model.waitForToolResult(callId!)).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging (Recommended)'], notify: ['Customers', 'Team', 'On-call'] } },
    });
  });

  it('socket dropped mid-prompt: drafts kept, the prompt comes back after reconnect (and in a fresh page via question.list)', async () => {
    const storage = memoryStorage();
    const c = connect({ persist: persistDrafts({ storage }) });
    const { runId } = await h.ask('drop', deploy);
    const { promptId, store } = await promptOf(c, runId);
    store.setOther('deploy_target', 'Canary first');
    h.drop();
    await waitFor(() => c.getState().connection !== 'open', 5_000, 'the drop');
    await waitFor(() => c.getState().connection === 'open' && c.getState().synced, 15_000, 'the reconnect and sync');
    expect(c.getStore(promptId)).toBe(store);
    expect(store.getState().status).toBe('pending');
    expect(store.getState().drafts['deploy_target']?.other).toBe('Canary first');
    // A reload: a new connection finds the prompt through question.list, drafts restored by prompt id.
    c.dispose();
    const reloaded = connect({ persist: persistDrafts({ storage }) });
    const again = await reloaded.waitForStore((id) => id === promptId);
    expect(again.getState().drafts['deploy_target']?.other).toBe('Canary first');
    expect((await again.submit()).ok).toBe(true);
    const [callId] = h.callIds('drop');
    expect(await h.model.waitForToolResult(callId!)).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Canary first'] } },
    });
  });

  it('an answer given while offline is sent after the reconnect, once', async () => {
    const c = connect();
    const { runId } = await h.ask('offline', deploy);
    const { promptId, store } = await promptOf(c, runId);
    h.offline = true;
    h.drop();
    await waitFor(() => c.getState().connection === 'closed', 5_000, 'offline');
    store.select('deploy_target', 'Production');
    const submitted = store.submit();
    await waitFor(() => store.getState().status === 'submitting', 5_000, 'submitting');
    h.offline = false;
    c.reconnect();
    expect((await submitted).ok).toBe(true);
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'user' });
    const [callId] = h.callIds('offline');
    expect(await h.model.waitForToolResult(callId!)).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'] } },
    });
    const resolves = h.sent
      .map((t) => JSON.parse(t) as { method: string; params: { id: string; resolutionId?: string } })
      .filter((f) => f.method === 'question.resolve' && f.params.id === promptId);
    expect(new Set(resolves.map((f) => f.params.resolutionId)).size).toBe(1);
  });

  it('a url question from question.request: the link is kept with the question and the answer goes back', async () => {
    const c = connect();
    const requested = h.operator.call('question.request', {
      sessionKey: 'agent:main:qd-url',
      timeoutMs: 60_000,
      questions: [
        {
          questionId: 'read_doc',
          header: 'Docs',
          question: 'Does the linked page answer it?',
          url: 'https://docs.openclaw.ai/tools/ask-user',
          options: [{ label: 'Yes' }, { label: 'No' }],
        },
      ],
    }) as Promise<{ id: string; expiresAtMs: number }>;
    const { id } = await requested;
    const store = await c.waitForStore((promptId) => promptId === id);
    expect(store.getState().request.questions[0]?.url).toBe('https://docs.openclaw.ai/tools/ask-user');
    store.select('read_doc', 'Yes');
    expect((await store.submit()).ok).toBe(true);
    const resolved = await h.operator.waitForEvent(
      (e) => e.event === 'question.resolved' && (e.payload as { id: string }).id === id,
    );
    expect(resolved.payload).toEqual({ id, status: 'answered', answers: { answers: { read_doc: ['Yes'] } } });
  });

  it('a free-text question (no options) from question.request: the person types, the gateway gets ["text"]', async () => {
    const c = connect({ sessionKey: 'qd-free' });
    const { id } = (await h.operator.call('question.request', {
      sessionKey: 'agent:main:qd-free',
      timeoutMs: 60_000,
      questions: [
        { questionId: 'release_name', header: 'Name', question: 'What should the release be called?', options: [] },
      ],
    })) as { id: string };
    const store = await c.waitForStore((promptId) => promptId === id);
    expect(c.getState().rejected).toEqual([]);
    expect(store.getState().request.questions[0]).toMatchObject({ id: 'release_name', options: [] });
    expect(store.setOther('release_name', '   ').ok).toBe(true);
    expect((await store.submit()).ok).toBe(false);
    store.setOther('release_name', '  Blue Heron ');
    expect((await store.submit()).ok).toBe(true);
    const resolved = await h.operator.waitForEvent(
      (e) => e.event === 'question.resolved' && (e.payload as { id: string }).id === id,
    );
    expect(resolved.payload).toEqual({
      id,
      status: 'answered',
      answers: { answers: { release_name: ['Blue Heron'] } },
    });
    const resolves = h.sent
      .map((t) => JSON.parse(t) as { method: string; params: { id: string; answers: unknown } })
      .filter((f) => f.method === 'question.resolve' && f.params.id === id);
    expect(resolves.map((f) => f.params.answers)).toEqual([{ answers: { release_name: ['Blue Heron'] } }]);
  });

  it('a question with an empty header (the gateway allows one) is shown, named by its question', async () => {
    const c = connect({ sessionKey: 'qd-noheader' });
    const { id } = (await h.operator.call('question.request', {
      sessionKey: 'agent:main:qd-noheader',
      timeoutMs: 60_000,
      questions: [{ questionId: 'motto', header: '', question: 'Motto?', options: [] }],
    })) as { id: string };
    const store = await c.waitForStore((promptId) => promptId === id);
    expect(c.getState().rejected).toEqual([]);
    expect(store.getState().request.questions[0]).toMatchObject({ id: 'motto', header: 'Motto?' });
    store.setOther('motto', 'Onward');
    expect((await store.submit()).ok).toBe(true);
    const resolved = await h.operator.waitForEvent(
      (e) => e.event === 'question.resolved' && (e.payload as { id: string }).id === id,
    );
    expect(resolved.payload).toMatchObject({ status: 'answered', answers: { answers: { motto: ['Onward'] } } });
  });

  it('a question the dock cannot show: the person is told what was asked, and nothing is sent: the question stays open until it ends elsewhere', async () => {
    const c = connect({ sessionKey: 'qd-bad' });
    // The gateway takes two labels that differ only in an invisible character; no card could tell
    // them apart, so the dock refuses them.
    const { id } = (await h.operator.call('question.request', {
      sessionKey: 'agent:main:qd-bad',
      timeoutMs: 60_000,
      questions: [
        {
          questionId: 'release_name',
          header: 'Name',
          question: 'What should the release be called?',
          options: [{ label: 'Heron' }, { label: 'Her\u200Bon' }],
        },
      ],
    })) as { id: string };
    const [rejected] = await c.waitFor(() => (c.getState().rejected.length > 0 ? c.getState().rejected : undefined));
    expect(rejected).toMatchObject({
      promptId: id,
      questions: ['What should the release be called?'],
      sessionKey: 'qd-bad',
    });
    expect(rejected?.issues?.map((issue) => issue.code)).toEqual(['lookalike_label']);
    expect(c.queue.getState().items).toEqual([]);
    // A round trip through the same connection after the notice: the gateway still has it open.
    await c.call('question.list', {});
    const status = async () =>
      ((await h.operator.call('question.get', { id })) as { question: { status: string } }).question.status;
    expect(await status()).toBe('pending');

    // Told once: the reconcile after a reconnect does not bring it back.
    h.drop();
    await waitFor(() => c.getState().connection !== 'open', 5_000, 'the drop');
    await waitFor(() => c.getState().connection === 'open' && c.getState().synced, 15_000, 'the reconnect and sync');
    expect(c.getState().rejected).toHaveLength(1);
    expect(await status()).toBe('pending');
    // Ended elsewhere (another client's skip), the question takes its notice with it.
    await h.operator.call('question.resolve', { id, cancel: true });
    await waitFor(() => c.getState().rejected.length === 0, 15_000, 'the notice to go');
  });

  it('not found: a prompt the gateway forgot while offline shows "No longer available"', async () => {
    const c = connect();
    const { runId } = await h.ask('gone', deploy);
    const { promptId, store } = await promptOf(c, runId);
    h.offline = true;
    h.drop();
    await waitFor(() => c.getState().connection === 'closed', 5_000, 'offline');
    await h.operator.call('question.resolve', { id: promptId, cancel: true });
    // Resolved questions stay visible to question.get for a while (about 15 s): wait until this one is gone.
    await vi.waitFor(
      async () => {
        const error = await h.operator.call('question.get', { id: promptId }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error instanceof GatewayCallError ? `${error.message} ${JSON.stringify(error.details)}` : '').toMatch(
          /NOT_FOUND|not found|unknown question/i,
        );
      },
      { timeout: 40_000, interval: 500 },
    );
    h.offline = false;
    c.reconnect();
    await waitFor(() => store.getState().resolution, 15_000, 'the resolution');
    expect(store.getState().resolution).toMatchObject({ status: 'cancelled', source: 'unavailable' });
  });

  it('expiry at the gateway deadline, on the gateway clock: a device clock 20 minutes ahead still shows the prompt', async () => {
    const ahead = 20 * 60_000;
    const c = connect({
      clock: {
        now: () => Date.now() + ahead,
        setTimeout: (f, ms) => setTimeout(f, ms),
        clearTimeout: (t) => clearTimeout(t as NodeJS.Timeout),
      },
    });
    const { runId } = await h.ask('expiry', { ...deploy, timeoutSeconds: 30 });
    const { store } = await promptOf(c, runId);
    const requested = await h.operator.waitForEvent(
      (e) => e.event === 'question.requested' && (e.payload as { runId?: string }).runId === runId,
    );
    const expiresAtMs = (requested.payload as { expiresAtMs: number }).expiresAtMs;
    expect(store.getState().status).toBe('pending');
    // The deadline is the gateway's, and the store counts on the gateway's clock (the gateway runs on
    // this machine, so its clock is the real one), not on the device's.
    expect(store.getState().deadline).toBe(expiresAtMs);
    expect(Math.abs(store.clock.now() - Date.now())).toBeLessThan(2_000);
    await waitFor(() => store.getState().resolution, 45_000, 'expiry');
    expect(store.getState().resolution).toMatchObject({ status: 'expired', result: { status: 'no_answer' } });
    const [callId] = h.callIds('expiry');
    expect(await h.model.waitForToolResult(callId!)).toEqual({ status: 'no_answer' });
  }, 90_000);
});

describe('a reload, on the real gateway', () => {
  /** The `ask_user` results of a session's transcript so far, as the gateway stores them. */
  const results = async (sessionKey: string): Promise<number> => {
    const { messages } = (await h.operator.call('chat.history', { sessionKey, limit: 50 })) as {
      messages: { role: string; toolName?: string; stopReason?: string }[];
    };
    // Counted once the run that holds the result has ended (its closing assistant message is stored).
    const done = messages.at(-1)?.role === 'assistant' && messages.at(-1)?.stopReason === 'stop';
    return done ? messages.filter((m) => m.role === 'toolResult' && m.toolName === 'ask_user').length : -1;
  };
  const untilResults = async (sessionKey: string, count: number): Promise<void> => {
    const deadline = Date.now() + 30_000;
    while ((await results(sessionKey)) !== count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} stored ask_user result(s)`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('rebuilds the summaries of an answered and a skipped prompt from the transcript (chat.history)', async () => {
    const live: AnswerSummaryData[] = [];
    const c: TestConnection = connect({
      onResolve: (_result, _resolution, promptId) => live.push(summarize(c.getStore(promptId)!.getState())),
    });
    const { sessionKey, runId } = await h.ask('reload', deployAndNotify);
    const { store } = await promptOf(c, runId);
    store.select('deploy_target', 'Production');
    store.next();
    store.toggle('notify', 'Team');
    store.setOther('notify', 'On-call');
    expect((await store.submit()).ok).toBe(true);
    await untilResults(sessionKey, 1);
    // A second question in the same chat, skipped.
    const second = await h.ask('reload', deploy);
    const skipped = await promptOf(c, second.runId);
    expect(skipped.store.skip().ok).toBe(true);
    await untilResults(sessionKey, 2);
    expect(live.map((s) => s.status)).toEqual(['answered', 'skipped']);

    // The reload: a fresh connection to that chat.
    c.dispose();
    const reloaded = connect({ sessionKey });
    const history = await reloaded.waitFor(
      () => (reloaded.getState().history.length === 2 ? reloaded.getState().history : undefined),
      20_000,
      'the history',
    );
    expect(history.map((p) => p.toolCallId)).toEqual(h.callIds('reload'));
    // What was shown before, as far as the text can tell: the answers (not who gave them), and a
    // skip only as "cancelled" (the tool's text for both).
    expect(history[0]?.summary).toEqual({ ...live[0], source: null });
    expect(history[0]?.summary.items.map((i) => i.answers)).toEqual([['Production'], ['Team', 'On-call']]);
    expect(history[1]?.summary).toEqual({ ...live[1], status: 'cancelled', source: null });
    expect(history[0]!.at).toBeLessThanOrEqual(history[1]!.at!);
    expect(reloaded.warnings).toEqual([]);
  }, 90_000);
});
