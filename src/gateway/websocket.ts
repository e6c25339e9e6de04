import { realClock } from '../core';
import { consoleReporter, isolate } from '../core/report';
import type { Clock } from '../core';
import { GatewayRequestError } from './errors';

/** Connection state of a {@link Transport}. */
export type TransportStatus = 'connecting' | 'open' | 'closed';

/** A server-pushed event: `{ type: 'event', event, payload }` on the wire. */
export interface GatewayEvent {
  readonly event: string;
  readonly payload: unknown;
}

/**
 * One WebSocket to the gateway. One `connect()` is one attempt: reconnecting (with backoff) is the
 * connection's job (reconnect.ts), so the transport stays small and testable.
 */
export interface Transport {
  /** Starts a connection attempt; a no-op while connecting or open. */
  connect(): void;
  /** Closes the socket; pending requests reject. No reconnect follows. */
  close(): void;
  /** Sends a request; resolves with the response payload, rejects with a {@link GatewayRequestError}. */
  request(method: string, params: unknown): Promise<unknown>;
  /** The current connection state. */
  getStatus(): TransportStatus;
}

/**
 * The part of a WebSocket the transport uses. The browser's `WebSocket` and the `ws` package's
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
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocketLike;

/** Lets the handshake send requests before the transport reports `open`. */
export type HandshakeRequest = (method: string, params: unknown) => Promise<unknown>;

/** Options of {@link createWebSocketTransport}. */
export interface WebSocketTransportOptions {
  /** Gateway URL, or a function read on every connect (e.g. to refresh a token in the query). */
  readonly url: string | (() => string);
  /** WebSocket class; default `globalThis.WebSocket` (Node 20 needs the `ws` package's). */
  readonly WebSocket?: WebSocketConstructor;
  readonly protocols?: string | string[];
  /** A request without a response by then fails with `TIMEOUT`; default 30 000 ms, 0 waits forever. */
  readonly requestTimeoutMs?: number;
  /** Time source for request timeouts; default real time. */
  readonly clock?: Clock;
  /**
   * Runs after the socket opens and before the transport reports `open`, e.g. a gateway's
   * `connect` request with credentials. A rejection closes the socket (and the binding retries).
   */
  readonly handshake?: (request: HandshakeRequest) => Promise<void>;
  /** Every server event, in order. */
  readonly onEvent?: (event: GatewayEvent) => void;
  /** Every change of the connection state. */
  readonly onStatus?: (status: TransportStatus) => void;
  /**
   * Where a throwing `onEvent` or `onStatus` is reported, so later frames are still read (in Node
   * a throw in a socket callback would otherwise stop them). Default `console.error`.
   */
  readonly onError?: (error: unknown) => void;
}

interface Pending {
  readonly resolve: (payload: unknown) => void;
  readonly reject: (error: GatewayRequestError) => void;
  readonly timer: unknown;
}

type Frame = Record<string, unknown>;

/**
 * A {@link Transport} over one WebSocket speaking JSON frames:
 * requests `{ type: 'req', id, method, params }`, responses `{ type: 'res', id, ok, payload | error: { code, message } }`,
 * events `{ type: 'event', event, payload }`. One `connect()` is one attempt; the connection reconnects.
 */
