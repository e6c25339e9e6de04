import type { Clock } from '../core';
import { isObject } from '../core/guards';
import { isolate, type ErrorReporter } from '../core/report';
import { backoffDelay, type BackoffOptions } from './backoff';
import { GatewayRequestError } from './errors';

/**
 * The part of a WebSocket the connection uses. The browser's `WebSocket` and the `ws` package's
 * class both fit (handlers take `never` so either event type is accepted).
 */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

/** A WebSocket class: `globalThis.WebSocket` in browsers, `import { WebSocket } from 'ws'` in Node. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** A server-pushed event: `{ type: 'event', event, payload }` on the wire. */
export interface GatewayEvent {
  readonly event: string;
  readonly payload: unknown;
}

/** Where the connection stands, for a "Reconnecting…" notice. */
export interface ConnectionState {
  readonly connection: 'connecting' | 'open' | 'closed';
  /** Reconnect attempts since the connection was last open. */
  readonly attempt: number;
  /** When the next reconnect attempt starts (ms epoch), while one is scheduled. */
  readonly retryAt: number | null;
}

/** Lets the handshake send requests before the socket counts as open. */
export type HandshakeRequest = (method: string, params: unknown) => Promise<unknown>;

/** Options of {@link createSocket}. */
export interface SocketOptions {
  readonly url: string;
  readonly WebSocket: WebSocketConstructor | undefined;
  /** Request timeouts and reconnect delays. */
  readonly clock: Clock;
  readonly backoff: BackoffOptions;
  /** Runs after the socket opens, before it counts as open; a rejection closes it (and a retry follows). */
  readonly handshake: (request: HandshakeRequest) => Promise<void>;
  /** A new socket is opening (its handshake is still to come). */
  readonly onConnecting: () => void;
  /** Every server event, in order. */
  readonly onEvent: (event: GatewayEvent) => void;
  /** Every change of {@link ConnectionState}. */
  readonly onChange: (state: ConnectionState) => void;
  /** The handshake passed: the socket is open. */
  readonly onOpen: () => void;
  /** Where a throwing callback is reported, so later frames are still read (in Node a throw in a socket callback would stop them). */
  readonly onError: ErrorReporter;
}

/** A request without a response by then fails with `TIMEOUT` and the socket is replaced. */
const REQUEST_TIMEOUT_MS = 30_000;

interface Pending {
  readonly resolve: (payload: unknown) => void;
  readonly reject: (error: GatewayRequestError) => void;
  readonly timer: unknown;
}

const notConnected = (message = 'Not connected to the gateway.'): GatewayRequestError =>
  new GatewayRequestError('NOT_CONNECTED', message);
const CLOSED = 'The connection was closed.';

/**
 * A WebSocket speaking the gateway's JSON frames: requests `{ type: 'req', id, method, params }`,
 * responses `{ type: 'res', id, ok, payload | error }`, events `{ type: 'event', event, payload }`.
 * A lost socket rejects its pending requests at once and is replaced after a backoff delay
 * (1 s, 2 s, 4 s, ... capped at 30 s by default, see {@link backoffDelay}); the attempt count
 * resets once a connection opens. Malformed frames are ignored.
 */
