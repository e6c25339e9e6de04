import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { QuestionDock } from '../../src';
import { loadPersistence } from '../../src/react/load-persistence';
import { oneQuestion } from '../support/requests';

// The dock downloads the persistence code the first time a prompt has somewhere to keep its drafts
// (a prompt id): the README example (no id) never does. The download is spied on here, the real
// module behind it. The tests run in order: the first ones see a page that has not loaded it yet.
// Hydrating before it arrives: ssr.test.tsx.
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

describe('given a dock asked to persist without a prompt id or a key', () => {
  it('shows the question at once and warns that there is no key, without downloading anything', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<QuestionDock request={oneQuestion()} persist composer={composer} />);

    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[question-dock] persist_unavailable', '', 'key');
    expect(loadPersistence).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('given a dock with a prompt id, in Strict Mode', () => {
  it('shows the question once the code is here, and a remount finds the Other text typed before', async () => {
    const user = userEvent.setup();
    const first = render(
      <StrictMode>
        <QuestionDock request={oneQuestion()} promptId="call_9" composer={composer} />
      </StrictMode>,
    );
    // Only the composer while the code downloads.
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();

    await user.type(await screen.findByRole('textbox', { name: 'Your own answer for Target' }), 'Canary first');
    first.unmount();
    render(
      <StrictMode>
        <QuestionDock request={oneQuestion()} promptId="call_9" composer={composer} />
      </StrictMode>,
    );

    // The code is loaded by now: the restored draft shows in the first render.
    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Canary first');
    expect(loadPersistence).toHaveBeenCalledTimes(1);
  });
});
