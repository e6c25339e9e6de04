/**
 * What the floor and react-aria pages take from the dock (bench/peers/dock.tsx) to look like it:
 * its English words, the "Recommended" badge, Other as a row of its own and the countdown. Their
 * markup carries the dock's classes and data-state, and they load its stylesheet plus
 * dock-look.css, so the three React pages draw the same UI (style, layout and paint compare like
 * for like) and differ in how they build it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QUESTIONS, type PeerAnswers } from './shared';

/** One question's answer while the person picks: `selected` holds OTHER once Other is chosen. */
export type Draft = PeerAnswers[string];

/** The value of the Other row (no label starts with NUL). */
export const OTHER = '\u0000other';

export const WORDS = {
  prompt: 'Question from the agent',
  steps: 'Questions',
  step: (current: number, total: number, header: string) => `Question ${current} of ${total}: ${header}`,
  minimize: 'Minimize question',
  multipleChoice: '(multiple choice)',
  recommended: 'Recommended',
  other: 'Other',
  otherLabel: (header: string) => `Your own answer for ${header}`,
  otherPlaceholder: 'Type your own answer…',
  skip: 'Skip',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  hint: (count: number, enter: string) => `1–${count} choose · Enter ${enter.toLowerCase()} · Esc minimize`,
};

export const emptyDrafts = (ids: string[]): PeerAnswers =>
  Object.fromEntries(ids.map((id) => [id, { selected: [], other: '' }]));

/** A pick: a radio replaces the choice, a checkbox toggles it. */
export const pick = (d: Draft, value: string, multi: boolean): Draft => ({
  ...d,
  selected: !multi
    ? [value]
    : d.selected.includes(value)
      ? d.selected.filter((v) => v !== value)
      : [...d.selected, value],
});

/** Typing into Other chooses it, as in the dock. */
export const typeOther = (d: Draft, other: string, multi: boolean): Draft => ({
  other,
  selected: !multi ? [OTHER] : d.selected.includes(OTHER) ? d.selected : [...d.selected, OTHER],
});

export const answered = (d: Draft): boolean => d.selected.some((v) => v !== OTHER || d.other.trim() !== '');

/** What is handed over on Submit: the picked labels, and Other's text if Other is chosen. */
export const toAnswers = (drafts: PeerAnswers): PeerAnswers =>
  Object.fromEntries(
    Object.entries(drafts).map(([id, d]) => [
      id,
      { selected: d.selected.filter((v) => v !== OTHER), other: d.selected.includes(OTHER) ? d.other : '' },
    ]),
  );

/** "Staging (Recommended)" shows as "Staging" and a badge; the value stays the whole label. */
export const splitRecommended = (label: string): [string, boolean] => {
  const text = label.replace(/\s*\(Recommended\)$/, '');
  return [text, text !== label];
};

const LIFETIME_MS = 900_000; // the dock's default timeoutSeconds (900)

/** "Time left 15:00", ticking each second on its own timer (a tick re-renders only this), as the dock's. */
export function Countdown() {
  const [deadline] = useState(() => Date.now() + LIFETIME_MS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = deadline - now;
    if (left <= 0) return;
    const handle = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(handle);
  }, [deadline, now]);
  const seconds = Math.ceil(Math.max(0, deadline - now) / 1000);
  return (
    <span role="timer" className="qd-countdown" data-state="running">
      {`Time left ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
    </span>
  );
}

/** What the dock's summary shows for a question: the picked labels, then Other's text. */
const answerText = (a: Draft | undefined): string =>
  [...(a?.selected ?? []), ...(a?.other ? [a.other] : [])].join(', ');

/** The dock's `AnswerSummary` markup: what the person answered, left in the timeline. */
function Summary({ answers }: { answers: PeerAnswers }) {
  const skipped = Object.keys(answers).length === 0;
  return (
    <div
      role="group"
      aria-label="Answer summary"
      className="qd-summary"
      data-state={skipped ? 'skipped' : 'answered'}
      data-source="user"
    >
      <span className="qd-summary-status">{skipped ? 'Skipped' : 'You answered'}</span>
      {!skipped && (
        <ul className="qd-summary-list">
          {QUESTIONS.map((q) => (
            <li key={q.id} data-state="answered">{`${q.header}: ${answerText(answers[q.id])}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The chat around a page's prompt, as in the dock's README example: the composer stays mounted
 * (hidden while the prompt is open); on Submit the prompt goes, the answer summary stays in the
 * timeline and focus goes back to the composer.
 */
export function Chat({ prompt }: { prompt: (onSubmit: (answers: PeerAnswers) => void) => ReactNode }) {
  const [summary, setSummary] = useState<PeerAnswers>();
  const composer = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (summary) composer.current?.focus();
  }, [summary]);
  return (
    <main>
      {summary && <Summary answers={summary} />}
      <div className="qd-dock" data-layout="docked" data-state={summary ? 'resolved' : 'expanded'}>
        {!summary &&
          prompt((answers) => {
            window.peer.submitted = answers;
            setSummary(answers);
          })}
        <div className="qd-composer" hidden={!summary}>
          <textarea aria-label="Message" ref={composer} />
        </div>
      </div>
    </main>
  );
}
