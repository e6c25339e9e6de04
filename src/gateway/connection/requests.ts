import type { Clock } from '../../core';
import { devWarn, isObject } from '../../core/internal';
import { GatewayRequestError } from './errors';
import type { WebSocketLike } from './websocket';

/** A server-pushed event: `{ type: 'event', event, payload }` on the wire. */
export interface GatewayEvent {
  readonly event: string;
  readonly payload: unknown;
}

/** A request without a response by then fails with `TIMEOUT` (and its socket is given up). */
const REQUEST_TIMEOUT_MS = 30_000;

interface Pending {
  readonly resolve: (payload: unknown) => void;
  readonly reject: (error: GatewayRequestError) => void;
  readonly timer: unknown;
}

export const notConnected = (message = 'Not connected to the gateway.'): GatewayRequestError =>
  new GatewayRequestError('NOT_CONNECTED', message);

/**
 * The requests in flight on the gateway socket: each `{ type: 'req', id, method, params }` waits for
 * the `res` frame with its id, fails with `TIMEOUT` after 30 s (`onTimeout` then gets its socket), or
 * fails with `CONNECTION_CLOSED` when the socket goes.
 */
export function createRequests(clock: Clock, onTimeout: (socket: WebSocketLike) => void) {
  const pending = new Map<string, Pending>();
  let seq = 0;
  return {
    send(socket: WebSocketLike, method: string, params: unknown): Promise<unknown> {
      const id = String(++seq);
      return new Promise<unknown>((resolve, reject) => {
        const timer = clock.setTimeout(() => {
          if (!pending.delete(id)) return;
          reject(new GatewayRequestError('TIMEOUT', 'The gateway did not answer in time.'));
          onTimeout(socket);
        }, REQUEST_TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        try {
          socket.send(JSON.stringify({ type: 'req', id, method, params }));
        } catch {
          // The socket refused the frame: the caller is told the connection is gone.
          pending.delete(id);
          clock.clearTimeout(timer);
          reject(notConnected());
        }
      });
    },
    /**
     * A frame from the socket: a response settles its request (`{ ok: true, payload }` or
     * `{ ok: false, error: { code, message, details } }`); an event is returned. Anything else is
     * ignored: not ours to judge (a gateway may send other traffic).
     */
    receive(data: unknown): GatewayEvent | undefined {
      let frame: unknown;
      try {
        frame = JSON.parse(toText(data));
      } catch (error) {
        devWarn('Ignored a gateway frame that is not JSON.', error);
        return undefined;
      }
      if (!isObject(frame)) return undefined;
      if (frame['type'] === 'event' && typeof frame['event'] === 'string')
        return { event: frame['event'], payload: frame['payload'] };
      const p = frame['type'] === 'res' && typeof frame['id'] === 'string' ? pending.get(frame['id']) : undefined;
      if (!p) return undefined;
      pending.delete(frame['id'] as string);
      clock.clearTimeout(p.timer);
      if (frame['ok'] === true) p.resolve(frame['payload']);
      else p.reject(toError(frame['error']));
      return undefined;
    },
    /** The socket is gone: every request in flight fails. */
    failAll(): void {
      const all = [...pending.values()];
      pending.clear();
      for (const p of all) {
        clock.clearTimeout(p.timer);
        p.reject(new GatewayRequestError('CONNECTION_CLOSED', 'The connection to the gateway was lost.'));
      }
    },
  };
}

function toError(error: unknown): GatewayRequestError {
  const e = isObject(error) ? error : {};
  const code = typeof e['code'] === 'string' ? e['code'] : 'UNKNOWN';
  const message =
    typeof e['message'] === 'string' && e['message'] !== '' ? e['message'] : 'The gateway refused the request.';
  return new GatewayRequestError(code, message, e['details']);
}

function toText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBuffer);
  return String(data);
}
