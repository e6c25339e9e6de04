// What the adapters send back for a call they cannot ask (not on the dock's own path: the README
// example never reads an issue's sentence).
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
