import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPage } from './chat-page';
import { threeQuestions } from '../support/requests';

// Issue 14: shortcuts you can see, Other as a choice, the review step, an ask-once Skip and focus
// on arrival, as a person meets them. Measurements (heights, rings, positions) are in
// test/browser/polish.browser.test.tsx.

const twoQuestions = () => ({ ...threeQuestions(), questions: threeQuestions().questions.slice(0, 2) });

describe('shortcuts you can see', () => {
  it('every option and Other carry their digit, as a key cap and as aria-keyshortcuts', () => {
    render(<ChatPage request={threeQuestions()} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3']);
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveAttribute('aria-keyshortcuts', '3');
    // The key cap is drawn by the stylesheet from its row's data-key (measured in the browser project).
    expect(radios.map((r) => r.closest('.qd-option')?.getAttribute('data-key'))).toEqual(['1', '2', '3']);
  });

  it('a one-line hint names the digits (the options and Other), Enter and Esc; shortcutHint={false} hides it', () => {
    const { unmount } = render(<ChatPage request={threeQuestions()} />);
    expect(screen.getByText('1–3 choose · Enter next · Esc minimize')).toBeInTheDocument();
    unmount();
    render(<ChatPage request={threeQuestions()} shortcutHint={false} />);
    expect(screen.queryByText(/Esc minimize/)).not.toBeInTheDocument();
  });
});

describe('focus when a prompt arrives', () => {
  it('takes the keyboard when focus rests on the page body', () => {
    render(<ChatPage request={threeQuestions()} />);
    expect(screen.getByRole('radio', { name: /Staging/ })).toHaveFocus();
  });

  it('never while the person is elsewhere, e.g. in a search field', () => {
    const search = document.createElement('input');
    search.setAttribute('aria-label', 'Search');
    document.body.append(search);
    search.focus();
    render(<ChatPage request={threeQuestions()} />);
    expect(search).toHaveFocus();
    search.remove();
  });
});

describe('Other as the last option row', () => {
  it('single-select: choosing Other by click is exclusive and puts the cursor in its field', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByText('Other'));

    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Staging/ })).not.toBeChecked();
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveFocus();
  });

  it('typing on the focused Other row chooses it and the letters land in its field', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    await user.keyboard('{ArrowDown}{ArrowDown}'); // arrow keys reach Other like any option
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveFocus();
    await user.keyboard('Canary');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Canary');
  });

  it('multi-select: Other is a checkbox; unchecking it keeps the text but does not send it', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={{ questions: [threeQuestions().questions[1]!] }} onResolve={onResolve} />);
    // The label, not the box: the checkbox may replace its stand-in (parts.ts) between a query and its click.
    await user.click(screen.getByText('Lint', { selector: 'label' }));
    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Checks' }), 'smoke');
    expect(screen.getByRole('checkbox', { name: 'Other' })).toBeChecked();
    await user.click(screen.getByText('Other', { selector: 'label' }));
    expect(screen.getByRole('checkbox', { name: 'Other' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your own answer for Checks' })).toHaveValue('smoke');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'answered', answers: { answers: { checks: ['Lint'] } } });
  });
});

describe('the review step', () => {
  it('shows every answer; a digit reopens that question, Enter returns to the review, Enter sends', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={twoQuestions()} onResolve={onResolve} />);
    await user.keyboard('2{Enter}');
    await user.keyboard('1{Enter}');
    expect(screen.getByText('Check your answers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Target Production Change' })).toHaveAttribute('aria-keyshortcuts', '1');
    expect(screen.getByRole('button', { name: 'Checks Lint Change' })).toBeInTheDocument();

    await user.keyboard('1'); // reopen Target
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveFocus();
    await user.keyboard('1{Enter}'); // change it; Enter goes straight back to the review
    expect(screen.getByRole('button', { name: 'Target Staging Change' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging (Recommended)'], checks: ['Lint'] } },
    });
  });

  it('a click on a row reopens its question; Back returns to the last question', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={twoQuestions()} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: /^Target / }));
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it('review={false} submits from the last question', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={twoQuestions()} review={false} onResolve={onResolve} />);
    await user.keyboard('2{Enter}1{Enter}');
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Check your answers')).not.toBeInTheDocument();
  });
});

