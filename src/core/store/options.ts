/**
 * What `createQuestionStore` takes besides the request: its clock, transport, callbacks and
 * persistence. Plain types only: no React, no DOM.
 */
import type { AnswerCheck } from '../answer/answers';
import type { Clock } from '../plumbing/clock';
import type { DraftPersistence } from './persistence';
import type { Warning } from '../plumbing/report';
import type { PersistenceWarningCode } from './warnings';
import type { Resolution, ToolResult } from '../answer/types';

/** Options of `createQuestionStore`. */
export interface QuestionStoreOptions {
  /** Prompt id (tool-call id, gateway question id). Keys persistence and tab sync. */
  readonly promptId?: string;
  /**
   * Time source.
   * @default the real clock (`Date.now`, `setTimeout`)
   */
  readonly clock?: Clock;
  /**
   * Absolute deadline (ms epoch) when the transport gives one. Anything but a finite number is
   * refused (`InvalidRequestError` with an `invalid_type` issue at `expiresAt`).
   * @default now + request.timeoutSeconds
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
   * Checks each answered question's answers when the person submits, before anything is sent (a
   * form's field kinds and limits): the words it returns stop Submit at that question
   * (`invalid_answer`, the words in `detail`), where the person can fix it.
   * @default undefined: every answer may be sent
   */
  readonly check?: AnswerCheck | undefined;
  /**
   * How long (ms) to wait for `send` before showing a retryable `submit_timeout` error. The attempt
   * is not forgotten: if it succeeds later, the prompt resolves with what it sent. `0` waits for ever
   * (not recommended: a transport that never settles would hold the prompt).
   * @default 30000
   */
  readonly sendTimeoutMs?: number;
  /**
   * Whether the expiry timer runs while nobody is subscribed: `true` so the agent is told on time
   * even when nothing renders the prompt; `false` arms it only while subscribed, for stores that may
   * be created and thrown away unused (React renders).
   * @default true when `onResolve` or `send` is given (someone waits for the result), else false
   */
  readonly expireUnobserved?: boolean;
  /**
   * Where a throwing listener or `onResolve` is reported (they are isolated).
   * @default console.error
   */
  readonly onError?: (error: unknown) => void;
  /**
   * Keep drafts and step across reload and remount: `persistDrafts()` (sessionStorage) or
   * `persistDrafts(options)`. Without it, nothing is stored.
   */
  readonly persist?: DraftPersistence;
  /**
   * Non-fatal problems (e.g. corrupted persisted data).
   * @default console.warn
   */
  readonly onWarning?: (warning: Warning<PersistenceWarningCode>) => void;
}
