import { consoleReporter, createListeners, type Listener } from '../core/internal';

/** A list a UI follows (the links waiting, the forms refused): read it, and hear of each change. */
export interface WatchedList<T> {
  getState(): readonly T[];
  subscribe(listener: Listener<readonly T[]>): () => void;
}

/** A {@link WatchedList} and its one edit: the prompts' lists beside the forms' queue. @internal */
export function createWatchedList<T>(what: string) {
  let items: readonly T[] = [];
  const listeners = createListeners<readonly T[]>(consoleReporter(`A subscriber of the ${what}`));
  const list: WatchedList<T> = { getState: () => items, subscribe: listeners.subscribe };
  const set = (next: readonly T[]) => {
    const previous = items;
    items = next;
    listeners.notify(items, previous);
  };
  return { list, set, get: () => items };
}
