/**
 * Recipe: `ask_user` as a client-side tool with the Vercel AI SDK (`ai` 7, `@ai-sdk/react` 4).
 *
 * The server declares `ask_user` without `execute`, so the model's call arrives in the browser as a
 * message part `{ type: 'tool-ask_user', state: 'input-available', toolCallId, input }`. The dock
 * shows it above the composer and hands the person's answer back with `addToolOutput`; with
 * `sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls` the chat then continues.
 *
 * Copy this file into your app and change the import below to `'question-dock'`.
 */
import { getToolName, isToolUIPart, type UIMessage } from 'ai';
import { useCallback, useState, type ReactNode } from 'react';
import {
  AnswerSummary,
  messages as defaultMessages,
  QuestionDock,
  summarizeToolCall,
  type AnswerSummaryData,
  type Messages,
  type Resolution,
  type ToolResult,
} from '../src/index';

/** The tool name the agent calls. */
export const ASK_USER_TOOL = 'ask_user';

/** The fields of an `ask_user` tool part this recipe reads (static `tool-ask_user` or dynamic). */
export interface AskUserPart {
  readonly type: string;
  readonly toolCallId: string;
  readonly state: string;
  readonly input?: unknown;
  readonly output?: unknown;
}

/** `addToolOutput` of `useChat`, narrowed to what the recipe calls. */
export type AddAskUserOutput = (options: {
  tool: typeof ASK_USER_TOOL;
  toolCallId: string;
  output: ToolResult;
}) => void | PromiseLike<void>;

type Part = UIMessage['parts'][number];

/** True for a static `tool-ask_user` part or a dynamic tool part named `ask_user`. */
export function isAskUserPart(part: Part): part is Part & AskUserPart {
  return isToolUIPart(part) && getToolName(part) === ASK_USER_TOOL;
}

/** The oldest `ask_user` call still waiting for the person (several calls are answered in order). */
export function findPendingAskUser(messages: readonly UIMessage[]): AskUserPart | undefined {
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const part of message.parts) {
      if (isAskUserPart(part) && part.state === 'input-available') return part;
    }
  }
  return undefined;
}

/**
 * Remembers how each prompt ended, for the timeline. The tool output alone cannot tell skipped,
 * expired and cancelled apart (all are `no_answer`, by design), so the dock's summary is kept here.
 * Persist the map yourself (e.g. next to your messages) if it must survive a reload.
 */
export function useAskUserSummaries(): {
  readonly summaries: ReadonlyMap<string, AnswerSummaryData>;
  readonly remember: (toolCallId: string, summary: AnswerSummaryData) => void;
} {
  const [summaries, setSummaries] = useState<ReadonlyMap<string, AnswerSummaryData>>(() => new Map());
  const remember = useCallback((toolCallId: string, summary: AnswerSummaryData) => {
    setSummaries((previous) => new Map(previous).set(toolCallId, summary));
  }, []);
  return { summaries, remember };
}

/** Props of {@link AskUserDock}. */
export interface AskUserDockProps {
  /** `messages` of `useChat`. */
  readonly messages: readonly UIMessage[];
  /** `addToolOutput` of `useChat`. */
  readonly addToolOutput: AddAskUserOutput;
  /** Your composer. It stays mounted (hidden while a prompt is open), so its draft survives. */
  readonly composer?: ReactNode;
  /** Called when a prompt ends, with the summary for the timeline (see {@link useAskUserSummaries}). */
  readonly onSummary?: (toolCallId: string, summary: AnswerSummaryData) => void;
  /** Dock strings; default English. */
  readonly strings?: Messages;
  /** Keep drafts in sessionStorage across reload (default true). */
  readonly persist?: boolean;
}

/**
 * The composer area of an AI SDK chat: the dock for the pending `ask_user` call, else the composer.
 * @example
 * const { messages, addToolOutput } = useChat({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
 * const { summaries, remember } = useAskUserSummaries();
 * <AskUserDock messages={messages} addToolOutput={addToolOutput} onSummary={remember} composer={<Composer />} />
 */
export function AskUserDock({
  messages,
  addToolOutput,
  composer,
  onSummary,
  strings = defaultMessages,
  persist = true,
}: AskUserDockProps) {
  const part = findPendingAskUser(messages);
  const toolCallId = part?.toolCallId;
  const onResolve = (result: ToolResult, _resolution: Resolution, summary: AnswerSummaryData) => {
    if (toolCallId === undefined) return;
    onSummary?.(toolCallId, summary);
    void addToolOutput({ tool: ASK_USER_TOOL, toolCallId, output: result });
  };
  // Always the same dock element (same type, same place), so the composer is never remounted: with
  // no pending call it has no prompt (just the composer); a new call id gives a new store, so no
  // call inherits another's state.
  if (!part) return <QuestionDock store={undefined} messages={strings} composer={composer} />;
  return (
    <QuestionDock
      request={part.input}
      promptId={toolCallId}
      persist={persist}
      messages={strings}
      composer={composer}
      onResolve={onResolve}
    />
  );
}

/** Props of {@link AskUserTimelineItem}. */
export interface AskUserTimelineItemProps {
  readonly part: AskUserPart;
  /** The summary kept by {@link useAskUserSummaries}, when known. */
  readonly summary?: AnswerSummaryData | undefined;
  readonly strings?: Messages;
}

/**
 * What an `ask_user` part leaves in the message list: nothing while pending (the dock shows it
 * above the composer), then the answer summary: the dock's own when kept (the only record of
 * skipped vs expired vs cancelled), else rebuilt from the call with `summarizeToolCall` (a reload).
 */
export function AskUserTimelineItem({ part, summary, strings = defaultMessages }: AskUserTimelineItemProps) {
  if (part.state !== 'output-available') return null;
  const shown = summary ?? summarizeToolCall(part.input, part.output);
  return shown ? <AnswerSummary summary={shown} messages={strings} /> : null;
}
