/**
 * The store's transport: `send` run once per submit and bounded in time, so a promise that never
 * settles cannot hold the prompt, a late success still reaches the agent, and a retry's outcome is
 * told apart from the attempt it overtook.
 */
import type { Clock } from '../plumbing/clock';
import type { ToolResult } from '../answer/types';
import type { QuestionStoreOptions } from './options';

/** How long `send` may take before the person is offered a retry. */
export const DEFAULT_SEND_TIMEOUT_MS = 30_000;

/**
 * How one attempt ended: sent, failed (with what it threw or rejected with), not within the time, or
 * overtaken (it failed or timed out while a newer attempt runs, whose outcome decides).
 */
export type SendOutcome =
  { readonly outcome: 'sent' | 'timeout' | 'overtaken' } | { readonly outcome: 'failed'; readonly cause: unknown };

/**
 * The store's `send` as attempts, one per submit, each bounded by `timeoutMs` ({@link startSend}).
 * An attempt that timed out is not forgotten: if it gets through after all, `onLate` gets what it
 * sent, so the agent has that answer.
 */
export function createTransport(
  send: NonNullable<QuestionStoreOptions['send']>,
  clock: Clock,
  timeoutMs: number,
  onLate: (result: ToolResult) => void,
): (result: ToolResult) => Promise<SendOutcome> {
  let attempts = 0;
  return async (result) => {
    attempts += 1;
    const mine = attempts;
    const { sending, bounded } = startSend(send, result, clock, timeoutMs);
    const settled = await bounded;
    if (settled.outcome === 'timeout')
      void sending.then((late) => {
        if (late.outcome === 'sent') onLate(result);
      });
    return settled.outcome !== 'sent' && mine !== attempts ? { outcome: 'overtaken' } : settled;
  };
}

/**
 * Runs `send` and waits for it at most `timeoutMs` (a promise that never settles must not hold the
 * prompt; `0` waits for ever). Never rejects: a synchronous throw is a failed attempt like a rejection.
 */
function startSend(
  send: NonNullable<QuestionStoreOptions['send']>,
  result: ToolResult,
  clock: Clock,
  timeoutMs: number,
): { sending: Promise<SendOutcome>; bounded: Promise<SendOutcome> } {
  const sending = new Promise<void>((resolve, reject) => {
    Promise.resolve(send(result)).then(() => resolve(), reject);
  }).then(
    (): SendOutcome => ({ outcome: 'sent' }),
    (cause: unknown): SendOutcome => ({ outcome: 'failed', cause }),
  );
  if (!(timeoutMs > 0)) return { sending, bounded: sending };
  const bounded = new Promise<SendOutcome>((resolve) => {
    const handle = clock.setTimeout(() => resolve({ outcome: 'timeout' }), timeoutMs);
    void sending.then((settled) => {
      clock.clearTimeout(handle);
      resolve(settled);
    });
  });
  return { sending, bounded };
}
