/**
 * The store's side of the contract: its state, its refusals and its API (`createQuestionStore`
 * makes one; its options are in options.ts). Plain types only: no React, no DOM.
 */
import type { PromptStatus, QuestionDraft, Resolution, ToolResult } from '../answer/types';
import type { Clock } from '../plumbing/clock';
import type { AskUserRequest } from '../request/types';

/** Machine-readable codes of refused actions. */
export type StoreErrorCode =
  | 'unanswered'
  | 'invalid_answer'
  | 'terminal'
  | 'expired'
  | 'unknown_question'
  | 'unknown_option'
  | 'invalid_step'
  | 'busy'
  | 'submit_failed'
  | 'submit_timeout'
  | 'invalid_result'
  | 'invalid_input';

/**
 * A refused action or a failed submit, returned to the caller and (while the prompt is open) kept in
 * `state.error`. Codes, not sentences: a UI formats it with `formatStoreError(error, request, messages)`.
 */
export interface StoreError {
  /** What was refused, and why. */
  readonly code: StoreErrorCode;
  /** The argument concerned for `invalid_input`, e.g. `label`. */
  readonly path?: string;
  /** The question the error is about, when there is one (e.g. the first unanswered). */
  readonly questionId?: string;
  /**
   * Specifics: the transport's own message for `submit_failed` (the wait in ms for `submit_timeout`), the unknown label for
   * `unknown_option` (`Other`, `note` or `skip` for an answer the question does not take), the refused index for `invalid_step`, the type received for `invalid_input`.
   */
  readonly detail?: string;
}

/** Every action returns this instead of throwing. */
export type ActionResult = { readonly ok: true } | { readonly ok: false; readonly error: StoreError };

/** The store's snapshot. A new object on every change, so `===` tells whether anything moved. */
export interface QuestionState {
  /** The normalized request. */
  readonly request: AskUserRequest;
  /** Prompt id (tool-call or gateway id) when known; used for persistence and sync. */
  readonly promptId: string | undefined;
  /** Index of the visible question, 0-based. */
  readonly step: number;
  /** Drafts by question id. */
  readonly drafts: Readonly<Record<string, QuestionDraft>>;
  /** `false` while the dock is collapsed into its mini bar. */
  readonly expanded: boolean;
  /** Ms epoch at which the prompt expires. */
  readonly deadline: number;
  /** Where the prompt is in its lifecycle. */
  readonly status: PromptStatus;
  /** The last refused action or failed submit; cleared by the next successful change. */
  readonly error: StoreError | null;
  /** Set once the status is terminal. */
  readonly resolution: Resolution | null;
  /** The review step (every answer at a glance, before Submit) is showing. Absent means false. */
  readonly reviewing?: boolean;
  /** The review step was shown once: Next on any question returns to it. Absent means false. */
  readonly reviewed?: boolean;
  /**
   * Skip was pressed on a partly answered prompt and waits for a confirmation (`skip()`) or
   * `keepAnswering()`. Absent means false.
   */
  readonly confirmingSkip?: boolean;
}

/** The store API shared by the React binding, the components and your own UI. */
export interface QuestionStore {
  /** The store's time source, so a countdown ticks on the same clock that decides expiry. */
  readonly clock: Clock;
  /** The current state: the same object until something changes. */
  getState(): QuestionState;
  /**
   * The state as created, before persisted drafts were restored: what a server render (which has
   * no storage) shows. `useQuestionStore` renders it while hydrating, then the current state, so
   * server and first client render agree and the restored draft appears right after hydration.
   */
  getInitialState(): QuestionState;
  /** Returns an unsubscribe function. Listeners run after every change. */
  subscribe(listener: (state: QuestionState, previous: QuestionState) => void): () => void;
  /** Single-select: pick `label` (clears Other). Multi-select: add `label` if absent. */
  select(questionId: string, label: string): ActionResult;
  /** Multi-select: add or remove `label`. Single-select: pick, or clear when already picked. */
  toggle(questionId: string, label: string): ActionResult;
  /** Set the Other text (chooses the Other row). Single-select: non-empty text clears the pick. */
  setOther(questionId: string, text: string): ActionResult;
  /**
   * The "Other" row as a choice. Single-select: choose it (clears the pick, keeps the text).
   * Multi-select: check or uncheck it (unchecked text is kept but not sent).
   */
  chooseOther(questionId: string): ActionResult;
  /**
   * Keep `text` as the note on a question's answer, as typed (`''` removes it); kept and saved with
   * the drafts. A secret question takes none (`unknown_option`, detail `note`).
   */
  setNote(questionId: string, text: string): ActionResult;
  /**
   * Skip one question, a `skippable` one (else `unknown_option`, detail `skip`): it
   * counts as done and sends `[]`; its picks go, its typed text and note stay. Picking or typing an
   * answer takes the skip back. `skip()` declines the whole prompt.
   */
  skipQuestion(questionId: string): ActionResult;
  /** Show the review step (every answer at a glance); `goTo`, `next` and `back` leave it. */
  review(): ActionResult;
  /** Show the next question (the last one stays put); leaves the review step. */
  next(): ActionResult;
  /** Show the previous question (the first one stays put); leaves the review step. */
  back(): ActionResult;
  /** Show question `index` (0-based); an index out of range is refused with `invalid_step`. */
  goTo(index: number): ActionResult;
  /**
   * Validate and resolve `answered`. Without a transport the state changes synchronously;
   * with `options.send` it resolves after the transport does.
   */
  submit(): Promise<ActionResult>;
  /** Decline the whole prompt: `no_answer`, kept as `skipped`. */
  skip(): ActionResult;
  /**
   * Skip as the Skip button does: with nothing answered it skips; with some answers it sets
   * `confirmingSkip` and waits for `skip()` (confirm) or `keepAnswering()`, so one tap cannot
   * throw away answers.
   */
  askSkip(): ActionResult;
  /** Withdraw a pending `askSkip()`. */
  keepAnswering(): ActionResult;
  /** Fold the dock into its mini bar; every draft is kept (collapsing is not skipping). */
  collapse(): ActionResult;
  /** Show the whole prompt again after `collapse()`. */
  expand(): ActionResult;
  /**
   * The agent run ended or the app withdrew the prompt: `no_answer`, kept as `cancelled`.
   * @param source `'cancelled'` (the default), or `'unavailable'` when the gateway no longer knows the question.
   */
  cancel(source?: 'cancelled' | 'unavailable'): ActionResult;
  /** Another tab/device/channel answered: shows "Answered elsewhere"; validated against the request. */
  resolveExternally(result: ToolResult): ActionResult;
  /**
   * The transport says the prompt expired (its clock is authoritative): `no_answer`, kept as
   * `expired`, even if the local deadline has not passed yet.
   */
  expire(): ActionResult;
  /** Re-check the deadline now (e.g. on `visibilitychange`); expires when it has passed. */
  checkExpiry(): void;
  /** Stop timers and listeners. The state stays readable. */
  dispose(): void;
}
