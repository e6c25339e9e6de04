import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorQuestion, deployQuestions } from '../support/requests';
import { MAIN, OTHER, startRig, waitFor, type Client, type Rig } from './support/rig';

// `connectOpenClaw` (protocol 4) against the stand-in behind a real WebSocket server: what the
// person sees and what goes on the wire, for every way a prompt can start, end or survive a drop.
// Every frame both ways validates against the installed openclaw package's schemas (rig.expectClean).
// The real gateway runs the happy paths in openclaw.test.ts; these are the ones it cannot be made to
// show on demand (refusals, drops mid-call, races).
//
// Protocol 4 has no `answeredBy`: `question.resolved` never says who resolved a question, so a skip
// on another device and the agent run ending both read as "Cancelled" (tested below), and an
// observer sees `{ id, status, answers }` and nothing more.

// Proves the gateway binding never loads React: importing it would throw.
vi.mock('react', () => {
  throw new Error('src/gateway must not import React');
});

let rig: Rig;

beforeEach(async () => {
  rig = await startRig();
});

afterEach(async () => {
  await rig.stop();
  rig.expectClean();
});

/** Waits until the client has read every frame the stand-in sent it so far (one round trip). */
async function caughtUp(client: Client): Promise<void> {
  await client.connection.call('question.list', {});
}

describe('given a question for this session', () => {
  it('sends exactly { id, answers: { answers }, resolutionId } on submit; every client sees the resolution', async () => {
    const observer = await rig.connect({ sessionKey: OTHER });
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, runId: 'run-1', questions: deployQuestions });
    const store = await me.store(record.id);
    expect(me.connection.queue.getState().active).toBe(store);
    expect(store.getState().deadline).toBe(record.expiresAtMs);

    store.select('deploy_target', 'Production');
    store.select('checks', 'E2E');
    store.select('checks', 'Unit');
    await expect(store.submit()).resolves.toEqual({ ok: true });

    const answers = { deploy_target: ['Production'], checks: ['E2E', 'Unit'] };
    expect(rig.resolveCalls()).toStrictEqual([
      { id: record.id, answers: { answers }, resolutionId: expect.stringMatching(/^\S+$/) },
    ]);
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'user' });
    expect(me.resolved).toStrictEqual([
      {
        promptId: record.id,
        result: { status: 'answered', answers: { answers } },
        resolution: store.getState().resolution,
      },
    ]);
    expect(rig.standIn.get(record.id)?.status).toBe('answered');
    // Both clients got the same event, which names no resolver.
    const resolvedEvents = rig.frames.sent.filter(
      ({ frame }) => (frame as { event?: string }).event === 'question.resolved',
    );
    expect(resolvedEvents.map(({ frame }) => (frame as { payload: unknown }).payload)).toStrictEqual([
      { id: record.id, status: 'answered', answers: { answers } },
      { id: record.id, status: 'answered', answers: { answers } },
    ]);
    const seenElsewhere = await observer.store(record.id);
    await waitFor(() =>
      expect(seenElsewhere.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' }),
    );
    expect(me.connection.queue.getState().items).toEqual([]);
  });

  it('sends question.resolve { id, cancel: true } when the person skips', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);

    expect(store.skip()).toEqual({ ok: true });

    await waitFor(() => expect(rig.resolveCalls()).toStrictEqual([{ id: record.id, cancel: true }]));
    await waitFor(() => expect(rig.standIn.get(record.id)?.status).toBe('cancelled'));
    expect(store.getState().resolution).toMatchObject({
      status: 'skipped',
      source: 'user',
      result: { status: 'no_answer' },
    });
    expect(me.resolved.map((r) => r.resolution.status)).toEqual(['skipped']);
  });

  it('keeps the drafts and shows the error when the gateway refuses the answer, then succeeds on retry', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const store = await me.store(record.id);
    store.select('deploy_target', 'Staging (Recommended)');
    store.setOther('checks', 'Smoke tests');
    rig.standIn.failNext('question.resolve', { code: 'UNAVAILABLE', message: 'Agent is restarting' });

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
    expect(rig.standIn.get(record.id)?.answers).toStrictEqual({
      deploy_target: ['Staging (Recommended)'],
      checks: ['Smoke tests'],
    });
    // The retry is the same resolution: it carries the first attempt's resolutionId.
    const [first, retry] = rig.resolveCalls() as { resolutionId: string }[];
    expect(retry?.resolutionId).toBe(first?.resolutionId);
  });
});

