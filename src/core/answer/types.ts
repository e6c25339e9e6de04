/**
 * What an answer is: the person's draft of a question, the answers map and the result the agent
 * receives, and how a prompt ended. Plain types only: no React, no DOM.
 */

/** The person's work in progress on one question. Never discarded by collapse, Back, Next or remount. */
export interface QuestionDraft {
  /** Picked option labels, in the order they were picked. */
  readonly selected: readonly string[];
  /** Raw text of the "Other" field (trimmed only when the result is built). */
  readonly other: string;
  /**
   * The "Other" row is chosen (`true`) or was unchecked (`false`, multi-select: its text is kept but
   * not sent). Absent in older drafts: then non-blank text counts as chosen.
   */
  readonly otherChosen?: boolean;
  /** The person's note on their answer, as typed (never empty; never on a secret question). */
  readonly note?: string;
  /**
   * The person skipped this question (a `skippable` one): it sends `[]` and holds no
   * answer; picking or typing one takes the skip back.
   */
  readonly skipped?: true;
}

/** The answers map sent back to the agent: every value is an array, single-select included. */
export type AnswerMap = Readonly<Record<string, readonly string[]>>;

/** What goes back to the agent, byte for byte: the shape the `ask_user` tool's description promises the model. */
export type ToolResult =
  { readonly status: 'answered'; readonly answers: { readonly answers: AnswerMap } } | { readonly status: 'no_answer' };

/** Lifecycle of a prompt. Everything but `pending` and `submitting` is terminal. */
export type PromptStatus = 'pending' | 'submitting' | 'answered' | 'skipped' | 'expired' | 'cancelled';

/** A status after which nothing changes. */
export type TerminalStatus = Exclude<PromptStatus, 'pending' | 'submitting'>;

/** Why a terminal status was reached, kept for the summary ("Answered elsewhere", "Run ended"). */
export type ResolutionSource =
  /** The person answered or skipped in this UI. */
  | 'user'
  /** Another tab, device or channel answered first. */
  | 'elsewhere'
  /** The deadline passed. */
  | 'timeout'
  /** The agent run ended, or the app cancelled the prompt. */
  | 'cancelled'
  /** The gateway no longer knows the question. */
  | 'unavailable';

/** How a prompt ended. Passed to `onResolve` and kept in state. */
export interface Resolution {
  /** How it ended. */
  readonly status: TerminalStatus;
  /** Who or what ended it. */
  readonly source: ResolutionSource;
  /** The exact tool result for the agent. */
  readonly result: ToolResult;
  /** Clock time (ms epoch) of the resolution. */
  readonly at: number;
}
