import { useDelivery } from '../tool-call/delivery';
import { useRefusal } from '../tool-call/refusal';
import type { ToolResult } from '../core';

/** What goes back for one call: the tool result, or the error the agent reads instead (a request it cannot ask). */
export type AskUserOutput = { output: ToolResult } | { state: 'output-error'; errorText: string };

/** `addToolOutput` of `useChat`, narrowed to what the dock calls. */
export type AddAskUserOutput = (
  options: { tool: 'ask_user'; toolCallId: string } & AskUserOutput,
) => void | PromiseLike<void>;

/** One call's output, as it is handed to `addToolOutput`. */
export interface CallOutput {
  readonly toolCallId: string;
  readonly output: AskUserOutput;
}

/**
 * Hands outputs to `addToolOutput`, keeping the one it did not take to send again (`useDelivery`:
 * the person's answer is its only copy once the prompt has ended). A waiting call whose input is no valid request (the schema cannot say "labels unique")
 * goes back at once as an `output-error` with the normalizer's issues: the person cannot answer it,
 * and the agent learns what to fix instead of waiting forever.
 */
export function useToolOutput(
  addToolOutput: AddAskUserOutput,
  waiting: { readonly toolCallId: string; readonly input?: unknown } | undefined,
) {
  const { deliver, unsent } = useDelivery(({ toolCallId, output }: CallOutput) =>
    addToolOutput({ tool: 'ask_user', toolCallId, ...output }),
  );
  useRefusal(waiting, (toolCallId, errorText) => deliver({ toolCallId, output: { state: 'output-error', errorText } }));
  return { deliver, unsent: unsent?.value.toolCallId === waiting?.toolCallId ? unsent : undefined };
}
