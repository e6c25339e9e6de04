import type { Clock } from '../../src/core/index';

/** The one manual clock of the tests and the deterministic stories. */
export interface ManualClock extends Clock {
  /** Moves time on, firing due timers in time order (each at its own time). */
  advance(ms: number): void;
  /** Moves time without running timers, like a throttled background tab. */
  jump(ms: number): void;
  /** Runs the timers that are due now, as a late timer would when the tab wakes up. */
  flush(): void;
  /** How many timers are waiting: proves no timer is left behind. */
  pending(): number;
}

/** A manual clock: time moves only when the test says so. */
export function manualClock(start = 1_700_000_000_000): ManualClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();

  /** Fires timers due by `end` in time order (ties in the order they were set). */
  function runUntil(end: number): void {
    for (;;) {
      let due: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of timers) {
        if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      }
      if (!due) return;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].callback();
    }
  }

  return {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + Math.max(0, ms), callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      runUntil(end);
      now = end;
    },
    jump(ms) {
      now += ms;
    },
    flush() {
      runUntil(now);
    },
    pending: () => timers.size,
  };
}

/**
 * A view of `clock` that remembers which of the timers set through it still wait (their delays), so
 * a test can tell whose timers outlived it.
 */
export function trackTimers(clock: Clock): { readonly clock: Clock; waiting(): number[] } {
  const live = new Map<unknown, number>();
  return {
    clock: {
      now: () => clock.now(),
      setTimeout(callback, ms) {
        const handle = clock.setTimeout(() => {
          live.delete(handle);
          callback();
        }, ms);
        live.set(handle, ms);
        return handle;
      },
      clearTimeout(handle) {
        live.delete(handle);
        clock.clearTimeout(handle);
      },
    },
    waiting: () => [...live.values()],
  };
}
