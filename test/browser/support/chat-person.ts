// What the person and the test do in both adapter chats (test/browser/ai-sdk and assistant-ui): the
// chat route (support/chat-server.ts) holds the ask_user input's last delta until it is released.
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/** Lets the chat route finish the held `ask_user` input of chat `id`. */
export const releaseStream = (id: string) => fetch(`/__qd/chat/${id}/release`, { method: 'POST' });

/** The person asks for a deploy in the chat's composer, which makes the model call `ask_user`. */
export async function askToDeploy(): Promise<void> {
  await userEvent.click(page.getByRole('textbox', { name: 'Message' }));
  await userEvent.keyboard('Deploy the release');
  await userEvent.click(page.getByRole('button', { name: 'Send' }));
}

/**
 * The dock while the model is still writing the deploy question: what has arrived (the question,
 * the complete option), said to be still being written, and nothing to pick, type or send.
 */
export async function expectStillBeingWritten(): Promise<void> {
  const dock = page.getByRole('region', { name: 'Question from the agent' });
  await expect.element(dock.getByText('Where should I deploy build 1.4.0?')).toBeVisible();
  await expect.element(dock.getByText('Staging', { exact: true })).toBeVisible();
  await expect.element(dock.getByText('The agent is still writing this question…')).toBeVisible();
  expect(dock.getByRole('radio').elements()).toHaveLength(0);
  expect(dock.getByRole('textbox').elements()).toHaveLength(0);
  expect(dock.getByRole('button').elements()).toHaveLength(0);
}
