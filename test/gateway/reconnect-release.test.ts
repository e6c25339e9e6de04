import { connectOpenClaw, GatewayRequestError, type OpenClawConnection } from '../../src/gateway/index';
import type { WebSocketLike } from '../../src/gateway/connection/websocket';
import { manualClock, trackTimers } from '../support/clock';

// Issue 28: reconnects leave nothing behind. A storm of drops at every stage of a connection
// (before open, waiting for the challenge, mid-handshake, mid-sync, with calls in flight) against a
// fake WebSocket the test plays the gateway on: every dead socket is detached, every timer of its
// own (challenge wait, request timeouts) is gone, every request on it failed, and the page-level
// listeners are added once per connection, not per socket.

const clock = manualClock();
const tracked = trackTimers(clock);
const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** A socket the test drives as the gateway: it sees what the client sent and answers by hand. */
class FakeSocket implements WebSocketLike {
  static readonly all: FakeSocket[] = [];
  onopen: ((event: never) => void) | null = null;
  onmessage: ((event: never) => void) | null = null;
  onclose: ((event: never) => void) | null = null;
  onerror: ((event: never) => void) | null = null;
  readonly sent: { id: string; method: string }[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as { id: string; method: string });
  }
  close(): void {}
  opened(): void {
    this.onopen?.({} as never);
  }
  event(event: string, payload: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ type: 'event', event, payload }) } as never);
  }
  /** Answers the latest request of `method`. */
  reply(method: string, payload: unknown): void {
    const request = this.sent.findLast((frame) => frame.method === method);
    if (!request) throw new Error(`no ${method} request`);
    this.onmessage?.({ data: JSON.stringify({ type: 'res', id: request.id, ok: true, payload }) } as never);
  }
  dropped(): void {
    this.onclose?.({} as never);
  }
}

const record = {
  id: 'waiting',
  questions: [
    { questionId: 'color', header: 'Color', question: 'Which?', options: [{ label: 'Dark' }, { label: 'Light' }] },
  ],
  sessionKey: 'agent:main:main',
  createdAtMs: clock.now(),
  expiresAtMs: clock.now() + 600_000,
  status: 'pending',
};

/** The current socket up to a given stage of its connection. */
async function upTo(stage: 'open' | 'challenge' | 'hello' | 'synced'): Promise<FakeSocket> {
  const socket = FakeSocket.all.at(-1)!;
  socket.opened();
  if (stage === 'open') return socket;
  socket.event('connect.challenge', { nonce: 'n', ts: clock.now() });
  await flush();
  if (stage === 'challenge') return socket;
  socket.reply('connect', { type: 'hello-ok', protocol: 4, auth: { scopes: ['operator.questions'] } });
  await flush();
  if (stage === 'hello') return socket;
  socket.reply('question.list', { questions: [record] });
  await flush();
  return socket;
}

let connection: OpenClawConnection;
const listeners = new Map<string, Set<unknown>>();

beforeEach(() => {
  FakeSocket.all.length = 0;
  listeners.clear();
  // A page's `online` and `visibilitychange` targets, counting what is attached.
  const target = (prefix: string) => ({
    addEventListener: (type: string, listener: unknown) =>
      listeners.set(`${prefix}${type}`, (listeners.get(`${prefix}${type}`) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: unknown) => listeners.get(`${prefix}${type}`)?.delete(listener),
  });
  vi.stubGlobal('addEventListener', target('window:').addEventListener);
  vi.stubGlobal('removeEventListener', target('window:').removeEventListener);
  vi.stubGlobal('document', { ...target('document:'), visibilityState: 'visible' });
  connection = connectOpenClaw({
    url: 'ws://gateway.test',
    WebSocket: FakeSocket,
    clock: tracked.clock,
    sessionKey: 'main',
    client: { id: 'gateway-client', mode: 'backend' },
    backoff: { initialMs: 1000, maxMs: 1000, jitter: 0 },
    onWarning: () => {},
  });
});

afterEach(() => {
  connection.dispose();
  vi.unstubAllGlobals();
});

const attached = (): number => [...listeners.values()].reduce((n, set) => n + set.size, 0);

describe('given a connection dropped again and again at every stage', () => {
  it('keeps nothing of a dead socket: no handler on it, no timer of it, no request waiting on it', async () => {
    await upTo('synced');
    expect(connection.queue.getState().items).toHaveLength(1);
    const steady = tracked.waiting().length; // the prompt's own expiry timer
    const failures: unknown[] = [];
    const stages = ['before open', 'open', 'challenge', 'hello', 'synced'] as const;
    for (let i = 0; i < 100; i += 1) {
      const stage = stages[i % stages.length]!;
      const socket = stage === 'before open' ? FakeSocket.all.at(-1)! : await upTo(stage);
      if (stage === 'synced') connection.call('chat.send', { message: 'hi' }).catch((e: unknown) => failures.push(e));
      socket.dropped();
      await flush();
      clock.advance(1000); // the backoff delay: a new socket
    }
    await upTo('synced');

    expect(FakeSocket.all).toHaveLength(101);
    for (const dead of FakeSocket.all.slice(0, -1)) {
      expect([dead.onopen, dead.onmessage, dead.onclose]).toEqual([null, null, null]);
      // A no-op shared by every dead socket (the `ws` package throws on an error without a listener).
      expect(dead.onerror).toBe(FakeSocket.all[0]!.onerror);
    }
    expect(tracked.waiting()).toHaveLength(steady);
    expect(failures).toHaveLength(20);
    expect(failures.every((e) => e instanceof GatewayRequestError && e.code === 'CONNECTION_CLOSED')).toBe(true);
    expect(attached()).toBe(2); // `online` and `visibilitychange`, once for the connection
    expect(connection.queue.getState().items).toHaveLength(1);
    expect(connection.getState()).toMatchObject({ connection: 'open', synced: true, attempt: 0 });

    connection.dispose();
    expect(attached()).toBe(0);
    expect(tracked.waiting()).toEqual([]);
  });
});
