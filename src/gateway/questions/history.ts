import { summarizeToolCall, type AnswerSummaryData } from '../../core';
import { describeThrown, isMs, isObject, nonEmpty, ownField } from '../../core/internal';
import { GatewayRequestError, isTransportError } from '../connection/errors';
import type { Call } from './outbound';
import type { Warn } from '../warnings';

/**
 * The chat's past `ask_user` prompts, read from its transcript (`chat.history`, scope
 * `operator.read`): the gateway forgets a resolved question 15 s after it ends, the transcript keeps
 * the call (an assistant content block `{ type: 'toolCall', id, name: 'ask_user', arguments }`) and
 * its result (`{ role: 'toolResult', toolCallId, toolName: 'ask_user', content }`).
 */

/** One past prompt of the shown chat. */
export interface PastPrompt {
  /** The `ask_user` call's id in the transcript. */
  readonly toolCallId: string;
  /** What the timeline shows, rebuilt with `summarizeToolCall`. */
  readonly summary: AnswerSummaryData;
  /** When the result was recorded (ms epoch, the gateway's clock); `null` when the transcript does not say. */
  readonly at: number | null;
}

/** `chat.history` takes 1 to 1000 messages. */
const MAX_LIMIT = 1000;

/** The `limit` to ask for, or undefined when no history is wanted. */
export function historyLimit(limit: number | undefined): number | undefined {
  const n = limit ?? 200;
  return Number.isFinite(n) && n >= 1 ? Math.min(MAX_LIMIT, Math.floor(n)) : undefined;
}

/** The `ask_user` calls of an assistant message's content, by id. */
function readCalls(content: unknown, calls: Map<string, unknown>): void {
  if (!Array.isArray(content)) return;
  for (const block of (content as unknown[]).slice(0, MAX_LIMIT)) {
    if (!isObject(block) || ownField(block, 'type') !== 'toolCall' || ownField(block, 'name') !== 'ask_user') continue;
    const id = ownField(block, 'id');
    if (nonEmpty(id)) calls.set(id, ownField(block, 'arguments'));
  }
}

/**
 * The past prompts in a `chat.history` result, oldest first: each `ask_user` call paired with its
 * result. A call without a result is still open (the queue shows it); a failed call (`isError`)
 * left nothing to summarize. `unreadable` counts results `summarizeToolCall` could not read.
 * Undefined when the payload has no `messages` list. Never throws.
 */
export function readHistory(payload: unknown): { prompts: PastPrompt[]; unreadable: number } | undefined {
  const messages = isObject(payload) ? ownField(payload, 'messages') : undefined;
  if (!Array.isArray(messages)) return undefined;
  const calls = new Map<string, unknown>();
  const prompts: PastPrompt[] = [];
  let unreadable = 0;
  for (const message of (messages as unknown[]).slice(0, MAX_LIMIT)) {
    if (!isObject(message)) continue;
    const role = ownField(message, 'role');
    if (role === 'assistant') readCalls(ownField(message, 'content'), calls);
    if (role !== 'toolResult' || ownField(message, 'toolName') !== 'ask_user') continue;
    const id = ownField(message, 'toolCallId');
    if (!nonEmpty(id) || !calls.has(id)) continue;
    const args = calls.get(id);
    // One result per call: a repeated result cannot add a second summary.
    calls.delete(id);
    if (ownField(message, 'isError') === true) continue;
    const summary = summarizeToolCall(args, ownField(message, 'content'));
    if (!summary) {
      unreadable += 1;
      continue;
    }
    const at = ownField(message, 'timestamp');
    prompts.push({ toolCallId: id, summary, at: isMs(at) ? at : null });
  }
  return { prompts, unreadable };
}

/** What {@link loadHistory} needs from the connection. */
export interface HistoryOptions {
  readonly call: Call;
  readonly sessionKey: string;
  readonly limit: number;
  /** True once a newer (re)connect, close or dispose made this load's result stale. */
  readonly stale: () => boolean;
  readonly warn: Warn;
}

/**
 * Loads the past prompts. Resolves with them; with `[]` after a refusal (e.g. `FORBIDDEN` without
 * `operator.read`) or a malformed result (a warning; not tried again); with `undefined` when the
 * load is worth another try on the next connect (the connection went, the gateway was `UNAVAILABLE`)
 * or is stale. Never rejects.
 */
export async function loadHistory(options: HistoryOptions): Promise<PastPrompt[] | undefined> {
  const { stale, warn } = options;
  let payload: unknown;
  try {
    payload = await options.call('chat.history', { sessionKey: options.sessionKey, limit: options.limit });
  } catch (error) {
    if (stale()) return undefined;
    warn({ code: 'history_failed', detail: describeThrown(error) });
    // A lost connection, or a gateway still starting or mid-change (`UNAVAILABLE`): tried again on the next connect.
    const again = isTransportError(error) || (error instanceof GatewayRequestError && error.code === 'UNAVAILABLE');
    return again ? undefined : [];
  }
  if (stale()) return undefined;
  const read = readHistory(payload);
  if (!read) warn({ code: 'invalid_payload', detail: 'chat.history result' });
  else if (read.unreadable > 0)
    warn({ code: 'invalid_payload', detail: `chat.history: ${read.unreadable} ask_user result(s) unreadable` });
  return read?.prompts ?? [];
}
