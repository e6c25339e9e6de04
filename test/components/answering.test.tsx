import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPage } from './chat-page';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';

// user-event stories take a few seconds on a loaded 2-core CI machine.

const answered = {
  status: 'answered',
  answers: {
    answers: {
      deploy_target: ['Staging (Recommended)'],
      checks: ['Lint', 'Unit tests', 'smoke tests'],
      notify: ['The team channel'],
    },
  },
};

describe('given a three-question prompt', () => {
  it('a person answers everything with the mouse and the agent gets every answer', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} onResolve={onResolve} />);

    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('2/3')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Lint' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Unit tests' }));
    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Checks' }), 'smoke tests');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByText('The team channel'));
    // Three questions end on the review step: every answer at a glance, then Submit.
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Check your answers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checks Lint, Unit tests, smoke tests Change' })).toBeInTheDocument();
    expect(onResolve).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(answered);
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveAttribute('data-state', 'answered');
    expect(summary).toHaveTextContent('You answered');
    // The record says what the person chose: the agent's Recommended marker is left out.
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Target: Staging', 'Checks: Lint, Unit tests, smoke tests', 'Notify: The team channel']);
    expect(summary).not.toHaveTextContent('Recommended');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  it('a person answers everything with the keyboard only: digits and Enter', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} onResolve={onResolve} />);

    // The prompt took the keyboard on arrival (focus was on the page body): digits work at once.
    expect(screen.getByRole('radio', { name: /Staging/ })).toHaveFocus();
    // A digit on a single-select question picks and shows the next question.
    await user.keyboard('1');
    expect(screen.getByText('2/3')).toBeInTheDocument();

    // Focus lands on the first option of the question shown (after the frame's layout).
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus());
    await user.keyboard('12');
    // The digit after the options (3 here, so 4) chooses Other and puts the cursor in its field.
    await user.keyboard('4');
    expect(screen.getByRole('checkbox', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your own answer for Checks' })).toHaveFocus();
    await user.keyboard('smoke tests{Enter}');

    expect(screen.getByText('3/3')).toBeInTheDocument();
    // The last question: the digit picks and stays; Enter opens the review.
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'The team channel' })).toBeChecked();
    expect(screen.getByText('3/3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Check your answers')).toBeInTheDocument();
    expect(onResolve).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(answered);
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Notify: The team channel');
  });

  it('Submit with an unanswered question shows why and goes to that question', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} onResolve={onResolve} />);

    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' })); // leaves Checks empty
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('button', { name: /^Checks / })).toHaveAttribute('data-state', 'unanswered');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer “Checks” or type your own answer.');
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which checks should run first? (multiple choice)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2 of 3: Checks' })).toHaveAttribute('aria-current', 'step');
  });

  it('Skip declines the whole prompt and the summary says Skipped', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} onResolve={onResolve} />);

    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    // One answer would be lost: Skip asks once, with "Keep answering" focused.
    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Skip all questions? Your answer will not be sent.');
    expect(screen.getByRole('button', { name: 'Keep answering' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Skip anyway' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'no_answer' });
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'skipped', source: 'user' });
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveAttribute('data-state', 'skipped');
    expect(within(summary).getByText('Skipped')).toBeVisible();
  });

  it('the step dots jump between questions and show which are answered', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);

    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Question 3 of 3: Notify' }));

    expect(screen.getByText('Who should hear when it is done?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1 of 3: Target' })).toHaveAttribute('data-state', 'answered');
    expect(screen.getByRole('button', { name: 'Question 2 of 3: Checks' })).toHaveAttribute('data-state', 'unanswered');
    expect(screen.getByRole('button', { name: 'Question 3 of 3: Notify' })).toHaveAttribute('data-state', 'current');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('when the time runs out the prompt expires: no_answer, and the summary says Expired', async () => {
    const clock = manualClock();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} clock={clock} onResolve={onResolve} />);

    expect(screen.getByRole('timer')).toHaveTextContent('Time left 5:00');
    act(() => clock.advance(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 4:59');
    act(() => clock.advance(299_000));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'no_answer' });
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveAttribute('data-state', 'expired');
    expect(within(summary).getByText('Expired')).toBeVisible();
    expect(clock.pending()).toBe(0);
  });
});
