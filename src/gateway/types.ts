import type { AnswerMap } from '../core';

/**
 * Wire types of the gateway question protocol (`question.requested`, `question.resolved`,
 * `question.resolve`, `question.list`, `question.get`) and the transport contract.
 * Plain types only: no React, no DOM.
 */

/** Connection state reported by a {@link GatewayTransport}. */
export type TransportStatus = 'connecting' | 'open' | 'closed';

/** A server-pushed event: `{ type: 'event', event, payload }` on the wire. */
export interface GatewayEvent {
  readonly event: string;
  readonly payload: unknown;
}

/**
 * The one thing the gateway binding needs from a connection. One `connect()` is one attempt:
 * reconnecting (with backoff) is the binding's job, so a transport stays small and testable.
 */
export interface GatewayTransport {
  /** Starts a connection attempt; a no-op while connecting or open. */
  connect(): void;
  /** Closes the connection; pending requests reject. No reconnect follows. */
  close(): void;
  /** Sends a request; resolves with the response payload, rejects with a {@link GatewayRequestError}. */
  request(method: string, params: unknown): Promise<unknown>;
  /** Listens to server events. Returns an unsubscribe function. */
  onEvent(listener: (event: GatewayEvent) => void): () => void;
  /** Listens to connection changes. Returns an unsubscribe function. */
  onStatus(listener: (status: TransportStatus) => void): () => void;
  /** The current connection state. */
  getStatus(): TransportStatus;
}

/** Status of a question record on the gateway. */
export type GatewayQuestionStatus = 'pending' | 'answered' | 'cancelled' | 'expired';

/** One question as the agent sent it (raw `ask_user` input; the store normalizes it). */
export interface GatewayQuestion {
  readonly id: string;
  readonly header: string;
  readonly question: string;
  readonly options: readonly { readonly label: string; readonly description?: string }[];
  readonly multiSelect?: boolean;
}

/** A question record: the payload of `question.requested` and the items of `question.list` / `question.get`. */
export interface QuestionRecord {
  /** Gateway question id; also the store's `promptId` (persistence key, tab sync). */
  readonly id: string;
  readonly questions: readonly GatewayQuestion[];
  readonly timeoutSeconds?: number;
  /** Absolute deadline (ms epoch). Wins over `timeoutSeconds`, so a reconnect never extends the time. */
  readonly expiresAtMs?: number;
  readonly sessionKey: string;
  readonly runId?: string;
  readonly status?: GatewayQuestionStatus;
  /** Set when `status` is `answered`. */
  readonly answers?: AnswerMap;
}

/** Payload of `question.resolved`. */
export interface QuestionResolvedEvent {
  readonly id: string;
  readonly status: Exclude<GatewayQuestionStatus, 'pending'>;
  readonly answers?: AnswerMap;
  /** Who resolved it (a client or channel id), when a person did; absent when the run ended. */
  readonly answeredBy?: string;
}

/** Params of `question.resolve`: the answers, or `cancel: true` (the person skipped). */
export type ResolveParams =
  { readonly id: string; readonly answers: AnswerMap } | { readonly id: string; readonly cancel: true };

/** Protocol names in one place. */
export const GATEWAY_METHODS = {
  resolve: 'question.resolve',
  list: 'question.list',
  get: 'question.get',
} as const;

export const GATEWAY_EVENTS = {
  requested: 'question.requested',
  resolved: 'question.resolved',
} as const;
