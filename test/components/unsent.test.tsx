import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AnswerSummary,
  createQuestionStore,
  messagesTh,
  QuestionDock,
  summarize,
  type AnswerSummaryData,
  type AskUserRequest,
  type Messages,
  type QuestionStore,
} from '../../src';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';

// Nothing typed is lost at the end either: a prompt that expires or is cancelled
// while the person had answers keeps them, marked as not sent, and hands them over as a message draft.

type ChatProps = {
  request?: unknown;
  store?: QuestionStore;
  clock?: ReturnType<typeof manualClock>;
  messages?: Messages;
  onUseDraft: (text: string) => void;
};

/** A chat page: the timeline keeps each summary (with its draft action), the dock sits above the composer. */
function Chat({ request, store, clock, messages, onUseDraft }: ChatProps) {
  const [summaries, setSummaries] = useState<AnswerSummaryData[]>([]);
  const common = {
    composer: <textarea aria-label="Message" />,
    ...(messages ? { messages } : {}),
    onResolve: (_r: unknown, _res: unknown, summary: AnswerSummaryData) => setSummaries((s) => [...s, summary]),
  };
  return (
    <>
      <ol aria-label="Timeline">
        {summaries.map((summary, i) => (
          <li key={i}>
            <AnswerSummary summary={summary} onUseDraft={onUseDraft} {...(messages ? { messages } : {})} />
          </li>
        ))}
      </ol>
      {store ? (
        <QuestionDock store={store} {...common} />
      ) : (
        <QuestionDock request={request} {...(clock ? { clock } : {})} {...common} />
      )}
    </>
  );
}

const timeline = () => screen.getByRole('list', { name: 'Timeline' });

describe('given a prompt that expires while the person had answered part of it', () => {
  it('shows the answers as not sent, and "Use as message" hands them over as a draft', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    const onUseDraft = vi.fn();
    render(<Chat request={threeQuestions()} clock={clock} onUseDraft={onUseDraft} />);

    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /Lint/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Checks' }), 'smoke <b>run</b>');
    act(() => clock.advance(300_000)); // the deadline passes before they send

    const record = within(timeline()).getByRole('group', { name: 'Answer summary' });
    expect(record).toHaveTextContent('Expired · Not sent');
    expect(record).toHaveTextContent('Target: Staging');
    expect(record).toHaveTextContent('Checks: Lint, smoke <b>run</b>');
    expect(record.querySelector('b')).toBeNull(); // hostile text stays text
    expect(record).not.toHaveTextContent('Notify'); // nothing was given there

    await user.click(within(record).getByRole('button', { name: 'Use as message' }));
    await waitFor(() =>
      expect(onUseDraft).toHaveBeenCalledWith('My answers:\nTarget: Staging\nChecks: Lint, smoke <b>run</b>'),
    );
    // The composer is the host's: the dock hands nothing to it by itself.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The box no longer says "Not sent": the person took the answers as a message.
    expect(record).toHaveTextContent('Expired · Used as message');
    expect(record).not.toHaveTextContent('Not sent');
    expect(record).toHaveTextContent('Checks: Lint, smoke <b>run</b>');
    // A second press (a double click) puts nothing in the composer again; the button keeps focus.
    const button = within(record).getByRole('button', { name: 'Use as message' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onUseDraft).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });
});

describe('given one place that shows the latest summary (as the OpenClaw plugin does)', () => {
  it('the next prompt’s unsent answers say "Not sent" again, though the last ones were used', async () => {
    const user = userEvent.setup();
    const summaryOf = (pick: string): AnswerSummaryData => {
      const store = createQuestionStore(threeQuestions() as unknown as AskUserRequest);
      store.select('deploy_target', pick);
      void store.cancel();
      const data = summarize(store.getState());
      store.dispose();
      return data;
    };
    const { rerender } = render(<AnswerSummary summary={summaryOf('Production')} onUseDraft={vi.fn()} />);
    const record = screen.getByRole('group', { name: 'Answer summary' });
    await user.click(within(record).getByRole('button', { name: 'Use as message' }));
    expect(record).toHaveTextContent('Cancelled · Used as message');

    rerender(<AnswerSummary summary={summaryOf('Staging (Recommended)')} onUseDraft={vi.fn()} />);
    expect(record).toHaveTextContent('Cancelled · Not sent');
    expect(record).toHaveTextContent('Target: Staging');
  });
});

describe('given a prompt the agent cancels', () => {
  it('keeps the picks as not sent, in Thai', async () => {
    const user = userEvent.setup();
    const store = createQuestionStore(threeQuestions() as unknown as AskUserRequest);
    const onUseDraft = vi.fn();
    render(<Chat store={store} messages={messagesTh} onUseDraft={onUseDraft} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    act(() => void store.cancel());

    const record = within(timeline()).getByRole('group', { name: messagesTh.summaryLabel });
    expect(record).toHaveTextContent('ยกเลิกแล้ว · ยังไม่ส่ง');
    await user.click(within(record).getByRole('button', { name: 'ใช้เป็นข้อความ' }));
    await waitFor(() => expect(onUseDraft).toHaveBeenCalledWith('คำตอบ:\nTarget: Production'));
    expect(record).toHaveTextContent('ยกเลิกแล้ว · ใช้เป็นข้อความแล้ว');
    expect(record).not.toHaveTextContent('ยังไม่ส่ง');
    store.dispose();
  });

  it('offers nothing when nothing was picked, nor after a skip the person confirmed', async () => {
    const user = userEvent.setup();
    const empty = createQuestionStore(threeQuestions() as unknown as AskUserRequest);
    const { unmount } = render(<Chat store={empty} onUseDraft={vi.fn()} />);
    act(() => void empty.cancel());
    expect(within(timeline()).getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Cancelled');
    expect(screen.queryByText(/Not sent/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use as message' })).toBeNull();
    unmount();

    render(<Chat request={threeQuestions()} onUseDraft={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Skip anyway' }));
    expect(within(timeline()).getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Skipped');
    expect(screen.queryByRole('button', { name: 'Use as message' })).toBeNull();
  });
});

describe('given a secret question beside an ordinary one', () => {
  it('never puts the secret in the record or the draft', async () => {
    const user = userEvent.setup();
    const store = createQuestionStore({
      questions: [
        {
          id: 'region',
          header: 'Region',
          question: 'Which region?',
          options: [{ label: 'EU' }, { label: 'US' }],
        },
        { id: 'api_key', header: 'API key', question: 'Paste the key', options: [], secret: {} },
      ],
    } as unknown as AskUserRequest);
    const onUseDraft = vi.fn();
    render(<Chat store={store} onUseDraft={onUseDraft} />);
    await user.click(screen.getByRole('radio', { name: 'EU' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Secret value for API key'), 's3cr3t-value');
    act(() => void store.cancel());

    const record = within(timeline()).getByRole('group', { name: 'Answer summary' });
    expect(record).toHaveTextContent('Region: EU');
    expect(document.body.textContent).not.toContain('s3cr3t');
    await user.click(within(record).getByRole('button', { name: 'Use as message' }));
    await waitFor(() => expect(onUseDraft).toHaveBeenCalledWith('My answers:\nRegion: EU'));
    store.dispose();
  });
});
