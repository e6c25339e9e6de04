import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerSummary, QuestionDock, summarize, createQuestionStore, type AnswerSummaryData } from '../../src';
import { manualClock } from '../support/clock';

// Issue 14: agent strings in the timeline summary are isolated (<bdi>, unicode-bidi: isolate), so a
// right-to-left override in a header (or one left open when the header was cut to 12 characters)
// cannot reverse the answer on the same line. The browser project measures the glyph order
// (test/browser/polish.browser.test.tsx); here, the structure that guarantees it.

const RLO = '\u202E';

/** The isolates of a summary line, as text, in document order. */
const isolates = (line: Element) => [...line.querySelectorAll('bdi')].map((el) => el.textContent);

function summaryOf(header: string, answer: string): AnswerSummaryData {
  const store = createQuestionStore(
    {
      timeoutSeconds: 300,
      questions: [
        {
          id: 'target',
          header,
          question: 'Where?',
          multiSelect: false,
          options: [{ label: answer }, { label: 'Staging' }],
        },
      ],
    },
    { clock: manualClock() },
  );
  store.select('target', answer);
  void store.submit();
  return summarize(store.getState());
}

describe('an RLO in a header', () => {
  it('stays inside the header isolate; the answer is a separate isolate after it', () => {
    render(<AnswerSummary summary={summaryOf(`${RLO}evil`, 'Production')} />);
    const line = within(screen.getByRole('group', { name: 'Answer summary' })).getByRole('listitem');

    expect(isolates(line)).toEqual([`${RLO}evil:`, 'Production']);
    // Nothing of the agent's text sits outside an isolate, where a control could reach the rest of the line.
    const loose = [...line.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim());
    expect(loose.filter(Boolean)).toEqual([]);
  });

  it('left open by truncation (a 12-character header cut before its PDF) is still closed by the isolate', async () => {
    const user = userEvent.setup();
    let summary: AnswerSummaryData | undefined;
    const header = `${RLO}deploy target\u202C`; // the PDF falls after the 12-character cut
    render(
      <QuestionDock
        request={{
          questions: [
            { id: 'target', header, question: 'Where?', options: [{ label: 'Production' }, { label: 'Staging' }] },
          ],
        }}
        clock={manualClock()}
        onResolve={(_r, _res, s) => (summary = s)}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summary?.items[0]?.header.startsWith(RLO)).toBe(true);
    expect(summary?.items[0]?.header.includes('\u202C')).toBe(false);

    render(<AnswerSummary summary={summary!} />);
    const line = within(screen.getByRole('group', { name: 'Answer summary' })).getByRole('listitem');
    const [head, answer] = [...line.querySelectorAll('bdi')];
    expect(head?.textContent).toBe(`${summary?.items[0]?.header}:`);
    expect(head?.contains(answer ?? null)).toBe(false);
    expect(answer?.textContent).toBe('Production');
  });

  it('an RLO in an answer (own text) cannot reach the next answer on the line', () => {
    const store = createQuestionStore(
      {
        timeoutSeconds: 300,
        questions: [
          {
            id: 'checks',
            header: 'Checks',
            question: 'Which?',
            multiSelect: true,
            options: [{ label: 'Lint' }, { label: 'Unit' }],
          },
        ],
      },
      { clock: manualClock() },
    );
    store.setOther('checks', `${RLO}mine`);
    store.toggle('checks', 'Lint');
    void store.submit();
    render(<AnswerSummary summary={summarize(store.getState())} />);
    const line = within(screen.getByRole('group', { name: 'Answer summary' })).getByRole('listitem');
    expect(isolates(line)).toEqual(['Checks:', 'Lint', `${RLO}mine`]);
  });
});
