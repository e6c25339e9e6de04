/**
 * `question-dock/assistant-ui`: `ask_user` as an assistant-ui tool UI (`@assistant-ui/react` 0.15).
 * Mount {@link AskUserToolUI} inside your `AssistantRuntimeProvider`: while the model writes the
 * call, the dock shows it read-only ("still being written"); once the call waits for the person it
 * becomes the prompt (the same dock, never remounted) and hands the exact tool result to
 * `addResult`; then the call shows its answer summary, rebuilt from the call after a reload.
 * @packageDocumentation
 */
import { makeAssistantToolUI, type ToolCallMessagePartProps } from '@assistant-ui/react';
import { useState } from 'react';
import { AnswerSummary, QuestionDock } from '../components';
import { CallNotice } from '../tool-call/CallNotice';
import { describeThrown, isObject, ownField, questionFailedText, questionStoppedText } from '../core/internal';
import { CALL_PERSIST } from '../tool-call/call-persist';
import { UnsentNotice, useDelivery } from '../tool-call/delivery';
import { useRefusal } from '../tool-call/refusal';
import {
  askUserToolDefinition,
  messages as defaultMessages,
  summarizeToolCall,
  type AnswerSummaryData,
  type Messages,
  type ToolResult,
} from '../core';

/** Props of {@link AskUserToolView}: the tool call assistant-ui renders, and the words. */
export interface AskUserToolProps {
  /**
   * The props assistant-ui gives a tool UI's `render` for the `ask_user` call, as they are (any tool
   * UI's props fit: the arguments and the result are read, never trusted). Kept apart from the
   * view's own props, since assistant-ui's have a `messages` of their own (a sub-agent's thread).
   */
  readonly part: ToolCallMessagePartProps<unknown, unknown>;
  /**
   * The words, as the dock's `messages` (`messagesTh` for Thai).
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
}

function isWholeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    // Not JSON yet: the arguments are still streaming.
    return false;
  }
}

/**
 * An error result as text: a string, an Error's or a plain object's own `message`, or the `error` the
 * AI SDK runtime makes of an `output-error`; never "[object Object]" nor a throw.
 */
function errorText(result: unknown): string {
  try {
    for (const key of ['message', 'error']) {
      const text = isObject(result) ? ownField(result, key) : undefined;
      if (typeof text === 'string' && text !== '') return text;
    }
  } catch {
    // A Proxy: described below.
  }
  return describeThrown(result);
}

/** What `addResult` takes as an error result: assistant-ui's `ToolResponse` shape. */
interface ErrorResponse {
  readonly result: string;
  readonly isError: true;
}

/**
 * An error result for `addResult`. assistant-ui recognizes a `ToolResponse` by its registered symbol
 * (`Symbol.for('aui.tool-response')`), and `@assistant-ui/react` does not export the class itself.
 */
const errorResponse = (text: string): ErrorResponse => ({
  [Symbol.for('aui.tool-response')]: true,
  result: text,
  isError: true,
});

/**
 * The `ask_user` renderer: the call as it is written (read-only), the dock while it waits for the
 * person (`requires-action`), its answer summary once it has a result, and an alert for a call that
 * failed or was stopped before it was complete. Use it as a toolkit entry's `render` too.
 * @example
 * ```tsx
 * import { makeAssistantToolUI } from '@assistant-ui/react';
 * import { messagesTh } from 'question-dock/core';
 * import { AskUserToolView } from 'question-dock/assistant-ui';
 * import 'question-dock/styles.css';
 *
 * // The tool UI in Thai: mount <AskUserToolUIThai /> inside your AssistantRuntimeProvider.
 * export const AskUserToolUIThai = makeAssistantToolUI<unknown, unknown>({
 *   toolName: 'ask_user',
 *   display: 'standalone',
 *   render: (props) => <AskUserToolView part={props} messages={messagesTh} />,
 * });
 * ```
 */
export function AskUserToolView({ part, messages = defaultMessages }: AskUserToolProps) {
  const { args, argsText, result, isError, status, toolCallId, addResult } = part;
  // How the prompt ended (skipped, expired or cancelled), which the result alone cannot tell.
  const [kept, setKept] = useState<AnswerSummaryData>();
  // A result `addResult` threw on is kept to give again (the prompt has ended: it is the answer's only copy).
  const { deliver, unsent } = useDelivery<ToolResult | ErrorResponse>(addResult);
  // A waiting call whose input is no valid request goes back at once as an error with the issues:
  // the person cannot answer it, and the agent learns what to fix instead of waiting forever.
  const waiting = result === undefined && status.type === 'requires-action' && isWholeJson(argsText);
  useRefusal(waiting ? { toolCallId, input: args } : undefined, (_, errorText) => deliver(errorResponse(errorText)));
  if (result !== undefined) {
    if (isError) return <CallNotice text={questionFailedText(messages, errorText(result))} />;
    const summary = kept ?? summarizeToolCall(args, result);
    return summary ? <AnswerSummary summary={summary} messages={messages} /> : null;
  }
  if (status.type === 'incomplete' || status.type === 'complete')
    return (
      <CallNotice
        text={
          status.type === 'incomplete' && status.reason !== 'cancelled'
            ? questionFailedText(messages, status.reason)
            : questionStoppedText(messages)
        }
      />
    );
  // The arguments are complete once their text is whole JSON; a call the run stopped writing never is.
  const written = isWholeJson(argsText);
  if (!written && status.type !== 'running') return <CallNotice text={questionStoppedText(messages)} />;
  // One dock from the first streamed delta to the answer: `streaming` turns off, nothing remounts.
  return (
    <>
      {unsent && <UnsentNotice unsent={unsent} deliver={deliver} messages={messages} />}
      <QuestionDock
        request={args}
        promptId={toolCallId}
        persist={CALL_PERSIST}
        streaming={!written}
        messages={messages}
        onResolve={(toolResult, _resolution, summary) => {
          setKept(summary);
          deliver(toolResult);
        }}
      />
    </>
  );
}

/**
 * Registers {@link AskUserToolView} for `ask_user` calls while mounted, shown on its own
 * (`display: 'standalone'`), not folded into a tool-call trace.
 * @example
 * ```tsx
 * import { AssistantRuntimeProvider, type AssistantRuntime } from '@assistant-ui/react';
 * import type { ReactNode } from 'react';
 * import { AskUserToolUI } from 'question-dock/assistant-ui';
 * import 'question-dock/styles.css';
 *
 * export function Chat({ runtime, thread }: { runtime: AssistantRuntime; thread: ReactNode }) {
 *   return (
 *     <AssistantRuntimeProvider runtime={runtime}>
 *       <AskUserToolUI />
 *       {thread}
 *     </AssistantRuntimeProvider>
 *   );
 * }
 * ```
 */
export const AskUserToolUI = /* @__PURE__ */ makeAssistantToolUI<unknown, unknown>({
  toolName: askUserToolDefinition.name,
  display: 'standalone',
  render: (part) => <AskUserToolView part={part} />,
});
