// What the person and the test do in both adapter chats (test/browser/ai-sdk and assistant-ui): the
// chat route (support/chat-server.ts) holds the ask_user input's last delta until it is released.
import { page, userEvent } from 'vitest/browser';

/** Lets the chat route finish the held `ask_user` input of chat `id`. */
export const releaseStream = (id: string) => fetch(`/__qd/chat/${id}/release`, { method: 'POST' });

/** The person asks for a deploy in the chat's composer, which makes the model call `ask_user`. */
export async function askToDeploy(): Promise<void> {
  await userEvent.click(page.getByRole('textbox', { name: 'Message' }));
  await userEvent.keyboard('Deploy the release');
  await userEvent.click(page.getByRole('button', { name: 'Send' }));
}
