/**
 * `question-dock/mcp/sdk`: the official MCP SDK's (`@modelcontextprotocol/sdk`) `Client` answering elicitations through the form prompts. The Client aborts a
 * request's `signal` when the server cancels it, except for the connection's first request (id 0:
 * `Protocol._oncancel` returns early on a falsy id), which would leave a form the server no longer
 * waits for open in the dock. So the binding keeps its own abort per request and handles the cancel
 * notification itself, then hands it on to the SDK's own handling of the other requests.
 * @packageDocumentation
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CancelledNotificationSchema,
  ElicitationCompleteNotificationSchema,
  ElicitRequestSchema,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { FormPrompts } from '../mcp';

/** The SDK's own cancel handling: private, so read defensively and checked by the tests against the pinned SDK. */
type WithOnCancel = { _oncancel?: (notification: unknown) => unknown };

/**
 * Answers `client`'s elicitations with `prompts`: each form shows in the dock and the server gets
 * accept (with the content), decline or cancel; each link (URL mode) waits for the person to open it,
 * and closes when the server says the step is done. Call it before `client.connect()`; the client
 * declares what it takes: `capabilities: { elicitation: { form: {}, url: {} } }`.
 * @returns a function that stops answering (pending forms and links end as cancelled).
 * @example
 * ```ts
 * import { Client } from '@modelcontextprotocol/sdk/client/index.js';
 * import { createFormPrompts } from 'question-dock/mcp';
 * import { bindSdkClient } from 'question-dock/mcp/sdk';
 *
 * const prompts = createFormPrompts(); // "<server> asks", with the title from the handshake
 * const client = new Client({ name: 'my-chat', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
 * bindSdkClient(client, prompts);
 * ```
 */
export function bindSdkClient(client: Client, prompts: FormPrompts): () => void {
  const open = new Map<string | number, AbortController>();
  client.setRequestHandler(ElicitRequestSchema, async (request, extra): Promise<ElicitResult> => {
    const controller = new AbortController();
    open.set(extra.requestId, controller);
    const withdraw = () => controller.abort();
    extra.signal.addEventListener('abort', withdraw, { once: true });
    try {
      const server = client.getServerVersion();
      return await prompts.ask(request.params, controller.signal, server?.title ?? server?.name);
    } finally {
      extra.signal.removeEventListener('abort', withdraw);
      open.delete(extra.requestId);
    }
  });
  const builtIn = (client as unknown as WithOnCancel)._oncancel;
  client.setNotificationHandler(CancelledNotificationSchema, async (notification) => {
    const { requestId } = notification.params;
    if (requestId !== undefined) open.get(requestId)?.abort();
    if (typeof builtIn === 'function') await builtIn.call(client, notification);
  });
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) =>
    prompts.complete(notification.params.elicitationId),
  );
  return () => {
    for (const controller of open.values()) controller.abort();
    open.clear();
    client.removeRequestHandler('elicitation/create');
    client.removeNotificationHandler('notifications/elicitation/complete');
  };
}
