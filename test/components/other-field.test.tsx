import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPage } from './chat-page';
import { threeQuestions } from '../support/requests';

// user-event stories take a few seconds on a loaded 2-core CI machine.

/** Target alone: a digit on the last question picks and stays, so each pick can be checked in place. */
const targetOnly = () => ({ questions: [threeQuestions().questions[0]!] });

describe('given a single-select question', () => {
  it('typing an own answer unchecks the picked option', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    const staging = screen.getByRole('radio', { name: /Staging/ });

    await user.click(staging);
    expect(staging).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Target' }), 'Canary');

    expect(staging).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Canary');
  });

  it('picking an option empties the own answer', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    const other = screen.getByRole('textbox', { name: 'Your own answer for Target' });

    await user.type(other, 'Canary');
    await user.click(screen.getByRole('radio', { name: /Production/ }));

    expect(other).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Production/ })).toBeChecked();
  });

  it('an own answer alone is a real answer', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(
      <ChatPage
        request={{ ...threeQuestions(), questions: threeQuestions().questions.slice(0, 1) }}
        onResolve={onResolve}
      />,
    );

    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Target' }), '  Canary ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Canary'] } },
    });
  });

  it('digits typed into the own answer stay text', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);

    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Target' }), '42 apples');

    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('42 apples');
    expect(screen.getByRole('radio', { name: /Staging/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Production/ })).not.toBeChecked();
  });

  it('Shift+Enter in the own answer is a newline, Enter goes to the next question', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    const other = screen.getByRole('textbox', { name: 'Your own answer for Target' });

    await user.type(other, 'first{Shift>}{Enter}{/Shift}second');
    expect(other).toHaveValue('first\nsecond');
    expect(screen.getByText('1/3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('a digit while an IME is composing does not pick an option', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={targetOnly()} />);
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    const production = screen.getByRole('radio', { name: /Production/ });

    fireEvent.keyDown(production, { key: '1', isComposing: true, keyCode: 229 });
    fireEvent.keyDown(production, { key: '1', keyCode: 229 });
    fireEvent.keyDown(production, { key: '1', isComposing: true });
    expect(screen.getByRole('radio', { name: /Staging/ })).not.toBeChecked();

    fireEvent.keyDown(production, { key: '1', ctrlKey: true });
    expect(screen.getByRole('radio', { name: /Staging/ })).not.toBeChecked();

    fireEvent.keyDown(production, { key: '1' });
    expect(screen.getByRole('radio', { name: /Staging/ })).toBeChecked();
  });

  it('a Thai keyboard picks with its number row (ๅ, /) or Thai digits (๑), and typing in Other stays text', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={targetOnly()} />);
    const staging = screen.getByRole('radio', { name: /Staging/ });
    const production = screen.getByRole('radio', { name: /Production/ });
    await user.click(production);

    // Kedmanee: the "1" key types "ๅ" and the "2" key types "/" unshifted.
    fireEvent.keyDown(production, { key: 'ๅ', code: 'Digit1' });
    expect(staging).toBeChecked();
    fireEvent.keyDown(staging, { key: '/', code: 'Digit2' });
    expect(production).toBeChecked();
    // Shifted number-row keys that are not digits are left alone.
    fireEvent.keyDown(production, { key: '+', code: 'Digit1', shiftKey: true });
    expect(production).toBeChecked();
    // Shift+"1" on Kedmanee types the Thai digit one.
    fireEvent.keyDown(production, { key: '๑', code: 'Digit1', shiftKey: true });
    expect(staging).toBeChecked();

    const other = screen.getByRole('textbox', { name: 'Your own answer for Target' });
    await user.type(other, 'ๅ/๒');
    expect(other).toHaveValue('ๅ/๒');
    expect(staging).not.toBeChecked();
  });

  it('Enter while an IME is composing in the own answer does not advance', async () => {
    render(<ChatPage request={threeQuestions()} />);
    const other = screen.getByRole('textbox', { name: 'Your own answer for Target' });

    fireEvent.keyDown(other, { key: 'Enter', isComposing: true, keyCode: 229 });

    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('the digit after the last option chooses Other (exclusively) and moves focus to its field without typing it', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} />);
    await user.click(screen.getByRole('radio', { name: /Staging/ }));

    await user.keyboard('3');

    const other = screen.getByRole('textbox', { name: 'Your own answer for Target' });
    expect(other).toHaveFocus();
    expect(other).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Staging/ })).not.toBeChecked();
  });
});

describe('given a multi-select question', () => {
  it('options and an own answer combine, in the order picked', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const request = { questions: [threeQuestions().questions[1]] };
    render(<ChatPage request={request} onResolve={onResolve} />);

    expect(screen.getByRole('group', { name: 'Which checks should run first? (multiple choice)' })).toBeInTheDocument();
    // The label, not the box: the checkbox may replace its stand-in (parts.ts) between a query and its click.
    await user.click(screen.getByText('E2E', { selector: 'label' }));
    await user.click(screen.getByText('Lint', { selector: 'label' }));
    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Checks' }), 'smoke');
    expect(screen.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { checks: ['E2E', 'Lint', 'smoke'] } },
    });
  });

  it('a digit toggles its checkbox', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={{ questions: [threeQuestions().questions[1]] }} />);
    await user.tab();

    await user.keyboard('2');
    expect(screen.getByRole('checkbox', { name: 'Unit tests' })).toBeChecked();
    await user.keyboard('2');
    expect(screen.getByRole('checkbox', { name: 'Unit tests' })).not.toBeChecked();
  });
});

describe('given an option recommended by the agent', () => {
  it('shows a badge instead of the suffix, and sends the full label', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={{ questions: [threeQuestions().questions[0]] }} onResolve={onResolve} />);

    expect(screen.getByText('Staging')).toBeInTheDocument();
    expect(screen.queryByText(/\(Recommended\)/)).not.toBeInTheDocument();
    expect(screen.getByText('Recommended')).toHaveClass('qd-badge');
    expect(screen.getByRole('radio', { name: 'Staging Recommended' })).toHaveAccessibleDescription(
      'Safe to try things out',
    );
    await user.click(screen.getByText('Staging'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging (Recommended)'] } },
    });
  });
});
