import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
// The transport and the backoff are internal modules (connectOpenClaw is the one way in): imported
// from their own files, not the package entry.
import { createWebSocketTransport } from '../../src/gateway/websocket';
import { backoffDelay } from '../../src/gateway/backoff';
import { GatewayRequestError } from '../../src/gateway/errors';
import type { GatewayEvent, GatewayTransport, TransportStatus } from '../../src/gateway/types';
import { manualClock, type ManualClock } from '../support/clock';

/** Polls often: the sockets are local, so answers come within milliseconds. */
const waitFor = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { interval: 5, timeout: 2000 });

/** A raw server so each test decides what the "gateway" answers. */
let wss: WebSocketServer;
let url: string;
let clock: ManualClock;
let onFrame: (socket: ServerSocket, frame: { id: string; method: string; params: unknown }) => void;
const transports: GatewayTransport[] = [];

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
  for (const t of transports.splice(0)) t.close();
  for (const socket of wss.clients) socket.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  expect(clock.pending()).toBe(0);
});

function transport(options: Partial<Parameters<typeof createWebSocketTransport>[0]> = {}): GatewayTransport {
  const t = createWebSocketTransport({ url, WebSocket, clock, ...options });
  transports.push(t);
  return t;
}

async function opened(t: GatewayTransport): Promise<void> {
  t.connect();
  await waitFor(() => expect(t.getStatus()).toBe('open'));
}

describe('given an open connection', () => {
  it('sends { type: "req", id, method, params } and resolves with the matching response payload', async () => {
    const received: unknown[] = [];
    onFrame = (socket, frame) => {
      received.push(frame);
      socket.send(JSON.stringify({ type: 'res', id: frame.id, ok: true, payload: { echo: frame.params } }));
    };
    const t = transport();
    await opened(t);

    const [a, b] = await Promise.all([
      t.request('question.list', { sessionKey: 'main' }),
      t.request('question.get', { id: 'q1' }),
    ]);

    expect(a).toStrictEqual({ echo: { sessionKey: 'main' } });
    expect(b).toStrictEqual({ echo: { id: 'q1' } });
    expect(received).toStrictEqual([
      { type: 'req', id: expect.any(String), method: 'question.list', params: { sessionKey: 'main' } },
      { type: 'req', id: expect.any(String), method: 'question.get', params: { id: 'q1' } },
    ]);
  });

  it('rejects with a GatewayRequestError carrying the error code and message', async () => {
    onFrame = (socket, frame) =>
      socket.send(
        JSON.stringify({
          type: 'res',
          id: frame.id,
          ok: false,
          error: { code: 'NOT_FOUND', message: 'No question q9.' },
        }),
      );
    const t = transport();
    await opened(t);

    const error = await t.request('question.get', { id: 'q9' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayRequestError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'No question q9.' });
  });

  it('delivers events and ignores malformed frames', async () => {
    const t = transport();
    const events: GatewayEvent[] = [];
    t.onEvent((e) => events.push(e));
    await opened(t);
    const [socket] = [...wss.clients];

    socket?.send('not json');
    socket?.send(JSON.stringify({ type: 'res', id: 'nobody-asked', ok: true }));
    socket?.send(JSON.stringify({ type: 'event', event: 'question.requested', payload: { id: 'q1' } }));

    await waitFor(() => expect(events).toStrictEqual([{ event: 'question.requested', payload: { id: 'q1' } }]));
  });

  it('fails a request that gets no response in time with TIMEOUT', async () => {
    const t = transport({ requestTimeoutMs: 5000 });
    await opened(t);

    const pending = t.request('question.list', {}).catch((e: unknown) => e);
    clock.advance(5000);

    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT' });
  });

  it('rejects pending requests with CONNECTION_CLOSED when the server drops the socket', async () => {
    const t = transport();
    const statuses: TransportStatus[] = [];
    t.onStatus((s) => statuses.push(s));
    await opened(t);

    const pending = t.request('question.list', {}).catch((e: unknown) => e);
    for (const socket of wss.clients) socket.terminate();

    await expect(pending).resolves.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await waitFor(() => expect(statuses).toEqual(['connecting', 'open', 'closed']));
  });
});

describe('given no connection', () => {
  it('rejects requests at once with NOT_CONNECTED', async () => {
    const t = transport();
    await expect(t.request('question.list', {})).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });

  it('runs the handshake before reporting open, and closes when it fails', async () => {
    onFrame = (socket, frame) =>
      socket.send(
        JSON.stringify(
          frame.method === 'connect' && (frame.params as { token?: string }).token === 'good'
            ? { type: 'res', id: frame.id, ok: true, payload: { type: 'hello-ok' } }
            : { type: 'res', id: frame.id, ok: false, error: { code: 'UNAUTHORIZED', message: 'bad token' } },
        ),
      );
    const good = transport({ handshake: async (request) => void (await request('connect', { token: 'good' })) });
    const bad = transport({ handshake: async (request) => void (await request('connect', { token: 'bad' })) });
    const badStatuses: TransportStatus[] = [];
    bad.onStatus((s) => badStatuses.push(s));

    await opened(good);
    bad.connect();

    await waitFor(() => expect(badStatuses).toEqual(['connecting', 'closed']));
  });

  it('uses globalThis.WebSocket when no class is given', () => {
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    const constructed: string[] = [];
    (globalThis as { WebSocket?: unknown }).WebSocket = class {
      onopen = null;
      onmessage = null;
      onclose = null;
      onerror = null;
      constructor(u: string) {
        constructed.push(u);
      }
      send() {}
      close() {}
    };
    try {
      const t = createWebSocketTransport({ url: 'ws://example.test/ws' });
      t.connect();
      expect(constructed).toEqual(['ws://example.test/ws']);
      expect(t.getStatus()).toBe('connecting');
      t.close();
      expect(t.getStatus()).toBe('closed');
    } finally {
      (globalThis as { WebSocket?: unknown }).WebSocket = original;
    }
  });
});

describe('given a throwing listener', () => {
  it('does not stop later listeners nor later frames (Node), and reports through onError', async () => {
    wss.on('connection', (socket) => {
      socket.send(JSON.stringify({ type: 'event', event: 'tick', payload: 1 }));
      socket.send(JSON.stringify({ type: 'event', event: 'tick', payload: 2 }));
    });
    const errors: unknown[] = [];
    const t = transport({ onError: (error) => errors.push(error) });
    const seen: unknown[] = [];
    t.onEvent(() => {
      throw new Error('listener bug');
    });
    t.onEvent((e) => seen.push(e.payload));
    t.onStatus(() => {
      throw new Error('status listener bug');
    });
    t.connect();

    await waitFor(() => expect(seen).toEqual([1, 2]));
    expect(errors.map((e) => (e as Error).message)).toEqual(
      expect.arrayContaining(['listener bug', 'status listener bug']),
    );
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
