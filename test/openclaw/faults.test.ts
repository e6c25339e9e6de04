import { WebSocket, WebSocketServer } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionStore } from '../../src/core/index';
import { connectOpenClaw } from '../../src/gateway/index';
import { manualClock } from '../support/clock';
import { colorQuestion, deployQuestions } from '../support/requests';
import { MAIN, startRig, waitFor, type Client, type Rig } from './support/rig';

// Faults a real gateway cannot be made to produce on demand, against `connectOpenClaw` (protocol 4):
// throwing app callbacks, answers that do not fit, flapping connections, garbage frames, a device
// clock that is off, calls that never get an answer. Frames from the stand-in and from the binding
// are validated against the installed package's schemas (rig.expectClean); the garbage is sent past
// the stand-in on purpose.

let rig: Rig | undefined;

async function start(options: Parameters<typeof startRig>[0] = {}): Promise<Rig> {
  rig = await startRig(options);
  return rig;
}

afterEach(async () => {
  if (!rig) return;
  await rig.stop();
  rig.expectClean();
  rig = undefined;
});

/** After a drop: advances the clock to each scheduled retry until the connection is open and synced. */
async function ride(r: Rig, client: Client): Promise<void> {
  await waitFor(() => expect(client.connection.getState().connection).not.toBe('open'));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const state = await waitFor(() => {
      const s = client.connection.getState();
      if (s.retryAt === null && !(s.connection === 'open' && s.synced)) throw new Error('neither retrying nor synced');
      return s;
    });
    if (state.retryAt === null) return;
    r.clock.advance(state.retryAt - r.clock.now());
  }
  throw new Error('did not reconnect within 10 attempts');
}

describe('a throwing onResolve, onWarning or listener', () => {
  it('still sends the skip, keeps reading frames, and is reported through onError', async () => {
    const r = await start();
    const me = r.open({
      onResolve: () => {
        throw new Error('onResolve bug');
      },
      onWarning: () => {
        throw new Error('onWarning bug');
      },
    });
    me.connection.queue.subscribe(() => {
      throw new Error('queue subscriber bug');
    });
    me.connection.subscribe(() => {
      throw new Error('state listener bug');
    });
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true }));

    const first = r.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    // No id: a warning only (which throws).
    r.server.sendRaw(JSON.stringify({ type: 'event', event: 'question.requested', payload: { nonsense: true } }));
    const second = r.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });

    await me.store(second.id);
    expect((await me.store(first.id)).skip()).toEqual({ ok: true });
    await waitFor(() => expect(r.resolveCalls()).toContainEqual({ id: first.id, cancel: true }));
    await waitFor(() => expect(r.standIn.get(first.id)?.status).toBe('cancelled'));
    expect(me.errors.map((e) => (e as Error).message)).toEqual(
      expect.arrayContaining(['onResolve bug', 'onWarning bug', 'queue subscriber bug', 'state listener bug']),
    );
    expect(me.connection.getState().connection).toBe('open');
  });
});

describe('question.resolved with answers that do not fit', () => {
  it('is refused with a warning naming the promptId, never shown as answered', async () => {
    const r = await start();
    const me = await r.connect();
    const record = r.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const store = await me.store(record.id);
    const [single, multi] = deployQuestions;

    // Valid on the wire; but two answers to a single-select question.
    r.standIn.answer(record.id, {
      [single!.id]: [single!.options[0]!.label, single!.options[1]!.label],
      [multi!.id]: [multi!.options[0]!.label],
    });

    await waitFor(() =>
      expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'invalid_answers', promptId: record.id })),
    );
    expect(store.getState().status).not.toBe('answered');
    expect(store.getState().resolution).toMatchObject({ status: 'cancelled', source: 'unavailable' });
  });
});

