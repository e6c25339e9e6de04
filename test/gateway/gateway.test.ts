import { WebSocket, WebSocketServer } from 'ws';
import type { Resolution, ToolResult } from '../../src/core/index';
import {
  createQuestionGateway,
  createWebSocketTransport,
  type GatewayEvent,
  type GatewayTransport,
  type QuestionGatewayOptions,
} from '../../src/gateway/index';
import { manualClock, type ManualClock } from '../support/clock';
import { colorQuestion, deployQuestions } from '../support/requests';
import { startStandInServer, type StandInServer } from '../support/gateway-server';

/** Polls often: the sockets are local, so answers come within milliseconds. */
const waitFor = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { interval: 5, timeout: 2000 });

// Proves the gateway binding never loads React: importing it would throw.
vi.mock('react', () => {
  throw new Error('src/gateway must not import React');
});

const MAIN = 'agent:main:main';
const OTHER = 'agent:main:other';

let server: StandInServer;
let clock: ManualClock;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  clock = manualClock();
  server = await startStandInServer({ clock });
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  await server.close();
  // Stores, reconnect delays, request timeouts and the stand-in all run on this clock.
  expect(clock.pending()).toBe(0);
});

function transportTo(url: string | (() => string)): GatewayTransport {
  const transport = createWebSocketTransport({ url, WebSocket, clock });
  cleanups.push(() => transport.close());
  return transport;
}

/** Another client of the same gateway (another tab, device or the CLI). */
async function otherClient(): Promise<{ transport: GatewayTransport; events: GatewayEvent[] }> {
  const transport = transportTo(server.url);
  const events: GatewayEvent[] = [];
  transport.onEvent((e) => events.push(e));
  transport.connect();
  await waitFor(() => expect(transport.getStatus()).toBe('open'));
  return { transport, events };
}

async function connectGateway(options: Partial<QuestionGatewayOptions> = {}) {
  const warnings: unknown[] = [];
  const resolved: { id: string | undefined; result: ToolResult; resolution: Resolution }[] = [];
  const gateway = createQuestionGateway({
    transport: transportTo(server.url),
    sessionKey: MAIN,
    clock,
    onWarning: (w) => warnings.push(w),
    onResolve: (result, resolution, promptId) => resolved.push({ id: promptId, result, resolution }),
    ...options,
  });
  cleanups.push(() => gateway.dispose());
  gateway.connect();
  await waitFor(() => expect(gateway.getState()).toMatchObject({ connection: 'open', synced: true }));
  return { gateway, warnings, resolved };
}

function storeOf(gateway: ReturnType<typeof createQuestionGateway>, id: string) {
  return waitFor(() => {
    const store = gateway.getStore(id);
    if (!store) throw new Error(`no store for ${id} yet`);
    return store;
  });
}

const resolveCalls = () => server.standIn.calls.filter((c) => c.method === 'question.resolve').map((c) => c.params);

/** A URL where nothing listens, so connection attempts are refused. */
async function refusedUrl(): Promise<string> {
  const probe = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => probe.once('listening', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return `ws://127.0.0.1:${address.port}`;
}

describe('given a question for this session', () => {
  it('shows it and sends exactly { id, answers } when the person submits, and the gateway broadcasts the resolution', async () => {
    const observer = await otherClient();
    const { gateway, resolved } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, runId: 'run-1', questions: deployQuestions });
    const store = await storeOf(gateway, record.id);
    expect(gateway.queue.getState().active).toBe(store);
    expect(store.getState().deadline).toBe(record.expiresAtMs);

    store.select('deploy_target', 'Production');
    store.select('checks', 'E2E');
    store.select('checks', 'Unit');
    await expect(store.submit()).resolves.toEqual({ ok: true });

    const answers = { deploy_target: ['Production'], checks: ['E2E', 'Unit'] };
    expect(resolveCalls()).toStrictEqual([{ id: record.id, answers }]);
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'user' });
    expect(resolved).toStrictEqual([
      { id: record.id, result: { status: 'answered', answers: { answers } }, resolution: store.getState().resolution },
    ]);
    expect(server.standIn.get(record.id)?.status).toBe('answered');
    await waitFor(() =>
      expect(observer.events).toContainEqual({
        event: 'question.resolved',
        payload: { id: record.id, status: 'answered', answers, answeredBy: expect.any(String) },
      }),
    );
    expect(gateway.queue.getState().items).toEqual([]);
  });

  it('sends question.resolve { id, cancel: true } when the person skips', async () => {
    const { gateway, resolved } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await storeOf(gateway, record.id);

    expect(store.skip()).toEqual({ ok: true });

    await waitFor(() => expect(resolveCalls()).toStrictEqual([{ id: record.id, cancel: true }]));
    await waitFor(() => expect(server.standIn.get(record.id)?.status).toBe('cancelled'));
    expect(store.getState().resolution).toMatchObject({
      status: 'skipped',
      source: 'user',
      result: { status: 'no_answer' },
    });
    expect(resolved.map((r) => r.resolution.status)).toEqual(['skipped']);
  });

  it('keeps the drafts and shows the error when the gateway refuses the answer, then succeeds on retry', async () => {
    const { gateway } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const store = await storeOf(gateway, record.id);
    store.select('deploy_target', 'Staging (Recommended)');
    store.setOther('checks', 'Smoke tests');
    server.standIn.failNext('question.resolve', { code: 'UNAVAILABLE', message: 'Agent is restarting' });

    const failed = await store.submit();

    expect(failed).toMatchObject({ ok: false, error: { code: 'submit_failed' } });
    expect(store.getState().error?.detail).toContain('Agent is restarting');
    expect(store.getState()).toMatchObject({
      status: 'pending',
      drafts: {
        deploy_target: { selected: ['Staging (Recommended)'], other: '' },
        checks: { selected: [], other: 'Smoke tests' },
      },
    });
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(server.standIn.get(record.id)?.answers).toStrictEqual({
      deploy_target: ['Staging (Recommended)'],
      checks: ['Smoke tests'],
    });
  });
});