describe('given a prompt that ends without this client', () => {
  it('shows Cancelled when the agent run ends', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, runId: 'run-7', questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Light');

    expect(rig.standIn.endRun('run-7')).toBe(1);

    await waitFor(() =>
      expect(store.getState().resolution).toMatchObject({ status: 'cancelled', source: 'cancelled' }),
    );
    expect(me.resolved.map((r) => r.result)).toStrictEqual([{ status: 'no_answer' }]);
    expect(me.connection.queue.getState().items).toEqual([]);
    expect(rig.resolveCalls()).toEqual([]);
  });

  it('shows Cancelled too when another device skips: protocol 4 does not say who cancelled', async () => {
    const other = await rig.connect();
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);

    (await other.store(record.id)).skip();

    await waitFor(() =>
      expect(store.getState().resolution).toMatchObject({ status: 'cancelled', source: 'cancelled' }),
    );
    expect(rig.resolveCalls()).toStrictEqual([{ id: record.id, cancel: true }]);
  });

  it('expires when the gateway says so, before the local deadline', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, timeoutSeconds: 600 });
    const store = await me.store(record.id);

    rig.standIn.expire(record.id);

    await waitFor(() => expect(store.getState().resolution).toMatchObject({ status: 'expired', source: 'timeout' }));
    expect(rig.clock.now()).toBeLessThan(record.expiresAtMs);
    expect(store.select('color', 'Light')).toMatchObject({ ok: false });
  });

  it('expires at the local deadline even before the gateway event arrives, and refuses a late answer', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, timeoutSeconds: 60 });
    const store = await me.store(record.id);
    store.select('color', 'Light');

    rig.clock.advance(59_999);
    expect(store.getState().status).toBe('pending');
    rig.clock.advance(1);

    // Synchronously: the gateway's own `expired` event has not crossed the socket yet.
    expect(store.getState().resolution).toMatchObject({
      status: 'expired',
      source: 'timeout',
      result: { status: 'no_answer' },
    });
    await expect(store.submit()).resolves.toMatchObject({ ok: false, error: { code: 'expired' } });
    expect(rig.resolveCalls()).toEqual([]);
  });

  it('shows Answered elsewhere when another client answers first', async () => {
    const other = await rig.connect();
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Dark (Recommended)');

    const elsewhere = await other.store(record.id);
    elsewhere.select('color', 'Light');
    await expect(elsewhere.submit()).resolves.toEqual({ ok: true });

    await waitFor(() => expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' }));
    expect(me.resolved.map((r) => r.result)).toStrictEqual([
      { status: 'answered', answers: { answers: { color: ['Light'] } } },
    ]);
    expect(rig.resolveCalls()).toHaveLength(1);
  });

  it('lets an answer from elsewhere win while our call runs, when the gateway then refuses ours', async () => {
    const other = await rig.connect();
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Dark (Recommended)');
    const release = rig.standIn.holdNext('question.resolve');

    const ours = store.submit();
    await waitFor(() => expect(rig.resolveCalls()).toHaveLength(1));
    const elsewhere = await other.store(record.id);
    elsewhere.select('color', 'Light');
    await expect(elsewhere.submit()).resolves.toEqual({ ok: true });
    await caughtUp(me);
    expect(store.getState().status).toBe('submitting');
    release(); // the gateway now answers ours: QUESTION_ALREADY_TERMINAL

    await expect(ours).resolves.toMatchObject({ ok: false, error: { code: 'terminal' } });
    expect(store.getState().resolution).toMatchObject({
      status: 'answered',
      source: 'elsewhere',
      result: { status: 'answered', answers: { answers: { color: ['Light'] } } },
    });
    expect(rig.standIn.get(record.id)?.answers).toStrictEqual({ color: ['Light'] });
  });

  it('lets an answer from elsewhere win while our call runs, when the connection then drops', async () => {
    const other = await rig.connect();
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Dark (Recommended)');
    rig.standIn.swallowNext('question.resolve');

    const ours = store.submit();
    await waitFor(() => expect(rig.resolveCalls()).toHaveLength(1));
    const elsewhere = await other.store(record.id);
    elsewhere.select('color', 'Light');
    await expect(elsewhere.submit()).resolves.toEqual({ ok: true });
    await caughtUp(me);
    expect(store.getState().status).toBe('submitting');
    rig.server.terminateAll();
    // Protocol 4 keeps an undelivered answer for the reconnect; the resolution seen meanwhile wins then.
    await waitFor(() => expect(me.connection.getState().retryAt).not.toBeNull());
    rig.clock.advance(1000);

    await expect(ours).resolves.toMatchObject({ ok: false, error: { code: 'terminal' } });
    expect(store.getState().resolution).toMatchObject({
      status: 'answered',
      source: 'elsewhere',
      result: { status: 'answered', answers: { answers: { color: ['Light'] } } },
    });
    // Ours was not sent again after the reconnect.
    expect(rig.resolveCalls()).toHaveLength(2);
  });
});