describe('a flapping connection', () => {
  it('survives many drops in a row, at every stage of the connection: one prompt, shown once, drafts kept', async () => {
    const r = await start();
    const me = await r.connect();
    const record = r.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    const store = await me.store(record.id);
    store.select('deploy_target', 'Production');
    store.next();
    store.setOther('checks', 'Smoke tests');
    const changes: (readonly QuestionStore[])[] = [];
    me.connection.queue.subscribe(({ items }) => changes.push(items));
    const afterEachDrop: (readonly QuestionStore[])[] = [];

    // Where each drop hits: a live connection, the handshake, the sync, a refused socket, the server closing.
    const stages = ['live', 'connect', 'question.list', 'refused', 'server'] as const;
    for (let drop = 0; drop < 15; drop += 1) {
      const stage = stages[drop % stages.length]!;
      if (stage === 'connect' || stage === 'question.list') r.standIn.dropDuring(stage);
      if (stage === 'refused') r.offline = true;
      if (stage === 'server') r.standIn.dropConnections();
      else r.server.terminateAll();
      if (stage === 'refused') {
        await waitFor(() => expect(me.connection.getState().retryAt).not.toBeNull());
        r.clock.advance(me.connection.getState().retryAt! - r.clock.now());
        await waitFor(() => expect(me.connection.getState().attempt).toBe(2));
        r.offline = false;
      }
      await ride(r, me);
      expect(me.connection.getStore(record.id)).toBe(store);
      afterEachDrop.push(me.connection.queue.getState().items);
    }

    expect(r.standIn.calls.filter((c) => c.method === 'connect').length).toBeGreaterThanOrEqual(19);
    // Never gone, never twice: the queue did not change once, and held this one prompt after every drop.
    expect(changes).toEqual([]);
    expect(afterEachDrop).toHaveLength(15);
    expect(afterEachDrop.every((items) => items.length === 1 && items[0] === store)).toBe(true);
    expect(me.connection.getState().rejected).toEqual([]);
    expect(store.getState()).toMatchObject({
      status: 'pending',
      step: 1,
      drafts: {
        deploy_target: { selected: ['Production'], other: '' },
        checks: { selected: [], other: 'Smoke tests' },
      },
    });
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(r.resolveCalls()).toHaveLength(1);
    expect(r.standIn.get(record.id)?.answers).toStrictEqual({
      deploy_target: ['Production'],
      checks: ['Smoke tests'],
    });
  });
});