describe('given a prompt that ends without this client', () => {
  it('shows Cancelled when the agent run ends', async () => {
    const { gateway, resolved } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, runId: 'run-7', questions: colorQuestion });
    const store = await storeOf(gateway, record.id);
    store.select('color', 'Light');

    expect(server.standIn.endRun('run-7')).toBe(1);

    await waitFor(() =>
      expect(store.getState().resolution).toMatchObject({ status: 'cancelled', source: 'cancelled' }),
    );
    expect(resolved.map((r) => r.result)).toStrictEqual([{ status: 'no_answer' }]);
    expect(gateway.queue.getState().items).toEqual([]);
    expect(resolveCalls()).toEqual([]);
  });

  it('expires when the gateway says so, before the local deadline', async () => {
    const { gateway } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, timeoutSeconds: 600 });
    const store = await storeOf(gateway, record.id);

    server.standIn.expire(record.id);

    await waitFor(() => expect(store.getState().resolution).toMatchObject({ status: 'expired', source: 'timeout' }));
    expect(store.select('color', 'Light')).toMatchObject({ ok: false });
  });

  it('expires at the local deadline even before the gateway event arrives, and refuses a late answer', async () => {
    const { gateway } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, timeoutSeconds: 60 });
    const store = await storeOf(gateway, record.id);
    store.select('color', 'Light');

    clock.advance(59_999);
    expect(store.getState().status).toBe('pending');
    clock.advance(1);

    expect(store.getState().resolution).toMatchObject({
      status: 'expired',
      source: 'timeout',
      result: { status: 'no_answer' },
    });
    await expect(store.submit()).resolves.toMatchObject({ ok: false, error: { code: 'expired' } });
    expect(resolveCalls()).toEqual([]);
  });

  it('shows Answered elsewhere when another client answers first', async () => {
    const other = await otherClient();
    const { gateway, resolved } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await storeOf(gateway, record.id);
    store.select('color', 'Dark (Recommended)');

    await other.transport.request('question.resolve', { id: record.id, answers: { color: ['Light'] } });

    await waitFor(() => expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' }));
    expect(resolved.map((r) => r.result)).toStrictEqual([
      { status: 'answered', answers: { answers: { color: ['Light'] } } },
    ]);
    expect(resolveCalls()).toHaveLength(1);
  });

  it('lets an answer from elsewhere win when it arrives while our own call is still running and then fails', async () => {
    const other = await otherClient();
    const transport = transportTo(server.url);
    const { gateway } = await connectGateway({ transport });
    const seen: GatewayEvent[] = [];
    transport.onEvent((e) => seen.push(e)); // registered after the gateway's listener, so it runs after it
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await storeOf(gateway, record.id);
    store.select('color', 'Dark (Recommended)');
    server.standIn.swallowNext('question.resolve');

    const ours = store.submit();
    await waitFor(() => expect(resolveCalls()).toHaveLength(1));
    await other.transport.request('question.resolve', { id: record.id, answers: { color: ['Light'] } });
    await waitFor(() => expect(seen.map((e) => e.event)).toContain('question.resolved'));
    expect(store.getState().status).toBe('submitting');
    server.terminateAll();

    await expect(ours).resolves.toMatchObject({ ok: false, error: { code: 'terminal' } });
    expect(store.getState().resolution).toMatchObject({
      status: 'answered',
      source: 'elsewhere',
      result: { status: 'answered', answers: { answers: { color: ['Light'] } } },
    });
  });
});

