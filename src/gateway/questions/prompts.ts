import { createQuestionStore, InvalidRequestError, normalizeAskUser, persistDrafts } from '../../core';
import type {
  AskUserRequest,
  Clock,
  PromptQueue,
  QuestionStore,
  Resolution,
  PersistOptions,
  ToolResult,
} from '../../core';
import { describeThrown, isolate, readPersist, type DraftPersistence, type ErrorReporter } from '../../core/internal';
import { applyResolution, isPending, type Entry } from './entry';
import { newResolutionId, sendAnswers, sendCancel, type AnswerDelivery } from './outbound';
import {
  readFailure,
  type AnswersEnvelope,
  type GatewayRecord,
  type RecordFailure,
  type ResolvedEvent,
} from './records';
import { createRejections } from './rejections';
import { createRetention } from './retention';
import { openKeptRecords } from './kept-records';
import { createChecking } from './checking';

/** The binding's `persist` as its stores take it: each question under its own id, whatever `key` it names. */
function draftsOf(persist: DraftPersistence | undefined): DraftPersistence | undefined {
  const fields = persist && readPersist(persist.options);
  if (!fields) return persist;
  const { key: _key, ...rest } = fields;
  return persistDrafts(rest as PersistOptions);
}

/**
 * What {@link createPrompts} needs from the connection. The prompts deliver the person's answers and
 * skips themselves, so it holds what a delivery needs (the call, the next open, warnings).
 */
export interface PromptsOptions extends AnswerDelivery {
  readonly clock: Clock;
  readonly queue: PromptQueue;
  readonly persist: DraftPersistence | undefined;
  readonly report: ErrorReporter;
  /** The queue's session tag of a record's session. */
  readonly sessionOf: (recordKey: string | undefined) => string;
  readonly onResolve: ((result: ToolResult, resolution: Resolution, promptId: string) => void) | undefined;
  /** The list of rejected prompts changed. */
  readonly onRejected: () => void;
  /** The list of prompts being checked (see `checking`) changed. */
  readonly onChecking: () => void;
}

/** A record's request by the gateway's rules, not the `ask_user` tool's: a question may have no options (free text). */
function requestOf(record: GatewayRecord): AskUserRequest {
  const normalized = normalizeAskUser(record.request, { contract: 'openclaw' });
  if (!normalized.ok) throw new InvalidRequestError(normalized.errors);
  return normalized.request;
}

/** A record's store: the person's answers out through `send` (its result's `{ answers }`), its end to `end`. */
function openStore(
  record: GatewayRecord,
  { clock, warn, report }: PromptsOptions,
  persist: DraftPersistence | undefined,
  hooks: {
    readonly send: (envelope: AnswersEnvelope) => Promise<void> | undefined;
    readonly end: (result: ToolResult, resolution: Resolution) => void;
  },
): QuestionStore {
  return createQuestionStore(requestOf(record), {
    promptId: record.id,
    clock,
    expiresAt: record.expiresAtMs,
    ...(persist ? { persist } : {}),
    onWarning: warn,
    onError: report,
    // An offline answer waits for the reconnect ("Sending…"); each request has its own timeout.
    sendTimeoutMs: 0,
    send: (result) => (result.status === 'answered' ? hooks.send(result.answers) : undefined),
    onResolve: hooks.end,
  });
}

/** The gateway's questions as prompt stores: records in, stores out, ends applied. */
export type Prompts = ReturnType<typeof createPrompts>;

