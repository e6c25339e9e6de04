/**
 * `question-dock/claude-agent-sdk`: Claude's AskUserQuestion (`@anthropic-ai/claude-agent-sdk`) in
 * the dock. On the server, {@link createAskUserQuestionBridge} gives `query()` a `canUseTool` that
 * hands each AskUserQuestion to the page over the app's own channel (a WebSocket, server-sent
 * events…) and resolves with the person's answer; in the page, {@link createAskUserQuestionPage}
 * turns what the server sends into prompts for the dock and sends each outcome back. Framework-free:
 * both ends are plain objects, the page's prompts a queue any dock renders.
 * @packageDocumentation
 */
export {
  createAskUserQuestionBridge,
  type AskUserQuestionBridge,
  type AskUserQuestionBridgeOptions,
  type AskUserQuestionPermission,
  type CanUseToolOptions,
} from './bridge';
export { createAskUserQuestionPage, type AskUserQuestionPage, type AskUserQuestionPageOptions } from './page';
export type {
  AskUserQuestionAnnotation,
  AskUserQuestionAsk,
  AskUserQuestionInput,
  AskUserQuestionToPage,
  AskUserQuestionToServer,
} from './types';
