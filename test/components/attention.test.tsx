import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQuestionStore,
  messagesTh,
  pageAttention,
  QuestionDock,
  type AskUserRequest,
  type QuestionStore,
} from '../../src';
import { manualClock } from '../support/clock';
import { oneQuestion, threeQuestions } from '../support/requests';

/** A sample request as the store takes it (it normalizes it). */
const ask = (sample: unknown) => sample as AskUserRequest;

// The page's visibility as a browser reports it: `document.hidden` and a `visibilitychange` event.
let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}
beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.title = 'Chat — Project';
});
afterEach(() => {
  Reflect.deleteProperty(document, 'hidden');
  vi.unstubAllGlobals();
});

describe('given a dock with attention={pageAttention()} and a person in another tab', () => {
  it('counts the waiting prompt in the title while hidden and gives the title back when they return', async () => {
    const user = userEvent.setup();
    render(
      <QuestionDock request={oneQuestion()} attention={pageAttention()} composer={<textarea aria-label="Message" />} />,
    );
    setHidden(true);
    await waitFor(() => expect(document.title).toBe('(1 question) Chat — Project'));
    setHidden(false);
    expect(document.title).toBe('Chat — Project');

    // Back on the page, they answer; hidden again, nothing waits any more.
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    setHidden(true);
    expect(document.title).toBe('Chat — Project');
  });

  it('takes the marker off when the prompt expires unseen, and keeps a title the host set meanwhile', async () => {
    const clock = manualClock();
    const { unmount } = render(
      <QuestionDock
        request={oneQuestion()}
        clock={clock}
        attention={pageAttention()}
        composer={<textarea aria-label="Message" />}
      />,
    );
    setHidden(true);
    await waitFor(() => expect(document.title).toBe('(1 question) Chat — Project'));
    act(() => clock.advance(120_000));
    expect(document.title).toBe('Chat — Project');
    unmount();

    render(
      <QuestionDock request={oneQuestion()} attention={pageAttention()} composer={<textarea aria-label="Message" />} />,
    );
    await waitFor(() => expect(document.title).toBe('(1 question) Chat — Project'));
    document.title = '(3) New messages';
    setHidden(false);
    expect(document.title).toBe('(3) New messages');
  });

  it('two docks on one page share one count, in Thai', async () => {
    const stores: QuestionStore[] = [
      createQuestionStore(ask(oneQuestion())),
      createQuestionStore(ask(threeQuestions())),
    ];
    setHidden(true);
    render(
      <>
        <QuestionDock store={stores[0]} attention={pageAttention()} messages={messagesTh} />
        <QuestionDock store={stores[1]} attention={pageAttention({ notify: false })} messages={messagesTh} />
      </>,
    );
    await waitFor(() => expect(document.title).toBe('(2 คำถามรอคำตอบ) Chat — Project'));
    act(() => void stores[0]!.skip());
    expect(document.title).toBe('(1 คำถามรอคำตอบ) Chat — Project');
    act(() => void stores[1]!.cancel());
    expect(document.title).toBe('Chat — Project');
    for (const store of stores) store.dispose();
  });

  it('without attention={pageAttention()} the title is left alone', async () => {
    render(<QuestionDock request={oneQuestion()} composer={<textarea aria-label="Message" />} />);
    setHidden(true);
    // The watcher loads with import(): give it every chance to run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Chat — Project');
    expect(screen.getByRole('radio', { name: /Staging/ })).toBeInTheDocument();
  });
});

describe('given attention={pageAttention()} with notifications', () => {
  function stubNotification(permission: NotificationPermission, fail = false) {
    const created = vi.fn();
    class FakeNotification {
      static readonly permission = permission;
      onclick: unknown = null;
      constructor(title: string, options: NotificationOptions) {
        if (fail) throw new TypeError("Failed to construct 'Notification': Illegal constructor.");
        created(title, options.body);
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    return created;
  }

  it('announces a prompt that arrives while hidden when permission is granted', async () => {
    const created = stubNotification('granted');
    setHidden(true);
    render(<QuestionDock request={oneQuestion()} attention={pageAttention({ notify: true })} />);
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith('The agent is asking you something', 'Where should I deploy the build?'),
    );
    expect(created).toHaveBeenCalledOnce();
  });

  it('never shows one (nor asks) when permission is not granted', async () => {
    const created = stubNotification('default');
    const requestPermission = vi.fn();
    (Notification as unknown as { requestPermission: unknown }).requestPermission = requestPermission;
    setHidden(true);
    render(<QuestionDock request={oneQuestion()} attention={pageAttention({ notify: true })} />);
    await waitFor(() => expect(document.title).toBe('(1 question) Chat — Project'));
    expect(created).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('a Notification constructor that throws does not break the dock', async () => {
    const user = userEvent.setup();
    stubNotification('granted', true);
    setHidden(true);
    const onResolve = vi.fn();
    render(<QuestionDock request={oneQuestion()} attention={pageAttention({ notify: true })} onResolve={onResolve} />);
    await waitFor(() => expect(document.title).toBe('(1 question) Chat — Project'));
    setHidden(false);
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledWith(
      { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } },
      expect.anything(),
      expect.anything(),
    );
  });
});
