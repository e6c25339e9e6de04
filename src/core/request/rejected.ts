import type { Issue } from './types';

/**
 * A question the agent asked that the dock cannot show (a malformed gateway record, or a request
 * that does not normalize). The agent was told no answer was given; the person is told what was
 * asked (`<RejectedPromptNotice>`), so they can answer in the chat.
 */
export interface RejectedPrompt {
  /** The gateway's id of the question. */
  readonly promptId: string;
  /** The question texts that could be read (at most 3, each cut at 500 characters). */
  readonly questions: readonly string[];
  /** Why the request does not normalize, when the record itself was readable. */
  readonly issues?: readonly Issue[];
  /** Why the record is malformed, when it was not readable (English, for developers). */
  readonly reason?: string;
  /** The session it belongs to, when the record said; `undefined` is shown in every session. */
  readonly sessionKey?: string;
}
