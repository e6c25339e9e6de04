import type { Clock } from '../../core';
import { devWarn, isolate, type ErrorReporter } from '../../core/internal';
import { backoffDelay, type BackoffOptions } from './backoff';
import { createRequests, notConnected, type GatewayEvent } from './requests';
import type { WebSocketConstructor, WebSocketLike } from './websocket';

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
  /** Every server event, in order. */
  readonly onEvent: (event: GatewayEvent) => void;
  /** Every change of {@link ConnectionState}. */
  readonly onChange: (state: ConnectionState) => void;
  /** The handshake passed: the socket is open. */
  readonly onOpen: () => void;
  /** Where a throwing callback is reported, so later frames are still read (in Node a throw in a socket callback would stop them). */
  readonly onError: ErrorReporter;
}

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
  // A request unanswered for 30 s: this socket is dead (half-open after sleep or a network change).
  // A new one heals it, and an answer waiting for it goes out again.
  const requests = createRequests(clock, (socket) => lost(socket, [4008, 'no response']));
  let state: ConnectionState = { connection: 'closed', attempt: 0, retryAt: null };
  let ws: WebSocketLike | undefined;
  let handshaking = false;
  let wanted = false;
  let disposed = false;
  let retry: unknown;
  let reopened: ReturnType<typeof deferred> | undefined;

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
  const lost = (socket: WebSocketLike, close?: readonly [number, string]): void => {
    if (ws !== socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Not null: the `ws` package throws on an 'error' event without a listener (closing while connecting emits one).
    socket.onerror = ignore;
    ws = undefined;
    handshaking = false;
    requests.failAll();
    if (close) closeQuietly(socket, ...close);
    set({ connection: 'closed' });
    schedule();
  };

  /** On `socket` only while it is the current one: a late step of an old handshake never reaches a newer socket. */
  const send = (socket: WebSocketLike | undefined, method: string, params: unknown, handshake: boolean) =>
    socket && socket === ws && (state.connection === 'open' || (handshake && handshaking))
      ? requests.send(socket, method, params)
      : Promise.reject(notConnected());

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
    let socket: WebSocketLike;
    try {
      socket = new Ctor(options.url);
    } catch (error) {
      devWarn(`connectOpenClaw: no WebSocket to ${String(options.url)}; trying again.`, error);
      set({ connection: 'closed' }); // e.g. a malformed URL: a failed attempt
      schedule();
      return;
    }
    ws = socket;
    socket.onopen = () => {
      if (ws !== socket) return;
      handshaking = true;
      options
        .handshake((method, params) => send(socket, method, params, true))
        .then(
          () => opened(socket),
          () => lost(socket, [4000, 'handshake failed']),
        );
    };
    socket.onmessage = ((event: { data?: unknown }) => {
      const gatewayEvent = ws === socket ? requests.receive(event.data) : undefined;
      if (gatewayEvent) report(() => options.onEvent(gatewayEvent));
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
    /** Sends a request; resolves with the response payload, rejects with a `GatewayRequestError`. */
    request: (method: string, params: unknown): Promise<unknown> => send(ws, method, params, false),
    /** Settles on the next successful (re)connect (offline answers wait on it); rejects once disposed. */
    nextOpen(): Promise<void> {
      if (disposed) return Promise.reject(notConnected('The connection was closed.'));
      reopened ??= deferred();
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
      reopened?.reject(notConnected('The connection was closed.'));
      reopened = undefined;
    },
  };
}

function ignore(): void {}

/** A promise and its settle functions (`Promise.withResolvers`, which Node 20 lacks). */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {}); // Nobody may be waiting when it is rejected at dispose.
  return { promise, resolve, reject };
}

/** Closes a socket we gave up on; one still connecting may refuse, and it is detached either way. */
function closeQuietly(socket: WebSocketLike, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Nothing to do: no handler of ours is left on it.
  }
}
