/**
 * The public data contract of `question-dock/core`. Plain types only: no React, no DOM.
 * The shapes follow ../shared/DESIGN.md ("The request", "The result").
 */

/** One choice offered to the person. */
export interface AskUserOption {
  /** Trimmed, non-blank, at most 64 characters, unique (case-insensitive) within its question. */
  readonly label: string;
  /** Optional longer text shown under the label. Always rendered as text, never HTML. */
  readonly description?: string;
}

/** One normalized question. */
export interface AskUserQuestion {
  /** Answer key, `^[a-z][a-z0-9_]*$`, unique within the request. */
  readonly id: string;
  /** Short label, at most 12 characters (grapheme-safe truncation). */
  readonly header: string;
  /** The question itself, trimmed and non-blank. */
  readonly question: string;
  /** 2 to 4 options, never an agent-supplied "Other" (the UI always adds its own). */
  readonly options: readonly AskUserOption[];
  /** `true`: the person may pick several options. Always present after normalization. */
  readonly multiSelect: boolean;
  /** A page to read with the question (gateway `url`); `http:`/`https:` only, shown as a link. */
  readonly url?: string;
  /**
   * A secret question (gateway `isSecret`): answered in a masked field, 0 to 4 options. Its value
   * goes to the transport only; it is never persisted, broadcast to other tabs, kept in state
   * after the prompt ends or shown in a summary.
   */
  readonly secret?: SecretSpec;
}

/** Where and how a secret answer is stored (gateway `secretStore` / `secretStoreExisting`). */
export interface SecretSpec {
  readonly store?: {
    /** Name of the stored value, e.g. `DEPLOY_API_KEY`. */
    readonly name: string;
    /** `secret`: a secret for the listed hosts; `env`: an environment variable. */
    readonly kind: 'secret' | 'env';
    /** Hosts the secret may be sent to; the person may narrow them. */
    readonly allowedHosts?: readonly string[];
    /** Why the agent asks. */
    readonly reason?: string;
  };
  /** A value is already stored: when (ms epoch) and by whom. */
  readonly existing?: { readonly updatedAtMs: number; readonly updatedBy?: string };
}

/** A normalized `ask_user` request, as returned by {@link normalizeAskUser}. */
export interface AskUserRequest {
  /** 1 to 3 questions. */
  readonly questions: readonly AskUserQuestion[];
  /** Integer seconds, default 900, clamped to 30..3600. */
  readonly timeoutSeconds: number;
}

/** Machine-readable codes of normalization errors and warnings. */
export type IssueCode =
  | 'invalid_type'
  | 'unknown_key'
  | 'too_few_questions'
  | 'too_many_questions'
  | 'invalid_id'
  | 'duplicate_id'
  | 'blank'
  | 'header_truncated'
  | 'too_few_options'
  | 'too_many_options'
  | 'label_too_long'
  | 'duplicate_label'
  | 'lookalike_label'
  | 'other_option_removed'
  | 'not_integer'
  | 'timeout_clamped'
  | 'too_deep';

/**
 * One structured normalization error or warning: what (`code`), where (`path`, e.g.
 * `questions[1].options`; empty for the input itself) and the specifics (`detail`, e.g. the count
 * or the value found). No sentence: format it for a reader with `formatIssue(issue, messages)`.
 */
export interface Issue {
  readonly code: IssueCode;
  /** Where in the input, e.g. `questions[1].options[0].label`; `''` for the input itself. */
  readonly path?: string;
  /** The question concerned, when known. */
  readonly questionId?: string;
  /** The specifics for the agent developer (expected vs. found, the count, the value). */
  readonly detail?: string;
}

/** Result of {@link normalizeAskUser}: never throws, whatever the input. */
export type NormalizeResult =
  | { readonly ok: true; readonly request: AskUserRequest; readonly warnings: readonly Issue[] }
  | { readonly ok: false; readonly errors: readonly Issue[] };

/** The answers map sent back to the agent: every value is an array, single-select included. */
export type AnswerMap = Readonly<Record<string, readonly string[]>>;

/** What goes back to the agent, byte for byte as DESIGN.md specifies. */
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
  readonly status: TerminalStatus;
  readonly source: ResolutionSource;
  /** The exact tool result for the agent. */
  readonly result: ToolResult;
  /** Clock time (ms epoch) of the resolution. */
  readonly at: number;
}

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
}

/** Machine-readable codes of refused actions. */
export type StoreErrorCode =
  | 'unanswered'
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
 * `state.error`. Codes, not sentences: a UI formats it with `formatStoreError(error, messages, request)`.
 */
