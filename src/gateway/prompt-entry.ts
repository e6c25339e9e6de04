import type { AnswerMap, QuestionStore } from '../core';
import type { ResolvedEvent } from './records';

/**
 * Where one gateway question stands on the gateway's side. The store holds what the person sees;
 * the phase holds what the connection still owes the gateway or expects from it.
 * - `open`: nothing in flight. `lastSent` is the answer of an attempt whose reply never came, so
 *   the gateway announcing exactly those answers later is recognised as ours.
 * - `sending`: our `question.resolve` call runs (or waits for the reconnect); a resolution that
 *   arrives meanwhile is kept in `deferred` and applied only if the call fails.
 * - `confirming`: the gateway already holds our answer (seen after a drop); the store's submit that
 *   follows must not send it again.
 * - `skipping`: the person skipped; the cancel is not delivered yet and is retried after a reconnect.
 * - `closed`: the question is over for the gateway as far as this connection is concerned.
 */
export type Phase =
  | { readonly kind: 'open'; readonly lastSent?: AnswerMap }
  | { readonly kind: 'sending'; readonly answers: AnswerMap; readonly deferred?: ResolvedEvent }
  | { readonly kind: 'confirming'; readonly answers: AnswerMap }
  | { readonly kind: 'skipping' }
  | { readonly kind: 'closed' };

/** One gateway question: its store and its {@link Phase}, the only thing that changes. */
export interface Entry {
  readonly id: string;
  readonly store: QuestionStore;
  /** Ends the binding's own subscription, which keeps the store's expiry timer armed without a view. */
  readonly unsubscribe: () => void;
  /** Sent with every answer of this prompt, so a retry after a drop cannot resolve it twice. */
  readonly resolutionId: string;
  phase: Phase;
  /** The hosts the person kept for a `secret`-kind store (default: every allowed host). */
  secretHosts?: readonly string[];
}

export const isPending = (entry: Entry): boolean => entry.store.getState().resolution === null;
