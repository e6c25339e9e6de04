import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { ChatPage } from './chat-page';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';

describe('given a transport that fails once', () => {
  it('shows Sending…, then the failure with Retry, and keeps the answer', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    let finish: (error?: Error) => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve, reject) => (finish = (e) => (e ? reject(e) : resolve()))));
    render(<ChatPage request={oneQuestion()} send={submit} onResolve={onResolve} />);

    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Sending: the panel gives way to a mini bar that says so, above the composer, which is the person's again.
    const sending = screen.getByText('Sending…');
    expect(sending.closest('[role="status"]')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(sending); // nothing to send twice
    expect(screen.getByText('Sending…')).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(1);

    await act(async () => finish(new Error('network down')));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send your answer: network down.');
    expect(screen.getByRole('radio', { name: 'Staging' })).toBeChecked();
    expect(onResolve).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => finish());
    expect(submit).toHaveBeenCalledTimes(2);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging'] } },
    });
  });
});

describe('given the last minute of a prompt', () => {
  it('announces "one minute left" once, politely, and never each tick', () => {
    const clock = manualClock();
    render(<QuestionDock request={oneQuestion()} clock={clock} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 2:00');
    expect(live).toHaveTextContent('');

    act(() => clock.advance(59_000));
    expect(live).toHaveTextContent('');
    act(() => clock.advance(1_000));
    expect(live).toHaveTextContent('One minute left to answer.');
    expect(screen.getByRole('timer').closest('.qd-countdown')).toHaveAttribute('data-state', 'urgent');
    act(() => clock.advance(10_000));
    expect(live).toHaveTextContent('One minute left to answer.');
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 0:50');
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });
});

describe('given an app that owns the store', () => {
  it('the dock renders it and reports the resolution', async () => {
    const { createQuestionStore, normalizeAskUser } = await import('../../src');
    const normalized = normalizeAskUser(oneQuestion());
    if (!normalized.ok) throw new Error('fixture');
    const store = createQuestionStore(normalized.request, { clock: manualClock() });
    const onResolve = vi.fn();
    render(<QuestionDock store={store} onResolve={onResolve} />);

    act(() => {
      store.cancel();
    });

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[2]).toMatchObject({ status: 'cancelled', source: 'cancelled' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
