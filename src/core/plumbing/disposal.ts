/**
 * What a caller attached to a store and that ends with it: `syncAcrossTabs` registers its stop here,
 * so `store.dispose()` leaves nothing of the store running (an open BroadcastChannel would keep a
 * Node process alive and a tab's channel open). Keyed by the store object, outside its public type.
 */
const stops = new WeakMap<object, Set<() => void>>();

/** Runs `stop` when `store` is disposed; returns the function that forgets it. */
export function onDispose(store: object, stop: () => void): () => void {
  let set = stops.get(store);
  if (!set) stops.set(store, (set = new Set()));
  set.add(stop);
  return () => void set.delete(stop);
}

/** Runs (once) everything attached to `store` with {@link onDispose}. */
export function runDisposeHooks(store: object): void {
  const set = stops.get(store);
  stops.delete(store);
  set?.forEach((stop) => stop());
}
