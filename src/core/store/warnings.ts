/** The warnings of a store's persistence and of `syncAcrossTabs`: their codes and their English. */
import type { WarningWords } from '../plumbing/report';

/**
 * The one persistence warning a store without `persistDrafts` can give (a `persist` of another
 * shape), on its own so that such a store carries none of the other sentences.
 */
export const PERSIST_UNAVAILABLE = 'Answers are kept in memory only: storage is not available';

/**
 * `persist_corrupt`: saved answers did not fit the question's rules. `persist_mismatch`: a different
 * request was saved under the same key. `persist_unavailable`: no key, or no storage that can be
 * used (detail `persist`, `key`, `storage` or the storage key). `sync_invalid`: a tab message that
 * does not fit. `sync_unavailable`: the tabs' channel threw (detail its error).
 */
export const PERSISTENCE_WARNINGS = {
  persist_corrupt: 'Ignored saved answers that do not fit the question',
  persist_mismatch: 'Ignored saved answers of a different request under the same id',
  persist_unavailable: PERSIST_UNAVAILABLE,
  sync_invalid: 'Ignored a message from another tab that does not fit the prompt',
  sync_unavailable: 'Other tabs are not kept in step: the channel between them cannot be used',
} as const satisfies WarningWords<string>;

/** The codes of {@link PERSISTENCE_WARNINGS}: what a store and `syncAcrossTabs` warn of. */
export type PersistenceWarningCode = keyof typeof PERSISTENCE_WARNINGS;
