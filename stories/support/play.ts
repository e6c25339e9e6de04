// Helpers for play functions.
import { expect, waitFor } from 'storybook/test';

/**
 * Waits until `element` is visible. The dock's panel fades in (`qd-in`, from opacity 0), and a
 * page the browser does not paint (tests run many stories at once) may hold that animation at
 * its first frame for a while, so a plain `toBeVisible()` right after the panel opens is flaky.
 */
export function expectVisible(element: HTMLElement | null | undefined): Promise<unknown> {
  return waitFor(() => expect(element).toBeVisible(), { timeout: 3000 });
}
