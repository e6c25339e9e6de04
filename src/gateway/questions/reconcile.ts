import { describeThrown } from '../../core/internal';
import { isQuestionNotFound } from '../connection/errors';
import type { Call } from './outbound';
import { isPending, type Entry } from './entry';
import type { Prompts } from './prompts';
import { readRecord, readRecordList } from './records';
import type { Warn } from '../warnings';

/** What a reconcile needs: the call, the prompts, and how to tell a late result from a current one. */
export interface ReconcileOptions {
  readonly call: Call;
  readonly prompts: Prompts;
  /** True once a newer (re)connect, close or sync made this one's results stale. */
  readonly stale: () => boolean;
  readonly warn: Warn;
  /** Sends again a skip the connection lost. */
  readonly resendCancel: (entry: Entry) => Promise<void>;
}

/**
 * Reconciles with the gateway after a (re)connect: `question.list` (it takes no filter: extra keys
 * are refused; the queue filters by session), then `question.get` for each local pending prompt not
 * listed (not found makes it "No longer available"), and skips not yet delivered go out again.
 * Stores are never recreated, so drafts survive a dropped connection. Returns whether this sync is
 * still the latest when it ends.
 */
export async function reconcile(options: ReconcileOptions): Promise<boolean> {
  const { call, prompts, stale, warn } = options;
  let payload: unknown;
  try {
    payload = await call('question.list', {});
  } catch (error) {
    if (!stale()) warn({ code: 'sync_failed', detail: describeThrown(error) });
    return false;
  }
  if (stale()) return false;
  const listed = readRecordList(payload);
  if (!listed) {
    warn({ code: 'invalid_payload', detail: 'question.list result' });
    return false;
  }
  for (const failure of listed.failures) prompts.reject(failure, 'question.list item');
  const seen = new Set<string>();
  for (const record of listed.records) {
    seen.add(record.id);
    prompts.upsert(record);
  }
  const all = prompts.all();
  await Promise.all([
    ...all.filter((e) => isPending(e) && !seen.has(e.id)).map((e) => check(e, options)),
    ...all.filter((e) => e.phase.kind === 'skipping').map((e) => options.resendCancel(e)),
  ]);
  return !stale();
}

/** `question.get` for a local prompt the list did not mention. */
async function check(entry: Entry, { call, prompts, stale, warn }: ReconcileOptions): Promise<void> {
  let payload: unknown;
  try {
    payload = await call('question.get', { id: entry.id });
  } catch (error) {
    if (stale()) return;
    if (isQuestionNotFound(error)) entry.store.cancel('unavailable');
    else warn({ code: 'sync_failed', promptId: entry.id, detail: describeThrown(error) });
    return;
  }
  if (stale()) return;
  const read = readRecord(payload);
  if (read.ok) prompts.upsert(read.record);
  else warn({ code: 'invalid_payload', promptId: entry.id, detail: `question.get result (${read.failure.reason})` });
}
