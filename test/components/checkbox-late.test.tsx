import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { checksOnly } from '../support/requests';

// The checkbox of multi-select rows arrives after its prompt (parts.ts): what the person is doing
// when it lands must not be undone. Each test holds the download back until it lets it through.
const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
vi.mock('../../src/components/CheckboxControl', (importOriginal) => download.serve(importOriginal));

const composer = <textarea aria-label="Message" />;
it('a person typing in the Other field of a multi-select question keeps typing there as the checkboxes arrive', async () => {
  const user = userEvent.setup();
  const onResolve = vi.fn();
  render(<QuestionDock request={checksOnly()} composer={composer} onResolve={onResolve} />);

  const field = screen.getByRole('textbox', { name: 'Your own answer for Checks' });
  await user.click(field);
  await user.keyboard('smoke');
  await download.arrive();
  await user.keyboard(' tests');

  expect(field).toHaveFocus();
  expect(field).toHaveValue('smoke tests');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onResolve.mock.calls[0]?.[0]).toEqual({
    status: 'answered',
    answers: { answers: { checks: ['smoke tests'] } },
  });
});