describe('given a dropped connection', () => {
  it('reconnects after 1 s, 2 s, 4 s and restores the same prompt with its drafts', async () => {
    const dead = await refusedUrl();
    let reachable = true;
    const { gateway } = await connectGateway({ transport: transportTo(() => (reachable ? server.url : dead)) });
    const record = server.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const store = await storeOf(gateway, record.id);
    store.select('deploy_target', 'Production');
    store.next();
    store.setOther('checks', 'Smoke tests');
    const delays: number[] = [];
    gateway.subscribe((s, p) => {
      if (s.retryAt !== null && s.retryAt !== p.retryAt) delays.push(s.retryAt - clock.now());
    });

    reachable = false;
    server.terminateAll();
    await waitFor(() => expect(delays).toEqual([1000]));
    expect(gateway.getState()).toMatchObject({ connection: 'closed', attempt: 1 });
    clock.advance(1000);
    await waitFor(() => expect(delays).toEqual([1000, 2000]));
    clock.advance(2000);
    await waitFor(() => expect(delays).toEqual([1000, 2000, 4000]));

    reachable = true;
    clock.advance(3999);
    expect(gateway.getState().connection).toBe('closed');
    clock.advance(1);
    await waitFor(() =>
      expect(gateway.getState()).toMatchObject({ connection: 'open', synced: true, attempt: 0, retryAt: null }),
    );

    expect(gateway.getStore(record.id)).toBe(store);
    expect(store.getState()).toMatchObject({
      status: 'pending',
      step: 1,
      drafts: {
        deploy_target: { selected: ['Production'], other: '' },
        checks: { selected: [], other: 'Smoke tests' },
      },
    });
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(server.standIn.get(record.id)?.answers).toStrictEqual({
      deploy_target: ['Production'],
      checks: ['Smoke tests'],
    });
  });

  it('catches up on what happened while disconnected', async () => {
    const { gateway } = await connectGateway();
    const answeredAway = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const endedAway = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, runId: 'run-gone' });
    const answeredStore = await storeOf(gateway, answeredAway.id);
    const endedStore = await storeOf(gateway, endedAway.id);

    server.terminateAll();
    await waitFor(() => expect(gateway.getState().connection).toBe('closed'));
    server.standIn.answer(answeredAway.id, { color: ['Light'] }, 'telegram');
    server.standIn.endRun('run-gone');
    const askedAway = server.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    clock.advance(1000);
    await waitFor(() => expect(gateway.getState().synced).toBe(true));

    expect(answeredStore.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' });
    expect(endedStore.getState().resolution).toMatchObject({ status: 'cancelled', source: 'cancelled' });
    const newStore = gateway.getStore(askedAway.id);
    expect(gateway.queue.getState()).toMatchObject({ items: [newStore], active: newStore });
  });

  it('shows No longer available when the gateway does not know the question after reconnect', async () => {
    const { gateway, resolved } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await storeOf(gateway, record.id);
    store.select('color', 'Light');

    server.terminateAll();
    await waitFor(() => expect(gateway.getState().connection).toBe('closed'));
    server.standIn.forget(record.id);
    clock.advance(1000);
    await waitFor(() => expect(gateway.getState().synced).toBe(true));

    expect(store.getState().resolution).toMatchObject({
      status: 'cancelled',
      source: 'unavailable',
      result: { status: 'no_answer' },
    });
    expect(server.standIn.calls.filter((c) => c.method === 'question.get').map((c) => c.params)).toStrictEqual([
      { id: record.id },
    ]);
    expect(resolved).toHaveLength(1);
  });

  it('recognises its own answer when the connection dropped before the response, without sending it twice', async () => {
    const { gateway } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await storeOf(gateway, record.id);
    store.select('color', 'Light');
    server.standIn.dropDuring('question.resolve');

    const lost = await store.submit();
    expect(lost).toMatchObject({ ok: false, error: { code: 'submit_failed' } });
    expect(store.getState()).toMatchObject({ status: 'pending', drafts: { color: { selected: ['Light'] } } });
    clock.advance(1000);
    await waitFor(() => expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'user' }));

    expect(resolveCalls()).toStrictEqual([{ id: record.id, answers: { color: ['Light'] } }]);
  });

  it('delivers a skip made while offline after reconnecting', async () => {
    const { gateway, warnings } = await connectGateway();
    const record = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await storeOf(gateway, record.id);
    server.terminateAll();
    await waitFor(() => expect(gateway.getState().connection).toBe('closed'));

    store.skip();
    await waitFor(() => expect(warnings).toContainEqual(expect.objectContaining({ code: 'resolve_failed' })));
    clock.advance(1000);

    await waitFor(() => expect(server.standIn.get(record.id)?.status).toBe('cancelled'));
    expect(resolveCalls()).toStrictEqual([{ id: record.id, cancel: true }]);
  });
});

