import { isolate } from '../core/internal';
import type { OpenClawConnection } from './connection-types';
import { createBinding, type BindingOptions } from './binding';
import { notConnected } from './connection/requests';
import type { ConnectionState } from './connection/socket';

/**
 * A gateway connection someone else holds and lends, such as the OpenClaw Control UI's (`host` of a
 * Control UI plugin): its requests and events, and whether it is connected.
 */
export interface OpenClawHostConnection {
  /** Sends a request over the host's authenticated connection; resolves with the response payload. */
  readonly request: (method: string, params?: Record<string, unknown>) => Promise<unknown>;
  /** Listens to one gateway event by name; returns the function that stops listening. */
  readonly onEvent: (event: string, listener: (payload: unknown) => void) => () => void;
  /** The host's connection state, read whenever `subscribe` fires. Without it the connection counts as open. */
  readonly connection?: { readonly connected: boolean };
  /** Fires when the host's state (its connection among it) changes; returns the function that stops it. */
  readonly subscribe?: (listener: () => void) => () => void;
}

/** Options of `bindOpenClawHost`: those of `connectOpenClaw` that do not make a connection. */
export type BindOpenClawHostOptions = BindingOptions;

const EVENTS = ['question.requested', 'question.resolved'];

/**
 * The gateway binding of `connectOpenClaw` (the same records, `question.resolve` with a
 * `resolutionId`, reconciliation, past prompts and warnings) over a connection a host already holds,
 * e.g. inside the OpenClaw Control UI: no second WebSocket, token or pairing. Each time the host's
 * connection comes back it reconciles again, and answers given meanwhile go out then. Deadlines are
 * on the local clock (the host's handshake is not seen); `reconnect()` re-syncs.
 * @example
 * ```ts
 * import { bindOpenClawHost } from 'question-dock/gateway';
 * import { defineQuestionDockElements } from 'question-dock/element/standalone';
 *
 * // Yours to replace: the host a Control UI plugin's `activate(host)` receives.
 * declare const host: Parameters<typeof bindOpenClawHost>[0];
 *
 * defineQuestionDockElements();
 * const dock = document.createElement('question-dock');
 * dock.gateway = bindOpenClawHost(host, { sessionKey: 'agent:main:main' });
 * document.body.append(dock);
 * ```
 */
export function bindOpenClawHost(
  host: OpenClawHostConnection,
  options: BindOpenClawHostOptions = {},
): OpenClawConnection {
  return createBinding(options, ({ events, report }) => {
    const connected = (): boolean => host.connection?.connected ?? true;
    let state: ConnectionState = { connection: 'closed', attempt: 0, retryAt: null };
    let waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
    let offs: Array<() => void> = [];
    let disposed = false;
    const follow = (): void => {
      if (disposed) return;
      const next = connected() ? 'open' : 'closed';
      if (next === state.connection) return;
      state = { ...state, connection: next };
      events.onChange(state);
      if (next !== 'open') return;
      const ready = waiting;
      waiting = [];
      for (const w of ready) w.resolve();
      events.onOpen();
    };
    return {
      request: (method, params) =>
        disposed
          ? Promise.reject(notConnected('The connection was closed.'))
          : host.request(method, (params ?? {}) as Record<string, unknown>),
      nextOpen: () =>
        disposed
          ? Promise.reject(notConnected('The connection was closed.'))
          : new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })),
      connect() {
        if (disposed) return;
        if (offs.length === 0) {
          offs = EVENTS.map((name) =>
            host.onEvent(name, (payload) => isolate(() => events.onEvent({ event: name, payload }), report)),
          );
          if (host.subscribe) offs.push(host.subscribe(() => isolate(follow, report)));
        }
        if (state.connection === 'open') events.onOpen();
        else follow();
      },
      dispose() {
        disposed = true;
        for (const off of offs) isolate(off, report);
        offs = [];
        const gone = waiting;
        waiting = [];
        for (const w of gone) w.reject(notConnected('The connection was closed.'));
      },
    };
  });
}
