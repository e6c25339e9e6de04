import { answeredResult, NO_ANSWER } from '../core/result';
import { buildAnswers } from '../core/text';
import type { AnswerMap } from '../core';
import { isPending, type Entry, type GatewayContext } from './entry';
import { sameAnswers } from './protocol';
import type { QuestionRecord, QuestionResolvedEvent } from './types';

/**
 * A record from an event, a list or a get: a new prompt (through `create`), or the end of a known one.
 * Never resurrects a question resolved before a (stale) list arrived, nor shows one already over.
 */
export function upsert(ctx: GatewayContext, record: QuestionRecord, create: (record: QuestionRecord) => void): void {
  const entry = ctx.entries.get(record.id);
  const finished = record.status !== undefined && record.status !== 'pending';
  if (entry) {
    if (finished)
      applyResolution(ctx, entry, {
        id: record.id,
        status: record.status as QuestionResolvedEvent['status'],
        ...(record.answers ? { answers: record.answers } : {}),
      });
    return;
  }
  if (
    ctx.isBuried(record.id) ||
    finished ||
    (record.expiresAtMs !== undefined && record.expiresAtMs <= ctx.clock.now())
  ) {
    ctx.bury(record.id);
    return;
  }
  create(record);
}

/** The gateway says the question ended: answered (elsewhere, or ours after a drop), cancelled or expired. */
export function applyResolution(ctx: GatewayContext, entry: Entry, event: QuestionResolvedEvent): void {
  const { store } = entry;
  if (!isPending(entry)) return;
  if (entry.phase.kind === 'sending') {
    // Our call decides: this applies only if it fails.
    entry.phase = { ...entry.phase, deferred: event };
    return;
  }
  switch (event.status) {
    case 'expired':
      // The gateway's expiry is authoritative, even before the local deadline.
      store.expire();
      return;
    case 'cancelled':
      // `answeredBy` names the client that resolved it: a person skipped elsewhere. Without it the run ended.
      if (event.answeredBy !== undefined) store.resolveExternally(NO_ANSWER);
      else store.cancel('cancelled');
      return;
    case 'answered': {
      const answers = event.answers;
      if (answers && isOwnAnswer(entry, answers)) {
        // Our answer reached the gateway but the reply was lost with the connection: it is ours.
        entry.phase = { kind: 'confirming', answers };
        void store.submit().then((r) => {
          if (entry.phase.kind === 'confirming') entry.phase = { kind: 'open', lastSent: answers };
          if (!r.ok && isPending(entry)) store.resolveExternally(answeredResult(answers));
        });
        return;
      }
      const applied = answers ? store.resolveExternally(answeredResult(answers)) : undefined;
      if (!applied?.ok) {
        ctx.warn({
          code: 'invalid_answers',
          promptId: entry.id,
          message: `Question ${entry.id} was answered elsewhere with answers that do not fit it.`,
        });
        store.cancel('unavailable');
      }
      return;
    }
  }
}

/** The answers are those of our last attempt whose reply never came, and the drafts still say so. */
function isOwnAnswer(entry: Entry, answers: AnswerMap): boolean {
  const lastSent = entry.phase.kind === 'open' ? entry.phase.lastSent : undefined;
  if (!lastSent || !sameAnswers(lastSent, answers)) return false;
  const s = entry.store.getState();
  return s.status === 'pending' && sameAnswers(buildAnswers(s.request, s.drafts), answers);
}
