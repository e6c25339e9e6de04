import { isolate, type ErrorReporter } from './report';

/**
 * The one subscribe/notify helper behind the store, the prompt queue and the gateway connection.
 * Listeners are called with a copy of the set, so one that unsubscribes (or subscribes) while
 * being notified does not disturb the round; one that throws is reported and the others still run.
 */
export interface Listeners<S> {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: (state: S, previous: S) => void): () => void;
  /** Calls every listener with the new and the previous state. */
  notify(state: S, previous: S): void;
  /** Removes every listener (on dispose). */
  clear(): void;
  /** How many listeners there are (the store's expiry timer runs while there is one). */
  size(): number;
}

/** Makes a {@link Listeners} whose throwing listeners go to `report`. */
export function createListeners<S>(report: ErrorReporter): Listeners<S> {
  const set = new Set<(state: S, previous: S) => void>();
  return {
    subscribe(listener) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    notify(state, previous) {
      for (const listener of [...set]) isolate(() => listener(state, previous), report);
    },
    clear: () => set.clear(),
    size: () => set.size,
  };
}
