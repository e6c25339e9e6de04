/**
 * The words of a tool call that streams or ends without an answer. Their own module, apart from
 * en.ts: only the adapters and the streaming view use them, so the dock's `messages` leaves their
 * English out and this module holds it. One function per word, so a bundle carries the English of
 * the words it shows only (the dock shows "still writing", the adapters the other two).
 */
import type { Messages } from './types';

/** Shown with a question the agent is still writing: `messages`' words, or English. @internal */
export const stillWritingText = (messages?: Messages): string =>
  messages?.stillWriting ?? 'The agent is still writing this question…';

/** A question the agent stopped writing before it was complete: `messages`' words, or English. @internal */
export const questionStoppedText = (messages?: Messages): string =>
  messages?.questionStopped ?? 'The agent stopped before it finished this question.';

/** A question call that failed, `detail` being the host's error text: `messages`' words, or English. @internal */
export const questionFailedText = (messages: Messages | undefined, detail: string): string =>
  messages?.questionFailed ? messages.questionFailed(detail) : `This question could not be asked: ${detail}`;
