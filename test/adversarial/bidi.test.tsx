import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerSummary, QuestionDock, summarize, createQuestionStore, type AnswerSummaryData } from '../../src';
import { manualClock } from '../support/clock';

// Issue 14: agent strings in the timeline summary are isolated, so a right-to-left override in a
// header (or one left open when the header was cut to 12 characters) cannot reverse the answer on
// the same line. A piece of agent text that holds bidi controls sits between FSI (U+2068) and PDI
// (U+2069), the text form of <bdi>: the PDI ends any embedding or override opened inside. The
// browser project measures the glyph order (test/browser/polish.browser.test.tsx); here, the text
// that guarantees it.

const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';

/** The isolates of a summary line, in order, and what the line holds outside them (no control may be there). */
function isolates(line: Element): { inside: string[]; outside: string } {
  const text = line.textContent ?? '';
  const inside = [...text.matchAll(/\u2068([^\u2068\u2069]*)\u2069/g)].map((m) => m[1] ?? '');
  return { inside, outside: text.replace(/\u2068[^\u2068\u2069]*\u2069/g, '') };
}

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

const lineOf = () => within(screen.getByRole('group', { name: 'Answer summary' })).getByRole('listitem');

describe('an RLO in a header', () => {
  it('stays inside the header isolate; the answer is a separate isolate after it', () => {
    render(<AnswerSummary summary={summaryOf(`${RLO}evil`, 'Production')} />);
    // The header's isolate, then the answer, outside it: the control cannot reach past the PDI.
    expect(isolates(lineOf())).toEqual({ inside: [`${RLO}evil`], outside: ': Production' });
    expect(lineOf().children).toHaveLength(0); // one element per line: text only
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
    expect(isolates(lineOf())).toEqual({ inside: [summary?.items[0]?.header], outside: ': Production' });
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
    expect(isolates(lineOf())).toEqual({ inside: [`${RLO}mine`], outside: 'Checks: Lint, ' });
  });

  it('isolate controls in agent text can neither close the isolate early nor swallow its end', () => {
    const summary: AnswerSummaryData = {
      status: 'answered',
      source: 'user',
      items: [
        // A PDI then an RLO: kept as is, the PDI would end the isolate and the RLO reach the answer.
        { id: 'a', header: `ev${PDI}${RLO}il`, question: 'Where?', answers: ['Production'] },
        // An unmatched FSI would pair with the closing PDI and leave the isolate open.
        { id: 'b', header: 'Checks', question: 'Which?', answers: [`${FSI}mine`, 'Lint'] },
      ],
    };
    render(<AnswerSummary summary={summary} />);
    const [first, second] = within(screen.getByRole('group', { name: 'Answer summary' })).getAllByRole('listitem');
    // The stray PDI is dropped; the unmatched FSI gets its own PDI before the wrapper's.
    expect(first).toHaveTextContent(`${FSI}ev${RLO}il${PDI}: Production`, { normalizeWhitespace: false });
    expect(second).toHaveTextContent(`Checks: ${FSI}${FSI}mine${PDI}${PDI}, Lint`, { normalizeWhitespace: false });
  });
});
