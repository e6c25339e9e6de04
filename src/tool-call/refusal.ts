// What the adapters send back for a call they cannot ask (not on the dock's own path: the README
// example never reads an issue's sentence).
import { useEffect, useRef } from 'react';
import { InvalidRequestError, normalizeAskUser } from '../core';

/**
 * Why a call's complete input cannot be asked, as the agent reads it (the normalizer's issues);
 * `undefined` for a valid request. A schema cannot say "labels unique", so such a call reaches the
 * adapters, which send this back at once instead of leaving the call waiting forever. @internal
 */
export function refusalOf(input: unknown): string | undefined {
  const normalized = normalizeAskUser(input);
  return normalized.ok ? undefined : new InvalidRequestError(normalized.errors).message;
}

/**
 * Sends {@link refusalOf} the waiting call's input through `send`, once per call id (Strict Mode runs
 * effects twice), when the input is no valid request. Pass `undefined` while no complete call waits.
 * A failed send is the caller's to keep and retry, like an answer (`useDelivery`). @internal
 */
export function useRefusal(
  waiting: { readonly toolCallId: string; readonly input?: unknown } | undefined,
  send: (toolCallId: string, errorText: string) => void,
): void {
  const refused = useRef(new Set<string>());
  const toolCallId = waiting?.toolCallId;
  const errorText = waiting && refusalOf(waiting.input);
  useEffect(() => {
    if (toolCallId === undefined || errorText === undefined || refused.current.has(toolCallId)) return;
    refused.current.add(toolCallId);
    send(toolCallId, errorText);
  });
}
