/**
 * What `createQuestionStore` takes besides the request: its clock, transport, callbacks and
 * persistence. Plain types only: no React, no DOM.
 */
import type { Clock } from '../plumbing/clock';
import type { DraftPersistence } from '../persistence/persist';
import type { Warning } from '../plumbing/report';
import type { PersistenceWarningCode } from '../persistence/warnings';
import type { Resolution } from './types';
import type { ToolResult } from '../request/types';

/** Minimal key-value storage (sessionStorage, localStorage or your own). */
export interface StorageAdapter {
  /** The value under `key`, or `null`. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Forgets `key`. */
  removeItem(key: string): void;
}

/**
 * Where and how drafts, step and deadline are kept across reload and remount: the options of
 * {@link persistDrafts}, whose result is the `persist` option of `createQuestionStore`,
 * `useQuestionPrompt` and `<QuestionDock>`.
 * What is read back is checked against the request (`persist_mismatch`, `persist_corrupt`); a
 * storage that is missing or throws (privacy mode, quota) costs persistence with a
 * `persist_unavailable` warning, never the prompt.
 * @example
 * createQuestionStore(request, { promptId: toolCallId, persist: persistDrafts() }); // sessionStorage
 * createQuestionStore(request, { promptId: toolCallId, persist: persistDrafts({ storage: localStorage, rememberResolved: true }) });
 */
export interface PersistOptions {
  /**
   * Where to keep them.
   * @default globalThis.sessionStorage, when there is one that can be read
   */
  readonly storage?: StorageAdapter;
  /**
   * Storage key. Persistence needs a prompt id or a key.
   * @default `question-dock:<promptId>`
   */
  readonly key?: string;
  /**
   * Keep how the prompt ended (not the drafts) after it ends, so a store created again for the same
   * prompt (a remount) shows it as over instead of asking again; `false` forgets everything at the end.
   * Bounded per storage: the latest 100 outcomes, each until 24 h past its prompt's deadline (an index
   * under `question-dock:remembered` lists them).
   * @default false (`true` in `useQuestionPrompt` and `<QuestionDock>`)
   */
  readonly rememberResolved?: boolean;
  /**
   * When to write. Given, changes are written together, once, when it calls `write` (e.g. after the
   * next paint, so a key press does not wait for storage); a store opened for the same key and
   * `dispose()` write a waiting change first.
   * @default undefined: at once, on every change (after the next paint in `useQuestionPrompt` and `<QuestionDock>`)
   */
  readonly defer?: (write: () => void) => void;
}

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