describe('garbage frames from the gateway', () => {
  it('are ignored without a crash, a reconnect or a prompt, and later frames are still read', async () => {
    const r = await start();
    const me = await r.connect();
    const pending = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(pending.id);
    store.select('color', 'Light');
    const warningsBefore = me.warnings.length;

    const event = (name: unknown, payload: unknown) => JSON.stringify({ type: 'event', event: name, payload });
    const garbage: (string | Buffer)[] = [
      'not json',
      '',
      '{',
      'null',
      '42',
      '"text"',
      '[]',
      '[{"type":"event","event":"question.requested"}]',
      '{"type":"event"}',
      event(42, {}),
      '{"type":"res","id":"9999","ok":true,"payload":{}}',
      '{"type":"res"}',
      '{"type":"req","id":"1","method":"question.list","params":{}}',
      '{"type":"event","event":"question.requested","payload":{"__proto__":{"polluted":true},"questions":"x"}}',
      event('question.requested', null),
      event('question.requested', 'a record'),
      event('question.requested', []),
      event('question.requested', { id: 42, questions: [] }),
      event('question.requested', { questions: Array.from({ length: 20_000 }, () => ({ questionId: 'x' })) }),
      event('question.resolved', null),
      event('question.resolved', { id: pending.id, status: 'bogus' }),
      event('question.resolved', { id: pending.id, status: 'answered' }),
      event('question.resolved', { id: pending.id, status: 'answered', answers: { answers: { color: [1] } } }),
      // The pre-protocol-4 shape (answers without their envelope) is not an answer here.
      event('question.resolved', { id: pending.id, status: 'answered', answers: { color: ['Light'] } }),
      event('some.future.event', { anything: true }),
      `{"type":"event","event":"question.requested","payload":"${'x'.repeat(4_000_000)}"}`,
      'x'.repeat(2_000_000),
      '['.repeat(50_000) + ']'.repeat(50_000),
      Buffer.from([0xff, 0x00, 0x7b, 0x22]),
    ];
    for (const frame of garbage) r.server.sendRaw(frame);
    await me.connection.call('question.list', {});

    expect(me.errors).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(me.connection.getState()).toMatchObject({ connection: 'open', attempt: 0, rejected: [] });
    expect(r.standIn.calls.filter((c) => c.method === 'connect')).toHaveLength(1);
    expect(me.connection.queue.getState().items).toEqual([store]);
    expect(store.getState()).toMatchObject({ status: 'pending', drafts: { color: { selected: ['Light'] } } });
    const warned = me.warnings.slice(warningsBefore);
    expect(warned.length).toBeGreaterThan(0);
    expect(warned.every((w) => w.code === 'invalid_payload' && w.promptId === undefined)).toBe(true);

    const later = r.standIn.ask({ sessionKey: MAIN, questions: deployQuestions });
    await me.store(later.id);
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(r.standIn.get(pending.id)?.answers).toStrictEqual({ color: ['Light'] });
    expect(me.connection.queue.getState().items.map((s) => s.getState().promptId)).toEqual([later.id]);
  });

  it('a response to our answer that cannot be read counts as a refusal: the error shows, drafts stay, a retry goes through', async () => {
    const r = await start();
    const me = await r.connect();
    const record = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Light');
    r.standIn.swallowNext('question.resolve');

    const submitted = store.submit();
    const call = await waitFor(() => {
      const [c] = r.standIn.calls.filter((x) => x.method === 'question.resolve');
      if (!c) throw new Error('no resolve yet');
      return c;
    });
    r.server.sendRaw(JSON.stringify({ type: 'res', id: call.requestId, ok: 'yes', payload: 42 }));

    await expect(submitted).resolves.toMatchObject({ ok: false, error: { code: 'submit_failed' } });
    expect(store.getState()).toMatchObject({
      status: 'pending',
      error: { code: 'submit_failed' },
      drafts: { color: { selected: ['Light'] } },
    });
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(r.standIn.get(record.id)?.answers).toStrictEqual({ color: ['Light'] });
  });

  it('a question.list result that cannot be read: warned, not synced, the prompts kept; the next connection syncs', async () => {
    const r = await start();
    const me = await r.connect();
    const record = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    r.standIn.swallowNext('question.list');

    r.server.terminateAll();
    await waitFor(() => expect(me.connection.getState().retryAt).not.toBeNull());
    r.clock.advance(1000);
    const list = await waitFor(() => {
      const calls = r.standIn.calls.filter((c) => c.method === 'question.list');
      expect(calls).toHaveLength(2);
      return calls[1]!;
    });
    r.server.sendRaw(JSON.stringify({ type: 'res', id: list.requestId, ok: true, payload: 'nonsense' }));

    await waitFor(() =>
      expect(me.warnings).toContainEqual(
        expect.objectContaining({ code: 'invalid_payload', detail: expect.stringContaining('question.list') }),
      ),
    );
    expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: false });
    expect(me.connection.queue.getState().items).toEqual([store]);
    expect(store.getState().status).toBe('pending');

    r.server.terminateAll();
    await ride(r, me);
    expect(me.connection.getState().synced).toBe(true);
  });
});