describe('given prompts of several sessions', () => {
  it("queues only this session's prompts and advances after one is answered", async () => {
    const { gateway, resolved } = await connectGateway();
    const first = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const foreign = server.standIn.ask({ sessionKey: OTHER, questions: colorQuestion });
    const second = server.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const firstStore = await storeOf(gateway, first.id);
    const foreignStore = await storeOf(gateway, foreign.id);
    const secondStore = await storeOf(gateway, second.id);

    expect(gateway.queue.getState()).toMatchObject({
      items: [firstStore, secondStore],
      activeIndex: 0,
      active: firstStore,
    });
    expect(gateway.queue.getState().items).not.toContain(foreignStore);

    firstStore.select('color', 'Light');
    await firstStore.submit();

    expect(gateway.queue.getState()).toMatchObject({ items: [secondStore], activeIndex: 0, active: secondStore });
    expect(resolved.map((r) => r.id)).toEqual([first.id]);

    gateway.setSessionKey(OTHER);
    expect(gateway.queue.getState()).toMatchObject({ sessionKey: OTHER, items: [foreignStore], active: foreignStore });
    await waitFor(() => expect(gateway.getState().synced).toBe(true));
  });

  it('lists pending prompts of its session on connect (e.g. after a reload)', async () => {
    const waiting = server.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    server.standIn.ask({ sessionKey: OTHER, questions: colorQuestion });

    const { gateway } = await connectGateway();

    expect(server.standIn.calls.map((c) => [c.method, c.params])).toContainEqual([
      'question.list',
      { sessionKey: MAIN },
    ]);
    expect(gateway.queue.getState().items.map((s) => s.getState().promptId)).toEqual([waiting.id]);
    expect(gateway.getStore(waiting.id)?.getState().deadline).toBe(waiting.expiresAtMs);
  });
});

describe('given a question the dock cannot show', () => {
  const unshowable = [
    { id: 'only', header: 'Only', question: 'Pick the only option?', options: [{ label: 'Alone' }] },
  ] as unknown as typeof colorQuestion;

  it("tells the person of its own session what was asked, with the reasons, until dismissed; other sessions' wait", async () => {
    const { gateway, warnings } = await connectGateway();
    const mine = server.standIn.ask({ sessionKey: MAIN, questions: unshowable });
    const theirs = server.standIn.ask({ sessionKey: OTHER, questions: unshowable });

    await waitFor(() => expect(gateway.getState().rejected).toHaveLength(1));
    const [notice] = gateway.getState().rejected;
    expect(notice).toMatchObject({ promptId: mine.id, questions: ['Pick the only option?'], sessionKey: MAIN });
    expect(notice?.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['too_few_options', 'questions[0].options'],
    ]);
    expect(gateway.queue.getState().items).toEqual([]);
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'invalid_request', promptId: mine.id }));

    gateway.setSessionKey(OTHER);
    expect(gateway.getState().rejected.map((r) => r.promptId)).toEqual([theirs.id]);
    gateway.dismissRejected(theirs.id);
    expect(gateway.getState().rejected).toEqual([]);
    gateway.setSessionKey(MAIN);
    expect(gateway.getState().rejected.map((r) => r.promptId)).toEqual([mine.id]);
  });

  it('shows what it could read of a malformed record, and a reconnect does not bring it back', async () => {
    const { gateway } = await connectGateway();
    const other = await otherClient();
    const broadcast = (event: string, payload: unknown) => {
      for (const socket of server.sockets()) socket.send(JSON.stringify({ type: 'event', event, payload }));
    };
    // Not a record (questions is not a list), but its id and text are readable.
    broadcast('question.requested', {
      id: 'q-broken',
      sessionKey: MAIN,
      questions: { 0: { question: 'Hidden?' } },
    });
    broadcast('question.requested', {
      id: 'q-half',
      sessionKey: MAIN,
      questions: [{ header: 'Half' }],
      status: 'bogus',
    });
    await waitFor(() => expect(gateway.getState().rejected.map((r) => r.promptId)).toEqual(['q-broken', 'q-half']));
    expect(gateway.getState().rejected[1]).toMatchObject({ questions: ['Half'], reason: 'not a question record' });
    expect(other.events.map((e) => e.event)).toEqual(['question.requested', 'question.requested']);

    server.standIn.dropConnections();
    await waitFor(() => expect(gateway.getState()).toMatchObject({ connection: 'open', synced: true }));
    expect(gateway.getState().rejected).toHaveLength(2);
  });
});
