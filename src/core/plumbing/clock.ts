/** An injectable clock, so expiry can be tested and a throttled timer still expires correctly. */
export interface Clock {
  /** The current time, ms epoch. */
  now(): number;
  /** Calls `callback` after `ms`; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a `setTimeout` by its handle. */
  clearTimeout(handle: unknown): void;
}

/** The real clock. `setTimeout`/`clearTimeout` are looked up on each call so fake timers can patch them. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/** Browsers clamp longer delays to 1 ms; a wake-up comes at this limit instead, and is set again. */
const MAX_TIMER_DELAY = 2_147_483_647;

/**
 * Calls `callback` at `time` (ms epoch) on `clock`, or at the timers' limit when it is further away
 * (so the callback checks the time itself); returns what cancels it.
 */
export function wakeAt(clock: Clock, time: number, callback: () => void): () => void {
  const handle = clock.setTimeout(callback, Math.min(Math.max(0, time - clock.now()), MAX_TIMER_DELAY));
  return () => clock.clearTimeout(handle);
}
