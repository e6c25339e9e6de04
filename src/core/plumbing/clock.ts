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

/** Browsers clamp longer delays to 1 ms; the store re-arms instead. */
export const MAX_TIMER_DELAY = 2_147_483_647;
