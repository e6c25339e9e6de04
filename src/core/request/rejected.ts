import type { Issue } from './types';

/**
 * A question the agent asked that the dock cannot show (a malformed gateway record, or a request
 * that does not normalize). Nothing is sent for it: it stays open for a client that can show it,
 * until answered there or expired. The person is told what was asked (`<RejectedPromptNotice>`).
 */
export interface RejectedPrompt {
  /** The gateway's id of the question. */
  readonly promptId: string;
  /** The question texts that could be read (at most 3, each cut at {@link REJECTED_TEXT_MAX} characters). */
  readonly questions: readonly string[];
  /** Why the request does not normalize, when the record itself was readable. */
  readonly issues?: readonly Issue[];
  /** Why the record is malformed, when it was not readable (English, for developers). */
  readonly reason?: string;
  /** The session it belongs to, when the record said; `undefined` is shown in every session. */
  readonly sessionKey?: string;
}

/** How much of each question's text a notice of a rejected prompt shows (characters). */
export const REJECTED_TEXT_MAX = 500;
