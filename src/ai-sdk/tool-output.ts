import { useEffect, useRef, useState } from 'react';
import { InvalidRequestError, normalizeAskUser, type ToolResult } from '../core';
import { describeThrown } from '../core/report';

/** What goes back for one call: the tool result, or the error the agent reads instead (a request it cannot ask). */
export type AskUserOutput = { output: ToolResult } | { state: 'output-error'; errorText: string };

/** `addToolOutput` of `useChat`, narrowed to what the dock calls. */
export type AddAskUserOutput = (
  options: { tool: 'ask_user'; toolCallId: string } & AskUserOutput,
) => void | PromiseLike<void>;

/** An output `addToolOutput` did not take (it threw or rejected): kept, to send again. */
export interface Unsent {
  readonly toolCallId: string;
  readonly output: AskUserOutput;
  /** Why, as the host said it. */
  readonly detail: string;
}

/** Why a call's complete input cannot be asked, as the agent reads it; undefined for a valid request. */
function refusal(input: unknown): string | undefined {
  const normalized = normalizeAskUser(input);
  return normalized.ok ? undefined : new InvalidRequestError(normalized.errors).message;
}

/**
 * Hands outputs to `addToolOutput` and keeps the one it did not take: the person's answer is the
 * only copy once the prompt has ended, so a throw or a rejection must leave it to send again, not
 * lose it. A waiting call whose input is no valid request (the schema cannot say "labels unique")
 * goes back at once as an `output-error` with the normalizer's issues: the person cannot answer it,
 * and the agent learns what to fix instead of waiting forever.
 */
export function useToolOutput(
  addToolOutput: AddAskUserOutput,
  waiting: { readonly toolCallId: string; readonly input?: unknown } | undefined,
) {
  const [unsent, setUnsent] = useState<Unsent>();
  const refused = useRef(new Set<string>());

  function deliver(toolCallId: string, output: AskUserOutput): void {
    setUnsent(undefined);
    const keep = (error: unknown) => setUnsent({ toolCallId, output, detail: describeThrown(error) });
    try {
      Promise.resolve(addToolOutput({ tool: 'ask_user', toolCallId, ...output })).then(undefined, keep);
    } catch (error) {
      keep(error);
    }
  }

  const toolCallId = waiting?.toolCallId;
  const errorText = waiting && refusal(waiting.input);
  useEffect(() => {
    // Once per call (Strict Mode runs effects twice); a failed report is kept and retried like an answer.
    if (toolCallId === undefined || errorText === undefined || refused.current.has(toolCallId)) return;
    refused.current.add(toolCallId);
    deliver(toolCallId, { state: 'output-error', errorText });
  });

  return { deliver, unsent: unsent?.toolCallId === toolCallId ? unsent : undefined };
}
