/**
 * `question-dock/claude-agent-sdk`: Claude's AskUserQuestion (`@anthropic-ai/claude-agent-sdk`) in
 * the dock. On the server, {@link createAskUserQuestionBridge} gives `query()` a `canUseTool` that
 * hands each AskUserQuestion to the page over the app's own channel (a WebSocket, server-sent
 * events…) and resolves with the person's answer. In the page, {@link createAskUserQuestionPage}
 * turns what the server sends into prompts in a queue, which `AskUserQuestionDock`
 * (`question-dock/claude-agent-sdk/react`) shows, and sends each outcome back. Framework-free: both
 * ends are plain objects, and the server loads nothing of React.
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
  AskUserQuestionAnswer,
  AskUserQuestionAsk,
  AskUserQuestionInput,
  AskUserQuestionPreviewFormat,
  AskUserQuestionToPage,
  AskUserQuestionToServer,
} from './types';
