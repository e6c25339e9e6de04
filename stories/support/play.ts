// Helpers for play functions.
import { expect, userEvent, waitFor, type within } from 'storybook/test';

/**
 * Waits until `element` is visible: a story's panel may open a moment after a step of its play
 * function (an agent's message, a timer), so a plain `toBeVisible()` right after is racy.
 */
export function expectVisible(element: HTMLElement | null | undefined): Promise<unknown> {
  return waitFor(() => expect(element).toBeVisible(), { timeout: 3000 });
}

/**
 * Sends the answers as a person does: through the review step when the prompt has one (2-3
 * questions, docked), then Submit.
 */
export async function clickSubmit(scope: ReturnType<typeof within>): Promise<void> {
  const review = scope.queryByRole('button', { name: 'Review' });
  if (review) await userEvent.click(review);
  await userEvent.click(await scope.findByRole('button', { name: 'Submit' }));
}
