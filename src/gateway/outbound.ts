import type { ToolResult } from '../core';
import { GatewayRequestError, isTransportError } from './errors';
import type { RecordFailure } from './dialect';
import { describe, type Entry, type GatewayContext, type RejectedPrompt } from './entry';
import { applyResolution } from './inbound';
import { sameAnswers } from './protocol';
import { GATEWAY_METHODS } from './types';

let resolutionCounter = 0;
/** Unique enough per page and prompt: the gateway only compares it with retries of the same answer. */
export function newResolutionId(id: string): string {
  resolutionCounter += 1;
  const random = Math.floor(Math.random() * 2 ** 32).toString(36);
  return `qd-${Date.now().toString(36)}-${random}-${resolutionCounter}-${id}`.slice(0, 128);
}

/** The resolution that arrived while our call ran, if any. */
const deferredOf = (entry: Entry) => (entry.phase.kind === 'sending' ? entry.phase.deferred : undefined);

/** The store's `send`: `question.resolve` with the answers; a rejection shows in the dock and keeps every draft. */
export async function sendAnswers(ctx: GatewayContext, entry: Entry, result: ToolResult): Promise<void> {
  if (result.status !== 'answered') return;
  const { transport, protocol } = ctx;
  const answers = result.answers.answers;
  if (entry.phase.kind === 'confirming') {
    // Reconciling after a drop: the gateway already holds our answer; never send a second one.
    const same = sameAnswers(entry.phase.answers, answers);
    entry.phase = { kind: 'open', lastSent: entry.phase.answers };
    if (same) return;
    throw new GatewayRequestError('ALREADY_RESOLVED', 'This question was already answered.');
  }
  entry.phase = { kind: 'sending', answers };
  const params = protocol.answerParams(entry.id, answers, entry.resolutionId);
  try {
    for (;;) {
      try {
        await transport.request(GATEWAY_METHODS.resolve, params);
        break;
      } catch (error) {
        if (!protocol.resendAfterReconnect || !isTransportError(error) || ctx.isDisposed()) throw error;
        // Offline: the answer waits (the prompt shows "sending") and goes out again after the
        // reconnect, with the same resolution id, unless the question ended meanwhile.
        ctx.warn({
          code: 'answer_queued',
          promptId: entry.id,
          message: `The answer to question ${entry.id} will be sent when the connection is back.`,
        });
        await ctx.nextOpen();
        const late = deferredOf(entry);
        if (late) {
          if (late.status === 'answered' && late.answers && sameAnswers(late.answers, answers)) return;
          throw new GatewayRequestError('ALREADY_RESOLVED', 'This question was already resolved.');
        }
      }
    }
  } catch (error) {
    if (protocol.isAlreadyTerminal(error) && !deferredOf(entry)) {
      // Our earlier attempt may be the one that resolved it: ask the gateway what it holds.
      const parsed = await transport.request(GATEWAY_METHODS.get, { id: entry.id }).then(
        (payload) => protocol.parseRecord(payload),
        () => undefined,
      );
      const record = parsed?.ok ? parsed.record : undefined;
      if (record?.status === 'answered' && record.answers && sameAnswers(record.answers, answers)) return;
      if (record?.status !== undefined && record.status !== 'pending' && entry.phase.kind === 'sending') {
        entry.phase = {
          ...entry.phase,
          deferred: { id: entry.id, status: record.status, ...(record.answers ? { answers: record.answers } : {}) },
        };
      }
    }
    const late = deferredOf(entry);
    if (entry.phase.kind === 'sending') entry.phase = { kind: 'open', lastSent: answers };
    // The gateway announced our very answers: it has them, only the response was lost.
    if (late?.status === 'answered' && late.answers && sameAnswers(late.answers, answers)) return;
    // Resolved elsewhere (or expired) while our call ran: that resolution stands.
    if (late) applyResolution(ctx, entry, late);
    throw error;
  } finally {
    if (entry.phase.kind === 'sending') entry.phase = { kind: 'open', lastSent: answers };
  }
}

/** A skip goes out as a cancel; undelivered (connection down) it stays `skipping` and is retried after reconnect. */
export async function sendCancel(ctx: GatewayContext, entry: Entry): Promise<void> {
  entry.phase = { kind: 'skipping' };
  try {
    await ctx.transport.request(GATEWAY_METHODS.resolve, ctx.protocol.cancelParams(entry.id));
    entry.phase = { kind: 'closed' };
  } catch (error) {
    // Not delivered: retried after the next reconnect. Refused by the gateway: nothing to retry.
    if (!isTransportError(error)) entry.phase = { kind: 'closed' };
    if (ctx.protocol.isAlreadyTerminal(error) || ctx.isNotFound(error)) return;
    ctx.warn({
      code: 'resolve_failed',
      promptId: entry.id,
      message: `Could not send the skip of question ${entry.id}: ${describe(error)}`,
    });
  }
}

/** A record the dock cannot show is skipped on the gateway, so the agent gets `no_answer` instead of waiting. */
export function refuseUnrenderable(ctx: GatewayContext, id: string): void {
  ctx.transport.request(GATEWAY_METHODS.resolve, ctx.protocol.cancelParams(id)).catch((error: unknown) => {
    if (!ctx.protocol.isAlreadyTerminal(error) && !ctx.isNotFound(error)) {
      ctx.warn({
        code: 'resolve_failed',
        promptId: id,
        message: `Could not answer question ${id}, which cannot be shown: ${describe(error)}`,
      });
    }
  });
}

/** The notice for a payload that is not a usable record (see `GatewayContext.reject`). */
export function rejectedFrom(id: string, failure: RecordFailure): RejectedPrompt {
  return {
    promptId: id,
    questions: failure.questions ?? [],
    reason: failure.reason,
    ...(failure.sessionKey !== undefined ? { sessionKey: failure.sessionKey } : {}),
  };
}
