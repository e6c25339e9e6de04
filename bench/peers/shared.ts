/**
 * What every peer of the browser benchmark renders: the same three questions (single, multi with
 * Other, single), the same features (radio and checkbox groups, an Other text field, Back / Next /
 * Submit, Skip, digit shortcuts: 1..N picks, N+1 focuses Other, Enter goes on or submits).
 */
export interface PeerQuestion {
  id: string;
  header: string;
  question: string;
  multiSelect: boolean;
  options: { label: string; description?: string }[];
}

export const QUESTIONS: PeerQuestion[] = [
  {
    id: 'deploy_target',
    header: 'Target',
    question: 'Where should I deploy the build?',
    multiSelect: false,
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
    multiSelect: false,
    options: [{ label: 'Nobody' }, { label: 'The team channel' }],
  },
];

/** Answers as every peer hands them over on Submit. */
export type PeerAnswers = Record<string, { selected: string[]; other: string }>;

/** The uniform handle each bench page exposes (`window.peer`). */
export interface PeerHandle {
  /** Renders a fresh prompt (the previous one removed); resolves after the frame that shows it. */
  mount(): Promise<void>;
  /** Removes the prompt. */
  unmount(): void;
  /** The last submitted answers (checked by the runner: a fast wrong answer is no result). */
  submitted: PeerAnswers | null;
  /** A review step after the last question: the runner passes it with one unmeasured Enter. */
  review?: boolean;
}

declare global {
  interface Window {
    peer: PeerHandle;
  }
}

export const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
