import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { backoffDelay } from '../../src/gateway/connection/backoff';
import { GatewayRequestError } from '../../src/gateway/connection/errors';
import type { GatewayEvent } from '../../src/gateway/connection/requests';
import { createSocket, type ConnectionState, type SocketOptions } from '../../src/gateway/connection/socket';
import { manualClock, type ManualClock } from '../support/clock';

// The one WebSocket behind connectOpenClaw: frames, timeouts, the handshake gate and reconnects.

/** Polls often: the sockets are local, so answers come within milliseconds. */
const waitFor = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { interval: 5, timeout: 2000 });

/** A raw server so each test decides what the "gateway" answers. */
let wss: WebSocketServer;
let url: string;
let clock: ManualClock;
let onFrame: (socket: ServerSocket, frame: { id: string; method: string; params: unknown }) => void;
const sockets: { dispose(): void }[] = [];

beforeEach(async () => {
  clock = manualClock();
  onFrame = () => {};
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const address = wss.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  url = `ws://127.0.0.1:${address.port}`;
  wss.on('connection', (socket) => socket.on('message', (data) => onFrame(socket, JSON.parse(data.toString()))));
});

afterEach(async () => {
  for (const s of sockets.splice(0)) s.dispose();
  for (const socket of wss.clients) socket.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  // Request timeouts and reconnect delays all run on this clock: none is left behind.
  expect(clock.pending()).toBe(0);
});

function open(options: Partial<SocketOptions> = {}) {
  const events: GatewayEvent[] = [];
  const states: ConnectionState[] = [];
  let opens = 0;
  const socket = createSocket({
    url,
    WebSocket,
    clock,
    backoff: {},
    handshake: async () => {},
    onEvent: (e) => events.push(e),
    onChange: (s) => states.push(s),
    onOpen: () => (opens += 1),
    onError: (e) => {
      throw e;
    },
    ...options,
  });
  sockets.push(socket);
  return { socket, events, states, opens: () => opens };
}

async function opened(options: Partial<SocketOptions> = {}) {
  const s = open(options);
  s.socket.connect();
  await waitFor(() => expect(s.socket.getState().connection).toBe('open'));
  return s;
}

describe('given an open connection', () => {
  it('sends { type: "req", id, method, params } and resolves with the matching response payload', async () => {
    const received: unknown[] = [];
    onFrame = (socket, frame) => {
      received.push(frame);
      socket.send(JSON.stringify({ type: 'res', id: frame.id, ok: true, payload: { echo: frame.params } }));
    };
    const { socket } = await opened();

    const [a, b] = await Promise.all([
      socket.request('question.list', {}),
      socket.request('question.get', { id: 'q1' }),
    ]);

    expect(a).toStrictEqual({ echo: {} });
    expect(b).toStrictEqual({ echo: { id: 'q1' } });
    expect(received).toStrictEqual([
      { type: 'req', id: expect.any(String), method: 'question.list', params: {} },
      { type: 'req', id: expect.any(String), method: 'question.get', params: { id: 'q1' } },
    ]);
  });

  it('rejects with a GatewayRequestError carrying the code, message and details', async () => {
    const error = { code: 'INVALID_REQUEST', message: 'No question q9.', details: { reason: 'QUESTION_NOT_FOUND' } };
    onFrame = (socket, frame) => socket.send(JSON.stringify({ type: 'res', id: frame.id, ok: false, error }));
    const { socket } = await opened();

    const thrown = await socket.request('question.get', { id: 'q9' }).catch((e: unknown) => e);

    expect(thrown).toBeInstanceOf(GatewayRequestError);
    expect(thrown).toMatchObject(error);
  });

  it('delivers events and ignores malformed frames', async () => {
    const { events } = await opened();
    const [server] = [...wss.clients];

    for (const garbage of ['not json', 'null', '42', '[]', '{"type":"event","event":7}', '{"type":"res","id":"x"}'])
      server?.send(garbage);
    server?.send(JSON.stringify({ type: 'event', event: 'question.requested', payload: { id: 'q1' } }));

    await waitFor(() => expect(events).toStrictEqual([{ event: 'question.requested', payload: { id: 'q1' } }]));
  });

  it('fails a request that gets no response within 30 s with TIMEOUT, and replaces the silent socket', async () => {
    const { socket, opens } = await opened();
    const other = socket.request('question.get', { id: 'q1' }).catch((e: unknown) => e);
    clock.advance(1);
    const pending = socket.request('question.list', {}).catch((e: unknown) => e);
    clock.advance(29_999);

    // The first request's 30 s are up: it times out, and the socket is given up (half-open after sleep).
    await expect(other).resolves.toMatchObject({ code: 'TIMEOUT' });
    await expect(pending).resolves.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(socket.getState()).toMatchObject({ connection: 'closed', attempt: 1 });
    clock.advance(1000);
    await waitFor(() => expect(opens()).toBe(2));
  });
});