describe('given a dropped connection', () => {
  it('reconnects after 1 s, 2 s, 4 s and restores the same prompt with its drafts', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const store = await me.store(record.id);
    store.select('deploy_target', 'Production');
    store.next();
    store.setOther('checks', 'Smoke tests');
    const delays: number[] = [];
    me.connection.subscribe((s, p) => {
      if (s.retryAt !== null && s.retryAt !== p.retryAt) delays.push(s.retryAt - rig.clock.now());
    });

    rig.offline = true;
    rig.server.terminateAll();
    await waitFor(() => expect(delays).toEqual([1000]));
    expect(me.connection.getState()).toMatchObject({ connection: 'closed', attempt: 1, synced: false });
    rig.clock.advance(1000);
    await waitFor(() => expect(delays).toEqual([1000, 2000]));
    rig.clock.advance(2000);
    await waitFor(() => expect(delays).toEqual([1000, 2000, 4000]));

    rig.offline = false;
    rig.clock.advance(3999);
    expect(me.connection.getState().connection).toBe('closed');
    rig.clock.advance(1);
    await waitFor(() =>
      expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true, attempt: 0, retryAt: null }),
    );

    expect(me.connection.getStore(record.id)).toBe(store);
    expect(me.connection.queue.getState().items).toEqual([store]);
    expect(store.getState()).toMatchObject({
      status: 'pending',
      step: 1,
      drafts: {
        deploy_target: { selected: ['Production'], other: '' },
        checks: { selected: [], other: 'Smoke tests' },
      },
    });
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(rig.standIn.get(record.id)?.answers).toStrictEqual({
      deploy_target: ['Production'],
      checks: ['Smoke tests'],
    });
  });

  it('catches up on what happened while disconnected', async () => {
    const me = await rig.connect();
    const answeredAway = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const endedAway = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, runId: 'run-gone' });
    const answeredStore = await me.store(answeredAway.id);
    const endedStore = await me.store(endedAway.id);

    rig.server.terminateAll();
    await waitFor(() => expect(me.connection.getState().connection).toBe('closed'));
    rig.standIn.answer(answeredAway.id, { color: ['Light'] });
    rig.standIn.endRun('run-gone');
    const askedAway = rig.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    rig.clock.advance(1000);
    await waitFor(() => expect(me.connection.getState().synced).toBe(true));

    expect(answeredStore.getState().resolution).toMatchObject({
      status: 'answered',
      source: 'elsewhere',
      result: { status: 'answered', answers: { answers: { color: ['Light'] } } },
    });
    expect(endedStore.getState().resolution).toMatchObject({ status: 'cancelled', source: 'cancelled' });
    const newStore = me.connection.getStore(askedAway.id);
    expect(newStore).toBeDefined();
    expect(me.connection.queue.getState()).toMatchObject({ items: [newStore], active: newStore });
    // The two it no longer saw listed were asked about one by one.
    expect(
      rig.standIn.calls
        .filter((c) => c.method === 'question.get')
        .map((c) => c.params)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toStrictEqual([{ id: answeredAway.id }, { id: endedAway.id }]);
  });

  it('shows No longer available when the gateway does not know the question after reconnect', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Light');

    rig.server.terminateAll();
    await waitFor(() => expect(me.connection.getState().connection).toBe('closed'));
    rig.standIn.forget(record.id);
    rig.clock.advance(1000);
    await waitFor(() => expect(me.connection.getState().synced).toBe(true));

    expect(store.getState().resolution).toMatchObject({
      status: 'cancelled',
      source: 'unavailable',
      result: { status: 'no_answer' },
    });
    expect(rig.standIn.calls.filter((c) => c.method === 'question.get').map((c) => c.params)).toStrictEqual([
      { id: record.id },
    ]);
    expect(rig.frames.seen).toContain('ErrorShapeSchema');
    expect(me.resolved).toHaveLength(1);
  });

  it('recognises its own answer when only the response was lost, without sending it twice', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Light');
    // The gateway takes the answer and announces it; its response to us is lost, then the connection.
    rig.standIn.swallowNext('question.resolve', { process: true });

    const submitted = store.submit();
    await waitFor(() => expect(rig.resolveCalls()).toHaveLength(1));
    await caughtUp(me);
    rig.server.terminateAll();
    await waitFor(() =>
      expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'answer_queued', promptId: record.id })),
    );
    expect(store.getState()).toMatchObject({ status: 'submitting', drafts: { color: { selected: ['Light'] } } });
    rig.clock.advance(1000);

    await expect(submitted).resolves.toEqual({ ok: true });
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'user' });
    expect(rig.resolveCalls()).toHaveLength(1);
  });

  it('resends an answer whose response and announcement were both lost with the same resolutionId: resolved once', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    const endings: string[] = [];
    rig.standIn.onResolved((r) => endings.push(`${r.id}:${r.status}`));
    store.select('color', 'Light');
    rig.standIn.dropDuring('question.resolve');

    const submitted = store.submit();
    await waitFor(() =>
      expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'answer_queued', promptId: record.id })),
    );
    expect(store.getState()).toMatchObject({ status: 'submitting', drafts: { color: { selected: ['Light'] } } });
    rig.clock.advance(1000);

    await expect(submitted).resolves.toEqual({ ok: true });
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'user' });
    const [first, again] = rig.resolveCalls();
    expect(first).toStrictEqual({
      id: record.id,
      answers: { answers: { color: ['Light'] } },
      resolutionId: expect.any(String),
    });
    expect(again).toStrictEqual(first);
    expect(endings).toEqual([`${record.id}:answered`]);
  });

  it('delivers a skip made while offline after reconnecting', async () => {
    const me = await rig.connect();
    const record = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    rig.server.terminateAll();
    await waitFor(() => expect(me.connection.getState().connection).toBe('closed'));

    expect(store.skip()).toEqual({ ok: true });
    await waitFor(() =>
      expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'resolve_failed', promptId: record.id })),
    );
    expect(rig.standIn.get(record.id)?.status).toBe('pending');
    rig.clock.advance(1000);

    await waitFor(() => expect(rig.standIn.get(record.id)?.status).toBe('cancelled'));
    expect(rig.resolveCalls()).toStrictEqual([{ id: record.id, cancel: true }]);
  });
});

