/**
 * `question-dock/core`: the framework-free part. Normalization, the store, the plain-text bridge,
 * results and messages. Imports nothing from React, the DOM, Radix or clsx.
 * @packageDocumentation
 */
export type * from './types';
export type { RejectedPrompt } from './rejected';
export { normalizeAskUser } from './normalize';
export { createQuestionStore, InvalidRequestError } from './store';
export { toToolResult } from './result';
export {
  formatPromptText,
  formatReplyIssue,
  parseTextReply,
  type ParseReplyResult,
  type ReplyIssue,
  type ReplyIssueCode,
} from './reply';
export { summarize, formatSummaryText, type AnswerSummaryData, type AnswerSummaryItem } from './text';
export {
  messages,
  messagesTh,
  replyMessages,
  replyMessagesTh,
  formatIssue,
  formatStoreError,
  formatStoreWarning,
  type Messages,
  type ReplyMessages,
} from './messages';
export { realClock } from './clock';
export { persistDrafts } from './persist';
export { syncAcrossTabs, type SyncChannel, type SyncOptions } from './sync';
export {
  createPromptQueue,
  type PromptQueue,
  type PromptQueueOptions,
  type PromptQueueState,
  type AddPromptOptions,
} from './queue';
