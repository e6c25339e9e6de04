/**
 * `question-dock/ai-sdk`: `ask_user` for the Vercel AI SDK (`ai` 7, `@ai-sdk/react`). The server
 * declares the tool with {@link askUserTool} (no `execute`, so the call goes to the browser); the
 * browser shows the oldest pending call in {@link AskUserDock} above the composer, from the first
 * streamed delta, and hands the exact tool result back with `addToolOutput`; {@link AskUserSummary}
 * leaves the record in the timeline, rebuilt from the call itself after a reload.
 * @packageDocumentation
 */
import { getToolName, isToolUIPart, type ChatStatus, type UIMessage } from 'ai';
import { useState } from 'react';
import { AnswerSummary, QuestionDock } from '../components';
import type { QuestionDockRequestProps } from '../components/internal';
import { CALL_PERSIST } from '../tool-call/call-persist';
import { CallNotice } from '../tool-call/CallNotice';
import {
  CALL_DEFAULTS,
  questionFailedText,
  questionStoppedText,
  withDefaults,
  type DraftPersistence,
} from '../core/internal';
import { UnsentNotice } from '../tool-call/delivery';
import { useToolOutput, type AddAskUserOutput } from './tool-output';
import {
  askUserToolDefinition,
  messages as defaultMessages,
  summarizeToolCall,
  type AnswerSummaryData,
  type Messages,
  type Resolution,
  type ToolResult,
} from '../core';

export { askUserTool } from './tool';
export type { AddAskUserOutput, AskUserOutput } from './tool-output';

/** The fields of an `ask_user` tool part read here (a static `tool-ask_user` part or a dynamic one). */
export interface AskUserPart {
  readonly type: string;
  readonly toolCallId: string;
  /** `input-streaming`, `input-available`, `output-available`, `output-error`, ... */
  readonly state: string;
  /** The arguments, as far as they have arrived while `input-streaming`. */
  readonly input?: unknown;
  readonly output?: unknown;
  readonly errorText?: string | undefined;
}

type Part = UIMessage['parts'][number];

/** True for a static `tool-ask_user` part or a dynamic tool part named `ask_user`. */
export function isAskUserPart(part: Part): part is Part & AskUserPart {
  return isToolUIPart(part) && getToolName(part) === askUserToolDefinition.name;
}

/**
 * The oldest `ask_user` call still waiting for the person (`input-available`), or being written
 * (`input-streaming`, in the last message only: an earlier one was never finished). Calls are
 * answered in order.
 */
export function findPendingAskUser(messages: readonly UIMessage[]): AskUserPart | undefined {
  for (const [index, message] of messages.entries()) {
    if (message.role !== 'assistant') continue;
    for (const part of message.parts) {
      if (!isAskUserPart(part)) continue;
      if (part.state === 'input-available') return part;
      if (part.state === 'input-streaming' && index === messages.length - 1) return part;
    }
  }
  return undefined;
}

/**
 * The chat {@link AskUserDock} answers in: `useChat`'s result as it is, or the three fields of it
 * that the dock reads.
 */
export interface AskUserChat {
  /** `messages` of `useChat`: the dock shows the oldest pending `ask_user` call in them. */
  readonly messages: readonly UIMessage[];
  /**
   * `addToolOutput` of `useChat`: receives the exact tool result, or an `output-error` with the
   * issues for a call whose input is no valid request. If it throws or rejects, the dock says the
   * answer was not sent and keeps it for Try again.
   */
  readonly addToolOutput: AddAskUserOutput;
  /**
   * `status` of `useChat`. With it, a call still being written when the chat stops streaming (the
   * person pressed Stop, the stream failed) shows "stopped" with Dismiss instead of waiting forever.
   */
  readonly status?: ChatStatus | undefined;
}

/** Props of {@link AskUserDock}: the chat, and the dock's own (`composer`, `layout`, `messages`, `onResolve`, ...). */
export interface AskUserDockProps extends Omit<
  QuestionDockRequestProps,
  'request' | 'promptId' | 'streaming' | 'onResolve' | 'persist'
> {
  /**
   * Keep drafts across remount and reload, by the call's id (`persistDrafts(options)`); `false` for
   * none. The outcome is not remembered (unless its options say `rememberResolved: true`): a call
   * still waiting after a reload never got its output to the chat, so it is asked again.
   * @default persistDrafts({ rememberResolved: false }) (sessionStorage)
   */
  readonly persist?: DraftPersistence | false | undefined;
  /** The chat: `useChat`'s result (`messages`, `addToolOutput`, `status`). */
  readonly chat: AskUserChat;
  /**
   * Called when a prompt ends, after `addToolOutput`: the dock's arguments (result, how it ended, the
   * summary for the timeline) and the call's id, e.g. to keep the summary that alone tells skipped,
   * expired and cancelled apart.
   */
  readonly onResolve?:
    ((result: ToolResult, resolution: Resolution, summary: AnswerSummaryData, toolCallId: string) => void) | undefined;
}