export interface StoreError {
  readonly code: StoreErrorCode;
  /** The argument concerned for `invalid_input`, e.g. `label`. */
  readonly path?: string;
  /** The question the error is about, when there is one (e.g. the first unanswered). */
  readonly questionId?: string;
  /**
   * Specifics: the transport's own message for `submit_failed` (the wait in ms for `submit_timeout`), the unknown label for
   * `unknown_option`, the refused index for `invalid_step`, the type received for `invalid_input`.
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

/** An injectable clock, so expiry can be tested and a throttled timer still expires correctly. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Minimal key-value storage (sessionStorage, localStorage or your own). */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where drafts and step are kept across reload and remount. */
export interface PersistOptions {
  readonly storage: StorageAdapter;
  /** Storage key; default `question-dock:<prompt id>`. Persistence needs a prompt id or a key. */
  readonly key?: string;
  /**
   * Keep how the prompt ended (not the drafts) after it ends, so a store created again for the same
   * prompt (a remount) shows it as over instead of asking again. Default `false`: forgotten at the end.
   */
  readonly rememberResolved?: boolean;
  /**
   * When to write: default at once, on every change. Given, changes are written together, once,
   * when it calls `write` (e.g. after the next paint, so a key press does not wait for storage);
   * a store opened for the same key and `dispose()` write a waiting change first.
   */
  readonly defer?: (write: () => void) => void;
}

/** What a store saved before: the person's work and the original deadline. @internal */
export interface PersistedDraft {
  readonly step: number;
  readonly drafts: Readonly<Record<string, QuestionDraft>>;
  readonly expanded: boolean;
  readonly deadline: number;
  /** How the prompt ended, when it ended and `rememberResolved` kept it. */
  readonly resolution?: Resolution;
}

/** One prompt's persistence: what was saved before, and how to save the current state. @internal */
export interface Persistence {
  readonly saved: PersistedDraft | undefined;
  /** Saves the state; once the prompt is resolved, forgets it (or keeps only the outcome). */
  save(state: QuestionState): void;
  /** Writes a change still waiting for `defer`. */
  flush(): void;
}

/**
 * Persistence the store can use, made by `persistDrafts(options)`: the store opens it for its
 * prompt (reading what was saved) and saves through it.
 */
export interface DraftPersistence {
  /** @internal Binds one prompt; `undefined` when there is nowhere to store it (with a warning). */
  readonly open: (
    promptId: string | undefined,
    request: AskUserRequest,
    warn: (warning: StoreWarning) => void,
  ) => Persistence | undefined;
}

/** Options of {@link createQuestionStore}. */
export interface QuestionStoreOptions {
  /** Prompt id (tool-call id, gateway question id). Keys persistence and tab sync. */
  readonly promptId?: string;
  /** Time source; default real time. */
  readonly clock?: Clock;
  /**
   * Absolute deadline (ms epoch) when the transport gives one; default now + timeoutSeconds. Anything
   * but a finite number is refused ({@link InvalidRequestError} with an `invalid_type` issue at `expiresAt`).
   */
  readonly expiresAt?: number;
  /**
   * Called exactly once, when the prompt reaches a terminal status, even with no subscriber and
   * after `dispose()` (an answer in flight is still delivered).
   */
  readonly onResolve?: (result: ToolResult, resolution: Resolution) => void;
  /**
   * Async transport for answers. While it runs the status is `submitting`; a rejection shows its
   * message, keeps every draft and allows retry.
   */
  readonly send?: (result: ToolResult) => Promise<void> | void;
  /**
   * How long (ms) to wait for `send` before showing a retryable `submit_timeout` error; default
   * 30,000. The attempt is not forgotten: if it succeeds later, the prompt resolves with what it sent.
   * `0` waits for ever (not recommended: a transport that never settles would hold the prompt).
   */
  readonly sendTimeoutMs?: number;
  /**
   * Whether the expiry timer runs while nobody is subscribed. Default: `true` when `onResolve` or
   * `send` is given (someone waits for the result), so the agent is told on time; `false` arms it only
   * while subscribed, for stores that may be created and thrown away unused (React renders).
   */
  readonly expireUnobserved?: boolean;
  /** Where a throwing listener or `onResolve` is reported (they are isolated). Default `console.error`. */
  readonly onError?: (error: unknown) => void;
  /**
   * Keep drafts and step across reload and remount: `persistDrafts({ storage: sessionStorage })`.
   * The store itself holds no storage code, so a store without it does not ship any.
   */
  readonly persist?: DraftPersistence;
  /** Non-fatal problems (e.g. corrupted persisted data). Default: `console.warn`. */
  readonly onWarning?: (warning: StoreWarning) => void;
}

/**
 * A non-fatal problem reported through `onWarning`. Codes, not sentences, like {@link StoreError}:
 * `persist_corrupt` (saved answers did not fit the question's rules), `persist_mismatch` (a different
 * request was saved under the same key), `persist_unavailable` (no key, or storage could not be read),
 * `sync_invalid` (a tab message that does not fit). `formatStoreWarning` gives an English line.
 */
export interface StoreWarning {
  readonly code: 'persist_corrupt' | 'persist_mismatch' | 'persist_unavailable' | 'sync_invalid';
  /** The prompt concerned, when known. */
  readonly promptId?: string;
  /** Specifics for the developer: the storage key, what did not fit. */
  readonly detail?: string;
}

/** The store API shared by the React binding, the components and your own UI. */
export interface QuestionStore {
  /** The store's time source, so a countdown ticks on the same clock that decides expiry. */
  readonly clock: Clock;
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
  /** Show the review step (every answer at a glance); `goTo`, `next` and `back` leave it. */
  review(): ActionResult;
  next(): ActionResult;
  back(): ActionResult;
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
  collapse(): ActionResult;
  expand(): ActionResult;
  /** The agent run ended or the app withdrew the prompt: `no_answer`, kept as `cancelled`. */
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
