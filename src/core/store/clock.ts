import type { Clock } from './options';

/** The real clock. `setTimeout`/`clearTimeout` are looked up on each call so fake timers can patch them. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/** Browsers clamp longer delays to 1 ms; the store re-arms instead. */
export const MAX_TIMER_DELAY = 2_147_483_647;
