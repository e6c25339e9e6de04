import type { RejectedPrompt } from '../../core';
import { cancel, type Call } from './outbound';
import type { createRetention } from './retention';
import type { Warn } from '../warnings';

/** Rejected prompts kept for the person; the oldest go first. */
const MAX_REJECTED = 20;

/** What {@link createRejections} needs from the connection. */
export interface RejectionsOptions {
  readonly call: Call;
  readonly warn: Warn;
  readonly retention: ReturnType<typeof createRetention>;
  /** The list of rejected prompts changed. */
  readonly onChange: () => void;
}

/**
 * Questions the dock cannot show: the notices kept for the person (told once per id), and the
 * agent's answer, a cancel, sent again when a new connection lists a question whose cancel was lost.
 */
export function createRejections({ call, warn, retention, onChange }: RejectionsOptions) {
  let shown: readonly RejectedPrompt[] = [];
  // Rejected prompts whose cancel never reached the gateway (the connection was lost).
  const owed = new Set<string>();

  function answerAgent(id: string): void {
    owed.delete(id);
    void cancel(id, call, warn).then((delivered) => {
      if (!delivered) owed.add(id);
    });
  }

  /** A record of a question already over here, listed again: a pending one still owed its cancel gets it. */
  function listed(id: string, pending: boolean): void {
    if (pending && owed.has(id)) answerAgent(id);
    else if (!pending) owed.delete(id);
  }

  return {
    /** A question the dock cannot show: the person is told, the agent answered. */
    add(prompt: RejectedPrompt): void {
      // Told once: a list after a reconnect repeats the record, and a dismissed notice stays dismissed.
      if (retention.isBuried(prompt.promptId)) return listed(prompt.promptId, true);
      retention.bury(prompt.promptId);
      answerAgent(prompt.promptId);
      shown = [...shown, prompt].slice(-MAX_REJECTED);
      onChange();
    },
    listed,
    dismiss(promptId: string): void {
      shown = shown.filter((r) => r.promptId !== promptId);
      onChange();
    },
    /** Every rejected prompt not dismissed, whatever its session. */
    all: (): readonly RejectedPrompt[] => shown,
  };
}
