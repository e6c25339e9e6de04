import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QuestionDock } from '../../src';
import { checksOnly } from '../support/requests';

// A server-rendered page shows the checkbox stand-ins (OptionList.tsx) before any script runs: a
// person may already be on one when the page hydrates and Radix's checkbox arrives.
const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
vi.mock('../../src/components/CheckboxControl', (importOriginal) => download.serve(importOriginal));

it('a row focused before the page hydrated keeps focus as its checkbox arrives', async () => {
  const user = userEvent.setup();
  const onResolve = vi.fn();
  const dock = <QuestionDock request={checksOnly()} onResolve={onResolve} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(dock);
  document.body.append(container);
  // The page is on screen, its script still loading: the person tabs past the header to the first row.
  await user.tab();
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus();

  const root = await act(() => hydrateRoot(container, dock));
  await download.arrive();

  expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'answered', answers: { answers: { checks: ['Lint'] } } });
  act(() => root.unmount());
  container.remove();
});
