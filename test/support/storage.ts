import type {} from '../../src/core/index';
import type { StorageAdapter } from '../../src/core/store/persistence';

/** The one in-memory StorageAdapter of the tests; `data` shows what was saved. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageAdapter & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}
