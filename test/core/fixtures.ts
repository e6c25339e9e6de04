import type { AskUserRequest, Clock } from '../../src/core/index';

/** A three-question request: single, multi, single; used across core tests. */
export const threeQuestions: AskUserRequest = {
  timeoutSeconds: 300,
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should this deploy go?',
      multiSelect: false,
      options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Production' }],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run first?',
      multiSelect: true,
      options: [{ label: 'Unit' }, { label: 'E2E' }, { label: 'Lint' }],
    },
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who should be told?',
      multiSelect: false,
      options: [{ label: 'Team' }, { label: 'Nobody' }],
    },
  ],
};

/** A manual clock: time moves only when the test says so, and timers may fire late on purpose. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  /** Moves time without running timers, like a throttled background tab. */
  jump(ms: number): void;
  /** Runs due timers, as a late timer would when the tab wakes up. */
  flush(): void;
  pending(): number;
}

export function fakeClock(start = 1_000_000): FakeClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const runDue = (): void => {
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= now).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) return;
      timers.delete(due[0]);
      due[1].fn();
    }
  };
  return {
    now: () => now,
    setTimeout(fn, ms) {
      seq += 1;
      timers.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      runDue();
    },
    jump(ms) {
      now += ms;
    },
    flush: runDue,
    pending: () => timers.size,
  };
}

/** In-memory StorageAdapter. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
