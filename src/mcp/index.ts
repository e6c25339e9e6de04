/**
 * `question-dock/mcp`: MCP elicitations (`elicitation/create`) in the dock. {@link createFormPrompts}
 * turns each form a server sends into a prompt in one queue (read under the form's own rules, checked
 * as the server will check it) and resolves the server's request with what the person did: accept
 * with the content, decline, or cancel. The official SDK's `Client` is bound with `bindSdkClient`
 * (`question-dock/mcp/sdk`), the AI SDK's MCP client with {@link aiSdkElicitationHandler}; the dock is
 * `McpFormDock` (`question-dock/mcp/react`). Framework-free, and it imports no MCP package itself.
 * @packageDocumentation
 */
export {
  aiSdkElicitationHandler,
  createFormPrompts,
  type FormPrompts,
  type FormPromptsOptions,
  type FormResult,
} from './prompts';
export type { FormValue } from './form';
export type { LinkPrompt, LinkPrompts } from './links';
export type { WatchedList } from './list';
export { FORM_MESSAGES, FORM_MESSAGES_TH, type FormMessages } from './words';
