import type { RejectedPrompt } from '../../core';
import type { createRetention } from './retention';

/** Rejected prompts kept for the person; the oldest go first. */
const MAX_REJECTED = 20;

/** What {@link createRejections} needs from the connection. */
export interface RejectionsOptions {
  readonly retention: ReturnType<typeof createRetention>;
  /** The list of rejected prompts changed. */
  readonly onChange: () => void;
}

/**
 * Questions the dock cannot show: the notices kept for the person, told once per id. Nothing goes to
 * the gateway: a cancel would tell the agent (and every timeline) that the person skipped a question
 * they never saw, and would take it from a client that can show it (OpenClaw's own card, another
 * tab). The question stays open there until it is answered or expires; its notice goes when it ends.
 */
export function createRejections({ retention, onChange }: RejectionsOptions) {
  let shown: readonly RejectedPrompt[] = [];

  const drop = (promptId: string): void => {
    if (!shown.some((r) => r.promptId === promptId)) return;
    shown = shown.filter((r) => r.promptId !== promptId);
    onChange();
  };

  return {
    /** A question the dock cannot show: the person is told, once (a list after a reconnect repeats the record). */
    add(prompt: RejectedPrompt): void {
      if (retention.isBuried(prompt.promptId)) return;
      retention.bury(prompt.promptId);
      shown = [...shown, prompt].slice(-MAX_REJECTED);
      onChange();
    },
    /** The question ended (answered elsewhere, expired, cancelled): its notice has nothing left to say. */
    ended: drop,
    dismiss: drop,
    /** Every rejected prompt not dismissed, whatever its session. */
    all: (): readonly RejectedPrompt[] => shown,
  };
}
