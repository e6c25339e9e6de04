import { createPromptQueue, createQuestionStore, InvalidRequestError, realClock } from '../core';
import { answeredResult, NO_ANSWER } from '../core/result';
import { buildAnswers } from '../core/text';
import type {
  AnswerMap,
  AskUserRequest,
  Clock,
  PromptQueue,
  QuestionStore,
  Resolution,
  StorageAdapter,
  StoreWarning,
  ToolResult,
} from '../core';
import type { BackoffOptions } from './backoff';
import { GatewayRequestError, isNotFoundError, isTransportError } from './errors';
import { parseRecord, parseRecordList, parseResolvedEvent, sameAnswers } from './protocol';
import { keepConnected, type ConnectionState } from './reconnect';
import {
  GATEWAY_EVENTS,
  GATEWAY_METHODS,
  type GatewayTransport,
  type QuestionRecord,
  type QuestionResolvedEvent,
  type ResolveParams,
} from './types';

/** A non-fatal problem of the gateway binding, reported through `onWarning`. */
export interface GatewayWarning {
  readonly code: 'invalid_payload' | 'invalid_request' | 'invalid_answers' | 'sync_failed' | 'resolve_failed' | 'answer_queued';
  readonly message: string;
  /** The question concerned, when there is one. */
  readonly id?: string;
}

/**
 * The wire dialect: how records, events, errors and `question.resolve` params look. The default is
 * this package's original dialect; `connectOpenClaw` passes the OpenClaw gateway's (protocol 4).
 */
export interface GatewayProtocol {
  /** A record, or why not (with its id when it had one, so the prompt can still be answered). */
  parseRecord(payload: unknown): { readonly ok: true; readonly record: QuestionRecord } | { readonly ok: false; readonly id?: string; readonly reason: string };
  parseList(payload: unknown): { readonly records: QuestionRecord[]; readonly invalid: readonly { readonly id?: string }[] } | undefined;
  parseResolved(payload: unknown): QuestionResolvedEvent | undefined;
  listParams(sessionKey: string): unknown;
  answerParams(id: string, answers: AnswerMap, resolutionId: string): unknown;
  cancelParams(id: string): unknown;
  isNotFound(error: unknown): boolean;
  /** The question already ended (answered, cancelled or expired) when our call arrived. */
  isAlreadyTerminal(error: unknown): boolean;
  /** Answer (skip) records the dock cannot show, so the agent is never left waiting; default false. */
  readonly cancelUnrenderable?: boolean;
  /** Offline answers wait for the reconnect and go out again (same resolution id); default false. */
  readonly resendAfterReconnect?: boolean;
}

const legacyProtocol: GatewayProtocol = {
  parseRecord(payload) {
    const record = parseRecord(payload);
    return record ? { ok: true, record } : { ok: false, reason: 'not a question record' };
  },
  parseList(payload) {
    const listed = parseRecordList(payload);
    return listed ? { records: listed.records, invalid: Array.from({ length: listed.invalid }, () => ({})) } : undefined;
  },
  parseResolved: parseResolvedEvent,
  listParams: (sessionKey) => ({ sessionKey }),
  answerParams: (id, answers): ResolveParams => ({ id, answers }),
  cancelParams: (id): ResolveParams => ({ id, cancel: true }),
  isNotFound: isNotFoundError,
  isAlreadyTerminal: () => false,
};

let resolutionCounter = 0;
/** Unique enough per page and prompt: the gateway only compares it with retries of the same answer. */
function newResolutionId(id: string): string {
  resolutionCounter += 1;
  const random = Math.floor(Math.random() * 2 ** 32).toString(36);
  return `qd-${Date.now().toString(36)}-${random}-${resolutionCounter}-${id}`.slice(0, 128);
}

/** Options of {@link createQuestionGateway}. */
export interface QuestionGatewayOptions {
  /** The connection, e.g. `createWebSocketTransport({ url })`. */
  readonly transport: GatewayTransport;
  /** The chat session shown; prompts of other sessions are tracked but never shown. */
  readonly sessionKey: string;
  /** Time source for deadlines and reconnect delays; default real time. */
  readonly clock?: Clock;
  /** Keep drafts across reload: each prompt is stored under `question-dock:<question id>`. */
  readonly persist?: { readonly storage: StorageAdapter };
  /** Reconnect delays; default 1 s, 2 s, 4 s, ... capped at 30 s. */
  readonly backoff?: BackoffOptions;
  /** Feed an existing queue instead of creating one (its `sessionKey` should match). */
  readonly queue?: PromptQueue;
  /** Called once per prompt when it resolves, whatever the session; `gateway.getStore(promptId)` gives its store. */
  readonly onResolve?: (result: ToolResult, resolution: Resolution, promptId: string) => void;
  /** Non-fatal problems (bad payloads, failed sync). Default: `console.warn`. */
  readonly onWarning?: (warning: GatewayWarning | StoreWarning) => void;
  /** Tells a `question.get` "no such question" error apart from other failures; default: code `NOT_FOUND`. */
  readonly isNotFound?: (error: unknown) => boolean;
  /** The wire dialect; default this package's original one. */
  readonly protocol?: GatewayProtocol;
}

