// Smoke test: a React element rendered in real Chromium (vitest browser mode + playwright provider),
// clicked through vitest's userEvent (real CDP input, not synthetic events).
// vitest-browser-react is not installed, so this mounts with react-dom/client directly (./render).
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from './render';

afterEach(cleanup);

function Toggle() {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn((v) => !v)}>
      {on ? 'On' : 'Off'}
    </button>
  );
}

test('runs in a real browser', () => {
  expect(navigator.userAgent).toMatch(/Chrome\//);
  // Layout exists here (it does not in jsdom).
  const box = render(<div style={{ width: '123px', height: '10px' }}>box</div>);
  expect(box.firstElementChild!.getBoundingClientRect().width).toBe(123);
});

test('clicking a React button updates it', async () => {
  render(<Toggle />);
  const button = page.getByRole('button', { name: 'Off' });
  await expect.element(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(button);
  await expect.element(page.getByRole('button', { name: 'On' })).toHaveAttribute('aria-pressed', 'true');
});
