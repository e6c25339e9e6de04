/**
 * What a `persist` option gives to work with, read defensively: the app may hand over anything, and a
 * sandboxed frame's storage or a Proxy throws on every read. Nothing here throws.
 */
import { isObject, typeName } from '../request/guards';

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

/** The page's sessionStorage, when there is one that can be read (a sandboxed frame throws on access). */
export function sessionStorageOrNone(): StorageAdapter | undefined {
  try {
    // Through `globalThis`, typed here: the core compiles without the DOM lib.
    return (globalThis as { readonly sessionStorage?: StorageAdapter }).sessionStorage ?? undefined;
  } catch {
    // Unreadable: the caller warns persist_unavailable.
    return undefined;
  }
}

/** Whether `value` has a storage's methods; `undefined` when reading them throws (a Proxy, a sandboxed frame). */
export function isStorage(value: unknown): boolean | undefined {
  try {
    if (typeName(value) === 'unreadable') return undefined;
    return isObject(value) && ['getItem', 'setItem', 'removeItem'].every((name) => typeof value[name] === 'function');
  } catch {
    // Unreadable: the caller warns persist_unavailable.
    return undefined;
  }
}

/** The fields of a `persist` option, each read once, so a getter or a Proxy trap never runs again later. */
export type PersistFields = {
  readonly [K in keyof Omit<PersistOptions, 'storage'>]?: PersistOptions[K] | undefined;
} & {
  readonly storage: unknown;
};

/** `persist` read into plain fields, or `undefined` when it is no object or reading it throws. */
export function readPersist(persist: PersistOptions): PersistFields | undefined {
  try {
    const given: unknown = persist;
    return isObject(given)
      ? ({
          storage: given['storage'],
          key: given['key'],
          rememberResolved: given['rememberResolved'],
          defer: given['defer'],
        } as PersistFields)
      : undefined;
  } catch {
    // Unreadable: the caller warns persist_unavailable.
    return undefined;
  }
}

/**
 * The storage `fields` name, its methods read once: the page's sessionStorage when they name none;
 * `false` when what they name is no storage (the option is wrong), `undefined` when there is no
 * storage that can be used (none, or one whose methods cannot be read).
 */
export function storageOf(fields: PersistFields): StorageAdapter | false | undefined {
  if (fields.storage === undefined) return sessionStorageOrNone();
  const usable = isStorage(fields.storage);
  return usable ? (fields.storage as StorageAdapter) : usable === false ? false : undefined;
}
