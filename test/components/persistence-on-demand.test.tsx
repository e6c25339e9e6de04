import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QuestionDock } from '../../src';
import { loadPersistence } from '../../src/react/load-persistence';
import { oneQuestion } from '../support/requests';

// The dock downloads the persistence code the first time a prompt has somewhere to keep its drafts
// (a prompt id): the README example (no id) never does. The download is spied on here, the real
// module behind it. The tests run in order: the first ones see a page that has not loaded it yet.
vi.mock('../../src/react/load-persistence', async (importOriginal) => {
  const actual: { loadPersistence: typeof loadPersistence } = await importOriginal();
  return { loadPersistence: vi.fn(actual.loadPersistence) };
});

const composer = <textarea aria-label="Message" />;

describe('given the README example: a dock without a prompt id', () => {
  it('shows the question in its first render and never downloads the persistence code', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<QuestionDock request={oneQuestion()} composer={composer} onResolve={onResolve} />);

    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(loadPersistence).not.toHaveBeenCalled();
  });
});

describe('given a server-rendered prompt with an id, hydrated before the persistence code is here', () => {
  it('keeps the server markup until it arrives, then hydrates without a mismatch', async () => {
    const user = userEvent.setup();
    const request = oneQuestion();
    // The server's markup: a server never keeps drafts, so `persist` makes no difference to it.
    const html = renderToString(<QuestionDock request={request} promptId="hydrate_1" persist={false} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    // A slow download, let through when the test says.
    let arrive = (): void => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const real = vi.mocked(loadPersistence).getMockImplementation()!;
    vi.mocked(loadPersistence).mockImplementationOnce(() => arrived.then(real));

    const root = hydrateRoot(container, <QuestionDock request={request} promptId="hydrate_1" />, {
      onRecoverableError: recoverable,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Still the server's markup while the code downloads: the question does not blink out.
    expect(screen.getByText('Where should I deploy the build?')).toBeInTheDocument();
    expect(screen.getByRole('timer')).not.toHaveTextContent(/Time left/);
    arrive();

    // Hydrated once the live countdown shows (the server leaves it out).
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/Time left \d+:\d\d/));
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(loadPersistence).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

describe('given a dock with a prompt id', () => {
  it('shows the question once the code is here, and a remount finds the Other text typed before', async () => {
    const user = userEvent.setup();
    const first = render(<QuestionDock request={oneQuestion()} promptId="call_9" composer={composer} />);

    await user.type(await screen.findByRole('textbox', { name: 'Your own answer for Target' }), 'Canary first');
    first.unmount();
    render(<QuestionDock request={oneQuestion()} promptId="call_9" composer={composer} />);

    // The code is loaded by now: the restored draft shows in the first render.
    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Canary first');
    expect(loadPersistence).toHaveBeenCalledTimes(1);
  });
});
