// Space held on a multi-select row as Radix's checkbox lands (parts.ts), in real Chromium: a button
// makes Space's click only if its own keydown pressed it, so a checkbox swapped in between would
// lose the tick. (A click held across the arrival: test/components/checkbox-press.test.tsx.)
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { QuestionDock } from '../../src/index';
import '../../src/styles/index.css';
import { checksOnly } from '../support/requests';
import { cleanup, render } from './render';

const gate = vi.hoisted(() => {
  let open = (): void => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened, served: false };
});
vi.mock('../../src/components/CheckboxControl', async (importOriginal) => {
  await gate.opened;
  const module = await importOriginal();
  gate.served = true;
  return module;
});

afterEach(cleanup);

it('Space held on a row as the checkboxes arrive ticks it, and focus stays on the row', async () => {
  const onResolve = vi.fn();
  render(<QuestionDock request={checksOnly()} composer={<textarea aria-label="Message" />} onResolve={onResolve} />);
  const lint = page.getByRole('checkbox', { name: 'Lint' });
  // The prompt took the keyboard on arrival: on the first row, before the checkbox is here.
  await expect.poll(() => document.activeElement === lint.element()).toBe(true);

  await userEvent.keyboard('[Space>]');
  gate.open();
  await expect.poll(() => gate.served).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard('[/Space]');

  await expect.element(lint).toBeChecked();
  await expect.poll(() => document.activeElement === lint.element()).toBe(true);
  await userEvent.keyboard('[Space]');
  await expect.element(lint).not.toBeChecked();
  await userEvent.keyboard('[Space]');
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  await expect
    .poll(() => onResolve.mock.calls[0]?.[0])
    .toEqual({ status: 'answered', answers: { answers: { checks: ['Lint'] } } });
});
