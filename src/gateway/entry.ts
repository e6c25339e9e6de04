import { formatStoreWarning } from '../core';
import { describeThrown } from '../core/report';
import type {
  AnswerMap,
  Clock,
  PromptQueue,
  QuestionStore,
  Resolution,
  StorageAdapter,
  StoreWarning,
  ToolResult,
} from '../core';
import type { Issue } from '../core';
import type { GatewayProtocol } from './dialect';
import type { GatewayTransport, QuestionResolvedEvent } from './types';

/** A non-fatal problem of the gateway binding, reported through `onWarning`. */
export interface GatewayWarning {
  readonly code:
    'invalid_payload' | 'invalid_request' | 'invalid_answers' | 'sync_failed' | 'resolve_failed' | 'answer_queued';
  /** An English line for logs. */
  readonly message: string;
  /** The gateway question concerned (the store's `promptId`), when there is one. */
  readonly promptId?: string;
}

/** Any warning of the gateway bindings as one English line for a log. */
export function warningLine(warning: GatewayWarning | StoreWarning | { readonly message: string }): string {
  return `[question-dock] ${'message' in warning ? warning.message : formatStoreWarning(warning)}`;
}

/**
 * A question the gateway sent that the dock cannot show (a malformed record, or a request that does
 * not normalize). The agent is told no answer was given; the person is told what was asked, so they
 * can answer in the chat. It stays in the binding's state until dismissed.
 */
export interface RejectedPrompt {
  readonly promptId: string;
  /** The question texts that could be read from the record (at most 3, each cut at 500 characters). */
  readonly questions: readonly string[];
  /** Why the request does not normalize, when the record itself was readable. */
  readonly issues?: readonly Issue[];
  /** Why the record is malformed, when it was not readable (English, for developers). */
  readonly reason?: string;
  /** The session it belongs to, when the record said; `undefined` is shown in every session. */
  readonly sessionKey?: string;
}

/**
 * Where one gateway question stands on the gateway's side. The store holds what the person sees;
 * the phase holds what the binding still owes the gateway or expects from it.
 * - `open`: nothing in flight. `lastSent` is the answer of an attempt whose reply never came, so
 *   the gateway announcing exactly those answers later is recognised as ours.
 * - `sending`: our `question.resolve` call runs (or waits for the reconnect); a resolution that
 *   arrives meanwhile is kept in `deferred` and applied only if the call fails.
 * - `confirming`: the gateway already holds our answer (seen after a drop); the store's submit that
 *   follows must not send it again.
 * - `skipping`: the person skipped; the cancel is not delivered yet and is retried after a reconnect.
 * - `closed`: the question is over for the gateway as far as this binding is concerned.
 */
export type Phase =
  | { readonly kind: 'open'; readonly lastSent?: AnswerMap }
  | { readonly kind: 'sending'; readonly answers: AnswerMap; readonly deferred?: QuestionResolvedEvent }
  | { readonly kind: 'confirming'; readonly answers: AnswerMap }
  | { readonly kind: 'skipping' }
  | { readonly kind: 'closed' };

/** One gateway question: its store and its {@link Phase}, the only thing that changes. */
export interface Entry {
  readonly id: string;
  readonly store: QuestionStore;
  readonly unsubscribe: () => void;
  /** Sent with every answer of this prompt, so a retry after a drop cannot resolve it twice. */
  readonly resolutionId: string;
  phase: Phase;
}

/** What the inbound, outbound and reconcile parts share; built once by `createQuestionGateway`. */
export interface GatewayContext {
  readonly transport: GatewayTransport;
  readonly protocol: GatewayProtocol;
  readonly clock: Clock;
  readonly queue: PromptQueue;
  readonly entries: Map<string, Entry>;
  readonly persist: { readonly storage: StorageAdapter } | undefined;
  readonly onResolve: ((result: ToolResult, resolution: Resolution, promptId: string) => void) | undefined;
  readonly warn: (warning: GatewayWarning | StoreWarning) => void;
  readonly isNotFound: (error: unknown) => boolean;
  /** Remembers an id resolved or refused before we showed it, so a stale list cannot bring it back. */
  bury(id: string): void;
  isBuried(id: string): boolean;
  isDisposed(): boolean;
  /** Gives the agent `no_answer` for a question that cannot be shown, and tells the person. */
  reject(prompt: RejectedPrompt): void;
  /** Settles on the next successful (re)connect; rejects when the binding is disposed. */
  nextOpen(): Promise<void>;
}

export const isPending = (entry: Entry): boolean => entry.store.getState().resolution === null;

/** A thrown value as text, even one whose `toString` throws or that has no prototype. */
export function describe(error: unknown): string {
  return describeThrown(error);
}
