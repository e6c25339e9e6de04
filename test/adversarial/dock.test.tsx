import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { QuestionDock, createQuestionStore, normalizeAskUser, type ToolResult } from '../../src';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';
import { memoryStorage } from '../support/storage';
import { persistDrafts } from '../../src/core/index';

// Issue 12 in the dock: classes 1, 2, 3, 4 and 12 as a person meets them.

afterEach(() => {
  vi.restoreAllMocks();
});

/** A transport the test settles by hand. */
function manualSend() {
  let settle: (error?: unknown) => void = () => {};
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = (error) => (error === undefined ? resolve() : reject(error));
      }),
  );
  return { send, settle: (error?: unknown) => settle(error) };
}

const answered = { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } };

describe('class 2: the dock unmounted while an answer is in flight', () => {
  it('still delivers the result, and a remount does not ask again', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const onResolve = vi.fn();
    const { send, settle } = manualSend();
    const props = {
      request: oneQuestion(),
      promptId: 'call_1',
      send,
      persist: persistDrafts({ storage }),
      clock: manualClock(),
      onResolve,
    };
    const first = render(<QuestionDock {...props} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    first.unmount();

    await act(async () => settle());

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(answered);
    render(<QuestionDock {...props} />);
    expect(screen.queryByRole('radio', { name: 'Production' })).not.toBeInTheDocument();
    expect(onResolve).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft when the send fails after the unmount, and restores it on remount', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const { send, settle } = manualSend();
    const props = {
      request: oneQuestion(),
      promptId: 'call_2',
      send,
      persist: persistDrafts({ storage }),
      clock: manualClock(),
    };
    const first = render(<QuestionDock {...props} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    first.unmount();
    await act(async () => settle(new Error('offline')));

    render(<QuestionDock {...props} />);
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
  });
});

describe('class 1: a throwing app onResolve', () => {
  it('is reported with console.error and the dock still closes', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <QuestionDock
        request={oneQuestion()}
        clock={manualClock()}
        onResolve={() => {
          throw new Error('app bug');
        }}
        composer={<textarea aria-label="Message" />}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('threw'), expect.any(Error));
  });

  it('with an app-owned store, the dock prop throwing does not stop the store delivering', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const delivered: ToolResult[] = [];
    const normalized = normalizeAskUser(oneQuestion());
    if (!normalized.ok) throw new Error('sample does not normalize');
    const store = createQuestionStore(normalized.request, { onResolve: (result) => delivered.push(result) });
    render(
      <QuestionDock
        store={store}
        onResolve={() => {
          throw new Error('app bug');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(delivered).toEqual([{ status: 'no_answer' }]);
  });
});

describe('class 3: a transport that never answers', () => {
  it('shows a retry after the wait, with every answer kept, and Skip works', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    const onResolve = vi.fn();
    render(
      <QuestionDock
        request={oneQuestion()}
        clock={clock}
        send={() => new Promise<void>(() => {})}
        onResolve={onResolve}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => clock.advance(30_000));

    expect(screen.getByRole('alert')).toHaveTextContent('No reply came while sending your answer.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    // Skip asks once on a partly answered prompt; confirming it is not refused as busy.
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Skip anyway' }));
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'no_answer' });
  });
});

describe('class 4: Strict Mode', () => {
  it('leaves no timer behind after unmount, and expires on time while mounted', () => {
    const clock = manualClock();
    const onResolve = vi.fn();
    const view = render(
      <StrictMode>
        <QuestionDock request={oneQuestion()} clock={clock} onResolve={onResolve} />
      </StrictMode>,
    );
    view.unmount();
    expect(clock.pending()).toBe(0);
    clock.advance(120_000);
    expect(onResolve).not.toHaveBeenCalled();
  });
});

describe('class 12: a bad expiresAt', () => {
  it('is shown as an invalid request instead of expiring at once or throwing', async () => {
    render(<QuestionDock request={oneQuestion()} expiresAt={Number.NaN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('expiresAt');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
