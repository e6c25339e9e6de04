import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createPromptQueue,
  createQuestionStore,
  QuestionDock,
  QueueSwitcher,
  usePromptQueue,
  type PromptQueue,
} from '../../src';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';

function prompt(id: string, question: string, clock = manualClock()) {
  const request = oneQuestion();
  const q = request.questions[0]!;
  return createQuestionStore(
    { ...request, questions: [{ ...q, question, multiSelect: false }] },
    { promptId: id, clock },
  );
}

function Composer() {
  return <textarea aria-label="Message" />;
}

/** What an app with a queue renders: the switcher and a dock showing the queue's active store. */
function QueuedChat({ queue }: { queue: PromptQueue }) {
  const { active } = usePromptQueue(queue);
  return (
    <>
      <QueueSwitcher queue={queue} />
      <QuestionDock store={active} composer={<Composer />} />
    </>
  );
}

describe('given an agent that asked three times in this session and once in another', () => {
  function setup() {
    const onResolve = vi.fn();
    const queue = createPromptQueue({ sessionKey: 'main', onResolve });
    queue.add(prompt('a', 'First question?'), { sessionKey: 'main' });
    queue.add(prompt('b', 'Second question?'), { sessionKey: 'main' });
    queue.add(prompt('c', 'Third question?'), { sessionKey: 'main' });
    queue.add(prompt('x', 'Question of another chat?'), { sessionKey: 'other' });
    render(<QueuedChat queue={queue} />);
    return { queue, onResolve, user: userEvent.setup() };
  }

  it('shows "1 of 3 requests" with a switcher, and never the other session', async () => {
    const { user } = setup();
    expect(screen.getByRole('group', { name: '1 of 3 requests' })).toBeInTheDocument();
    expect(screen.getByText('First question?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous request' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next request' }));
    expect(screen.getByText('Second question?')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 requests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next request' }));
    expect(screen.getByRole('button', { name: 'Next request' })).toBeDisabled();
    expect(screen.queryByText('Question of another chat?')).not.toBeInTheDocument();
  });

  it('answering one moves to the next and the count goes down', async () => {
    const { user, onResolve } = setup();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledWith(
      { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } },
      expect.objectContaining({ status: 'answered' }),
      'a',
    );
    expect(await screen.findByText('Second question?')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 requests')).toBeInTheDocument();
    // The focused Submit went away with the answered prompt: focus lands in the next question.
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveFocus();
  });

  it('keeps a half-written draft of each prompt while switching', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Target' }), 'half');
    await user.click(screen.getByRole('button', { name: 'Next request' }));
    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Previous request' }));
    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('half');
  });
});

describe('given no prompt pending', () => {
  it('shows only the composer, which keeps its text while a prompt comes and goes', async () => {
    const user = userEvent.setup();
    const queue = createPromptQueue({ sessionKey: 'main' });
    render(<QueuedChat queue={queue} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'draft to the agent');

    const store = prompt('a', 'Deploy now?');
    await act(async () => {
      queue.add(store, { sessionKey: 'main' });
    });
    // It arrived while the person was typing: a mini bar above the composer, not a stolen keyboard.
    expect(screen.getByText('Deploy now?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show question' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(screen.queryByText('Deploy now?')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('draft to the agent');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
});
