/**
 * The store's `submit`: validate, then resolve at once or through the transport (`options.send`),
 * which may fail, time out or succeed late.
 */
import { describeThrown } from './report';
import { answeredResult, isAnswered } from '../tool/result';
import { closed, fail, gate, tooLate, type StoreCore } from './gate';
import type { QuestionStoreOptions } from './options';
import type { ActionResult, StoreError } from './types';
import { buildAnswers } from '../tool/summary';
import type { ToolResult } from '../request/types';

/** How long `send` may take before the person is offered a retry. */
const DEFAULT_SEND_TIMEOUT_MS = 30_000;

type SendOutcome = { readonly outcome: 'sent' | 'timeout' } | { readonly outcome: 'failed'; readonly cause: unknown };

/** The store's `submit` action. */
export function submitAction(core: StoreCore): () => Promise<ActionResult> {
  const { clock, options, request } = core;
  const questions = request.questions;
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  /** Bumped by every submit, so the late outcome of an attempt that timed out is told apart. */
  let attempt = 0;

  /**
   * Runs `send` and waits for it at most `sendTimeoutMs` (a promise that never settles must not hold
   * the prompt). Never rejects: a synchronous throw is a failed attempt like a rejection.
   */
  function startSend(result: ToolResult): { sending: Promise<SendOutcome>; bounded: Promise<SendOutcome> } {
    const send = options.send as NonNullable<QuestionStoreOptions['send']>;
    const sending = new Promise<void>((resolve, reject) => {
      Promise.resolve(send(result)).then(() => resolve(), reject);
    }).then(
      (): SendOutcome => ({ outcome: 'sent' }),
      (cause: unknown): SendOutcome => ({ outcome: 'failed', cause }),
    );
    if (!(sendTimeoutMs > 0)) return { sending, bounded: sending };
    const bounded = new Promise<SendOutcome>((resolve) => {
      const handle = clock.setTimeout(() => resolve({ outcome: 'timeout' }), sendTimeoutMs);
      void sending.then((settled) => {
        clock.clearTimeout(handle);
        resolve(settled);
      });
    });
    return { sending, bounded };
  }

  return async function submit(): Promise<ActionResult> {
    if (core.expireIfDue(tooLate())) return { ok: false, error: tooLate() };
    const gated = gate(core, true);
    if (gated) return gated;
    const drafts = core.state().drafts;
    const missingIndex = questions.findIndex((q) => !isAnswered(drafts[q.id]));
    const missing = questions[missingIndex];
    if (missing) {
      const error: StoreError = { code: 'unanswered', questionId: missing.id };
      core.set({ step: missingIndex, error, expanded: true, reviewing: false });
      return { ok: false, error };
    }
    const result = answeredResult(buildAnswers(request, drafts));
    if (options.send) {
      attempt += 1;
      const mine = attempt;
      core.set({ status: 'submitting', error: null });
      const { sending, bounded } = startSend(result);
      const settled = await bounded;
      // Cancelled or answered elsewhere while the transport ran: the first resolution stands.
      if (core.state().resolution) return closed();
      if (settled.outcome === 'timeout') {
        // The attempt is not forgotten: if it gets through after all, the agent has that answer.
        void sending.then((late) => {
          if (late.outcome === 'sent' && !core.state().resolution) core.resolve('answered', 'user', result);
        });
      }
      if (settled.outcome !== 'sent') {
        // A newer attempt (a retry after a timeout) is still running: its outcome decides the status.
        if (mine !== attempt) return { ok: false, error: { code: 'busy' } };
        core.set({ status: 'pending' });
        if (core.expireIfDue(tooLate())) return { ok: false, error: tooLate() };
        core.arm();
        if (settled.outcome === 'failed')
          return fail(core, { code: 'submit_failed', detail: describeThrown(settled.cause) });
        return fail(core, { code: 'submit_timeout', detail: String(sendTimeoutMs) });
      }
    }
    return core.resolve('answered', 'user', result);
  };
}
