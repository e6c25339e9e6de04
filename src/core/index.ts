/**
 * `question-dock/core`: the framework-free part. Normalization, the store, the plain-text bridge,
 * results and messages. Imports nothing from React, the DOM, Radix or clsx.
 * @packageDocumentation
 */
export type {
  AnswerField,
  AskUserInput,
  AskUserOption,
  AskUserQuestion,
  AskUserRequest,
  Issue,
  NormalizeResult,
  SecretSpec,
} from './request/types';
export type { AnswerMap, PromptStatus, QuestionDraft, Resolution, ToolResult } from './answer/types';
export type { ActionResult, QuestionState, QuestionStore, StoreError } from './store/types';
export type { QuestionStoreOptions } from './store/options';
export type { PersistOptions } from './store/persistence';
export { persistDrafts } from './persistence/persist';
export type { Warning } from './plumbing/report';
export type { Clock } from './plumbing/clock';
export type { RejectedPrompt } from './request/rejected';
export { normalizeAskUser } from './request/normalize';
export { askUserToolDefinition } from './tool/definition';
export { previewAskUser } from './request/preview';
export { createQuestionStore } from './store/store';
export { InvalidRequestError } from './request/checked';
export { toToolResult } from './tool/result';
export { formatPromptText, formatReplyIssue } from './reply/prompt-text';
export { parseTextReply } from './reply/parse';
export { channelPrompt, readChannelButton, type ChannelPrompt } from './reply/channel';
export type { ParseReplyResult, ReplyIssue } from './reply/match';
export { summarize, formatSummaryText, type AnswerSummaryData, type AnswerSummaryItem } from './tool/summary';
export { summarizeToolCall } from './tool/call-summary';
export { formatIssue, formatStoreError, formatWarning } from './messages/format';
export type { Messages, ReplyMessages } from './messages/types';
export { messages, replyMessages } from './messages/en';
export { messagesTh, replyMessagesTh } from './messages/th';
export { watchAttention } from './attention/attention';
export { syncAcrossTabs, type SyncChannel, type SyncOptions } from './persistence/sync';
export { createPromptQueue, type PromptQueue, type PromptQueueOptions, type PromptQueueState } from './store/queue';
