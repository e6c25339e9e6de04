// Requests, clocks and transports shared by the stories. Everything here is deterministic unless
// its name says otherwise, so story tests and screenshots do not drift.
import {
  createQuestionStore,
  InvalidRequestError,
  normalizeAskUser,
  type Clock,
  type QuestionStore,
  type QuestionStoreOptions,
  type ToolResult,
} from '../../src/index';
import { manualClock as makeManualClock } from '../../test/support/clock';
import { storyDeployRequest } from '../../test/support/requests';

/** The three-question deploy prompt most stories use, as an agent would send it. */
export const deployRequest = storyDeployRequest();

/** The exact tool result of the three-step flow the play functions walk through. */
export const deployAnswered: ToolResult = {
  status: 'answered',
  answers: {
    answers: {
      deploy_target: ['Staging (Recommended)'],
      checks: ['Lint', 'E2E', 'smoke test on canary'],
      notify: ['The team channel'],
    },
  },
};

export const singleRequest = {
  questions: [
    {
      id: 'database',
      header: 'Database',
      question: 'Which database should the new service use?',
      options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }, { label: 'MySQL' }],
    },
  ],
  timeoutSeconds: 300,
};

export const multiRequest = {
  questions: [
    {
      id: 'platforms',
      header: 'Platforms',
      question: 'Which platforms should the release notes cover?',
      multiSelect: true,
      options: [{ label: 'Web' }, { label: 'iOS' }, { label: 'Android' }, { label: 'Desktop' }],
    },
  ],
  timeoutSeconds: 300,
};

export const descriptionsRequest = {
  questions: [
    {
      id: 'auth',
      header: 'Sign-in',
      question: 'How should people sign in to the admin area?',
      options: [
        { label: 'Passkeys', description: 'No passwords to leak; needs a recent browser or phone.' },
        { label: 'Email magic link', description: 'Works everywhere; each sign-in waits for an email.' },
        { label: 'Company SSO', description: 'One account for everything; needs the identity team to set it up.' },
      ],
    },
  ],
  timeoutSeconds: 300,
};

export const recommendedRequest = {
  questions: [
    {
      id: 'migration',
      header: 'Migration',
      question: 'How should I migrate the orders table?',
      options: [
        { label: 'Online, in batches (Recommended)', description: 'No downtime; takes about an hour.' },
        { label: 'Offline, all at once', description: 'Five minutes of downtime; simplest to roll back.' },
      ],
    },
  ],
  timeoutSeconds: 300,
};

/** A long question and long labels: they must wrap, never clip or truncate. */
export const longRequest = {
  questions: [
    {
      id: 'refactor_scope',
      header: 'Refactoring',
      question:
        'The payment module mixes currency conversion, tax rules and retry logic for the three card processors in one 2,400-line file; before I start splitting it, how far should this first refactoring pass go, given that the quarterly release freeze starts in nine days and the integration tests only cover the happy paths?',
      options: [
        {
          label: 'Extract only currency conversion, leave the rest (Recommended)',
          description:
            'Smallest change with the clearest boundary; conversion already has its own unit tests, so behaviour can be compared before and after, and nothing else moves before the freeze.',
        },
        {
          label: 'Split conversion, tax rules and card retries into modules',
          description:
            'Cleanest end state, but touches src/payments/processors/CardProcessorRetryPolicyFactory.ts and every payment path days before the release freeze.',
        },
        { label: 'Write characterisation tests first and refactor after the freeze' },
      ],
    },
  ],
  timeoutSeconds: 300,
};

/** Tall enough to need scrolling inside the panel on a short screen. */
export const tallRequest = {
  questions: [
    {
      ...longRequest.questions[0]!,
      options: [
        ...longRequest.questions[0]!.options,
        {
          label: 'Rewrite the module from scratch behind a feature flag',
          description:
            'A clean design with today’s knowledge; the old and new paths run side by side for a few weeks while the flag slowly moves traffic over, which doubles the maintenance work in the meantime.',
        },
      ],
    },
  ],
  timeoutSeconds: 300,
};

/** The deploy prompt in Thai, for `messagesTh`. */
export const thaiRequest = {
  questions: [
    {
      id: 'deploy_target',
      header: 'ปลายทาง',
      question: 'ควรดีพลอยบิลด์ 1.4.0 ไปที่ไหน',
      options: [
        { label: 'สเตจจิง (Recommended)', description: 'ทดลองได้อย่างปลอดภัย คนนอกทีมมองไม่เห็น' },
        { label: 'โปรดักชัน', description: 'ผู้ใช้จริงได้รับทันที' },
      ],
    },
    {
      id: 'checks',
      header: 'การตรวจสอบ',
      question: 'ควรรันการตรวจสอบใดก่อนดีพลอย',
      multiSelect: true,
      options: [{ label: 'ลินต์' }, { label: 'ยูนิตเทสต์' }, { label: 'ทดสอบแบบ E2E' }],
    },
    {
      id: 'notify',
      header: 'แจ้งเตือน',
      question: 'เมื่อเสร็จแล้วควรแจ้งใคร',
      options: [{ label: 'ไม่ต้องแจ้ง' }, { label: 'ช่องของทีม' }],
    },
  ],
  timeoutSeconds: 300,
};

/** What a confused model might send: every problem comes back as a structured issue. */
export const invalidRequest = {
  questions: [
    {
      id: 'Deploy Target',
      header: 'Target',
      question: '',
      options: [{ label: 'Staging' }],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks?',
      options: [{ label: 'Lint' }, { label: 'lint ' }, { label: 'E2E' }],
      multiSelect: 'yes',
    },
  ],
  timeoutSeconds: 'soon',
};

/** 2 December 2026, 09:00 UTC: the fixed "now" of every deterministic story. */
export const FIXED_NOW = Date.UTC(2026, 11, 2, 9, 0, 0);

/** A clock that never moves and never fires: countdowns stay put, nothing expires. */
export function fixedClock(now = FIXED_NOW): Clock {
  return { now: () => now, setTimeout: () => 0, clearTimeout: () => {} };
}

/** A clock that moves only when told, firing due timers on the way (like a test's fake timers). */
export type ManualClock = ReturnType<typeof manualClock>;

export function manualClock(start = FIXED_NOW) {
  return makeManualClock(start);
}

/** A transport that never settles: the dock stays "Sending…". */
export const neverSettles = (): Promise<void> => new Promise<void>(() => {});

/** A transport that fails the first time (a dropped connection) and succeeds after. */
export function failOnce(message = 'the connection to the agent dropped', delayMs = 150) {
  let calls = 0;
  return (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      calls += 1;
      const first = calls === 1;
      setTimeout(() => (first ? reject(new Error(message)) : resolve()), delayMs);
    });
}

/** A store for a raw request (stories that drive the store from outside: collapsed, cancelled...). */
export function makeStore(request: unknown, options: QuestionStoreOptions = {}): QuestionStore {
  const normalized = normalizeAskUser(request);
  if (!normalized.ok) throw new InvalidRequestError(normalized.errors);
  return createQuestionStore(normalized.request, options);
}
