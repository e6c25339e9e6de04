/**
 * What the store itself knows of persistence: the `persist` option's shape, and that option opened
 * for its prompt. The rest (storage, the saved format, restoring) comes with `persistDrafts`, so a
 * store without it carries none of that code.
 */
import { devWarn, warningOf, type Warning } from '../plumbing/report';
import type { AskUserRequest } from '../request/types';
import type { QuestionState } from './types';
import { PERSIST_UNAVAILABLE, type PersistenceWarningCode } from './warnings';

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

/** One prompt's persistence: what was saved before put back, and how to save the current state. */
export interface Persistence {
  /** The state as created with what was saved put back on it (nothing saved: as created). */
  restore(initial: QuestionState, expiresAt: number | undefined): QuestionState;
  /**
   * Saves the state when what is kept of it changed since `previous` (not an error shown, not a
   * status), never a secret answer; once the prompt is resolved, forgets it (or keeps only the outcome).
   */
  save(state: QuestionState, previous: QuestionState): void;
  /** Writes a change still waiting for `defer`. */
  flush(): void;
}

/**
 * How a store keeps its drafts, given as its `persist` option: made by {@link persistDrafts}, so a
 * store that keeps nothing carries none of this code.
 */
export interface DraftPersistence {
  /** The options it was made with (the gateway reads where it keeps its open questions). */
  readonly options: PersistOptions;
  /**
   * Opens it for one prompt (the store calls this once, as it is created); `defaults` fill what the
   * app left unset (a rendered prompt writes after the next paint and keeps the outcome).
   */
  open(
    promptId: string | undefined,
    request: AskUserRequest,
    warn: (warning: Warning<PersistenceWarningCode>) => void,
    defaults?: Pick<PersistOptions, 'rememberResolved' | 'defer'>,
  ): Persistence | undefined;
}

/**
 * What `persistDrafts` made (and the wrappers below): the only `persist` a store opens, so that what
 * it is handed (every draft, secrets included) goes to code that keeps secrets out of storage.
 */
const made = new WeakSet<object>();

/** Marks `persist` as made here (see {@link made}). */
export function madeDrafts<T extends DraftPersistence>(persist: T): T {
  made.add(persist);
  return persist;
}

/**
 * The `persist` defaults for a tool call of an agent stack (the AI SDK, assistant-ui and Claude
 * Agent SDK entries): drafts are kept by the call's id, the outcome is not. There the agent's side
 * is the record of an ended call: a call still waiting after a reload means its answer never reached
 * the agent (the host refused it, then the page went), so it is asked again. A remembered outcome
 * would show it as over, with nothing sent and the agent waiting forever. An app's own
 * `persistDrafts(...)` gets the same default.
 */
export const CALL_DEFAULTS = { rememberResolved: false } as const;

/**
 * `persist` with `defaults` under the app's own options (a rendered prompt writes after the next
 * paint; the adapters keep no outcome): an inner call's defaults win over an outer one's. Anything
 * but a `persistDrafts(...)` is handed back as it is, for the store to refuse.
 */
export function withDefaults<T>(persist: T, defaults: Pick<PersistOptions, 'rememberResolved' | 'defer'>): T {
  if (!made.has(persist as object)) return persist;
  const inner = persist as DraftPersistence;
  return madeDrafts({
    options: inner.options,
    open: (promptId, request, warn, outer) => inner.open(promptId, request, warn, { ...outer, ...defaults }),
  }) as T;
}

/**
 * The store's `persist` opened for its prompt, or none: not given, or (with a `persist_unavailable`
 * warning whose detail is `persist`) a value that is not a `persistDrafts(...)`, such as the `true`
 * or options object an untyped caller may still pass.
 */
export function openPersist(
  persist: DraftPersistence | undefined,
  promptId: string | undefined,
  request: AskUserRequest,
  warnTo: (warning: Warning<PersistenceWarningCode>) => void,
): Persistence | undefined {
  if (persist === undefined || (persist as unknown) === false) return undefined;
  // Every warning names its prompt, when it has an id.
  const warn = (w: Warning<PersistenceWarningCode>) => warnTo(promptId === undefined ? w : { ...w, promptId });
  const unavailable = (): undefined => {
    warn(warningOf({ persist_unavailable: PERSIST_UNAVAILABLE }, { code: 'persist_unavailable', detail: 'persist' }));
    return undefined;
  };
  // Each development warning is said where it happens: a production build drops the call and its words.
  try {
    if (made.has(persist)) return persist.open(promptId, request, warn);
  } catch (error) {
    devWarn('persist.open threw; the prompt works in memory.', error);
    return unavailable();
  }
  devWarn('`persist` takes persistDrafts(options); it was ignored.', persist);
  return unavailable();
}
