import type { Clock } from '../core';
import { backoffDelay, type BackoffOptions } from './backoff';
import type { Transport, TransportStatus } from './websocket';

/** The connection part of the binding's state. */
export interface ConnectionState {
  readonly connection: TransportStatus;
  /** Reconnect attempts since the connection was last open. */
  readonly attempt: number;
  /** When the next reconnect attempt starts (ms epoch), while one is scheduled. */
  readonly retryAt: number | null;
}

export interface ReconnectOptions {
  readonly clock: Clock;
  readonly backoff?: BackoffOptions | undefined;
  /** Every change of {@link ConnectionState}. */
  readonly onChange: (state: ConnectionState) => void;
  readonly onOpen: () => void;
  readonly onClosed: () => void;
}

/** Keeps a transport connected while wanted. */
export interface Reconnector {
  getState(): ConnectionState;
  /** Connect now (skipping a scheduled delay) and keep reconnecting. */
  connect(): void;
  /** Close and stop reconnecting. */
  close(): void;
  /** Close for good and clear the timer. */
  dispose(): void;
  /** The transport's `onStatus`: every change of its state. */
  statusChanged(status: TransportStatus): void;
}

/**
 * Reconnects a one-attempt-per-`connect()` transport with exponential backoff (1 s, 2 s, 4 s, ...
 * capped at 30 s by default, see {@link backoffDelay}). The attempt count resets once a connection opens.
 * @internal
 */
export function keepConnected(transport: Transport, options: ReconnectOptions): Reconnector {
  const { clock } = options;
  let state: ConnectionState = { connection: transport.getStatus(), attempt: 0, retryAt: null };
  let wanted = false;
  let disposed = false;
  let timer: unknown;

  const set = (patch: Partial<ConnectionState>): void => {
    const next = { ...state, ...patch };
    if (next.connection === state.connection && next.attempt === state.attempt && next.retryAt === state.retryAt)
      return;
    state = next;
    options.onChange(state);
  };

  const clearRetry = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (): void => {
    if (timer !== undefined) return;
    const delay = backoffDelay(state.attempt, options.backoff);
    timer = clock.setTimeout(() => {
      timer = undefined;
      set({ retryAt: null });
      if (wanted && !disposed) transport.connect();
    }, delay);
    set({ attempt: state.attempt + 1, retryAt: clock.now() + delay });
  };

  const statusChanged = (status: TransportStatus): void => {
    if (disposed) return;
    if (status === 'open') {
      clearRetry();
      set({ connection: 'open', attempt: 0, retryAt: null });
      options.onOpen();
    } else if (status === 'closed') {
      set({ connection: 'closed' });
      options.onClosed();
      if (wanted) schedule();
    } else {
      set({ connection: 'connecting' });
    }
  };

  return {
    getState: () => state,
    statusChanged,
    connect() {
      if (disposed) return;
      wanted = true;
      clearRetry();
      set({ retryAt: null });
      if (transport.getStatus() === 'open') options.onOpen();
      else transport.connect();
    },
    close() {
      wanted = false;
      clearRetry();
      set({ retryAt: null });
      transport.close();
    },
    dispose() {
      wanted = false;
      clearRetry();
      transport.close();
      disposed = true;
    },
  };
}
