import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Clock } from '../../src';
import { ChatPage } from './chat-page';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';
import type { QuestionDockLayout } from '../../src/components/behaviour/use-stacked-layout';

// Issue 5 (UI faults): a failing transport and a late answer. The person's work is never lost
// and the agent gets exactly one result.

const answered = {
  status: 'answered',
  answers: { answers: { deploy_target: ['Production'], checks: ['Lint', 'my own check'], notify: ['Nobody'] } },
};

/** A transport whose calls the test settles by hand. */
function manualTransport() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const submit = vi.fn(() => new Promise<void>((resolve, reject) => calls.push({ resolve, reject })));
  return { submit, settle: (i: number) => calls[i]! };
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, layout: QuestionDockLayout) {
  await user.click(screen.getByRole('radio', { name: 'Production' }));
  if (layout === 'docked') await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Lint' }));
  await user.type(screen.getByRole('textbox', { name: 'Your own answer for Checks' }), 'my own check');
  if (layout === 'docked') await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('radio', { name: 'Nobody' }));
  if (layout === 'docked') await user.click(screen.getByRole('button', { name: 'Review' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

/** Every draft, as the person sees it (docked: walks back through the steps). */
async function expectDraftsShown(user: ReturnType<typeof userEvent.setup>, layout: QuestionDockLayout) {
  expect(screen.getByRole('radio', { name: 'Nobody' })).toBeChecked();
  if (layout === 'docked') await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Unit tests' })).not.toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Your own answer for Checks' })).toHaveValue('my own check');
  if (layout === 'docked') await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
}

describe.each<QuestionDockLayout>(['docked', 'stacked'])('given a transport that fails, in the %s layout', (layout) => {
  it('shows the failure as an alert with Retry and keeps every draft on screen', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const transport = manualTransport();
    render(<ChatPage request={threeQuestions()} layout={layout} send={transport.submit} onResolve={onResolve} />);

    await answerAll(user, layout);
    // Sending: the mini bar says so, and the composer is the person's again.
    expect(screen.getByText('Sending…').closest('[role="status"]')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await act(async () => transport.settle(0).reject(new Error('502 Bad Gateway')));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not send your answer: 502 Bad Gateway. Your answers are kept; try again.');
    // One retry button, the footer's primary one (not a second one in the alert).
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    if (layout === 'docked') await user.click(screen.getByRole('button', { name: /^Notify / }));
    expect(onResolve).not.toHaveBeenCalled();
    await expectDraftsShown(user, layout);
  });

  it('a retry that succeeds resolves exactly once with the exact result', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const transport = manualTransport();
    render(<ChatPage request={threeQuestions()} layout={layout} send={transport.submit} onResolve={onResolve} />);

    await answerAll(user, layout);
    await act(async () => transport.settle(0).reject(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByText('Sending…')); // a double tap sends nothing more
    await act(async () => transport.settle(1).resolve());

    expect(transport.submit).toHaveBeenCalledTimes(2);
    expect(transport.submit.mock.calls[1]).toEqual([answered]);
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(answered);
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'answered', source: 'user' });
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Checks: Lint, my own check');
  });
});

describe('given an answer that arrives after the deadline', () => {
  /** A clock whose timers never fire, like a throttled background tab: only the deadline check is left. */
  function throttledClock() {
    let now = 1_700_000_000_000;
    const clock: Clock & { jump(ms: number): void } = {
      now: () => now,
      setTimeout: () => 0,
      clearTimeout: () => {},
      jump: (ms) => {
        now += ms;
      },
    };
    return clock;
  }

  it('Submit after the deadline is refused with a visible error, and the prompt ends as expired', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const submit = vi.fn();
    const clock = throttledClock();
    render(<ChatPage request={threeQuestions()} layout="stacked" clock={clock} send={submit} onResolve={onResolve} />);

    await user.click(screen.getByRole('radio', { name: 'Production' }));
    // The label, not the box: the checkbox may replace its stand-in (parts.ts) between a query and its click.
    await user.click(screen.getByText('Lint', { selector: 'label' }));
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    clock.jump(300_001);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Time is up: this question expired before the answer was sent.',
    );
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'no_answer' });
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'expired', source: 'timeout' });
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveAttribute('data-state', 'expired');
    // What they had picked is kept for them, marked as never sent.
    expect(within(summary).getByText('Expired · Not sent')).toBeVisible();
    expect(summary).toHaveTextContent('Target: Production');
  });

  it('a transport that fails after the deadline ends the prompt as expired, with the same error, not a Retry', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const clock = manualClock();
    const transport = manualTransport();
    render(<ChatPage request={threeQuestions()} clock={clock} send={transport.submit} onResolve={onResolve} />);

    await answerAll(user, 'docked');
    act(() => clock.advance(300_001)); // the answer left in time: the transport decides
    expect(onResolve).not.toHaveBeenCalled();
    await act(async () => transport.settle(0).reject(new Error('timeout')));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Time is up: this question expired before the answer was sent.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'expired' });
  });

  it('the deadline passing on time closes the dock as expired, never as declined', () => {
    const clock = manualClock();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} layout="stacked" clock={clock} onResolve={onResolve} />);

    act(() => clock.advance(300_000));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'expired', source: 'timeout' });
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveAttribute('data-state', 'expired');
  });
});
