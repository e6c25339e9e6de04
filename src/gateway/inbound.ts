import { answeredResult } from '../core/result';
import { buildAnswers } from '../core/text';
import type { AnswerMap } from '../core';
import { isPending, type Entry } from './prompt-entry';
import { sameAnswers, type ResolvedEvent } from './records';
import type { GatewayWarning } from './warnings';

/**
 * The gateway says a question ended: answered (elsewhere, or ours after a drop), cancelled (the
 * run ended, or a person skipped elsewhere: protocol 4 does not tell them apart) or expired.
 */
export function applyResolution(entry: Entry, event: ResolvedEvent, warn: (warning: GatewayWarning) => void): void {
  const { store } = entry;
  if (!isPending(entry)) return;
  if (entry.phase.kind === 'sending') {
    // Our call decides: this applies only if it fails.
    entry.phase = { ...entry.phase, deferred: event };
    return;
  }
  if (event.status !== 'answered') {
    // The gateway's expiry is authoritative, even before the local deadline.
    if (event.status === 'expired') store.expire();
    else store.cancel('cancelled');
    return;
  }
  const { answers } = event;
  if (isOwnAnswer(entry, answers)) {
    // Our answer reached the gateway but the reply was lost with the connection: it is ours.
    entry.phase = { kind: 'confirming', answers };
    void store.submit().then((r) => {
      if (entry.phase.kind === 'confirming') entry.phase = { kind: 'open', lastSent: answers };
      if (!r.ok && isPending(entry)) store.resolveExternally(answeredResult(answers));
    });
    return;
  }
  if (!store.resolveExternally(answeredResult(answers)).ok) {
    warn({ code: 'invalid_answers', promptId: entry.id });
    store.cancel('unavailable');
  }
}

/** The answers are those of our last attempt whose reply never came, and the drafts still say so. */
function isOwnAnswer(entry: Entry, answers: AnswerMap): boolean {
  const lastSent = entry.phase.kind === 'open' ? entry.phase.lastSent : undefined;
  if (!lastSent || !sameAnswers(lastSent, answers)) return false;
  const s = entry.store.getState();
  return s.status === 'pending' && sameAnswers(buildAnswers(s.request, s.drafts), answers);
}
