/**
 * The words of a tool call that streams or ends without an answer. Their own module, apart from
 * en.ts: only the adapters and the streaming view use them, so the dock's `messages` leaves their
 * English out and this module holds it.
 */
import type { Messages } from './types';

/** The words of a call that streams or ends without an answer. */
export interface CallWords {
  readonly stillWriting: string;
  readonly questionStopped: string;
  readonly questionFailed: (detail: string) => string;
}

const english: CallWords = {
  stillWriting: 'The agent is still writing this question…',
  questionStopped: 'The agent stopped before it finished this question.',
  questionFailed: (detail) => `This question could not be asked: ${detail}`,
};

/**
 * The words of a call that streams or ends without an answer: those `messages` gives, English for
 * the rest (or for all, without `messages`). @internal
 */
export function callWords(messages?: Messages): CallWords {
  return {
    stillWriting: messages?.stillWriting ?? english.stillWriting,
    questionStopped: messages?.questionStopped ?? english.questionStopped,
    questionFailed: messages?.questionFailed ?? english.questionFailed,
  };
}
