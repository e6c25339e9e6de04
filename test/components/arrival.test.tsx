import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages, QuestionDock, type ToolResult } from '../../src';
import { oneQuestion, threeQuestions } from '../support/requests';
import { persistDrafts } from '../../src/core/index';

function Chat({
  onResolve,
  onExpandedChange,
}: {
  onResolve: (r: ToolResult) => void;
  onExpandedChange?: (expanded: boolean) => void;
}) {
  const [request, setRequest] = useState<unknown>(undefined);
  return (
    <>
      <button type="button" onClick={() => setRequest(oneQuestion('Staging'))}>
        agent asks
      </button>
      <QuestionDock
        request={request}
        onResolve={onResolve}
        onExpandedChange={onExpandedChange}
        composer={<textarea aria-label="Message" />}
      />
    </>
  );
}

describe('given a person typing in the composer when the agent asks', () => {
  it('keeps their keys in the composer: the prompt arrives collapsed, and nothing is answered', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const onExpandedChange = vi.fn();
    render(<Chat onResolve={onResolve} onExpandedChange={onExpandedChange} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.click(message);
    await user.keyboard('I have ');
    // The agent's prompt lands mid-sentence (a click elsewhere would move focus, so trigger it directly).
    await act(async () => screen.getByRole('button', { name: 'agent asks' }).click());
    message.focus();
    await act(async () => {});
    await user.keyboard('2 ideas{Enter}');

    expect(onResolve).not.toHaveBeenCalled();
    expect(message).toBeVisible();
    expect(message).toHaveValue('I have 2 ideas\n');
    const show = screen.getByRole('button', { name: 'Show question' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    // Arriving collapsed is how the prompt mounts, not a collapse the app is told about.
    expect(onExpandedChange).not.toHaveBeenCalled();
    await user.click(show);
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveFocus();
    expect(onExpandedChange).toHaveBeenCalledExactlyOnceWith(true);
  });
});

describe('given a person who paused mid-sentence in the composer when the agent asks', () => {
  it('keeps the keyboard in the composer however long the pause: the prompt arrives collapsed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const user = userEvent.setup();
      const onResolve = vi.fn();
      render(<Chat onResolve={onResolve} />);
      const message = screen.getByRole('textbox', { name: 'Message' });
      await user.click(message);
      await user.keyboard('Before you deploy, check the');
      // The person stops to think; the question comes in the meantime.
      vi.setSystemTime(Date.now() + 60_000);
      await act(async () => screen.getByRole('button', { name: 'agent asks' }).click());
      message.focus();
      await act(async () => {});
      await user.keyboard(' 1 failing test first{Enter}');

      expect(onResolve).not.toHaveBeenCalled();
      expect(message).toHaveValue('Before you deploy, check the 1 failing test first\n');
      expect(screen.getByRole('button', { name: 'Show question' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('given a prompt that arrives while nobody is typing', () => {
  it('opens expanded and takes focus into the question', async () => {
    const { rerender } = render(<QuestionDock store={undefined} composer={<textarea aria-label="Message" />} />);
    rerender(<QuestionDock request={oneQuestion('Staging')} composer={<textarea aria-label="Message" />} />);
    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveFocus();
  });
});

describe('given focus resting in the composer, with no typing', () => {
  it('opens the prompt expanded, as for a person who just answered the last one', () => {
    const composer = <textarea aria-label="Message" />;
    const { rerender } = render(<QuestionDock store={undefined} composer={composer} />);
    screen.getByRole('textbox', { name: 'Message' }).focus();
    rerender(<QuestionDock request={oneQuestion('Staging')} composer={composer} />);
    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveFocus();
  });
});

describe('given a person who just sent their message, and the agent asks at once', () => {
  it('opens the prompt expanded with the keyboard in it: the emptied composer is not a draft in progress', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    function SendingChat() {
      const [draft, setDraft] = useState('');
      const [request, setRequest] = useState<unknown>(undefined);
      return (
        <QuestionDock
          request={request}
          onResolve={onResolve}
          composer={
            <textarea
              aria-label="Message"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                setDraft('');
                setRequest(oneQuestion('Staging'));
              }}
            />
          }
        />
      );
    }
    render(<SendingChat />);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('Deploy it{Enter}');
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveFocus();
    await user.keyboard('1{Enter}');
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging'] } },
    });
  });
});

describe('given the composer had focus in its second field', () => {
  it('collapse gives focus back to that field, not the first one', async () => {
    const user = userEvent.setup();
    const composer = (
      <>
        <input aria-label="Subject" />
        <textarea aria-label="Message" />
      </>
    );
    const { rerender } = render(<QuestionDock store={undefined} composer={composer} />);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    (document.activeElement as HTMLElement).blur();
    rerender(<QuestionDock request={oneQuestion('Staging')} composer={composer} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });
});

describe('given an app that passes a ref', () => {
  it('gets the dock element, and the dock still moves focus on expand', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    render(<QuestionDock ref={ref} request={threeQuestions()} composer={<textarea aria-label="Message" />} />);
    expect(ref.current).toHaveClass('qd-dock');
    await user.click(screen.getByRole('button', { name: 'Minimize question' }));
    await user.click(screen.getByRole('button', { name: 'Show question' }));
    expect(screen.getByRole('radio', { name: /Staging/ })).toHaveFocus();
  });
});

describe('given a promptId and persistDrafts()', () => {
  it('keeps the pick across an unmount and a new mount', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const first = render(<QuestionDock promptId="call_7" persist={persistDrafts()} request={threeQuestions()} />);
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    first.unmount();
    render(<QuestionDock promptId="call_7" persist={persistDrafts()} request={threeQuestions()} />);
    expect(screen.getByRole('radio', { name: /Production/ })).toBeChecked();
    sessionStorage.clear();
  });
});

describe('given a screen-reader user', () => {
  it('hears that a question arrived, even when it opened as a mini bar', async () => {
    const user = userEvent.setup();
    render(<Chat onResolve={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('typing');
    await act(async () => screen.getByRole('button', { name: 'agent asks' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Question from the agent: Where should I deploy the build?');
  });

  it('hears it once: a page that re-renders the dock (inline messages, a streamed reply) does not announce it again', () => {
    const page = (reply: string) => (
      <main>
        <p>{reply}</p>
        <QuestionDock request={oneQuestion()} messages={{ ...messages, skip: 'Not now' }} />
      </main>
    );
    const view = render(page('Thinking'));
    const region = screen.getByRole('status');
    const announced = new MutationObserver(() => {});
    announced.observe(region, { childList: true, characterData: true, subtree: true });
    expect(region).toHaveTextContent('Question from the agent: Where should I deploy the build?');
    view.rerender(page('Thinking…'));
    view.rerender(page('Thinking… done'));
    expect(announced.takeRecords()).toEqual([]);
    expect(region).toHaveTextContent('Question from the agent: Where should I deploy the build?');
    announced.disconnect();
  });
});
