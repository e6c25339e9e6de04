import type { OpenPersistence } from '../core/persistence/persist';

/**
 * Downloads the persistence code (`openPersistence`, the saved-draft checks, the bounded outcomes)
 * with `import()`: a chunk of its own in the build (vite.lib.config.ts). Alone in this module so that
 * tests can stand in for the download (a spy, a failure).
 * @internal
 */
export const loadPersistence = (): Promise<OpenPersistence> =>
  import('../core/persistence/persist').then((module) => module.openPersistence);
