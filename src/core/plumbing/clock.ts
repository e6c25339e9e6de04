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

/** Browsers clamp longer delays to 1 ms; an alarm fires at this limit instead, and is set again. */
const MAX_TIMER_DELAY = 2_147_483_647;

/** One timer at a time on a clock, set for a moment instead of a delay (see {@link createAlarm}). */
export interface Alarm {
  /** Calls `callback` at `time` (ms epoch), or at the timers' limit when it is further away; replaces the one set. */
  at(time: number, callback: () => void): void;
  /** Forgets the one set, if any. */
  clear(): void;
}

/**
 * An {@link Alarm} on `clock`. A moment beyond the reach of timers fires early, at their limit, so
 * the callback checks the time itself and sets the alarm again.
 */
export function createAlarm(clock: Clock): Alarm {
  let handle: unknown;
  const clear = (): void => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  return {
    clear,
    at(time, callback) {
      clear();
      const delay = Math.min(Math.max(0, time - clock.now()), MAX_TIMER_DELAY);
      handle = clock.setTimeout(() => {
        handle = undefined;
        callback();
      }, delay);
    },
  };
}
