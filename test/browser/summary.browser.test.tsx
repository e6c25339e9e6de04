// Issue 14, measured in real Chromium: summaries without the agent's "(Recommended)" marker, in
// English and Thai, whose lines agent text with bidi controls cannot reorder.
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  AnswerSummary,
  createQuestionStore,
  messages,
  messagesTh,
  normalizeAskUser,
  summarize,
  type AnswerSummaryData,
  type Clock,
} from '../../src/index';
import '../../src/styles/index.css';
import { threeQuestions } from '../support/requests';
import { cleanup, render } from './render';

afterEach(cleanup);

const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };
const font = { fontFamily: 'sans-serif', fontSize: '16px' };

function store() {
  const normalized = normalizeAskUser(threeQuestions());
  if (!normalized.ok) throw new Error('fixture does not normalize');
  return createQuestionStore(normalized.request, { clock: frozen });
}

describe('summaries', () => {
  it('never show the agent\'s "(Recommended)" marker, in English and Thai, and say the person answered', () => {
    const s = store();
    s.select('deploy_target', 'Staging (Recommended)');
    s.toggle('checks', 'Lint');
    s.select('notify', 'Nobody');
    void s.submit();
    const host = render(
      <div>
        <AnswerSummary summary={summarize(s.getState())} />
        <AnswerSummary summary={summarize(s.getState())} messages={messagesTh} />
      </div>,
      { style: font },
    );
    expect(host.innerText).not.toContain('(Recommended)');
    const [en, th] = [...host.querySelectorAll<HTMLElement>('.qd-summary')];
    expect(en!.innerText).toContain('You answered');
    expect(en!.querySelector('li')!.textContent).toBe('Target: Staging');
    expect(th!.innerText).toContain('คุณตอบแล้ว');
    expect(th!.querySelector('li')!.textContent).toBe('Target: Staging');
    // Square-ended accent: a 3px bar painted inside the box, not a thick border on the rounded corner.
    expect(getComputedStyle(en!).borderInlineStartWidth).toBe('1px');
    expect(getComputedStyle(en!).backgroundSize).toBe('3px 100%');
    expect(getComputedStyle(en!).backgroundImage).toMatch(/^linear-gradient/);
  });

  it('an RLO in a header does not reverse or move the answer on its line', () => {
    const s = createQuestionStore(
      {
        timeoutSeconds: 300,
        questions: [
          {
            id: 'target',
            header: '\u202Eevil',
            question: 'Where?',
            multiSelect: false,
            options: [{ label: 'Production' }, { label: 'Staging' }],
          },
        ],
      },
      { clock: frozen },
    );
    s.select('target', 'Production');
    void s.submit();
    const host = render(<AnswerSummary summary={summarize(s.getState())} />, { style: font });
    // One text node per line: "<FSI><RLO>evil<PDI>: Production".
    const line = host.querySelector('li')!.firstChild as Text;
    const at = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(line, from);
      range.setEnd(line, to);
      return range.getBoundingClientRect();
    };
    const text = line.data;
    const head = at(0, text.indexOf(':'));
    const p = text.indexOf('Production');
    // Left to right: the header's isolate, then the answer, not pulled into the override.
    expect(at(p, p + 1).left).toBeGreaterThanOrEqual(head.right - 1);
    // The answer's own letters run left to right: "P" is left of "n".
    expect(at(p + 9, p + 10).left).toBeGreaterThan(at(p, p + 1).left);
  });

  it('a timeline of 1,000: one named group each, one element per line, none rendered again when the timeline does', () => {
    const summaries: AnswerSummaryData[] = Array.from({ length: 1000 }, (_, i) => {
      const s = store();
      if (i % 5 === 4) s.skip();
      else {
        s.select('deploy_target', i % 2 ? 'Production' : 'Staging (Recommended)');
        s.toggle('checks', 'Lint');
        s.setOther('notify', `Team ${i}`);
        void s.submit();
      }
      return summarize(s.getState());
    });
    let reads = 0;
    // Counts renders: each summary answered here reads its status word once per render.
    const counting = {
      ...messages,
      get youAnswered() {
        reads += 1;
        return messages.youAnswered;
      },
    };
    const Timeline = ({ streamed }: { streamed: string }) => (
      <div>
        <p>{streamed}</p>
        {summaries.map((summary, i) => (
          <AnswerSummary key={i} summary={summary} messages={counting} />
        ))}
      </div>
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      flushSync(() => root.render(<Timeline streamed="Agent: a" />));
      const groups = [...host.querySelectorAll<HTMLElement>('[role="group"]')];
      expect(groups).toHaveLength(1000);
      expect(groups.every((g) => g.getAttribute('aria-label') === messages.summaryLabel)).toBe(true);
      // Answered: the status word, the list and a line per question; skipped: the word and one line naming the topics.
      expect(groups[0]!.querySelectorAll('*')).toHaveLength(5);
      expect(groups[0]!.innerText).toBe('You answered\nTarget: Staging\nChecks: Lint\nNotify: Team 0');
      expect(groups[4]!.querySelectorAll('*')).toHaveLength(2);
      expect(groups[4]!.innerText).toBe('Skipped\nTarget, Checks, Notify');
      const before = reads;
      expect(before).toBe(800);

      flushSync(() => root.render(<Timeline streamed="Agent: ab" />));
      expect(host.querySelector('p')!.textContent).toBe('Agent: ab');
      expect(reads).toBe(before);
      expect(host.querySelector('[role="group"]')).toBe(groups[0]);
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
