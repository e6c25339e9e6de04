/**
 * `question-dock/element/standalone`: the custom elements of `question-dock/element` in one file
 * with everything they use inside (a private copy of Preact renders the components, React's API
 * through `preact/compat`), for pages without a bundler and apps without React:
 * `<script type="module">import { defineQuestionDockElements } from '…/standalone.js'; defineQuestionDockElements();</script>`.
 * It exports what such a page needs: the function that defines the elements and their types. The
 * core's functions (`createQuestionStore`, `normalizeAskUser`, …) are in `question-dock/core`,
 * which has no dependencies either.
 * @packageDocumentation
 */
import { runEffectsAfterCommit } from './renderer';

runEffectsAfterCommit();

export { defineQuestionDockElements } from './index';
export type {
  QuestionDockElement,
  QuestionDockElementNames,
  QuestionDockGatewayLike,
  QuestionDockSummaryElement,
  QuestionResolveDetail,
  QuestionResolveEvent,
} from './index';
export type {
  AnswerSummaryData,
  AnswerSummaryItem,
  AskUserRequest,
  Messages,
  PromptQueue,
  QuestionStore,
  Resolution,
  ToolResult,
} from '../core';
