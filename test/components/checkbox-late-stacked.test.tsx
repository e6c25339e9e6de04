import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { threeQuestions } from '../support/requests';

// Stacked cards, the second multi-select: its checkboxes arrive after the prompt took the keyboard
// (on the first card). Where the person has put focus since is theirs.
const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
vi.mock('../../src/components/CheckboxControl', (importOriginal) => download.serve(importOriginal));

it('checkboxes that arrive after the person put focus elsewhere leave it there', async () => {
  const user = userEvent.setup();
  render(<QuestionDock request={threeQuestions()} layout="stacked" composer={<textarea aria-label="Message" />} />);
  await waitFor(() => expect(screen.getByRole('radio', { name: /Staging/ })).toHaveFocus());
  // The person clicks the question text (to select it, say): focus leaves the option.
  await user.click(screen.getByText('Where should I deploy the build?'));
  await download.arrive();

  expect(screen.getByRole('checkbox', { name: 'Lint' })).not.toHaveFocus();
  expect(screen.getByRole('checkbox', { name: 'Unit tests' })).not.toHaveFocus();
});