describe('given a dropped connection', () => {
  it('rejects pending requests with CONNECTION_CLOSED at once, and reconnects after 1 s, then 2 s', async () => {
    const { socket, states, opens } = await opened();
    const pending = socket.request('question.list', {}).catch((e: unknown) => e);
    const reopened = socket.nextOpen();

    for (const server of wss.clients) server.terminate();
    await expect(pending).resolves.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await waitFor(() => expect(socket.getState()).toMatchObject({ connection: 'closed', attempt: 1 }));
    expect(socket.getState().retryAt).toBe(clock.now() + 1000);

    clock.advance(1000);
    await waitFor(() => expect(socket.getState()).toMatchObject({ connection: 'open', attempt: 0, retryAt: null }));
    await expect(reopened).resolves.toBeUndefined();
    expect(opens()).toBe(2);
    // Closed, then the retry scheduled (attempt 1, retryAt), then due (retryAt null), then the new socket.
    expect(states.map((s) => [s.connection, s.attempt, s.retryAt === null])).toEqual([
      ['connecting', 0, true],
      ['open', 0, true],
      ['closed', 0, true],
      ['closed', 1, false],
      ['closed', 1, true],
      ['connecting', 1, true],
      ['open', 0, true],
    ]);
  });

  it('leaves no timer, handler or pending request of the dead socket behind', async () => {
    const { socket } = await opened();
    const first = [...wss.clients][0];
    void socket.request('question.list', {}).catch(() => {});
    expect(clock.pending()).toBe(1); // the request's timeout

    first?.terminate();
    await waitFor(() => expect(socket.getState().connection).toBe('closed'));
    expect(clock.pending()).toBe(1); // only the reconnect delay: the request's timeout went with it
    clock.advance(1000);
    await waitFor(() => expect(socket.getState().connection).toBe('open'));
    expect(clock.pending()).toBe(0);
  });
});

describe('given no connection', () => {
  it('rejects requests at once with NOT_CONNECTED, and nextOpen once disposed', async () => {
    const { socket } = open();
    await expect(socket.request('question.list', {})).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    const waiting = socket.nextOpen();
    socket.dispose();
    await expect(waiting).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    await expect(socket.nextOpen()).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });

  it('runs the handshake before counting as open, and retries later when it fails', async () => {
    onFrame = (socket, frame) =>
      socket.send(
        JSON.stringify(
          frame.method === 'connect' && (frame.params as { token?: string }).token === 'good'
            ? { type: 'res', id: frame.id, ok: true, payload: { type: 'hello-ok' } }
            : { type: 'res', id: frame.id, ok: false, error: { code: 'UNAUTHORIZED', message: 'bad token' } },
        ),
      );
    const handshake = (token: string) => async (request: (m: string, p: unknown) => Promise<unknown>) =>
      void (await request('connect', { token }));
    const good = await opened({ handshake: handshake('good') });
    const bad = open({ handshake: handshake('bad') });
    bad.socket.connect();

    await waitFor(() => expect(bad.socket.getState()).toMatchObject({ connection: 'closed', attempt: 1 }));
    expect(bad.states.map((s) => s.connection)).not.toContain('open');
    expect(bad.opens()).toBe(0);
    expect(good.opens()).toBe(1);
  });

  it('uses globalThis.WebSocket when no class is given, and dispose closes it', () => {
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    const constructed: string[] = [];
    const closed: number[] = [];
    (globalThis as { WebSocket?: unknown }).WebSocket = class {
      onopen = null;
      onmessage = null;
      onclose = null;
      onerror = null;
      constructor(u: string) {
        constructed.push(u);
      }
      send() {}
      close(code: number) {
        closed.push(code);
      }
    };
    try {
      const { socket } = open({ url: 'ws://example.test/ws', WebSocket: undefined });
      socket.connect();
      expect(constructed).toEqual(['ws://example.test/ws']);
      expect(socket.getState().connection).toBe('connecting');
      socket.dispose();
      expect(socket.getState().connection).toBe('closed');
      expect(closed).toEqual([1000]);
    } finally {
      (globalThis as { WebSocket?: unknown }).WebSocket = original;
    }
  });
});

describe('given a throwing callback', () => {
  it('still reads later frames (Node), and reports through onError', async () => {
    wss.on('connection', (socket) => {
      socket.send(JSON.stringify({ type: 'event', event: 'tick', payload: 1 }));
      socket.send(JSON.stringify({ type: 'event', event: 'tick', payload: 2 }));
    });
    const errors: unknown[] = [];
    const seen: unknown[] = [];
    const { socket } = open({
      onError: (error) => errors.push(error),
      onEvent: (e) => {
        seen.push(e.payload);
        throw new Error('event bug');
      },
      onChange: () => {
        throw new Error('state bug');
      },
    });
    socket.connect();

    await waitFor(() => expect(seen).toEqual([1, 2]));
    expect(socket.getState().connection).toBe('open');
    expect(errors.map((e) => (e as Error).message)).toEqual(expect.arrayContaining(['event bug', 'state bug']));
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s and is capped at 30 s by default', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('takes its own start, factor and cap', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, { initialMs: 100, factor: 3, maxMs: 1000 }))).toEqual([
      100, 300, 900, 1000,
    ]);
  });
});
