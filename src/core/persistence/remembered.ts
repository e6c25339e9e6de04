import { devWarn } from '../plumbing/report';
import { isObject, ownField } from '../request/guards';
import type { StorageAdapter } from '../store/persistence';

/**
 * The outcomes `rememberResolved` keeps in a storage, bounded, so that a tab open for days does not
 * fill its storage with every prompt it ever had. They exist so a store created again for a
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

/** An index entry: the key of a kept outcome and when it may be dropped (its deadline plus a day). */
type Indexed = readonly [key: string, dropAt: number];

/**
 * Whether `key` holds an outcome of ours (`{ v, resolution, deadline }`): only then may it be
 * removed, so a tampered index cannot make us delete someone else's data, nor the drafts of a
 * prompt that reused the key. Gives the time it may be dropped, or `undefined`.
 */
function outcomeDropAt(storage: StorageAdapter, key: string, version: number): number | undefined {
  let entry: unknown;
  try {
    entry = JSON.parse(storage.getItem(key) ?? '0');
  } catch {
    // Not an entry of ours: forgotten like an expired one.
    return undefined;
  }
  if (!isObject(entry) || ownField(entry, 'v') !== version || !isObject(ownField(entry, 'resolution')))
    return undefined;
  const deadline = ownField(entry, 'deadline');
  return typeof deadline === 'number' ? deadline + REMEMBERED_AFTER_DEADLINE_MS : -Infinity;
}

/** Removes `key` if it holds an outcome of ours that may go (`now` omitted: whatever its age). */
function dropIfOurs(storage: StorageAdapter, key: string, version: number, now = Infinity): void {
  const dropAt = outcomeDropAt(storage, key, version);
  if (dropAt !== undefined && dropAt < now) storage.removeItem(key);
}

/**
 * The index as written: `[key, dropAt]` pairs, read without opening the entries (a submit with a
 * full index costs one parse, not a hundred). A bare key (an index of an older version) is dated
 * from its entry; anything else is left out.
 */
function readIndex(storage: StorageAdapter, version: number): Indexed[] {
  let listed: unknown;
  try {
    listed = JSON.parse(storage.getItem(REMEMBERED_INDEX_KEY) ?? '0');
  } catch (error) {
    devWarn(`The index of remembered outcomes (${REMEMBERED_INDEX_KEY}) could not be read; it starts anew.`, error);
  }
  const index: Indexed[] = [];
  for (const item of Array.isArray(listed) ? (listed as unknown[]) : []) {
    if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number')
      index.push([item[0], item[1]]);
    else if (typeof item === 'string') {
      const dropAt = outcomeDropAt(storage, item, version);
      if (dropAt !== undefined) index.push([item, dropAt]);
    }
  }
  return index;
}

/**
 * Records that `key` now holds an outcome whose prompt's deadline is `deadline`, and drops the
 * outcomes past their age (at `now` on the store's clock) and beyond the count, oldest first.
 * Storage errors are the caller's to swallow.
 */
export function remember(storage: StorageAdapter, key: string, deadline: number, now: number, version: number): void {
  const kept: Indexed[] = [];
  for (const entry of readIndex(storage, version)) {
    if (entry[0] === key) continue;
    if (entry[1] >= now) kept.push(entry);
    else dropIfOurs(storage, entry[0], version, now);
  }
  kept.push([key, deadline + REMEMBERED_AFTER_DEADLINE_MS]);
  for (const [old] of kept.splice(0, kept.length - REMEMBERED_MAX)) dropIfOurs(storage, old, version);
  storage.setItem(REMEMBERED_INDEX_KEY, JSON.stringify(kept));
}