/** The binding's snapshot, e.g. for a "Reconnecting…" notice. */
export interface QuestionGatewayState extends ConnectionState {
  /** True once pending prompts were reconciled with the gateway after the latest (re)connect. */
  readonly synced: boolean;
}

/** The gateway binding: records in, stores out, answers back. */
export interface QuestionGateway {
  /** The prompts to show (current session only), one at a time. */
  readonly queue: PromptQueue;
  getState(): QuestionGatewayState;
  subscribe(listener: (state: QuestionGatewayState, previous: QuestionGatewayState) => void): () => void;
  /** The store of a gateway question id, pending or resolved, while the gateway lives. */
  getStore(id: string): QuestionStore | undefined;
  /** Connects (or reconnects now, skipping a scheduled backoff delay) and keeps reconnecting. */
  connect(): void;
  /** Closes the connection and stops reconnecting. Prompts stay as they are. */
  close(): void;
  /** Reconciles with the gateway now: `question.list`, then `question.get` for local prompts not listed. */
  sync(): Promise<void>;
  /** Switches the shown session and reconciles. */
  setSessionKey(sessionKey: string): void;
  /** Closes, stops every timer and listener, disposes the stores (their state stays readable). */
  dispose(): void;
}

interface Entry {
  readonly id: string;
  readonly store: QuestionStore;
  readonly unsubscribe: () => void;
  /** Our `question.resolve` call is running. */
  inflight: boolean;
  /** A resolution that arrived while our call ran; applied if the call fails. */
  deferred: QuestionResolvedEvent | undefined;
  /** Answers of our latest resolve attempt, to recognise them after a connection drop. */
  lastSent: AnswerMap | undefined;
  /** The gateway already holds these answers from us; the next submit must not send again. */
  confirmed: AnswerMap | undefined;
  /** A skip not yet delivered (the connection was down); retried after reconnect. */
  cancelPending: boolean;
  /** Sent with every answer of this prompt, so a retry after a drop cannot resolve it twice. */
  readonly resolutionId: string;
}

/** Ids resolved before we saw them, so a stale list cannot bring them back. Bounded. */
const MAX_TOMBSTONES = 500;

/**
 * Binds the gateway question protocol to question stores.
 *
 * - `question.requested` creates a store (id = question id, deadline = `expiresAtMs`) and adds it
 *   to the queue under its session. Submitting calls `question.resolve { id, answers }`; a failed
 *   call shows its error and keeps every draft. Skip sends `question.resolve { id, cancel: true }`.
 * - `question.resolved` from elsewhere: `answered` shows "Answered elsewhere", `cancelled` without
 *   `answeredBy` is the run ending ("Cancelled"; with `answeredBy` another client skipped),
 *   `expired` expires the prompt (the local deadline expires it too).
 * - On every (re)connect: `question.list { sessionKey }`, then `question.get { id }` for each local
 *   pending prompt not listed; a not-found answer makes it "No longer available". Stores are never
 *   recreated, so drafts survive a dropped connection. Reconnects back off 1 s, 2 s, 4 s, ... ≤ 30 s.
 *
 * @example
 * const gateway = createQuestionGateway({
 *   transport: createWebSocketTransport({ url: 'wss://gateway.example/ws' }),
 *   sessionKey: 'agent:main:main',
 *   persist: { storage: sessionStorage },
 * });
 * gateway.connect();
 * gateway.queue.subscribe(({ active }) => render(active));
 */