describe('a device clock 20 minutes off', () => {
  it.each([
    ['behind the gateway', 20 * 60_000],
    ['ahead of the gateway', -20 * 60_000],
  ])('%s: prompts show and end at the gateway deadline, from the challenge ts', async (_, skewMs) => {
    const r = await start({ skewMs });
    // One listed on connect, one announced by event.
    const listed = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, timeoutSeconds: 60 });
    const me = await r.connect();
    const announced = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, timeoutSeconds: 120 });
    const first = await me.store(listed.id);
    const second = await me.store(announced.id);

    expect(me.connection.getState().clockOffsetMs).toBe(skewMs);
    // Deadlines are gateway time: a device clock taken at face value would end them 20 minutes
    // late, or (ahead) bury them as already expired.
    expect(first.getState().deadline).toBe(listed.expiresAtMs);
    expect(second.getState().deadline).toBe(announced.expiresAtMs);
    expect(me.connection.queue.getState().items).toEqual([first, second]);

    r.clock.advance(59_999);
    expect(first.getState().status).toBe('pending');
    r.clock.advance(1);
    // Synchronously, so by the local deadline and not the gateway's event.
    expect(first.getState().resolution).toMatchObject({ status: 'expired', source: 'timeout' });
    expect(second.getState().status).toBe('pending');
    r.clock.advance(59_999);
    expect(second.getState().status).toBe('pending');
    r.clock.advance(1);
    expect(second.getState().resolution).toMatchObject({ status: 'expired', source: 'timeout' });
  });

  it('answers in time even when the device clock says the deadline passed', async () => {
    const r = await start({ skewMs: -20 * 60_000 });
    const me = await r.connect();
    const record = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion, timeoutSeconds: 60 });
    const store = await me.store(record.id);
    // By the device's own clock this prompt ended 19 minutes ago.
    expect(record.expiresAtMs).toBeLessThan(r.clock.now());
    r.clock.advance(30_000);

    store.select('color', 'Light');
    await expect(store.submit()).resolves.toEqual({ ok: true });
    expect(r.standIn.get(record.id)?.answers).toStrictEqual({ color: ['Light'] });
  });
});