export function createPrompts(options: PromptsOptions) {
  const { clock, queue, warn } = options;
  const entries = new Map<string, Entry>();
  const retention = createRetention((id) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    queue.remove(entry.store);
    entry.store.dispose();
  });
  const rejections = createRejections({ retention, onChange: options.onRejected });
  const checking = createChecking(queue, options.onChecking);
  const keptRecords = openKeptRecords(options.persist, warn);
  const persist = draftsOf(options.persist);

  function resolved(entry: Entry, result: ToolResult, resolution: Resolution): void {
    entry.unsubscribe();
    checking.drop(entry.id);
    keptRecords.forget(entry.id);
    if (resolution.status === 'skipped' && resolution.source === 'user') void skip(entry);
    else entry.phase = { kind: 'closed' };
    isolate(() => options.onResolve?.(result, resolution, entry.id), options.report);
    settle(entry);
  }

  /** Sends a skip; once the gateway has it, the prompt is delivered. */
  const skip = (entry: Entry): Promise<void> => sendCancel(entry, options.call, warn).then(() => settle(entry));

  /** Delivered once its result went to `onResolve` and nothing is owed to the gateway (`closed`). */
  function settle(entry: Entry): void {
    if (entry.phase.kind === 'closed' && !isPending(entry) && entries.get(entry.id) === entry)
      retention.deliver(entry.id);
  }

  /**
   * A new prompt: its store (answers out through `send`, a skip through `skip`) in the queue, or,
   * `kept` from an earlier view, held until the gateway confirms it is still open.
   */
  function create(record: GatewayRecord, kept = false): void {
    const sessionKey = options.sessionOf(record.sessionKey);
    let entry: Entry | undefined;
    try {
      const store = openStore(record, options, persist, {
        send: (envelope) => entry && sendAnswers(entry, envelope, options),
        end: (result, resolution) => entry && resolved(entry, result, resolution),
      });
      entry = {
        id: record.id,
        store,
        // Subscribing arms the store's expiry timer, so the local deadline holds even when no view is mounted.
        unsubscribe: store.subscribe(() => {}),
        resolutionId: newResolutionId(record.id),
        phase: { kind: 'open' },
      };
    } catch (error) {
      const detail = error instanceof InvalidRequestError ? error.message : describeThrown(error);
      warn({ code: 'invalid_request', promptId: record.id, detail });
      rejections.add({
        promptId: record.id,
        questions: readFailure({ questions: record.request.questions }, detail).questions,
        ...(error instanceof InvalidRequestError ? { issues: error.issues } : { reason: detail }),
        sessionKey,
      });
      return;
    }
    entries.set(record.id, entry);
    keptRecords.keep(record);
    if (kept) checking.hold(record.id, entry.store, sessionKey);
    else queue.add(entry.store, { sessionKey });
  }

  return {
    get: (id: string): Entry | undefined => entries.get(id),
    all: (): Entry[] => [...entries.values()],
    /** A record from an event, a list or a get: a new prompt, or the end of a known one. */
    upsert(record: GatewayRecord): void {
      const entry = entries.get(record.id);
      if (entry) {
        if (record.status === 'pending') checking.confirm(entry.id);
        else end(entry, record);
        return;
      }
      // Never resurrects a question resolved before a (stale) list arrived, nor shows one already over.
      if (retention.isBuried(record.id) || record.status !== 'pending' || record.expiresAtMs <= clock.now()) {
        retention.bury(record.id);
        if (record.status !== 'pending') rejections.ended(record.id);
        return;
      }
      create(record);
    },
    /** The shown session's open questions an earlier view kept, made again with their drafts (kept-records.ts). */
    restore: (): void =>
      keptRecords
        .all(clock.now())
        .filter((r) => !entries.has(r.id) && !retention.isBuried(r.id))
        .filter((r) => options.sessionOf(r.sessionKey) === queue.getState().sessionKey)
        .forEach((r) => create({ ...r, status: 'pending' }, true)),
    /** The ids of the questions being checked (made again from an earlier view, not yet confirmed open). */
    checking: checking.ids,
    /** A `question.resolved` event. */
    end(event: ResolvedEvent): void {
      const entry = entries.get(event.id);
      if (entry) applyResolution(entry, event, warn);
      else {
        retention.bury(event.id);
        rejections.ended(event.id);
      }
    },
    /** A payload (`from`: which) that is not a usable record: reported; when it named its id, the person is told (nothing is sent). */
    reject(failure: RecordFailure, from: string): void {
      warn({
        code: 'invalid_payload',
        ...(failure.id !== undefined ? { promptId: failure.id } : {}),
        detail: `${from} (${failure.reason})`,
      });
      if (failure.id === undefined) return;
      rejections.add({
        promptId: failure.id,
        questions: failure.questions,
        reason: failure.reason,
        // Unknown stays unknown: shown in every session.
        ...(failure.sessionKey !== undefined ? { sessionKey: options.sessionOf(failure.sessionKey) } : {}),
      });
    },
    /** Sends again a skip the connection lost (reconcile). */
    resendCancel: skip,
    dismiss: rejections.dismiss,
    /** Every rejected prompt not dismissed, whatever its session. */
    rejected: rejections.all,
    dispose(): void {
      for (const entry of entries.values()) {
        entry.unsubscribe();
        queue.remove(entry.store);
        entry.store.dispose();
      }
    },
  };

  /** A record that says the question is over, for a known entry. */
  function end(entry: Entry, record: GatewayRecord): void {
    if (record.status === 'pending') return;
    if (record.status !== 'answered') applyResolution(entry, { id: record.id, status: record.status }, warn);
    else if (record.answers)
      applyResolution(entry, { id: record.id, status: 'answered', answers: record.answers }, warn);
    else if (entry.phase.kind !== 'sending' && entry.store.cancel('unavailable').ok)
      warn({ code: 'invalid_answers', promptId: entry.id });
  }
}
