// The adapter entries' types in an app that installs their hosts (`ai`, `@ai-sdk/react`,
// `@assistant-ui/react`, `@anthropic-ai/claude-agent-sdk`), under this tsconfig's moduleResolution. A name that does not resolve, or a
// callback parameter that is `any`, fails the compile. The README's adapter blocks compile in
// ../readme, under create-vite's settings.
import { useChat } from '@ai-sdk/react';
import { query, type CanUseTool } from '@anthropic-ai/claude-agent-sdk';
import { makeAssistantToolUI } from '@assistant-ui/react';
import { lastAssistantMessageIsCompleteWithToolCalls, streamText, type LanguageModel } from 'ai';
import {
  askUserTool,
  AskUserDock,
  AskUserSummary,
  findPendingAskUser,
  isAskUserPart,
  type AddAskUserOutput,
} from 'question-dock/ai-sdk';
import { AskUserToolUI, AskUserToolView } from 'question-dock/assistant-ui';
import { createAskUserQuestionBridge, createAskUserQuestionPage } from 'question-dock/claude-agent-sdk';
import { messagesTh } from 'question-dock';

type IsAny<T> = 0 extends 1 & T ? true : false;
const notAny = <T,>(_value: T, isAny: IsAny<T>): void => void isAny;

export function serverTools(model: LanguageModel) {
  return streamText({ model, prompt: 'Deploy', tools: { ask_user: askUserTool() } });
}

export function Chat() {
  const chat = useChat({
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  const { messages, addToolOutput } = chat;
  // useChat's own addToolOutput fits the dock's type as it is, and useChat's result the dock's `chat`.
  const forward: AddAskUserOutput = addToolOutput;
  notAny(forward, false);
  const pending = findPendingAskUser(messages);
  return (
    <>
      {pending?.toolCallId}
      {messages.map((m) =>
        m.parts.map((part, i) => (isAskUserPart(part) ? <AskUserSummary key={i} part={part} /> : null)),
      )}
      <AskUserDock
        chat={chat}
        messages={messagesTh}
        onResolve={(result, _resolution, summary, toolCallId) => {
          notAny(result, false);
          notAny(summary, false);
          notAny(toolCallId, false);
        }}
      />
    </>
  );
}

export const ThaiAskUser = makeAssistantToolUI({
  toolName: 'ask_user',
  render: (part) => <AskUserToolView part={part} messages={messagesTh} />,
});
export const Registered = AskUserToolUI;

// The bridge's canUseTool is the SDK's own `CanUseTool`, with and without the app's handler of other tools.
declare const appTools: CanUseTool;
const bridge = createAskUserQuestionBridge({ send: (message) => notAny(message, false), otherTools: appTools });
const canUseTool: CanUseTool = bridge.canUseTool;
export const claudeTurn = () =>
  query({ prompt: 'Plan the release', options: { canUseTool, permissionMode: 'default' } });
export const claudePage = createAskUserQuestionPage({
  send: (message) => notAny(message, false),
  onResolve: (summary, resolution, toolUseID) => {
    notAny(summary, false);
    notAny(resolution, false);
    notAny(toolUseID, false);
  },
});
