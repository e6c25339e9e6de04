import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { checksOnly } from '../support/requests';

// A row's stand-in had focus, then the person put focus on the page (a click on its text): the
// checkboxes arriving later must not pull it back into the dock.

const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
vi.mock('../../src/components/CheckboxControl', (importOriginal) => download.serve(importOriginal));

it('a person who clicked away from a row before the checkboxes arrived is not pulled back', async () => {
  const user = userEvent.setup();
  render(
    <>
      <p>Some page text</p>
      <QuestionDock request={checksOnly()} composer={<textarea aria-label="Message" />} />
    </>,
  );
  await user.click(screen.getByRole('checkbox', { name: 'E2E' }));
  await user.click(screen.getByText('Some page text'));
  expect(document.body).toHaveFocus();
  await download.arrive();
  expect(document.body).toHaveFocus();
});
