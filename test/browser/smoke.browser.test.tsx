// Smoke test: a React element rendered in real Chromium (vitest browser mode + playwright provider),
// clicked through vitest's userEvent (real CDP input, not synthetic events).
// vitest-browser-react is not installed, so this mounts with react-dom/client directly.
import { useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';

let root: Root | undefined;
let host: HTMLElement | undefined;

function render(element: ReactElement) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(element));
  return host;
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
});

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
