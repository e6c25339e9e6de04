import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  AnswerSummary,
  createQuestionStore,
  normalizeAskUser,
  QuestionDock,
  type AnswerSummaryData,
  type AskUserRequest,
  type ToolResult,
} from '../../src';
import { AnswerNote, SkipQuestion } from '../../src/components/internal';
import { persistDrafts } from '../../src/core/index';
import { manualClock } from '../support/clock';

// A note on an answer and a skip per question (dock parts, as the Claude entry gives them; the skip
// shows where the question allows it), driven as a person does.

const KEY = 'question-dock:call_7';
const parts = { AnswerNote, SkipQuestion };

function claudeRequest(skippable: boolean): AskUserRequest {
  const input = {
    questions: [
      { id: 'color', header: 'Color', question: 'Which color?', options: [{ label: 'Red' }, { label: 'Blue' }] },
      { id: 'size', header: 'Size', question: 'Which size?', options: [{ label: 'Small' }, { label: 'Large' }] },
    ].map((question) => (skippable ? { ...question, skippable } : question)),
  };
  const normalized = normalizeAskUser(input, { contract: 'claude' });
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
}

/** The dock until it resolves, then its summary in the timeline; `results` gets what the agent receives. */
function Chat({ request, results }: { request: AskUserRequest; results: ToolResult[] }) {
  const [summary, setSummary] = useState<AnswerSummaryData>();
  return summary ? (
    <AnswerSummary summary={summary} />
  ) : (
    <QuestionDock
      request={request}
      promptId="call_7"
      persist={persistDrafts()}
      clock={manualClock()}
      parts={parts}
      onResolve={(result, _resolution, s) => {
        results.push(result);
        setSummary(s);
      }}
    />
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('a note on an answer', () => {
  it('is kept through collapse, expand and a reload, shown in the review and the summary', async () => {
    const user = userEvent.setup();
    const results: ToolResult[] = [];
    const first = render(<Chat request={claudeRequest(false)} results={results} />);
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    await user.type(note, '  A darker shade');
    // Escape minimizes the dock, as it does from any field of the dock.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show question' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('  A darker shade');

    // A reload: the page goes, and a new dock reads what was saved.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    render(<Chat request={claudeRequest(false)} results={results} />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('  A darker shade');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('button', { name: /^Color Blue \(Note: A darker shade\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toEqual([{ status: 'answered', answers: { answers: { color: ['Blue'], size: ['Large'] } } }]);
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Color: Blue (Note:   A darker shade)', 'Size: Large']);
  });

  it('never moves on on the Enter that ends an IME composition, and moves on on a plain Enter', async () => {
    const user = userEvent.setup();
    render(<Chat request={claudeRequest(false)} results={[]} />);
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: 'สีแดง' } });
    fireEvent.keyDown(note, { key: 'Enter', isComposing: true });
    expect(screen.getByText('1/2')).toBeInTheDocument();
    await user.type(note, '{Enter}');
    expect(screen.getByText('2/2')).toBeInTheDocument();
  });

  it('refuses a note from an untyped caller that is not text, and says so', () => {
    const store = createQuestionStore(claudeRequest(false), { clock: manualClock() });
    render(<QuestionDock store={store} parts={parts} />);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let result: unknown;
    act(() => {
      result = (store.setNote as (id: string, text: unknown) => unknown)('color', { text: 'x' });
    });
    expect(result).toEqual({ ok: false, error: { code: 'invalid_input', path: 'text', detail: 'object' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The value given for “text” is not valid.');
    expect(screen.getByRole('button', { name: 'Add a note' })).toBeInTheDocument();
  });

  it('ignores saved drafts whose note is not text (persist_corrupt), and the dock still works', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = render(<Chat request={claudeRequest(false)} results={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as { drafts: Record<string, object> };
    saved.drafts['color'] = { ...saved.drafts['color'], note: 42 };
    sessionStorage.setItem(KEY, JSON.stringify(saved));

    render(<Chat request={claudeRequest(false)} results={[]} />);
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/corrupt|saved answers/i);
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'new');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('new');
  });
});

describe('skipping one question', () => {
  it('skips one question of two: marked in the stepper and the review, sent as [], shown in the summary', async () => {
    const user = userEvent.setup();
    const results: ToolResult[] = [];
    render(<Chat request={claudeRequest(true)} results={results} />);
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const skip = screen.getByRole('button', { name: 'Skip question' });
    expect(skip).toHaveAttribute('aria-pressed', 'false');
    // Keyboard: Tab reaches it, Space presses it.
    skip.focus();
    await user.keyboard(' ');
    expect(skip).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('button', { name: /Question 2 of 2: Size/ })).toHaveAttribute('data-state', 'skipped');
    expect(screen.getByRole('button', { name: /^Size Skipped/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toEqual([{ status: 'answered', answers: { answers: { color: ['Red'], size: [] } } }]);
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Color: Red', 'Size: Skipped']);
  });

  it('takes the skip back when the person picks an answer', async () => {
    const user = userEvent.setup();
    render(<Chat request={claudeRequest(true)} results={[]} />);
    await user.click(screen.getByRole('button', { name: 'Skip question' }));
    expect(screen.getByRole('button', { name: 'Skip question' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getByRole('button', { name: 'Skip question' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('offers no per-question skip where the request does not allow one, and the store refuses it', async () => {
    const user = userEvent.setup();
    const store = createQuestionStore(claudeRequest(false), { clock: manualClock() });
    render(<QuestionDock store={store} parts={parts} />);
    expect(screen.queryByRole('button', { name: 'Skip question' })).not.toBeInTheDocument();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let result: unknown;
    act(() => {
      result = store.skipQuestion('color');
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'unknown_option', questionId: 'color', detail: 'skip' },
    });
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The second question still needs an answer: Submit brings it back.
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(store.getState().status).toBe('pending');
  });
});
