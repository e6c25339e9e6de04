/**
 * The store's transport: `send` run once per submit and bounded in time, so a promise that never
 * settles cannot hold the prompt and a late success is still told apart.
 */
import type { Clock } from '../plumbing/clock';
import type { ToolResult } from '../request/types';
import type { QuestionStoreOptions } from './options';

/** How long `send` may take before the person is offered a retry. */
export const DEFAULT_SEND_TIMEOUT_MS = 30_000;

/** How one attempt ended: sent, failed (with what it threw or rejected with), or not within the time. */
export type SendOutcome =
  { readonly outcome: 'sent' | 'timeout' } | { readonly outcome: 'failed'; readonly cause: unknown };

/**
 * Runs `send` and waits for it at most `timeoutMs` (a promise that never settles must not hold the
 * prompt; `0` waits for ever). Never rejects: a synchronous throw is a failed attempt like a rejection.
 */
export function startSend(
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
