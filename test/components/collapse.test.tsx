import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQuestionStore, normalizeAskUser, QuestionDock } from '../../src';
import { ChatPage } from './chat-page';
import { threeQuestions } from '../support/requests';

// user-event stories take a few seconds on a loaded 2-core CI machine.

function Composer() {
  return (
    <form aria-label="Composer" onSubmit={(e) => e.preventDefault()}>
      <textarea aria-label="Message" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('given an open prompt above a composer', () => {
  it('replaces the composer while expanded, without unmounting it', () => {
    render(<ChatPage request={threeQuestions()} composer={<Composer />} />);

    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeVisible();
    expect(screen.getByLabelText('Message')).not.toBeVisible();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
  });

  it('collapsing and expanding keeps the drafts and the composer text, and moves focus', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} composer={<Composer />} />);
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Lint' }));

    await user.click(screen.getByRole('button', { name: 'Minimize question' }));
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveFocus();
    await user.type(message, 'half-written thought');

    const expand = screen.getByRole('button', { name: 'Show question' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('Which checks should run first?')).toBeInTheDocument();
    await user.click(expand);

    expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Minimize question' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Minimize question' })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region', { name: 'Question from the agent' }).id,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /Production/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Minimize question' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('half-written thought');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('Escape collapses, and does not skip', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} composer={<Composer />} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: /Staging/ }));

    await user.keyboard('{Escape}');

    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Show question' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show question' }));
    expect(screen.getByRole('radio', { name: /Staging/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Staging/ })).toHaveFocus();
  });

  it('Escape in the own answer collapses and keeps the text', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} composer={<Composer />} />);

    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Target' }), 'Canary{Escape}');
    await user.click(screen.getByRole('button', { name: 'Show question' }));

    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Canary');
  });

  it('clicking anywhere on the mini bar expands', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} composer={<Composer />} />);
    await user.click(screen.getByRole('button', { name: 'Minimize question' }));

    await user.click(screen.getByText('Where should I deploy the build?'));

    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
  });

  it('a digit on the focused mini bar picks as in the panel, which opens to show it; the composer gets nothing', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} composer={<Composer />} onResolve={onResolve} />);
    await user.keyboard('{Escape}');
    screen.getByRole('button', { name: 'Show question' }).focus();

    await user.keyboard('2');
    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Production/ })).toBeChecked();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(onResolve).not.toHaveBeenCalled();

    // A digit that means nothing for the question is left alone (no expand).
    await user.keyboard('{Escape}');
    screen.getByRole('button', { name: 'Show question' }).focus();
    await user.keyboard('9');
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
  });

  it('after answering, only the composer is left, focused', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={{ questions: [threeQuestions().questions[0]] }} composer={<Composer />} />);

    await user.keyboard('{Tab}1{Enter}');

    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show question' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });
});

describe('given an app that follows the dock with onExpandedChange', () => {
  it('is told false when Escape collapses and true when the mini bar restores; never on mount', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<ChatPage request={threeQuestions()} composer={<Composer />} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    expect(onExpandedChange).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onExpandedChange).toHaveBeenCalledExactlyOnceWith(false);

    await user.click(screen.getByRole('button', { name: 'Show question' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Minimize question' }));
    expect(onExpandedChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('is told when the app collapses its own store, and not when the prompt is answered', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const checked = normalizeAskUser({ questions: [threeQuestions().questions[0]] });
    if (!checked.ok) throw new Error('fixture does not normalize');
    const store = createQuestionStore(checked.request);
    render(<QuestionDock store={store} composer={<Composer />} onExpandedChange={onExpandedChange} />);

    act(() => void store.collapse());
    expect(onExpandedChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('button', { name: 'Show question' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show question' }));
    await user.keyboard('1{Enter}');
    expect(store.getState().resolution?.status).toBe('answered');
    expect(onExpandedChange.mock.calls).toEqual([[false], [true]]);
  });
});
