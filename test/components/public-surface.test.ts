import { describe, expect, it } from 'vitest';
import * as core from '../../src/core/index';
import * as element from '../../src/element/index';
import * as gateway from '../../src/gateway/index';
import * as main from '../../src/index';
import * as aiSdk from '../../src/ai-sdk/index';
import * as assistantUi from '../../src/assistant-ui/index';

// The runtime names of every entry point. A change here is a change to the public API: update the
// snapshot on purpose (`npx vitest run -u test/components/public-surface.test.ts`) and say so in the changelog.
// Types are not listed (they vanish at runtime); `npm run typecheck` covers the tests that use them.
describe('the public surface', () => {
  it('question-dock', () => {
    expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
      [
        "AnswerSummary",
        "Countdown",
        "InvalidRequestError",
        "OptionList",
        "OtherField",
        "QuestionCards",
        "QuestionDock",
        "QuestionMiniBar",
        "QuestionStoreProvider",
        "QueueSwitcher",
        "RejectedPromptNotice",
        "Stepper",
        "askUserToolDefinition",
        "channelPrompt",
        "createPromptQueue",
        "createQuestionStore",
        "formatIssue",
        "formatPromptText",
        "formatReplyIssue",
        "formatStoreError",
        "formatSummaryText",
        "formatWarning",
        "messages",
        "messagesTh",
        "normalizeAskUser",
        "pageAttention",
        "parseTextReply",
        "persistDrafts",
        "previewAskUser",
        "readChannelButton",
        "replyMessages",
        "replyMessagesTh",
        "summarize",
        "summarizeToolCall",
        "syncAcrossTabs",
        "toToolResult",
        "usePromptQueue",
        "useQuestionPrompt",
        "useQuestionStore",
        "watchAttention",
      ]
    `);
  });

  it('question-dock/core', () => {
    expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
      [
        "InvalidRequestError",
        "askUserToolDefinition",
        "channelPrompt",
        "createPromptQueue",
        "createQuestionStore",
        "formatIssue",
        "formatPromptText",
        "formatReplyIssue",
        "formatStoreError",
        "formatSummaryText",
        "formatWarning",
        "messages",
        "messagesTh",
        "normalizeAskUser",
        "parseTextReply",
        "persistDrafts",
        "previewAskUser",
        "readChannelButton",
        "replyMessages",
        "replyMessagesTh",
        "summarize",
        "summarizeToolCall",
        "syncAcrossTabs",
        "toToolResult",
        "watchAttention",
      ]
    `);
  });

  it('question-dock/gateway', () => {
    expect(Object.keys(gateway).sort()).toMatchInlineSnapshot(`
      [
        "GatewayRequestError",
        "OPENCLAW_SCOPES",
        "bindOpenClawHost",
        "connectOpenClaw",
      ]
    `);
  });

  it('question-dock/element', () => {
    expect(Object.keys(element).sort()).toMatchInlineSnapshot(`
      [
        "InvalidRequestError",
        "askUserToolDefinition",
        "channelPrompt",
        "createPromptQueue",
        "createQuestionStore",
        "defineQuestionDockElements",
        "formatIssue",
        "formatPromptText",
        "formatReplyIssue",
        "formatStoreError",
        "formatSummaryText",
        "formatWarning",
        "messages",
        "messagesTh",
        "normalizeAskUser",
        "parseTextReply",
        "persistDrafts",
        "previewAskUser",
        "readChannelButton",
        "replyMessages",
        "replyMessagesTh",
        "summarize",
        "summarizeToolCall",
        "syncAcrossTabs",
        "toToolResult",
        "watchAttention",
      ]
    `);
  });

  it('the element entry re-exports the whole core', () => {
    for (const name of Object.keys(core)) expect(element).toHaveProperty(name);
  });

  it('the main entry re-exports the whole core', () => {
    expect(Object.keys(main)).toEqual(expect.arrayContaining(Object.keys(core)));
  });

  // The adapter entries (their names do not count toward the budget of scripts/exports.mjs).
  it('question-dock/ai-sdk', () => {
    expect(Object.keys(aiSdk).sort()).toMatchInlineSnapshot(`
      [
        "AskUserDock",
        "AskUserSummary",
        "askUserTool",
        "findPendingAskUser",
        "isAskUserPart",
      ]
    `);
  });

  it('question-dock/assistant-ui', () => {
    expect(Object.keys(assistantUi).sort()).toMatchInlineSnapshot(`
      [
        "AskUserToolUI",
        "AskUserToolView",
      ]
    `);
  });
});
