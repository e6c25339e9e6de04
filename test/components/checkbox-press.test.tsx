import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { checksOnly } from '../support/requests';

// A click on a multi-select row that is under way as Radix's checkbox lands (parts.ts) must tick
// the row. (Space held across the arrival: test/browser/checkbox-press.browser.test.tsx, since only a
// real browser ties the click Space makes to the element its keydown pressed.)
const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
vi.mock('../../src/components/CheckboxControl', (importOriginal) => download.serve(importOriginal));

it('a click on a row, pressed as the checkboxes arrive, ticks it', async () => {
  const user = userEvent.setup();
  const onResolve = vi.fn();
  render(<QuestionDock request={checksOnly()} composer={<textarea aria-label="Message" />} onResolve={onResolve} />);

  // The press starts on the row's checkbox, the download lands, the press ends.
  await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('checkbox', { name: 'Lint' }) });
  await download.arrive();
  await user.pointer('[/MouseLeft]');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'answered', answers: { answers: { checks: ['Lint'] } } });
});
