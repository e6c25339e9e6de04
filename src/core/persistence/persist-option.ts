/**
 * What a `persist` option gives to work with, read defensively: the app may hand over anything, and a
 * sandboxed frame's storage or a Proxy throws on every read. Nothing here throws.
 */
import { isObject, typeName } from '../request/guards';
import type { PersistOptions, StorageAdapter } from '../store/persistence';

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
