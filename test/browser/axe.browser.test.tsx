// axe-core in real Chromium with the colour-contrast rule ON (jsdom cannot compute contrast),
// over every visible state of the dock and the summaries, in the light and the dark theme.
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AnswerSummary,
  QuestionDock,
  createQuestionStore,
  messagesTh,
  normalizeAskUser,
  type AnswerSummaryData,
  type Clock,
  type QuestionStore,
} from '../../src/index';
import '../../src/styles/index.css';
import { threeQuestions } from '../support/requests';
import { cleanup, render as mount } from './render';

function render(element: ReactElement, theme: 'light' | 'dark'): HTMLElement {
  const host = mount(element, {
    dataset: { theme },
    style: {
      background: theme === 'dark' ? '#111318' : '#ffffff',
      color: theme === 'dark' ? '#e8eaed' : '#1f2328',
      colorScheme: theme,
      padding: '16px',
      width: '640px',
      fontFamily: 'sans-serif',
    },
  });
  // Finish any transition still running (a hover ease), so contrast is measured on the final colours.
  for (const animation of document.getAnimations()) animation.finish();
  return host;
}

afterEach(cleanup);

const NOW = 1_800_000_000_000;
const frozen: Clock = { now: () => NOW, setTimeout: () => 0, clearTimeout: () => {} };

// Only Target and Checks: submitting from Checks sends (or, with it unanswered, shows the alert).
const sample = threeQuestions({
  descriptions: { 'Staging (Recommended)': 'Safe to try out', Production: 'Real users see it at once' },
});
const request = { ...sample, questions: sample.questions.slice(0, 2) };

function store(
  setup: (s: QuestionStore) => void = () => {},
  options: { expiresAt?: number; send?: () => Promise<void> } = {},
) {
  const normalized = normalizeAskUser(request);
  if (!normalized.ok) throw new Error('fixture does not normalize');
  const s = createQuestionStore(normalized.request, { clock: frozen, ...options });
  setup(s);
  return s;
}

const summary = (status: AnswerSummaryData['status'], source: AnswerSummaryData['source']): AnswerSummaryData => ({
  status,
  source,
  items: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where?',
      answers: status === 'answered' ? ['Staging (Recommended)'] : [],
    },
    { id: 'checks', header: 'Checks', question: 'Which?', answers: status === 'answered' ? ['Lint', 'E2E'] : [] },
  ],
});

const composer = <textarea aria-label="Message" defaultValue="A draft" />;

async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: true } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function unsentAnswer(s: QuestionStore) {
  // Submit with the second question unanswered: the dock shows its "please answer" alert.
  s.select('deploy_target', 'Staging (Recommended)');
  s.next();
  await s.submit();
}

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  it('the expanded panel with the "please answer" alert has no violations', async () => {
    const s = store();
    await unsentAnswer(s);
    const box = render(<QuestionDock store={s} composer={composer} />, theme);
    expect(box.querySelector('[role="alert"]')).not.toBeNull();
    expect(await violations(box)).toEqual([]);
  });

  it('the first question with the Recommended badge and a checked radio has no violations', async () => {
    const s = store((x) => x.select('deploy_target', 'Staging (Recommended)'));
    const box = render(<QuestionDock store={s} composer={composer} />, theme);
    expect(box.querySelector('.qd-badge')).not.toBeNull();
    expect(await violations(box)).toEqual([]);
  });

  it('a multi-select question with checked boxes and Other text has no violations', async () => {
    const s = store((x) => {
      x.select('deploy_target', 'Production');
      x.next();
      x.toggle('checks', 'Lint');
      x.toggle('checks', 'E2E');
      x.setOther('checks', 'smoke test');
    });
    const box = render(<QuestionDock store={s} composer={composer} />, theme);
    // Lint, E2E and the Other row (its text chose it), once the checkboxes are here.
    await expect.poll(() => box.querySelectorAll('[role="checkbox"][aria-checked="true"]').length).toBe(3);
    expect(await violations(box)).toEqual([]);
  });

  it('the collapsed mini bar above the composer, with an urgent countdown, has no violations', async () => {
    const s = store((x) => x.collapse(), { expiresAt: NOW + 42_000 });
    const box = render(<QuestionDock store={s} composer={composer} />, theme);
    expect(box.querySelector('.qd-countdown[data-state="urgent"]')).not.toBeNull();
    expect(await violations(box)).toEqual([]);
  });

  it('the submitting state has no violations', async () => {
    const s = store((x) => x.select('deploy_target', 'Production'), { send: () => new Promise<void>(() => {}) });
    s.next();
    s.select('checks', 'E2E');
    s.review(); // a person sends from the review step
    void s.submit();
    const box = render(<QuestionDock store={s} composer={composer} />, theme);
    expect(box.querySelector('[data-state="submitting"]')).not.toBeNull();
    expect(await violations(box)).toEqual([]);
  });

  it('a failed submit with Retry has no violations', async () => {
    const s = store((x) => x.select('deploy_target', 'Production'), {
      send: () => Promise.reject(new Error('offline')),
    });
    s.next();
    s.select('checks', 'E2E');
    s.review();
    await s.submit();
    const box = render(<QuestionDock store={s} composer={composer} />, theme);
    expect(box.querySelector('[role="alert"]')).not.toBeNull();
    expect(box.querySelector('.qd-footer [data-variant="primary"]')?.textContent).toBe('Try again');
    expect(await violations(box)).toEqual([]);
  });

  it('the invalid-request alert has no violations', async () => {
    const box = render(
      <QuestionDock request={{ questions: [{ id: 'Bad Id', options: [] }] }} composer={composer} />,
      theme,
    );
    await expect.poll(() => box.querySelector('.qd-invalid')).not.toBeNull();
    expect(await violations(box)).toEqual([]);
  });

  it('answer summaries of every status, English and Thai, have no violations', async () => {
    const box = render(
      <ul>
        {(
          [
            ['answered', 'user'],
            ['answered', 'elsewhere'],
            ['skipped', 'user'],
            ['expired', 'timeout'],
            ['cancelled', 'cancelled'],
            ['cancelled', 'unavailable'],
          ] as const
        ).map(([status, source]) => (
          <li key={`${status}-${source}`}>
            <AnswerSummary summary={summary(status, source)} />
          </li>
        ))}
        <li>
          <AnswerSummary summary={summary('expired', 'timeout')} messages={messagesTh} />
        </li>
      </ul>,
      theme,
    );
    expect(box.querySelectorAll('.qd-summary')).toHaveLength(7);
    expect(await violations(box)).toEqual([]);
  });
});