export function createSocket(options: SocketOptions) {
  const { clock } = options;
  const report = (run: () => void): void => isolate(run, options.onError);
  const pending = new Map<string, Pending>();
  let state: ConnectionState = { connection: 'closed', attempt: 0, retryAt: null };
  let ws: WebSocketLike | undefined;
  let handshaking = false;
  let wanted = false;
  let disposed = false;
  let seq = 0;
  let retry: unknown;
  let reopened: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | undefined;

  const set = (patch: Partial<ConnectionState>): void => {
    const next = { ...state, ...patch };
    if (next.connection === state.connection && next.attempt === state.attempt && next.retryAt === state.retryAt)
      return;
    state = next;
    report(() => options.onChange(state));
  };

  const clearRetry = (): void => {
    if (retry !== undefined) clock.clearTimeout(retry);
    retry = undefined;
  };

  const schedule = (): void => {
    if (retry !== undefined || !wanted || disposed) return;
    const delay = backoffDelay(state.attempt, options.backoff);
    retry = clock.setTimeout(() => {
      retry = undefined;
      set({ retryAt: null });
      open();
    }, delay);
    set({ attempt: state.attempt + 1, retryAt: clock.now() + delay });
  };

  /** The socket is gone (dropped, refused, closed by us): its requests fail, its handlers go. */
  const lost = (socket: WebSocketLike, close?: readonly [code: number, reason: string]): void => {
    if (ws !== socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Not null: the `ws` package throws on an 'error' event without a listener (closing while connecting emits one).
    socket.onerror = ignore;
    ws = undefined;
    handshaking = false;
    for (const p of pending.values()) {
      clock.clearTimeout(p.timer);
      p.reject(new GatewayRequestError('CONNECTION_CLOSED', 'The connection to the gateway was lost.'));
    }
    pending.clear();
    if (close) {
      try {
        socket.close(...close);
      } catch {
        // A socket still connecting may refuse; it is detached either way.
      }
    }
    set({ connection: 'closed' });
    schedule();
  };

  const send = (method: string, params: unknown, duringHandshake: boolean): Promise<unknown> => {
    const socket = ws;
    if (!socket || !(state.connection === 'open' || (duringHandshake && handshaking)))
      return Promise.reject(notConnected());
    const id = String(++seq);
    return new Promise<unknown>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        if (!pending.delete(id)) return;
        reject(new GatewayRequestError('TIMEOUT', 'The gateway did not answer in time.'));
        // A live gateway answers in milliseconds: this socket is dead (half-open after sleep or a
        // network change). A new one heals it, and an answer waiting for it goes out again.
        lost(socket, [4008, 'no response']);
      }, REQUEST_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer });
      try {
        socket.send(JSON.stringify({ type: 'req', id, method, params }));
      } catch {
        pending.delete(id);
        clock.clearTimeout(timer);
        reject(notConnected());
      }
    });
  };

  const onFrame = (data: unknown): void => {
    let frame: unknown;
    try {
      frame = JSON.parse(toText(data));
    } catch {
      return; // Not ours to judge: a gateway may send other traffic; malformed frames are ignored.
    }
    if (!isObject(frame)) return;
    if (frame['type'] === 'res' && typeof frame['id'] === 'string') {
      const p = pending.get(frame['id']);
      if (!p) return;
      pending.delete(frame['id']);
      clock.clearTimeout(p.timer);
      if (frame['ok'] === true) p.resolve(frame['payload']);
      else p.reject(toError(frame['error']));
    } else if (frame['type'] === 'event' && typeof frame['event'] === 'string') {
      const event: GatewayEvent = { event: frame['event'], payload: frame['payload'] };
      report(() => options.onEvent(event));
    }
  };

  const opened = (socket: WebSocketLike): void => {
    if (ws !== socket) return;
    handshaking = false;
    clearRetry();
    set({ connection: 'open', attempt: 0, retryAt: null });
    reopened?.resolve();
    reopened = undefined;
    report(options.onOpen);
  };

  function open(): void {
    if (ws || disposed) return;
    const Ctor = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!Ctor)
      throw new Error('connectOpenClaw: no WebSocket class; pass the `WebSocket` option (e.g. from the `ws` package).');
    set({ connection: 'connecting' });
    report(options.onConnecting);
    let socket: WebSocketLike;
    try {
      socket = new Ctor(options.url);
    } catch {
      set({ connection: 'closed' }); // e.g. a malformed URL: a failed attempt
      schedule();
      return;
    }
    ws = socket;
    socket.onopen = () => {
      if (ws !== socket) return;
      handshaking = true;
      options
        .handshake((method, params) => send(method, params, true))
        .then(
          () => opened(socket),
          () => lost(socket, [4000, 'handshake failed']),
        );
    };
    socket.onmessage = ((event: { data?: unknown }) => {
      if (ws === socket) onFrame(event.data);
    }) as (event: never) => void;
    socket.onclose = () => lost(socket);
    socket.onerror = ignore; // a close event follows
  }

  return {
    /** Connects now (skipping a scheduled delay) and keeps reconnecting; when open, runs `onOpen` again. */
    connect(): void {
      if (disposed) return;
      wanted = true;
      clearRetry();
      set({ retryAt: null });
      if (state.connection === 'open') report(options.onOpen);
      else open();
    },
    /** Sends a request; resolves with the response payload, rejects with a {@link GatewayRequestError}. */
    request: (method: string, params: unknown): Promise<unknown> => send(method, params, false),
    /** Settles on the next successful (re)connect (offline answers wait on it); rejects once disposed. */
    nextOpen(): Promise<void> {
      if (disposed) return Promise.reject(notConnected(CLOSED));
      if (!reopened) {
        let resolve!: () => void;
        let reject!: (e: unknown) => void;
        const promise = new Promise<void>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        promise.catch(() => {}); // Nobody may be waiting when it is rejected at dispose.
        reopened = { promise, resolve, reject };
      }
      return reopened.promise;
    },
    getState: (): ConnectionState => state,
    /** Closes for good: pending requests reject, timers stop. */
    dispose(): void {
      wanted = false;
      disposed = true;
      clearRetry();
      set({ retryAt: null });
      if (ws) lost(ws, [1000, 'closed by client']);
      reopened?.reject(notConnected(CLOSED));
      reopened = undefined;
    },
  };
}

function ignore(): void {}

function toText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBuffer);
  return String(data);
}

function toError(error: unknown): GatewayRequestError {
  const e = isObject(error) ? error : {};
  const code = typeof e['code'] === 'string' ? e['code'] : 'UNKNOWN';
  const message =
    typeof e['message'] === 'string' && e['message'] !== '' ? e['message'] : 'The gateway refused the request.';
  return new GatewayRequestError(code, message, e['details']);
}
