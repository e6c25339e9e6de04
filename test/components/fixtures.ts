import type { Clock } from '../../src';

/** A three-question ask_user request, as an agent would send it. */
export function threeQuestions() {
  return {
    questions: [
      {
        id: 'deploy_target',
        header: 'Target',
        question: 'Where should I deploy the build?',
        options: [
          { label: 'Staging (Recommended)', description: 'Safe to try things out' },
          { label: 'Production', description: 'Real users see it at once' },
        ],
      },
      {
        id: 'checks',
        header: 'Checks',
        question: 'Which checks should run first?',
        multiSelect: true,
        options: [{ label: 'Lint' }, { label: 'Unit tests' }, { label: 'E2E' }],
      },
      {
        id: 'notify',
        header: 'Notify',
        question: 'Who should hear when it is done?',
        options: [{ label: 'Nobody' }, { label: 'The team channel' }],
      },
    ],
    timeoutSeconds: 300,
  };
}

/** A one-question request. */
export function oneQuestion(label = 'Staging') {
  return {
    questions: [
      {
        id: 'deploy_target',
        header: 'Target',
        question: 'Where should I deploy the build?',
        options: [{ label }, { label: 'Production' }],
      },
    ],
    timeoutSeconds: 120,
  };
}

/** A manual clock: time moves only with `advance`, and it counts its pending timers. */
export function manualClock(start = 1_700_000_000_000) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock & { advance(ms: number): void; readonly pending: number } = {
    now: () => now,
    setTimeout(callback, ms) {
      timers.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    get pending() {
      return timers.size;
    },
  };
  return clock;
}
