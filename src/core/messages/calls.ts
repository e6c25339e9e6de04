// English words of a tool call that streams or ends without an answer. Their own module, apart from
// en.ts: only the adapters and the streaming view load them (the dock's `messages` leaves them out).
/**
 * The English words of a tool call that streams or ends without an answer, for a `messages` that
 * leaves them out (`messages` does: only the adapters and the streaming view use them). @internal
 */
export const callMessages: {
  readonly stillWriting: string;
  readonly questionStopped: string;
  readonly questionFailed: (detail: string) => string;
} = {
  stillWriting: 'The agent is still writing this question…',
  questionStopped: 'The agent stopped before it finished this question.',
  questionFailed: (detail) => `This question could not be asked: ${detail}`,
};
