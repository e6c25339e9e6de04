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
  readonly code: 'invalid_payload' | 'invalid_request' | 'invalid_answers' | 'sync_failed' | 'resolve_failed';
  readonly message: string;
  /** The question concerned, when there is one. */
  readonly id?: string;
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
  const isNotFound = options.isNotFound ?? isNotFoundError;
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
    const params: ResolveParams = { id: entry.id, answers };
    try {
      await transport.request(GATEWAY_METHODS.resolve, params);
    } catch (error) {
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
    const params: ResolveParams = { id: entry.id, cancel: true };
    try {
      await transport.request(GATEWAY_METHODS.resolve, params);
      entry.cancelPending = false;
    } catch (error) {
      // Not delivered: retried after the next reconnect. Refused by the gateway: nothing to retry.
      if (!isTransportError(error)) entry.cancelPending = false;
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
    const record = parseRecord(payload);
    if (record) upsert(record);
    else warn({ code: 'invalid_payload', id: entry.id, message: `question.get returned something that is not a question record.` });
  }

  async function sync(): Promise<void> {
    const gen = ++generation;
    setState({ synced: false });
    let payload: unknown;
    try {
      payload = await transport.request(GATEWAY_METHODS.list, { sessionKey });
    } catch (error) {
      if (gen === generation && !disposed) warn({ code: 'sync_failed', message: `question.list failed: ${describe(error)}` });
      return;
    }
    if (gen !== generation || disposed) return;
    const listed = parseRecordList(payload);
    if (!listed) {
      warn({ code: 'invalid_payload', message: 'question.list returned something that is not a list of question records.' });
      return;
    }
    if (listed.invalid > 0) warn({ code: 'invalid_payload', message: `question.list returned ${listed.invalid} malformed record(s).` });
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
    onOpen: () => void sync(),
    onClosed: () => {
      generation += 1;
      setState({ synced: false });
    },
  });

  const offEvent = transport.onEvent(({ event, payload }) => {
    if (disposed) return;
    if (event === GATEWAY_EVENTS.requested) {
      const record = parseRecord(payload);
      if (record) upsert(record);
      else warn({ code: 'invalid_payload', message: `Ignored a malformed ${event} event.` });
    } else if (event === GATEWAY_EVENTS.resolved) {
      const resolved = parseResolvedEvent(payload);
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
