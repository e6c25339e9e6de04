import { isolate, type ErrorReporter } from './report';

/** A listener of state changes. */
export type Listener<S> = (state: S, previous: S) => void;

/**
 * The one way listeners are told of a change, in the store, the prompt queue and the gateway
 * connection: with a copy of the set, so one that unsubscribes (or subscribes) while being notified
 * does not disturb the round; one that throws goes to `report` and the others still run.
 *
 * The store keeps its own `Set` and calls this: it is in every bundle that has a store, where the
 * method names of a {@link Listeners} object would stay unminified.
 */
export function notifyListeners<S>(set: ReadonlySet<Listener<S>>, state: S, previous: S, report: ErrorReporter): void {
  for (const listener of [...set]) isolate(() => listener(state, previous), report);
}

/** The subscribe/notify helper of the prompt queue and the gateway connection ({@link notifyListeners} inside). */
export interface Listeners<S> {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: Listener<S>): () => void;
  /** Calls every listener with the new and the previous state. */
  notify(state: S, previous: S): void;
  /** Removes every listener (on dispose). */
  clear(): void;
}

/** Makes a {@link Listeners} whose throwing listeners go to `report`. */
export function createListeners<S>(report: ErrorReporter): Listeners<S> {
  const set = new Set<Listener<S>>();
  return {
    subscribe(listener) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    notify: (state, previous) => notifyListeners(set, state, previous, report),
    clear: () => set.clear(),
  };
}
