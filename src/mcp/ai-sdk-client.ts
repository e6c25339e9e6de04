/**
 * The AI SDK's MCP client (`@ai-sdk/mcp`) answering elicitations through the form prompts. Its handler
 * gets no signal (a server's cancel cannot close the form; the server gets no late reply either) and
 * the params as the server sent them, so a form outside the spec reaches the prompts, which refuse it
 * with the reason.
 */
import { ElicitationRequestSchema, type MCPClient } from '@ai-sdk/mcp';
import type { FormPrompts } from './prompts';

/**
 * Answers `client`'s elicitations with `prompts`. The client must be created with
 * `capabilities: { elicitation: {} }` (form mode: this client cannot take URL mode).
 */
export function bindAiSdkClient(client: MCPClient, prompts: FormPrompts): void {
  client.onElicitationRequest(ElicitationRequestSchema, (request) => prompts.ask(request.params));
}
