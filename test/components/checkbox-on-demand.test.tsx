import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { checksOnly, oneQuestion } from '../support/requests';

// The checkbox of multi-select rows is downloaded as a prompt with a multi-select question arrives:
// the README example (one single-select question) never downloads it. The module is held back here
// until a test lets it through, to see the rows while it downloads. The tests run in order.
const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
vi.mock('../../src/components/CheckboxControl', (importOriginal) => download.serve(importOriginal));

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
  it('is answered while the checkbox downloads, and keeps the picks and the focus as it arrives', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<QuestionDock request={checks} composer={composer} onResolve={onResolve} />);
    await vi.waitFor(() => expect(download.started).toHaveBeenCalledTimes(1));

    // While it downloads, a screen reader hears checkboxes with their names and state, and the
    // prompt takes the keyboard (focus rested on the page): on the first option, never in the
    // Other field, where the next digit would be typed.
    for (const name of ['Lint', 'Unit tests', 'E2E', 'Other'])
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus());
    await user.keyboard(' ');
    await user.click(screen.getByText('Unit tests'));
    await user.keyboard('3');
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Unit tests' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Other' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E2E' })).toHaveFocus();

    // It arrives: what was ticked stays ticked, and focus stays on the row that had it.
    await download.arrive();
    expect(screen.getByRole('checkbox', { name: 'E2E' })).toHaveFocus();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'E2E' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { checks: ['Lint', 'Unit tests'] } },
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
