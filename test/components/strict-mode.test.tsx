import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { QuestionDock } from '../../src';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';

describe('given the dock under Strict Mode', () => {
  it('resolves once and keeps one expiry timer plus one countdown timer', async () => {
    const clock = manualClock();
    const onResolve = vi.fn();
    render(
      <StrictMode>
        <QuestionDock
          request={oneQuestion()}
          clock={clock}
          onResolve={onResolve}
          composer={<textarea aria-label="Message" />}
        />
      </StrictMode>,
    );
    await act(async () => {});

    expect(clock.pending()).toBe(2); // the store's expiry timer and the countdown's tick
    act(() => clock.advance(120_000));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'no_answer' });
    expect(clock.pending()).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  it('an answer resolves once', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(
      <StrictMode>
        <QuestionDock request={oneQuestion()} clock={manualClock()} onResolve={onResolve} />
      </StrictMode>,
    );

    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
  });
});