export function createQuestionGateway(options: QuestionGatewayOptions): QuestionGateway {
  const { transport } = options;
  const clock = options.clock ?? realClock;
  const warn = options.onWarning ?? ((w: GatewayWarning | StoreWarning) => console.warn(`[question-dock] ${w.message}`));
  const protocol = options.protocol ?? legacyProtocol;
  const isNotFound = options.isNotFound ?? ((error: unknown) => protocol.isNotFound(error));
  /** Resolved on the next successful (re)connect: offline answers wait on it. */
  let reopened: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | undefined;
  const nextOpen = (): Promise<void> => {
    if (!reopened) {
      let resolve!: () => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      // Nobody may be waiting when it is rejected at dispose.
      promise.catch(() => {});
      reopened = { promise, resolve, reject };
    }
    return reopened.promise;
  };
  const ownQueue = options.queue === undefined;
  const queue = options.queue ?? createPromptQueue({ sessionKey: options.sessionKey });
  let sessionKey = options.sessionKey;

  const entries = new Map<string, Entry>();
  const tombstones = new Set<string>();
  const listeners = new Set<(s: QuestionGatewayState, p: QuestionGatewayState) => void>();
  let state: QuestionGatewayState = { connection: transport.getStatus(), attempt: 0, retryAt: null, synced: false };
  let disposed = false;
  /** Bumped on every (re)connect and close, so a stale sync's late results are ignored. */
  let generation = 0;

  const setState = (patch: Partial<QuestionGatewayState>): void => {
    const next = { ...state, ...patch };
    if ((Object.keys(patch) as (keyof QuestionGatewayState)[]).every((k) => next[k] === state[k])) return;
    const previous = state;
    state = next;
    for (const l of [...listeners]) l(state, previous);
  };

  const bury = (id: string): void => {
    tombstones.add(id);
    if (tombstones.size > MAX_TOMBSTONES) {
      const oldest = tombstones.values().next();
      if (!oldest.done) tombstones.delete(oldest.value);
    }
  };

  const isPending = (entry: Entry): boolean => entry.store.getState().resolution === null;

  // ---- answers out ----------------------------------------------------------------------------

  async function submitAnswers(entry: Entry, result: ToolResult): Promise<void> {
    if (result.status !== 'answered') return;
    const answers = result.answers.answers;
    if (entry.confirmed) {
      // Reconciling after a drop: the gateway already holds our answer; never send a second one.
      const same = sameAnswers(entry.confirmed, answers);
      entry.confirmed = undefined;
      if (same) return;
      throw new GatewayRequestError('ALREADY_RESOLVED', 'This question was already answered.');
    }
    entry.inflight = true;
    entry.lastSent = answers;
    const params = protocol.answerParams(entry.id, answers, entry.resolutionId);
    try {
      for (;;) {
        try {
          await transport.request(GATEWAY_METHODS.resolve, params);
          break;
        } catch (error) {
          if (!protocol.resendAfterReconnect || !isTransportError(error) || disposed) throw error;
          // Offline: the answer waits (the prompt shows "sending") and goes out again after the
          // reconnect, with the same resolution id, unless the question ended meanwhile.
          warn({ code: 'answer_queued', id: entry.id, message: `The answer to question ${entry.id} will be sent when the connection is back.` });
          await nextOpen();
          const late = entry.deferred;
          if (late) {
            if (late.status === 'answered' && late.answers && sameAnswers(late.answers, answers)) return;
            throw new GatewayRequestError('ALREADY_RESOLVED', 'This question was already resolved.');
          }
        }
      }
    } catch (error) {
      if (protocol.isAlreadyTerminal(error) && !entry.deferred) {
        // Our earlier attempt may be the one that resolved it: ask the gateway what it holds.
        const parsed = await transport.request(GATEWAY_METHODS.get, { id: entry.id }).then(
          (payload) => protocol.parseRecord(payload),
          () => undefined,
        );
        const record = parsed?.ok ? parsed.record : undefined;
        if (record?.status === 'answered' && record.answers && sameAnswers(record.answers, answers)) return;
        if (record?.status !== undefined && record.status !== 'pending') {
          entry.deferred = { id: entry.id, status: record.status, ...(record.answers ? { answers: record.answers } : {}) };
        }
      }
      const late = entry.deferred;
      entry.inflight = false;
      entry.deferred = undefined;
      // The gateway announced our very answers: it has them, only the response was lost.
      if (late?.status === 'answered' && late.answers && sameAnswers(late.answers, answers)) return;
      // Resolved elsewhere (or expired) while our call ran: that resolution stands.
      if (late) applyResolution(entry, late);
      throw error;
    } finally {
      entry.inflight = false;
      entry.deferred = undefined;
    }
  }

  async function sendCancel(entry: Entry): Promise<void> {
    entry.cancelPending = true;
    const params = protocol.cancelParams(entry.id);
    try {
      await transport.request(GATEWAY_METHODS.resolve, params);
      entry.cancelPending = false;
    } catch (error) {
      // Not delivered: retried after the next reconnect. Refused by the gateway: nothing to retry.
      if (!isTransportError(error)) entry.cancelPending = false;
      if (protocol.isAlreadyTerminal(error) || isNotFound(error)) return;
      warn({ code: 'resolve_failed', id: entry.id, message: `Could not send the skip of question ${entry.id}: ${describe(error)}` });
    }
  }

  function onStoreResolved(entry: Entry, result: ToolResult, resolution: Resolution): void {
    entry.unsubscribe();
    if (resolution.status === 'skipped' && resolution.source === 'user') void sendCancel(entry);
    options.onResolve?.(result, resolution, entry.id);
  }

  // ---- records in -----------------------------------------------------------------------------

  function create(record: QuestionRecord): Entry | undefined {
    const request = {
      questions: record.questions,
      ...(record.timeoutSeconds !== undefined ? { timeoutSeconds: record.timeoutSeconds } : {}),
    } as unknown as AskUserRequest;
    let entry: Entry | undefined;
    let store: QuestionStore;
    try {
      store = createQuestionStore(request, {
        promptId: record.id,
        clock,
        ...(record.expiresAtMs !== undefined ? { expiresAt: record.expiresAtMs } : {}),
        ...(options.persist ? { persist: { storage: options.persist.storage } } : {}),
        onWarning: warn,
        send: (result) => (entry ? submitAnswers(entry, result) : undefined),
        onResolve: (result, resolution) => {
          if (entry) onStoreResolved(entry, result, resolution);
        },
      });
    } catch (error) {
      bury(record.id);
      const detail = error instanceof InvalidRequestError ? error.message : describe(error);
      warn({ code: 'invalid_request', id: record.id, message: `Question ${record.id} cannot be shown: ${detail}` });
      if (protocol.cancelUnrenderable) cancelUnrenderable(record.id);
      return undefined;
    }
    entry = {
      id: record.id,
      store,
      // Subscribing arms the store's expiry timer, so the local deadline holds even when no view is mounted.
      unsubscribe: store.subscribe(() => {}),
      inflight: false,
      deferred: undefined,
      lastSent: undefined,
      confirmed: undefined,
      cancelPending: false,
      resolutionId: newResolutionId(record.id),
    };
    entries.set(record.id, entry);
    queue.add(store, { sessionKey: record.sessionKey });
    return entry;
  }

  function upsert(record: QuestionRecord): void {
    const entry = entries.get(record.id);
    const finished = record.status !== undefined && record.status !== 'pending';
    if (entry) {
      if (finished) applyResolution(entry, { id: record.id, status: record.status as QuestionResolvedEvent['status'], ...(record.answers ? { answers: record.answers } : {}) });
      return;
    }
    // Never resurrect a question resolved before a (stale) list arrived, nor show one already over.
    if (tombstones.has(record.id) || finished || (record.expiresAtMs !== undefined && record.expiresAtMs <= clock.now())) {
      bury(record.id);
      return;
    }
    create(record);
  }

  /** A record the dock cannot show is skipped on the gateway, so the agent gets `no_answer` instead of waiting. */
  function cancelUnrenderable(id: string): void {
    transport.request(GATEWAY_METHODS.resolve, protocol.cancelParams(id)).catch((error: unknown) => {
      if (!protocol.isAlreadyTerminal(error) && !isNotFound(error)) {
        warn({ code: 'resolve_failed', id, message: `Could not answer question ${id}, which cannot be shown: ${describe(error)}` });
      }
    });
  }

  function applyResolution(entry: Entry, event: QuestionResolvedEvent): void {
    const { store } = entry;
    if (!isPending(entry)) return;
    if (entry.inflight) {
      entry.deferred = event;
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
          entry.confirmed = answers;
          void store.submit().then((r) => {
            entry.confirmed = undefined;
            if (!r.ok && isPending(entry)) store.resolveExternally(answeredResult(answers));
          });
          return;
        }
        const applied = answers ? store.resolveExternally(answeredResult(answers)) : undefined;
        if (!applied?.ok) {
          warn({ code: 'invalid_answers', id: entry.id, message: `Question ${entry.id} was answered elsewhere with answers that do not fit it.` });
          store.cancel('unavailable');
        }
        return;
      }
    }
  }

  function isOwnAnswer(entry: Entry, answers: AnswerMap): boolean {
    if (!entry.lastSent || !sameAnswers(entry.lastSent, answers)) return false;
    const s = entry.store.getState();
    return s.status === 'pending' && sameAnswers(buildAnswers(s.request, s.drafts), answers);
  }

  // ---- reconcile ------------------------------------------------------------------------------

  async function check(entry: Entry, gen: number): Promise<void> {
    let payload: unknown;
    try {
      payload = await transport.request(GATEWAY_METHODS.get, { id: entry.id });
    } catch (error) {
      if (gen !== generation || disposed) return;
      if (isNotFound(error)) entry.store.cancel('unavailable');
      else warn({ code: 'sync_failed', id: entry.id, message: `Could not check question ${entry.id}: ${describe(error)}` });
      return;
    }
    if (gen !== generation || disposed) return;
    if (payload === null || payload === undefined) {
      entry.store.cancel('unavailable');
      return;
    }
    const parsed = protocol.parseRecord(payload);
    if (parsed.ok) upsert(parsed.record);
    else warn({ code: 'invalid_payload', id: entry.id, message: `question.get returned something that is not a question record (${parsed.reason}).` });
  }

  async function sync(): Promise<void> {
    const gen = ++generation;
    setState({ synced: false });
    let payload: unknown;
    try {
      payload = await transport.request(GATEWAY_METHODS.list, protocol.listParams(sessionKey));
    } catch (error) {
      if (gen === generation && !disposed) warn({ code: 'sync_failed', message: `question.list failed: ${describe(error)}` });
      return;
    }
    if (gen !== generation || disposed) return;
    const listed = protocol.parseList(payload);
    if (!listed) {
      warn({ code: 'invalid_payload', message: 'question.list returned something that is not a list of question records.' });
      return;
    }
    if (listed.invalid.length > 0) warn({ code: 'invalid_payload', message: `question.list returned ${listed.invalid.length} malformed record(s).` });
    for (const { id } of listed.invalid) {
      if (id !== undefined && !tombstones.has(id) && protocol.cancelUnrenderable) {
        bury(id);
        cancelUnrenderable(id);
      }
    }
    const seen = new Set<string>();
    for (const record of listed.records) {
      seen.add(record.id);
      upsert(record);
    }
    const all = [...entries.values()];
    await Promise.all([
      ...all.filter((e) => isPending(e) && !seen.has(e.id)).map((e) => check(e, gen)),
      ...all.filter((e) => e.cancelPending).map((e) => sendCancel(e)),
    ]);
    if (gen === generation && !disposed) setState({ synced: true });
  }

  // ---- connection -----------------------------------------------------------------------------

  const connection = keepConnected(transport, {
    clock,
    backoff: options.backoff,
    onChange: (c) => setState(c),
    onOpen: () => {
      const waiting = reopened;
      reopened = undefined;
      waiting?.resolve();
      void sync();
    },
    onClosed: () => {
      generation += 1;
      setState({ synced: false });
    },
  });

  const offEvent = transport.onEvent(({ event, payload }) => {
    if (disposed) return;
    if (event === GATEWAY_EVENTS.requested) {
      const parsed = protocol.parseRecord(payload);
      if (parsed.ok) upsert(parsed.record);
      else {
        warn({ code: 'invalid_payload', ...(parsed.id !== undefined ? { id: parsed.id } : {}), message: `Ignored a malformed ${event} event (${parsed.reason}).` });
        if (parsed.id !== undefined && protocol.cancelUnrenderable && !tombstones.has(parsed.id)) {
          bury(parsed.id);
          cancelUnrenderable(parsed.id);
        }
      }
    } else if (event === GATEWAY_EVENTS.resolved) {
      const resolved = protocol.parseResolved(payload);
      if (!resolved) {
        warn({ code: 'invalid_payload', message: `Ignored a malformed ${event} event.` });
        return;
      }
      const entry = entries.get(resolved.id);
      if (entry) applyResolution(entry, resolved);
      else bury(resolved.id);
    }
  });

  return {
    queue,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getStore: (id) => entries.get(id)?.store,

    connect: () => connection.connect(),
    close: () => connection.close(),

    sync,

    setSessionKey(key) {
      sessionKey = key;
      queue.setSessionKey(key);
      if (transport.getStatus() === 'open') void sync();
    },

    dispose() {
      if (disposed) return;
      connection.dispose();
      disposed = true;
      generation += 1;
      reopened?.reject(new GatewayRequestError('NOT_CONNECTED', 'The gateway binding was closed.'));
      reopened = undefined;
      offEvent();
      for (const entry of entries.values()) {
        entry.unsubscribe();
        queue.remove(entry.store);
        entry.store.dispose();
      }
      if (ownQueue) queue.dispose();
      listeners.clear();
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
