// What the person and the test do in both adapter chats (test/browser/ai-sdk and assistant-ui): the
// chat route (support/chat-server.ts) holds the ask_user input's last delta until it is released.
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/**
 * The tool results the model got with its second call in chat `id` (the chat route records each
 * call's messages): what the dock sent for the `ask_user` call.
 */
export async function toolResultsSent(id: string): Promise<unknown> {
  const calls = (await (await fetch(`/__qd/chat/${id}/calls`)).json()) as Array<
    Array<{ role: string; content: unknown }>
  >;
  expect(calls).toHaveLength(2);
  return calls[1]?.find((message) => message.role === 'tool')?.content;
}

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

/**
 * In a chat whose model asks with five options (chat ids starting `five-`, see chat-server.ts): once
 * the call is written it goes back to the model as an error with the normalizer's issues, and the
 * model goes on.
 */
export async function expectFiveOptionsRefused(id: string): Promise<void> {
  await askToDeploy();
  await expect.element(page.getByText('Where should I deploy build 1.4.0?')).toBeVisible();
  await releaseStream(id);
  await expect.element(page.getByText('Deploying as you asked.')).toBeVisible();
  expect(await toolResultsSent(id)).toEqual([
    expect.objectContaining({
      type: 'tool-result',
      toolCallId: `call_${id}`,
      output: {
        type: 'error-text',
        value: expect.stringMatching(/^Invalid ask_user request: questions\[0\]\.options: /),
      },
    }),
  ]);
}
