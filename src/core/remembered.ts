import { isObject, ownField } from './guards';
import type { StorageAdapter } from './store-options';

/**
 * The outcomes `rememberResolved` keeps in a storage, bounded (issue 28: a tab open for days does
 * not fill its storage with every prompt it ever had). They exist so a store created again for a
 * prompt that ended (a remount in the same view) shows it as over instead of asking again; a
 * remount comes while the host still shows the prompt rather than its result, soon after the end,
 * so the latest outcomes are the ones kept. The storage interface cannot list its keys: an index
 * under {@link REMEMBERED_INDEX_KEY} does, oldest first.
 */

/** At most this many outcomes per storage; the oldest go first. */
export const REMEMBERED_MAX = 100;
/** An outcome is dropped once its prompt's deadline is this far past (24 h). */
export const REMEMBERED_AFTER_DEADLINE_MS = 24 * 60 * 60 * 1000;
/** Where the index of kept outcomes lives. */
export const REMEMBERED_INDEX_KEY = 'question-dock:remembered';

/**
 * Whether `key` still holds an outcome of ours (`{ v, resolution, deadline }`) young enough to
 * keep; one too old is removed. Anything else is left alone: a tampered index cannot make us
 * delete someone else's data, nor the drafts of a prompt that reused the key.
 */
function keeps(storage: StorageAdapter, key: string, now: number, version: number): boolean {
  let entry: unknown;
  try {
    entry = JSON.parse(storage.getItem(key) ?? '0');
  } catch {
    return false;
  }
  if (!isObject(entry) || ownField(entry, 'v') !== version || !isObject(ownField(entry, 'resolution'))) return false;
  const deadline = ownField(entry, 'deadline');
  if (typeof deadline === 'number' && deadline + REMEMBERED_AFTER_DEADLINE_MS >= now) return true;
  storage.removeItem(key);
  return false;
}

/**
 * Records that `key` now holds an outcome, at `now` on the store's clock, and drops the outcomes
 * past their age and beyond the count, oldest first. Storage errors are the caller's to swallow.
 */
export function remember(storage: StorageAdapter, key: string, now: number, version: number): void {
  let listed: unknown;
  try {
    listed = JSON.parse(storage.getItem(REMEMBERED_INDEX_KEY) ?? '0');
  } catch {
    // A tampered index counts as empty.
  }
  const kept = (Array.isArray(listed) ? (listed as unknown[]) : []).filter(
    (k): k is string => typeof k === 'string' && k !== key && keeps(storage, k, now, version),
  );
  kept.push(key);
  for (const old of kept.splice(0, kept.length - REMEMBERED_MAX)) storage.removeItem(old);
  storage.setItem(REMEMBERED_INDEX_KEY, JSON.stringify(kept));
}
