import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock, type ToolResult } from '../../src';
import { oneQuestion } from '../support/requests';

// The persistence code fails to download (offline, a deploy that removed the chunk): the prompt
// is kept, in memory, and the warning goes where the dock's warnings go (the console), as for a
// storage that cannot be used.
vi.mock('../../src/react/load-persistence', () => ({
  loadPersistence: vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
}));

describe('given a dock with a prompt id whose persistence code cannot be downloaded', () => {
  it('still shows the question, answers it, and warns persist_unavailable', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onResolve = vi.fn<(result: ToolResult) => void>();
    render(<QuestionDock request={oneQuestion()} promptId="call_3" onResolve={onResolve} />);

    await user.click(await screen.findByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'] } },
    });
    expect(warn).toHaveBeenCalledWith('[question-dock] persist_unavailable', 'call_3', 'module');
    expect(sessionStorage.length).toBe(0);
    warn.mockRestore();
  });
});
