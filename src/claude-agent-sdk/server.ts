/**
 * `question-dock/claude-agent-sdk` as server code sees it (the `react-server` export condition): the
 * bridge only. The full entry's dock creates React contexts when it loads, which React's server build
 * does not allow, so a route that imports the bridge from the entry must not load it.
 * @packageDocumentation
 */
export {
  createAskUserQuestionBridge,
  type AskUserQuestionBridge,
  type AskUserQuestionBridgeOptions,
  type AskUserQuestionPermission,
  type CanUseToolOptions,
} from './bridge';
export type {
  AskUserQuestionAnnotation,
  AskUserQuestionAsk,
  AskUserQuestionInput,
  AskUserQuestionToPage,
  AskUserQuestionToServer,
} from './types';
