/**
 * What the connection keeps of prompts that are over, bounded, so that a page open for days holds
 * what it shows, not every prompt it ever had:
 * - tombstones: ids known to be over, so a stale `question.list` cannot bring one back (bounded);
 * - the delivered window: the latest prompts delivered (their result given to `onResolve`, nothing
 *   owed to the gateway), whose stores stay readable through `getStore`. An older one is released.
 */

/** Ids resolved before we saw them, or released, so a stale list cannot bring them back. */
const MAX_TOMBSTONES = 500;
/** Delivered prompts whose stores stay readable through `getStore`. */
export const DELIVERED_WINDOW = 20;

/** `release` disposes and forgets a prompt that left the delivered window. */
export function createRetention(release: (id: string) => void) {
  const tombstones = new Set<string>();
  /** Ids of delivered prompts still held, oldest first. */
  const delivered: string[] = [];

  const bury = (id: string): void => {
    tombstones.add(id);
    if (tombstones.size > MAX_TOMBSTONES) tombstones.delete(tombstones.values().next().value as string);
  };

  return {
    bury,
    isBuried: (id: string): boolean => tombstones.has(id),
    /** A prompt was delivered: it joins the window, and the oldest beyond it is released. */
    deliver(id: string): void {
      if (delivered.includes(id)) return;
      delivered.push(id);
      while (delivered.length > DELIVERED_WINDOW) {
        const old = delivered.shift() as string;
        bury(old);
        release(old);
      }
    },
  };
}
