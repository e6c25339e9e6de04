/**
 * `question-dock/ai-sdk` as server code sees it (the `react-server` export condition, e.g. a Next.js
 * route handler): the tool definition only. The full entry's components create React contexts when
 * they load, which React's server build does not allow, so a route that imports `askUserAiSdkTool` from
 * the entry must not load them.
 * @packageDocumentation
 */
export { askUserAiSdkTool } from './tool';
