import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';

// Stacked cards, the second multi-select: its checkboxes arrive after the prompt took the keyboard
// (on the first card). Where the person has put focus since is theirs.
const download = vi.hoisted(() => {
  let release = (): void => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('../../src/components/CheckboxControl', async (importOriginal) => {
  await download.arrived;
  return importOriginal();
});

const multi = (id: string, header: string) => ({
  id,
  header,
  question: `Which ${header.toLowerCase()}?`,
  multiSelect: true,
  options: [{ label: `${header} A` }, { label: `${header} B` }],
});

const single = {
  id: 'target',
  header: 'Target',
  question: 'Where to?',
  options: [{ label: 'Staging' }, { label: 'Production' }],
};

it('checkboxes that arrive after the person put focus elsewhere leave it there', async () => {
  const user = userEvent.setup();
  render(
    <QuestionDock
      request={{ questions: [single, multi('regions', 'Regions')] }}
      layout="stacked"
      composer={<textarea aria-label="Message" />}
    />,
  );
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Staging' })).toHaveFocus());
  // The person clicks the question text (to select it, say): focus leaves the option.
  await user.click(screen.getByText('Where to?'));
  download.release();
  await screen.findByRole('checkbox', { name: 'Regions A' });

  expect(screen.getByRole('checkbox', { name: 'Regions A' })).not.toHaveFocus();
  expect(screen.getByRole('checkbox', { name: 'Regions B' })).not.toHaveFocus();
});
