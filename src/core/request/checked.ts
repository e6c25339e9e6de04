/** A request as the store takes it: normalized, or refused with an {@link InvalidRequestError}. */
import { normalizeOnce } from './normalize';
import type { AskUserInput, AskUserRequest, Issue } from './types';

/** Thrown by `createQuestionStore` for a request that does not normalize; carries the issues. */
export class InvalidRequestError extends Error {
  /** What is wrong with the request, as `normalizeAskUser` reports it. */
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[]) {
    // For logs: where, and the normalizer's own specifics (or the code). A UI formats `issues`
    // itself, in its own language (`formatIssue`); its words stay out of every store's bundle.
    const lines = issues.map((issue) => `${issue.path || 'input'}: ${issue.detail ?? issue.code}`);
    super(`Invalid ask_user request: ${lines.join('; ')}`);
    this.name = 'InvalidRequestError';
    this.issues = issues;
  }
}

/** The normalized request; throws {@link InvalidRequestError} for one that does not normalize or a bad `expiresAt`. */
export function checkedRequest(request: AskUserInput | AskUserRequest, expiresAt: unknown): AskUserRequest {
  const normalized = normalizeOnce(request);
  if (!normalized.ok) throw new InvalidRequestError(normalized.errors);
  // NaN or a string would expire the prompt at once (or never): refused like a bad request.
  if (expiresAt !== undefined && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) {
    const detail = `expected a finite ms epoch, got ${typeof expiresAt === 'number' ? String(expiresAt) : typeof expiresAt}`;
    throw new InvalidRequestError([{ code: 'invalid_type', path: 'expiresAt', detail }]);
  }
  return normalized.request;
}