export function createWebSocketTransport(options: WebSocketTransportOptions): Transport {
  const clock = options.clock ?? realClock;
  const report = options.onError ?? consoleReporter('A gateway transport listener');
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const pending = new Map<string, Pending>();
  let socket: WebSocketLike | undefined;
  let status: TransportStatus = 'closed';
  let handshaking = false;
  let seq = 0;

  const setStatus = (next: TransportStatus): void => {
    if (next === status) return;
    status = next;
    if (options.onStatus) isolate(() => options.onStatus?.(next), report);
  };

  const rejectAll = (code: 'CONNECTION_CLOSED', message: string): void => {
    const all = [...pending.values()];
    pending.clear();
    for (const p of all) {
      if (p.timer !== undefined) clock.clearTimeout(p.timer);
      p.reject(new GatewayRequestError(code, message));
    }
  };

  const detach = (ws: WebSocketLike): void => {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    // Not null: the `ws` package throws on an 'error' event without a listener (closing while connecting emits one).
    ws.onerror = ignore;
  };

  const lost = (ws: WebSocketLike): void => {
    if (socket !== ws) return;
    detach(ws);
    socket = undefined;
    handshaking = false;
    rejectAll('CONNECTION_CLOSED', 'The connection to the gateway was lost.');
    setStatus('closed');
  };

  const send = (method: string, params: unknown, duringHandshake: boolean): Promise<unknown> => {
    const ws = socket;
    if (!ws || !(status === 'open' || (duringHandshake && handshaking))) {
      return Promise.reject(new GatewayRequestError('NOT_CONNECTED', 'Not connected to the gateway.'));
    }
    seq += 1;
    const id = String(seq);
    return new Promise<unknown>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? clock.setTimeout(() => {
              if (pending.delete(id)) reject(new GatewayRequestError('TIMEOUT', 'The gateway did not answer in time.'));
            }, timeoutMs)
          : undefined;
      pending.set(id, { resolve, reject, timer });
      try {
        ws.send(JSON.stringify({ type: 'req', id, method, params }));
      } catch {
        pending.delete(id);
        if (timer !== undefined) clock.clearTimeout(timer);
        reject(new GatewayRequestError('NOT_CONNECTED', 'Not connected to the gateway.'));
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
    if (typeof frame !== 'object' || frame === null) return;
    const f = frame as Frame;
    if (f['type'] === 'res' && typeof f['id'] === 'string') {
      const p = pending.get(f['id']);
      if (!p) return;
      pending.delete(f['id']);
      if (p.timer !== undefined) clock.clearTimeout(p.timer);
      if (f['ok'] === true) p.resolve(f['payload']);
      else p.reject(toError(f['error']));
    } else if (f['type'] === 'event' && typeof f['event'] === 'string') {
      const event: GatewayEvent = { event: f['event'], payload: f['payload'] };
      if (options.onEvent) isolate(() => options.onEvent?.(event), report);
    }
  };

  return {
    connect() {
      if (socket) return;
      const Ctor = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
      if (!Ctor)
        throw new Error(
          'createWebSocketTransport: no WebSocket class; pass the `WebSocket` option (e.g. from the `ws` package).',
        );
      setStatus('connecting');
      let ws: WebSocketLike;
      try {
        const url = typeof options.url === 'function' ? options.url() : options.url;
        ws = options.protocols === undefined ? new Ctor(url) : new Ctor(url, options.protocols);
      } catch {
        setStatus('closed'); // e.g. a malformed URL: reported like a failed attempt
        return;
      }
      socket = ws;
      ws.onopen = () => {
        if (socket !== ws) return;
        if (!options.handshake) {
          setStatus('open');
          return;
        }
        handshaking = true;
        options
          .handshake((method, params) => send(method, params, true))
          .then(
            () => {
              if (socket !== ws) return;
              handshaking = false;
              setStatus('open');
            },
            () => {
              if (socket !== ws) return;
              lost(ws);
              try {
                ws.close(4000, 'handshake failed');
              } catch {
                // already closing
              }
            },
          );
      };
      ws.onmessage = ((event: { data?: unknown }) => {
        if (socket === ws) onFrame(event.data);
      }) as (event: never) => void;
      ws.onclose = () => lost(ws);
      ws.onerror = ignore; // a close event follows
    },

    close() {
      const ws = socket;
      if (!ws) return;
      lost(ws);
      try {
        ws.close(1000, 'closed by client');
      } catch {
        // A socket still connecting may refuse; it is detached either way.
      }
    },

    request: (method, params) => send(method, params, false),

    getStatus: () => status,
  };
}

function ignore(): void {}

function toText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBuffer);
  return String(data);
}

function toError(error: unknown): GatewayRequestError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : 'UNKNOWN';
  const message = typeof e.message === 'string' && e.message !== '' ? e.message : 'The gateway refused the request.';
  return new GatewayRequestError(code, message, e.details);
}