describe('a call the gateway never answers', () => {
  it('an answer: after 30 s without a response the silent socket is replaced; the answer stays "sending" (drafts kept) and goes out again on the new one', async () => {
    const r = await start();
    const me = await r.connect();
    const record = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    store.select('color', 'Light');
    r.standIn.swallowNext('question.resolve'); // lost on the way in: the gateway never saw it

    const submitted = store.submit();
    await waitFor(() => expect(r.resolveCalls()).toHaveLength(1));
    r.clock.advance(29_999);
    expect(me.warnings.filter((w) => w.code === 'answer_queued')).toEqual([]);
    r.clock.advance(1);
    await waitFor(() =>
      expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'answer_queued', promptId: record.id })),
    );
    // No error: the answer waits for a connection to send it on, and a gateway silent for 30 s is
    // taken for a dead (half-open) socket, so a new one is made rather than waiting for a drop.
    expect(store.getState()).toMatchObject({
      status: 'submitting',
      error: null,
      drafts: { color: { selected: ['Light'] } },
    });
    await ride(r, me);

    await expect(submitted).resolves.toEqual({ ok: true });
    const [lost, resent] = r.resolveCalls();
    expect(resent).toStrictEqual(lost);
    expect(r.standIn.get(record.id)?.answers).toStrictEqual({ color: ['Light'] });
  });

  it('a question the dock cannot show, across a dropped socket: told once, and nothing sent on either', async () => {
    const r = await start();
    const me = await r.connect();
    // Valid on the wire for the stand-in; the dock takes 0 or 2-4 options.
    const record = r.standIn.ask({
      sessionKey: MAIN,
      questions: [{ id: 'name', header: 'Name', question: 'Which name?', options: [{ label: 'Alone' }] }],
    });
    await waitFor(() => expect(me.connection.getState().rejected).toHaveLength(1));
    r.standIn.dropConnections();

    await ride(r, me);
    expect(r.resolveCalls()).toEqual([]);
    expect(r.standIn.get(record.id)?.status).toBe('pending');
    // Told once: the notice is not repeated by the new connection's list.
    expect(me.connection.getState().rejected).toHaveLength(1);
  });

  it('question.list: after 30 s without a response the socket is replaced; the new one syncs, and the prompt shown meanwhile stays', async () => {
    const r = await start();
    r.standIn.swallowNext('question.list');
    const me = r.open();
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: false }));

    const record = r.standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const store = await me.store(record.id);
    expect(me.connection.queue.getState().active).toBe(store);
    store.select('color', 'Light');
    r.clock.advance(30_000);

    await ride(r, me);
    expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true });
    expect(me.connection.getStore(record.id)).toBe(store);
    expect(store.getState().drafts).toMatchObject({ color: { selected: ['Light'] } });
    await expect(store.submit()).resolves.toEqual({ ok: true });
  });

  it('connect: after 30 s the handshake fails with a warning, and the binding reconnects after the backoff', async () => {
    const r = await start();
    r.standIn.swallowNext('connect');
    const me = r.open();
    await waitFor(() => expect(r.standIn.calls.filter((c) => c.method === 'connect')).toHaveLength(1));
    expect(me.connection.getState().connection).toBe('connecting');

    r.clock.advance(29_999);
    expect(me.connection.getState().connection).toBe('connecting');
    r.clock.advance(1);
    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'closed', attempt: 1 }));
    await waitFor(() => expect(me.warnings).toContainEqual(expect.objectContaining({ code: 'handshake_failed' })));
    r.clock.advance(1000);

    await waitFor(() => expect(me.connection.getState()).toMatchObject({ connection: 'open', synced: true }));
    expect(r.standIn.calls.filter((c) => c.method === 'connect')).toHaveLength(2);
  });

  it('disposed mid-handshake: nothing is reported afterwards, and no timer is left', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    const address = wss.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    const clock = manualClock();
    const warnings: unknown[] = [];
    const connection = connectOpenClaw({
      url: `ws://127.0.0.1:${address.port}`,
      WebSocket: WebSocket as unknown as NonNullable<Parameters<typeof connectOpenClaw>[0]['WebSocket']>,
      clock,
      onWarning: (w) => warnings.push(w),
    });
    try {
      // The socket is open and waits for its challenge (the only timer).
      await waitFor(() => expect(clock.pending()).toBe(1));
      connection.dispose();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings).toEqual([]);
      expect(clock.pending()).toBe(0);
      expect(connection.getState().connection).toBe('closed');
    } finally {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    }
  });

  it('connect.challenge never comes: nothing is sent, and after 10 s the binding closes and retries', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    const address = wss.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    const received: string[] = [];
    let sockets = 0;
    wss.on('connection', (socket) => {
      sockets += 1;
      socket.on('message', (data) => received.push(String(data)));
    });
    const clock = manualClock();
    const connection = connectOpenClaw({
      url: `ws://127.0.0.1:${address.port}`,
      WebSocket: WebSocket as unknown as NonNullable<Parameters<typeof connectOpenClaw>[0]['WebSocket']>,
      clock,
      sessionKey: MAIN,
      backoff: { jitter: 0 },
      onWarning: () => {},
    });
    try {
      await waitFor(() => expect(sockets).toBe(1));
      // The socket opened on our side too: the wait for the challenge is armed (the only timer).
      await waitFor(() => expect(clock.pending()).toBe(1));
      expect(connection.getState().connection).toBe('connecting');
      clock.advance(9_999);
      expect(connection.getState().connection).toBe('connecting');
      clock.advance(1);
      await waitFor(() => expect(connection.getState()).toMatchObject({ connection: 'closed', attempt: 1 }));
      clock.advance(1000);
      await waitFor(() => expect(sockets).toBe(2));
      // Protocol 4: `connect` answers the challenge; without one the binding sends nothing at all.
      expect(received).toEqual([]);
    } finally {
      connection.dispose();
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    }
  });
});
