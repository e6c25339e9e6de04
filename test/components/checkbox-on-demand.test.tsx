import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { checksOnly, oneQuestion } from '../support/requests';

// The checkbox of multi-select rows is downloaded as a prompt with a multi-select question arrives:
// the README example (one single-select question) never downloads it. The module is held back here
// until a test lets it through, to see the rows while it downloads. The tests run in order.
const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
vi.mock('../../src/components/CheckboxControl', async (importOriginal) => {
  download.started();
  await download.arrived;
  return importOriginal();
});

const composer = <textarea aria-label="Message" />;
const checks = checksOnly();

describe('given the README example: one single-select question', () => {
  it('is answered without ever downloading the checkbox', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<QuestionDock request={oneQuestion()} composer={composer} onResolve={onResolve} />);

    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'] } },
    });
    expect(download.started).not.toHaveBeenCalled();
  });
});

describe('given a prompt that opens on a multi-select question', () => {
  it('shows the question and its options at once, and the checkboxes as soon as they are here', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<QuestionDock request={checks} composer={composer} onResolve={onResolve} />);

    // While the checkbox downloads: the question, its options and their boxes, nothing to tick yet.
    const question = screen.getByRole('region', { name: 'Question from the agent' });
    expect(within(question).getByText('Which checks should run first?')).toBeVisible();
    expect(within(question).getByText('Unit tests')).toBeVisible();
    expect(within(question).queryAllByRole('checkbox')).toEqual([]);
    await vi.waitFor(() => expect(download.started).toHaveBeenCalledTimes(1));
    expect(within(question).queryAllByRole('checkbox')).toEqual([]);

    // Focus rested on the page, so the prompt takes the keyboard: on its first option once it is
    // there, never in the Other field, where the next digit would be typed.
    expect(screen.getByRole('textbox', { name: 'Your own answer for Checks' })).not.toHaveFocus();
    download.release();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus());
    await user.keyboard('3');
    expect(screen.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
    await user.click(await screen.findByRole('checkbox', { name: 'Lint' }));
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { checks: ['E2E', 'Lint'] } },
    });
  });

  it('shows the checkboxes in the first render once the code is here', () => {
    render(<QuestionDock request={checks} composer={composer} />);

    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(download.started).toHaveBeenCalledTimes(1);
  });
});