/**
 * The composer area of an AI SDK chat: the oldest pending `ask_user` call as the dock, else the
 * composer alone. While the model writes the call, the dock shows it read-only ("still being
 * written"); once the input is complete the same dock becomes the prompt (the composer stays
 * mounted throughout). The answer goes to `addToolOutput`; with `sendAutomaticallyWhen:
 * lastAssistantMessageIsCompleteWithToolCalls` the chat then continues.
 * @example
 * ```tsx
 * import { useChat } from '@ai-sdk/react';
 * import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
 * import type { ReactNode } from 'react';
 * import { AskUserDock } from 'question-dock/ai-sdk';
 * import 'question-dock/styles.css';
 *
 * export function Composer({ children }: { children: ReactNode }) {
 *   const chat = useChat({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
 *   return <AskUserDock chat={chat} composer={children} />;
 * }
 * ```
 */
export function AskUserDock({
  chat,
  messages = defaultMessages,
  onResolve,
  persist,
  send,
  clock,
  expiresAt,
  ...dock
}: AskUserDockProps) {
  const { addToolOutput, status } = chat;
  const [dismissed, setDismissed] = useState<string>();
  const part = findPendingAskUser(chat.messages);
  const toolCallId = part?.toolCallId;
  const streaming = part?.state === 'input-streaming';
  // Only the last message streams: a call still being written once the chat is idle was stopped.
  const stopped = streaming && status !== undefined && status !== 'streaming' && status !== 'submitted';
  const shown = part && !stopped ? part : undefined;
  const { deliver, unsent } = useToolOutput(addToolOutput, part && !streaming ? part : undefined);
  // Always a notice slot and then the dock: the dock keeps its place, so the composer is never remounted.
  return (
    <>
      {stopped && dismissed !== toolCallId ? (
        <CallNotice
          text={questionStoppedText(messages)}
          action={{ label: messages.dismiss, onClick: () => setDismissed(toolCallId) }}
        />
      ) : (
        unsent && <UnsentNotice unsent={unsent} deliver={deliver} messages={messages} />
      )}
      {shown ? (
        <QuestionDock
          {...dock}
          persist={persist === false ? undefined : persist ? withDefaults(persist, CALL_DEFAULTS) : CALL_PERSIST}
          send={send}
          clock={clock}
          expiresAt={expiresAt}
          request={shown.input}
          promptId={shown.toolCallId}
          streaming={streaming}
          messages={messages}
          onResolve={(result, resolution, summary) => {
            deliver({ toolCallId: shown.toolCallId, output: { output: result } });
            onResolve?.(result, resolution, summary, shown.toolCallId);
          }}
        />
      ) : (
        <QuestionDock {...dock} store={undefined} messages={messages} />
      )}
    </>
  );
}

/** Props of {@link AskUserSummary}. */
export interface AskUserSummaryProps {
  /** An `ask_user` part of a message (see {@link isAskUserPart}). */
  readonly part: AskUserPart;
  /** The dock's own summary when you kept it (`onResolve`'s third argument): it alone tells skipped, expired and cancelled apart. */
  readonly summary?: AnswerSummaryData | undefined;
  /**
   * The words, as the dock's `messages`.
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
}

/**
 * What an `ask_user` part leaves in the timeline: nothing while it is pending (the dock shows it),
 * the answer summary once it has output (rebuilt from the call's input and output, so a reloaded
 * thread shows every summary), and an alert for a call that ended in an error.
 * @example
 * ```tsx
 * import type { UIMessage } from 'ai';
 * import { AskUserSummary, isAskUserPart } from 'question-dock/ai-sdk';
 * import 'question-dock/styles.css';
 *
 * export function Message({ message }: { message: UIMessage }) {
 *   return (
 *     <article>
 *       {message.parts.map((part, i) =>
 *         part.type === 'text' ? <p key={i}>{part.text}</p> : isAskUserPart(part) ? <AskUserSummary key={i} part={part} /> : null,
 *       )}
 *     </article>
 *   );
 * }
 * ```
 */
export function AskUserSummary({ part, summary, messages = defaultMessages }: AskUserSummaryProps) {
  if (part.state === 'output-error') return <CallNotice text={questionFailedText(messages, part.errorText ?? '')} />;
  if (part.state !== 'output-available') return null;
  const shown = summary ?? summarizeToolCall(part.input, part.output);
  return shown ? <AnswerSummary summary={shown} messages={messages} /> : null;
}
