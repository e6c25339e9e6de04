import type { AnswerMap } from '../../core';
import { describeThrown } from '../../core/internal';
import {
  GatewayRequestError,
  isQuestionAlreadyTerminal,
  isQuestionNotFound,
  isTransportError,
} from '../connection/errors';
import { applyResolution, type Entry } from './entry';
import { readRecord, sameAnswers, type AnswersEnvelope, type ResolvedEvent } from './records';
import type { Warn } from '../warnings';

/**
 * What goes to the gateway about a question: `question.resolve` with the answers (and a
 * `resolutionId`, so a retry after a dropped connection cannot resolve it twice) or a cancel.
 */

/** A request over the live connection. */
export type Call = (method: string, params: unknown) => Promise<unknown>;

/** What delivering an answer needs besides the call. */
export interface AnswerDelivery {
  readonly call: Call;
  /** Settles on the next successful (re)connect; rejects once the connection is disposed. */
  readonly nextOpen: () => Promise<void>;
  readonly warn: Warn;
}

let resolutionCounter = 0;
/** Unique enough per page and prompt: the gateway only compares it with retries of the same answer. */
export function newResolutionId(id: string): string {
  resolutionCounter += 1;
  const random = Math.floor(Math.random() * 2 ** 32).toString(36);
  return `qd-${Date.now().toString(36)}-${random}-${resolutionCounter}-${id}`.slice(0, 128);
}

/** `question.resolve` params of an answer; `hosts`: those a person kept for a `secret`-kind store. */
export function answerParams(
  id: string,
  answers: AnswersEnvelope,
  resolutionId: string,
  hosts?: readonly string[],
): Record<string, unknown> {
  return { id, answers, resolutionId, ...(hosts !== undefined ? { secretStoreAllowedHosts: hosts } : {}) };
}

/** As the Control UI does: a `secret`-kind store gets the hosts the person kept (default: all offered). */
function secretHosts(entry: Entry): readonly string[] | undefined {
  const store = secretStoreOf(entry);
  return store ? (entry.secretHosts ?? store.allowedHosts) : undefined;
}

/** The prompt's `secret`-kind store (hosts apply to it only; an `env` store has none to choose). */
export const secretStoreOf = (entry: Entry) =>
  entry.store.getState().request.questions.find((q) => q.secret?.store?.kind === 'secret')?.secret?.store;

/** The resolution that arrived while our call ran, if any. */
const deferredOf = (entry: Entry): ResolvedEvent | undefined =>
  entry.phase.kind === 'sending' ? entry.phase.deferred : undefined;

/** The gateway announced exactly these answers: it holds ours, only the response was lost. */
const isOurs = (event: ResolvedEvent | undefined, answers: AnswerMap): boolean =>
  event?.status === 'answered' && sameAnswers(event.answers, answers);

/**
 * The store's `send`: `question.resolve` with the tool result's `answers` as they are. Offline, the
 * answer waits ("Sending…") and goes out again after the reconnect with the same resolution id,
 * unless the question ended meanwhile. A rejection shows in the dock and keeps every draft; a
 * resolution the gateway announced while our call ran stands then, and is applied before the store
 * hears of the failure.
 */
export async function sendAnswers(entry: Entry, envelope: AnswersEnvelope, d: AnswerDelivery): Promise<void> {
  // The phase remembers the bare answers: the gateway's records and events are compared with them.
  const { answers } = envelope;
  if (entry.phase.kind === 'confirming') {
    // Reconciling after a drop: the gateway already holds our answer; never send a second one.
    const same = sameAnswers(entry.phase.answers, answers);
    entry.phase = { kind: 'open', lastSent: entry.phase.answers };
    if (same) return;
    throw new GatewayRequestError('ALREADY_RESOLVED', 'This question was already answered.');
  }
  entry.phase = { kind: 'sending', answers };
  const params = answerParams(entry.id, envelope, entry.resolutionId, secretHosts(entry));
  try {
    for (;;) {
      try {
        await d.call('question.resolve', params);
        return;
      } catch (error) {
        if (!isTransportError(error)) throw error;
        d.warn({ code: 'answer_queued', promptId: entry.id });
        await d.nextOpen();
        const late = deferredOf(entry);
        if (isOurs(late, answers)) return;
        if (late) throw new GatewayRequestError('ALREADY_RESOLVED', 'This question was already resolved.');
      }
    }
  } catch (error) {
    if (isQuestionAlreadyTerminal(error) && !deferredOf(entry)) await learnOutcome(entry, d.call);
    const late = deferredOf(entry);
    if (entry.phase.kind === 'sending') entry.phase = { kind: 'open', lastSent: answers };
    if (isOurs(late, answers)) return;
    // Resolved elsewhere (or expired) while our call ran: that resolution stands.
    if (late) applyResolution(entry, late, d.warn);
    throw error;
  } finally {
    if (entry.phase.kind === 'sending') entry.phase = { kind: 'open', lastSent: answers };
  }
}

/** Our earlier attempt may be the one that resolved it: asks the gateway what it holds, as a deferred resolution. */
async function learnOutcome(entry: Entry, call: Call): Promise<void> {
  const read = await call('question.get', { id: entry.id }).then(readRecord, () => undefined);
  const record = read?.ok ? read.record : undefined;
  if (!record || record.status === 'pending' || entry.phase.kind !== 'sending') return;
  const deferred: ResolvedEvent | undefined =
    record.status === 'answered'
      ? record.answers && { id: entry.id, status: 'answered', answers: record.answers }
      : { id: entry.id, status: record.status };
  if (deferred) entry.phase = { ...entry.phase, deferred };
}

/**
 * Cancels a question on the gateway: the person skipped, or the dock cannot show it (so the agent
 * gets `no_answer` instead of waiting). True when done (or the question was already over); false
 * when the connection failed, so the cancel is worth sending again after the reconnect.
 */
export async function cancel(id: string, call: Call, warn: Warn): Promise<boolean> {
  try {
    await call('question.resolve', { id, cancel: true });
    return true;
  } catch (error) {
    if (!isQuestionAlreadyTerminal(error) && !isQuestionNotFound(error))
      warn({ code: 'resolve_failed', promptId: id, detail: describeThrown(error) });
    return !isTransportError(error);
  }
}

/** A skip: undelivered (connection down), the entry stays `skipping` and reconcile sends it again. */
export async function sendCancel(entry: Entry, call: Call, warn: Warn): Promise<void> {
  entry.phase = { kind: 'skipping' };
  if (await cancel(entry.id, call, warn)) entry.phase = { kind: 'closed' };
}