describe('one key per answer', () => {
  it('a digit on a single-select question picks it and shows the next question, focused', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={twoQuestions()} />);
    await user.keyboard('2');
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
  });

  it('"digit, Enter" lands on the next question and stays there: Enter does not pass over it', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    await user.keyboard('2{Enter}');
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Which checks/ })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    await user.keyboard('{Enter}'); // nor does a second Enter
    expect(screen.getByText('2/3')).toBeInTheDocument();
    // The Next button still moves on from a question with no answer.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3/3')).toBeInTheDocument();
  });

  it('a multi-select question does not move on: its digits toggle, Enter goes on', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    await user.keyboard('2');
    await user.keyboard('13');
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText('3/3')).toBeInTheDocument();
  });

  it.each([true, false])(
    'on the last question (review %s) a digit picks and stays; nothing is sent until Enter',
    async (review) => {
      const user = userEvent.setup();
      const onResolve = vi.fn();
      render(<ChatPage request={threeQuestions()} review={review} onResolve={onResolve} />);
      await user.keyboard('2');
      await user.keyboard('1{Enter}');
      await user.keyboard('2');
      expect(screen.getByText('3/3')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'The team channel' })).toBeChecked();
      expect(screen.queryByText('Check your answers')).not.toBeInTheDocument();
      expect(onResolve).not.toHaveBeenCalled();
      await user.keyboard('1'); // a second digit corrects the pick in place
      expect(screen.getByRole('radio', { name: 'Nobody' })).toBeChecked();
      await user.keyboard('{Enter}');
      if (review) {
        expect(screen.getByText('Check your answers')).toBeInTheDocument();
        await user.keyboard('{Enter}');
      }
      expect(onResolve.mock.calls[0]?.[0]).toEqual({
        status: 'answered',
        answers: { answers: { deploy_target: ['Production'], checks: ['Lint'], notify: ['Nobody'] } },
      });
    },
  );

  it('the review step is not left by a digit pick: a reopened question takes the digit and stays', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} onResolve={onResolve} />);
    await user.keyboard('2');
    await user.keyboard('1{Enter}');
    await user.keyboard('2{Enter}');
    expect(screen.getByText('Check your answers')).toBeInTheDocument();
    await user.keyboard('1'); // reopens Target
    await user.keyboard('1'); // changes it, and stays on it
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Staging/ })).toBeChecked();
    expect(onResolve).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Target Staging Change' })).toBeInTheDocument();
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('advanceOnPick={false}: a digit only picks, and Enter moves on', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} advanceOnPick={false} />);
    await user.keyboard('2');
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('the stacked layout is unchanged: a digit picks on the card with focus, Enter moves to the next card', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} layout="stacked" />);
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus();
  });
});

describe('Skip on a partly answered prompt', () => {
  it('asks once; Keep answering keeps every answer', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your answer will not be sent');
    await user.click(screen.getByRole('button', { name: 'Keep answering' }));
    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  it('with nothing answered, Skip declines at once', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} onResolve={onResolve} />);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onResolve).toHaveBeenCalledWith({ status: 'no_answer' }, expect.anything(), expect.anything());
  });
});

describe('small things', () => {
  it('step dots name their question on hover and mark answered ones', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    await user.keyboard('1{Enter}');
    const dot = screen.getByRole('button', { name: 'Question 1 of 3: Target' });
    expect(dot).toHaveAttribute('title', 'Question 1 of 3: Target');
    expect(dot).toHaveAttribute('data-state', 'answered');
  });

  it('the stacked layout says what it is and how far along', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} layout="stacked" />);
    const region = screen.getByRole('region', { name: 'Question from the agent' });
    expect(within(region).getByText('0 of 3 answered')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    expect(within(region).getByText('1 of 3 answered')).toBeInTheDocument();
  });

  it('the summary says the person answered', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={{ questions: [threeQuestions().questions[0]!] }} />);
    await user.keyboard('1{Enter}');
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveTextContent('You answered');
    expect(within(summary).getByRole('listitem')).toHaveTextContent(/^Target: Staging$/);
    expect(summary).not.toHaveTextContent('Recommended'); // the agent's marker is left out of the record
  });
});
