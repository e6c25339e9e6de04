import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { checksOnly } from '../support/requests';

// The checkbox cannot be downloaded at first (offline, or a deploy removed the chunk), then can.
const network = vi.hoisted(() => ({ up: false, tries: 0 }));
vi.mock('../../src/components/CheckboxControl', async (importOriginal) => {
  network.tries += 1;
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const checks = checksOnly();

it('a failed download leaves the rows picking by click, is tried again as the person answers, and the checkboxes show once it works', async () => {
  const user = userEvent.setup();
  const onResolve = vi.fn();
  render(<QuestionDock request={checks} composer={<textarea aria-label="Message" />} onResolve={onResolve} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(network.tries).toBeGreaterThan(0);
  expect(screen.queryAllByRole('checkbox')).toEqual([]);

  // The rows still pick with the mouse.
  await user.click(screen.getByText('Unit tests'));
  expect(screen.getByText('Unit tests').closest('[data-state]')).toHaveAttribute('data-state', 'checked');

  network.up = true;
  // The connection is back; the person types an answer of their own.
  await user.click(screen.getByRole('textbox', { name: 'Your own answer for Checks' }));
  await user.keyboard('smoke');

  await user.click(await screen.findByRole('checkbox', { name: 'Lint' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onResolve.mock.calls[0]?.[0]).toEqual({
    status: 'answered',
    answers: { answers: { checks: ['Unit tests', 'Lint', 'smoke'] } },
  });
});
