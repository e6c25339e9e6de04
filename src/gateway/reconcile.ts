import { describe, isPending, type Entry, type GatewayContext } from './entry';
import { upsert } from './inbound';
import { rejectedFrom, sendCancel } from './outbound';
import type { QuestionRecord } from './types';
import { GATEWAY_METHODS } from './types';

/** Tells a sync's late results from the current one's: bumped on every (re)connect, close and sync. */
export interface Generation {
  readonly current: () => number;
}

/**
 * Reconciles with the gateway after a (re)connect: `question.list`, then `question.get` for each
 * local pending prompt not listed (not found makes it "No longer available"), and skips not yet
 * delivered go out again. Stores are never recreated, so drafts survive a dropped connection.
 * Returns whether this sync is still the latest when it ends.
 */
export async function reconcile(
  ctx: GatewayContext,
  sessionKey: string,
  gen: number,
  generation: Generation,
  create: (record: QuestionRecord) => void,
): Promise<boolean> {
  const { transport, protocol } = ctx;
  const stale = (): boolean => gen !== generation.current() || ctx.isDisposed();
  let payload: unknown;
  try {
    payload = await transport.request(GATEWAY_METHODS.list, protocol.listParams(sessionKey));
  } catch (error) {
    if (!stale()) ctx.warn({ code: 'sync_failed', message: `question.list failed: ${describe(error)}` });
    return false;
  }
  if (stale()) return false;
  const listed = protocol.parseList(payload);
  if (!listed) {
    ctx.warn({
      code: 'invalid_payload',
      message: 'question.list returned something that is not a list of question records.',
    });
    return false;
  }
  if (listed.invalid.length > 0)
    ctx.warn({
      code: 'invalid_payload',
      message: `question.list returned ${listed.invalid.length} malformed record(s).`,
    });
  for (const failure of listed.invalid) {
    if (failure.id !== undefined) ctx.reject(rejectedFrom(failure.id, failure));
  }
  const seen = new Set<string>();
  for (const record of listed.records) {
    seen.add(record.id);
    upsert(ctx, record, create);
  }
  const all = [...ctx.entries.values()];
  await Promise.all([
    ...all.filter((e) => isPending(e) && !seen.has(e.id)).map((e) => check(ctx, e, stale, create)),
    ...all.filter((e) => e.phase.kind === 'skipping').map((e) => sendCancel(ctx, e)),
  ]);
  return !stale();
}

/** `question.get` for a local prompt the list did not mention. */
async function check(
  ctx: GatewayContext,
  entry: Entry,
  stale: () => boolean,
  create: (record: QuestionRecord) => void,
): Promise<void> {
  let payload: unknown;
  try {
    payload = await ctx.transport.request(GATEWAY_METHODS.get, { id: entry.id });
  } catch (error) {
    if (stale()) return;
    if (ctx.isNotFound(error)) entry.store.cancel('unavailable');
    else
      ctx.warn({
        code: 'sync_failed',
        promptId: entry.id,
        message: `Could not check question ${entry.id}: ${describe(error)}`,
      });
    return;
  }
  if (stale()) return;
  if (payload === null || payload === undefined) {
    entry.store.cancel('unavailable');
    return;
  }
  const parsed = ctx.protocol.parseRecord(payload);
  if (parsed.ok) upsert(ctx, parsed.record, create);
  else
    ctx.warn({
      code: 'invalid_payload',
      promptId: entry.id,
      message: `question.get returned something that is not a question record (${parsed.reason}).`,
    });
}
