import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { checksOnly } from '../support/requests';

// The checkbox cannot be downloaded at first (offline, or a deploy removed the chunk), then can.
const network = vi.hoisted(() => ({ up: false, tries: 0, served: false }));
vi.mock('../../src/components/CheckboxControl', async (importOriginal) => {
  network.tries += 1;
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  const module = await importOriginal();
  network.served = true;
  return module;
});

const checks = checksOnly();

it('a failed download leaves working checkboxes, is tried again as the person answers, and the checkboxes show once it works', async () => {
  const user = userEvent.setup();
  const onResolve = vi.fn();
  render(<QuestionDock request={checks} composer={<textarea aria-label="Message" />} onResolve={onResolve} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const tries = network.tries;
  expect(tries).toBeGreaterThan(0);

  // Offline, the rows still tick with the mouse and the keyboard, and say so to a screen reader.
  await user.click(screen.getByText('Unit tests'));
  expect(screen.getByRole('checkbox', { name: 'Unit tests' })).toBeChecked();
  screen.getByRole('checkbox', { name: 'E2E' }).focus();
  await user.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
  expect(network.tries).toBeGreaterThan(tries);

  network.up = true;
  // The connection is back; the person types an answer of their own.
  await user.click(screen.getByRole('textbox', { name: 'Your own answer for Checks' }));
  await user.keyboard('smoke');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(network.served).toBe(true);

  await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onResolve.mock.calls[0]?.[0]).toEqual({
    status: 'answered',
    answers: { answers: { checks: ['Unit tests', 'E2E', 'Lint', 'smoke'] } },
  });
});
