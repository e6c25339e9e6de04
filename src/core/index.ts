/**
 * `question-dock/core`: the framework-free part. Normalization, the store, the plain-text bridge,
 * results and messages. Imports nothing from React, the DOM, Radix or clsx.
 * @packageDocumentation
 */
export type {
  AnswerMap,
  AskUserOption,
  AskUserQuestion,
  AskUserRequest,
  Issue,
  NormalizeResult,
  SecretSpec,
  ToolResult,
} from './types';
export type {
  ActionResult,
  PromptStatus,
  QuestionDraft,
  QuestionState,
  QuestionStore,
  Resolution,
  StoreError,
} from './store-types';
export type { Clock, PersistOptions, QuestionStoreOptions, StorageAdapter, StoreWarning } from './store-options';
export type { RejectedPrompt } from './rejected';
export { normalizeAskUser } from './normalize';
export { askUserTool } from './tool';
export { previewAskUser } from './preview';
export { createQuestionStore } from './question-store';
export { InvalidRequestError } from './store';
export { toToolResult } from './result';
export { formatPromptText, formatReplyIssue } from './prompt-text';
export { parseTextReply } from './reply-parse';
export { channelPrompt, readChannelButton, type ChannelPrompt } from './channel';
export type { ParseReplyResult, ReplyIssue } from './reply-match';
export { summarize, formatSummaryText, type AnswerSummaryData, type AnswerSummaryItem } from './text';
export { summarizeToolCall } from './tool-call-summary';
export { formatIssue, formatStoreError, formatStoreWarning, type Messages, type ReplyMessages } from './messages';
export { messages, replyMessages } from './messages-en';
export { messagesTh, replyMessagesTh } from './messages-th';
export { realClock } from './clock';
export { watchAttention, type AttentionOptions } from './attention';
export { syncAcrossTabs, type SyncChannel, type SyncOptions } from './sync';
export {
  createPromptQueue,
  type PromptQueue,
  type PromptQueueOptions,
  type PromptQueueState,
  type AddPromptOptions,
} from './queue';
