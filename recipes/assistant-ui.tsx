/**
 * Recipe: `ask_user` as a human-in-the-loop tool UI with assistant-ui (`@assistant-ui/react` 0.15).
 *
 * The tool has no `execute` anywhere, so its call waits (`status.type === 'requires-action'`)
 * until the renderer calls `addResult`. The renderer shows the dock while the call waits and the
 * answer summary once it has a result. Mount `<AskUserToolUI />` anywhere inside your
 * `AssistantRuntimeProvider`.
 *
 * assistant-ui renders tool UIs inside the message; `display: 'standalone'` keeps the prompt out
 * of the collapsed tool-call trace, so the person sees it at once.
 *
 * Copy this file into your app and change the import below to `'question-dock'`.
 */
import { makeAssistantToolUI, type ToolCallMessagePartProps } from '@assistant-ui/react';
import { useState } from 'react';
import {
  AnswerSummary,
  messages as defaultMessages,
  QuestionDock,
  summarizeToolCall,
  type AnswerSummaryData,
  type Messages,
  type ToolResult,
} from '../src/index';

/** Props the runtime gives the renderer, typed for `ask_user`. */
export type AskUserToolProps = ToolCallMessagePartProps<unknown, ToolResult>;

/**
 * The renderer: nothing while the arguments stream in, the dock while the call waits for the
 * person, the summary once there is a result. `addResult` receives the exact tool result.
 */
export function AskUserToolView({
  args,
  result,
  addResult,
  status,
  toolCallId,
  strings = defaultMessages,
}: AskUserToolProps & { readonly strings?: Messages }) {
  // How the prompt ended (skipped / expired / cancelled), which the result alone cannot tell.
  const [summary, setSummary] = useState<AnswerSummaryData>();
  if (result !== undefined) {
    // The dock's own summary when kept; after a reload, rebuilt from the call.
    const shown = summary ?? summarizeToolCall(args, result);
    return shown ? <AnswerSummary summary={shown} messages={strings} /> : null;
  }
  if (status.type !== 'requires-action') return null;
  return (
    <QuestionDock
      request={args}
      promptId={toolCallId}
      persist
      messages={strings}
      onResolve={(toolResult, _resolution, s) => {
        setSummary(s);
        addResult(toolResult);
      }}
    />
  );
}

/**
 * Registers {@link AskUserToolView} for `ask_user` calls while mounted.
 * @example
 * <AssistantRuntimeProvider runtime={runtime}>
 *   <AskUserToolUI />
 *   <Thread />
 * </AssistantRuntimeProvider>
 */
export const AskUserToolUI = makeAssistantToolUI<unknown, ToolResult>({
  toolName: 'ask_user',
  display: 'standalone',
  render: AskUserToolView,
});
