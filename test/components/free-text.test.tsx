import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messagesTh, normalizeAskUser, type AskUserRequest } from '../../src/core';
import { ChatPage } from './chat-page';

// Free-text questions (no options), as the OpenClaw gateway's `question.request` may send them:
// a labelled text field is the whole answer, with the keys of the Other field.

const name = { id: 'name', header: 'Name', question: 'What should the bird be called?', options: [] };
const size = {
  id: 'size',
  header: 'Size',
  question: 'How big is it?',
  options: [{ label: 'Small' }, { label: 'Large' }],
};
const note = { id: 'note', header: 'Note', question: 'Anything else?', options: [] };

function freeText(...questions: object[]): AskUserRequest {
  const normalized = normalizeAskUser({ questions }, { contract: 'openclaw' });
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
}

const field = (header: string) => screen.getByRole('textbox', { name: `Your answer for ${header}` });

describe('given a free-text question', () => {
  it('shows a labelled text field described by the question, and no options', () => {
    render(<ChatPage request={freeText(name)} />);
    expect(field('Name')).toHaveAccessibleDescription('What should the bird be called?');
    expect(field('Name')).toHaveAttribute('placeholder', 'Type your answer…');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('its keyboard hint advertises no digit keys (there is nothing to pick), in English and Thai', () => {
    const { unmount } = render(<ChatPage request={freeText(name, size)} />);
    expect(screen.getByText('Enter next · Esc minimize')).toBeVisible();
    unmount();
    render(<ChatPage request={freeText(name)} messages={messagesTh} />);
    expect(screen.getByText('Enter ส่งคำตอบ · Esc ย่อ')).toBeVisible();
  });

  it('sends the typed text as the answer, and the timeline shows "Name: Blue Heron"', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={freeText(name)} onResolve={onResolve} />);

    await user.type(field('Name'), '  Blue Heron ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { name: ['Blue Heron'] } },
    });
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText(/Name: Blue Heron/)).toBeInTheDocument();
  });

  it('keeps digits as text', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={freeText(name, size)} />);
    await user.type(field('Name'), '12');
    expect(field('Name')).toHaveValue('12');
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it('Shift+Enter adds a line, Enter goes on to the next question, which the keyboard then answers', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={freeText(name, size)} onResolve={onResolve} />);

    await user.type(field('Name'), 'Blue{Shift>}{Enter}{/Shift}Heron');
    expect(field('Name')).toHaveValue('Blue\nHeron');
    expect(screen.getByText('1/2')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('2/2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.keyboard('{Enter}');
    // The review step shows the text as it will be sent.
    expect(screen.getByText(/Blue\s+Heron/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { name: ['Blue\nHeron'], size: ['Large'] } },
    });
  });

  it('Enter goes on into the next free-text question’s field, so typing goes on', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={freeText(name, note)} />);
    await user.type(field('Name'), 'Blue Heron{Enter}');
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your answer for Note' })).toHaveFocus();
  });

  it('Enter while an IME composes stays in the field', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={freeText(name, size)} />);
    await user.type(field('Name'), 'นกกระสา');

    fireEvent.keyDown(field('Name'), { key: 'Enter', isComposing: true, keyCode: 229 });
    fireEvent.keyDown(field('Name'), { key: 'Enter', keyCode: 229 });

    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('นกกระสา');
  });

  it('refuses a blank answer: the question stays unanswered, the text is kept, and Skip still works', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={freeText(name)} onResolve={onResolve} />);

    await user.type(field('Name'), '   ');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Name');
    expect(field('Name')).toHaveValue('   ');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'no_answer' });
  });

  it('speaks Thai with Thai messages', () => {
    render(<ChatPage request={freeText(name)} messages={messagesTh} />);
    expect(screen.getByRole('textbox', { name: 'คำตอบของคุณสำหรับ Name' })).toHaveAttribute(
      'placeholder',
      messagesTh.answerPlaceholder,
    );
  });
});

describe('given free-text questions as stacked cards', () => {
  it('Enter in one card’s field moves into the next card’s field, and the last Enter submits', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={freeText(name, note)} layout="stacked" onResolve={onResolve} />);
    const nameCard = screen.getByRole('group', { name: /Name/ });

    await user.type(within(nameCard).getByRole('textbox', { name: 'Your answer for Name' }), 'Blue Heron{Enter}');
    expect(field('Note')).toHaveFocus();
    await user.keyboard('Seen at dawn{Shift>}{Enter}{/Shift}by the river{Enter}');

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { name: ['Blue Heron'], note: ['Seen at dawn\nby the river'] } },
    });
  });
});
