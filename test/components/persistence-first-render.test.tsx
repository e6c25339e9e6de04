import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { QuestionDock } from '../../src';
import { oneQuestion } from '../support/requests';
import { persistDrafts } from '../../src/core/index';

const composer = <textarea aria-label="Message" />;

describe('given a dock asked to persist without a prompt id or a key', () => {
  it('shows the question at once and warns that there is no key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<QuestionDock request={oneQuestion()} persist={persistDrafts()} composer={composer} />);

    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[question-dock] Answers are kept in memory only: storage is not available: key. (persist_unavailable)',
    );
    warn.mockRestore();
  });
});

describe('given a dock with a prompt id, in Strict Mode', () => {
  it('shows the question in its first render, and a remount finds the Other text typed before', async () => {
    const user = userEvent.setup();
    const first = render(
      <StrictMode>
        <QuestionDock request={oneQuestion()} promptId="call_9" persist={persistDrafts()} composer={composer} />
      </StrictMode>,
    );
    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Target' }), 'Canary first');
    first.unmount();
    render(
      <StrictMode>
        <QuestionDock request={oneQuestion()} promptId="call_9" persist={persistDrafts()} composer={composer} />
      </StrictMode>,
    );

    expect(screen.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Canary first');
  });
});