describe('given prompts of several sessions', () => {
  it("queues only this session's prompts and advances after one is answered", async () => {
    const me = await rig.connect();
    const first = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const foreign = rig.standIn.ask({ sessionKey: OTHER, questions: colorQuestion });
    const second = rig.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const firstStore = await me.store(first.id);
    const foreignStore = await me.store(foreign.id);
    const secondStore = await me.store(second.id);

    expect(me.connection.queue.getState()).toMatchObject({
      items: [firstStore, secondStore],
      activeIndex: 0,
      active: firstStore,
    });
    expect(me.connection.queue.getState().items).not.toContain(foreignStore);

    firstStore.select('color', 'Light');
    await firstStore.submit();

    expect(me.connection.queue.getState()).toMatchObject({
      items: [secondStore],
      activeIndex: 0,
      active: secondStore,
    });
    expect(me.resolved.map((r) => r.promptId)).toEqual([first.id]);

    // No session switch in connectOpenClaw: the other session's page is its own connection.
    const them = await rig.connect({ sessionKey: OTHER });
    const theirStore = await them.store(foreign.id);
    expect(them.connection.queue.getState()).toMatchObject({ items: [theirStore], active: theirStore });
    theirStore.select('color', 'Dark (Recommended)');
    await expect(theirStore.submit()).resolves.toEqual({ ok: true });
    await waitFor(() =>
      expect(foreignStore.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' }),
    );
    expect(me.connection.queue.getState().items).toEqual([secondStore]);
  });

  it('lists pending prompts on connect (e.g. after a reload) and shows those of its session', async () => {
    const waiting = rig.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const foreign = rig.standIn.ask({ sessionKey: OTHER, questions: colorQuestion });

    // A short key matches the agent's full session key.
    const me = await rig.connect({ sessionKey: 'main' });

    // question.list takes no filter on protocol 4: the binding filters by session itself.
    expect(rig.standIn.calls.map((c) => [c.method, c.params])).toContainEqual(['question.list', {}]);
    expect(me.connection.queue.getState().items.map((s) => s.getState().promptId)).toEqual([waiting.id]);
    expect(me.connection.getStore(waiting.id)?.getState().deadline).toBe(waiting.expiresAtMs);
    expect(me.connection.getStore(foreign.id)?.getState().status).toBe('pending');
  });
});

describe('given a free-text question (no options)', () => {
  it('shows it, refuses a blank answer, and sends the typed text as the one answer', async () => {
    const me = await rig.connect();
    const questions = [{ id: 'release_name', header: 'Name', question: 'What should it be called?', options: [] }];
    const record = rig.standIn.ask({ sessionKey: MAIN, questions });
    const store = await me.store(record.id);
    expect(me.connection.getState().rejected).toEqual([]);

    store.setOther('release_name', ' \u200B ');
    await expect(store.submit()).resolves.toMatchObject({ ok: false, error: { code: 'unanswered' } });
    store.setOther('release_name', 'Blue Heron\nthe second');
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(rig.resolveCalls()).toStrictEqual([
      {
        id: record.id,
        answers: { answers: { release_name: ['Blue Heron\nthe second'] } },
        resolutionId: expect.stringMatching(/^\S+$/),
      },
    ]);
    expect(rig.standIn.get(record.id)?.status).toBe('answered');
  });
});

describe('given a question the dock cannot show', () => {
  // Valid on the wire (the schema allows 0-4 options); the dock, like the gateway's own check, takes 0 or 2-4.
  const unshowable = [{ id: 'only', header: 'Only', question: 'Pick the only option?', options: [{ label: 'Alone' }] }];

  it('tells the person of its own session what was asked, with the reasons, until dismissed; nothing is sent, so the question stays open for a client that can show it', async () => {
    const me = await rig.connect();
    const them = await rig.connect({ sessionKey: OTHER });
    const mine = rig.standIn.ask({ sessionKey: MAIN, questions: unshowable });
    const theirs = rig.standIn.ask({ sessionKey: OTHER, questions: unshowable });

    await waitFor(() => expect(me.connection.getState().rejected).toHaveLength(1));
    const [notice] = me.connection.getState().rejected;
    expect(notice).toMatchObject({ promptId: mine.id, questions: ['Pick the only option?'], sessionKey: MAIN });
    expect(notice?.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['too_few_options', 'questions[0].options'],
    ]);
    expect(me.connection.queue.getState().items).toEqual([]);
    expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'invalid_request', promptId: mine.id }));
    await waitFor(() => expect(them.connection.getState().rejected.map((r) => r.promptId)).toEqual([theirs.id]));
    // Neither connection acts on either question, its own session's or another's: a round trip
    // through each after the notices, and the gateway still has both open, with no resolve call.
    await me.connection.call('question.list', {});
    await them.connection.call('question.list', {});
    expect(rig.resolveCalls()).toEqual([]);
    expect(rig.standIn.get(mine.id)?.status).toBe('pending');
    expect(rig.standIn.get(theirs.id)?.status).toBe('pending');

    them.connection.dismissRejected(theirs.id);
    expect(them.connection.getState().rejected).toEqual([]);
    expect(me.connection.getState().rejected.map((r) => r.promptId)).toEqual([mine.id]);

    // Ended elsewhere (its time ran out), the question takes its notice with it.
    rig.standIn.expire(mine.id);
    await waitFor(() => expect(me.connection.getState().rejected).toEqual([]));

    rig.standIn.dropConnections();
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'closed' }));
    rig.clock.advance(1000);
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true }));
    expect(me.connection.getState().rejected).toEqual([]);
    expect(rig.resolveCalls()).toEqual([]);
  });

  it('shows what it could read of a malformed record, and a list repeating it after a reconnect does not bring it back', async () => {
    const me = await rig.connect();
    const now = rig.clock.now();
    // Not records (the schema refuses both), sent past the stand-in on purpose; ids and a text are readable.
    const broken = {
      id: 'q-broken',
      sessionKey: MAIN,
      questions: { 0: { question: 'Hidden?' } },
      createdAtMs: now,
      expiresAtMs: now + 60_000,
      status: 'pending',
    };
    const half = {
      id: 'q-half',
      sessionKey: MAIN,
      questions: [{ header: 'Half' }],
      createdAtMs: now,
      expiresAtMs: now + 60_000,
      status: 'bogus',
    };
    for (const payload of [broken, half])
      rig.server.sendRaw(JSON.stringify({ type: 'event', event: 'question.requested', payload }));

    await waitFor(() =>
      expect(me.connection.getState().rejected.map((r) => r.promptId)).toEqual(['q-broken', 'q-half']),
    );
    expect(me.connection.getState().rejected).toMatchObject([
      { promptId: 'q-broken', questions: [], sessionKey: MAIN, reason: expect.stringMatching(/\S/) },
      { promptId: 'q-half', questions: ['Half'], sessionKey: MAIN, reason: expect.stringMatching(/\S/) },
    ]);
    expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'invalid_payload', promptId: 'q-half' }));

    rig.standIn.swallowNext('question.list');
    rig.standIn.dropConnections();
    await waitFor(() => expect(me.connection.getState().connection).toBe('closed'));
    rig.clock.advance(1000);
    const list = await waitFor(() => {
      const calls = rig.standIn.calls.filter((c) => c.method === 'question.list');
      expect(calls).toHaveLength(2); // the first sync's, then the reconnect's
      return calls[1]!;
    });
    rig.server.sendRaw(
      JSON.stringify({ type: 'res', id: list.requestId, ok: true, payload: { questions: [broken, half] } }),
    );
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true }));

    expect(me.connection.getState().rejected.map((r) => r.promptId)).toEqual(['q-broken', 'q-half']);
    expect(rig.resolveCalls()).toEqual([]);
  });
});
