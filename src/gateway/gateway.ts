import { createPromptQueue, createQuestionStore, InvalidRequestError, realClock } from '../core';
import type { AskUserRequest, QuestionStore, Resolution, StoreWarning, ToolResult } from '../core';
import { legacyProtocol, type GatewayProtocol } from './dialect';
import { consoleReporter, isolate } from '../core/report';
import {
  describe,
  warningLine,
  type Entry,
  type GatewayContext,
  type GatewayWarning,
  type RejectedPrompt,
} from './entry';
import { GatewayRequestError } from './errors';
import { applyResolution, upsert } from './inbound';
import { newResolutionId, refuseUnrenderable, rejectedFrom, sendAnswers, sendCancel } from './outbound';
import { readRecordFailure } from './protocol';
import { reconcile } from './reconcile';
import { keepConnected, type ConnectionState } from './reconnect';
import { GATEWAY_EVENTS, type GatewayTransport, type QuestionRecord } from './types';
import type { BackoffOptions } from './backoff';
import type { Clock, PromptQueue, StorageAdapter } from '../core';

export type { GatewayProtocol } from './dialect';
export type { GatewayWarning, RejectedPrompt } from './entry';

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
  /**
   * Where a throwing `onResolve`, `onWarning` or subscriber (of the binding, its queue or its stores)
   * is reported. They are isolated: the others still run and every answer or skip still goes out.
   * Default `console.error`.
   */
  readonly onError?: (error: unknown) => void;
  /** Tells a `question.get` "no such question" error apart from other failures; default: code `NOT_FOUND`. */
  readonly isNotFound?: (error: unknown) => boolean;
  /** The wire dialect; default this package's original one. */
  readonly protocol?: GatewayProtocol;
}

/** The binding's snapshot, e.g. for a "Reconnecting…" notice. */
export interface QuestionGatewayState extends ConnectionState {
  /** True once pending prompts were reconciled with the gateway after the latest (re)connect. */
  readonly synced: boolean;
  /**
   * Questions of the shown session that the dock cannot show, until dismissed (newest last). The
   * agent was told no answer was given; render them with `<RejectedPromptNotice>` so the person
   * knows what was asked and can answer in the chat.
   */
  readonly rejected: readonly RejectedPrompt[];
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
  /** Removes a rejected prompt's notice (see {@link QuestionGatewayState.rejected}). */
  dismissRejected(promptId: string): void;
  /** Switches the shown session and reconciles. */
  setSessionKey(sessionKey: string): void;
  /** Closes, stops every timer and listener, disposes the stores (their state stays readable). */
  dispose(): void;
}

/** Ids resolved before we saw them, so a stale list cannot bring them back. Bounded. */
const MAX_TOMBSTONES = 500;
/** Rejected prompts kept for the person; the oldest go first. */
const MAX_REJECTED = 20;

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
  const protocol = options.protocol ?? legacyProtocol;
  const report = options.onError ?? consoleReporter('A gateway onResolve, onWarning or subscriber');
  const ownQueue = options.queue === undefined;
  const queue = options.queue ?? createPromptQueue({ sessionKey: options.sessionKey, onError: report });
  const warnTo = options.onWarning ?? ((w: GatewayWarning | StoreWarning) => console.warn(warningLine(w)));
  let sessionKey = options.sessionKey;
  let disposed = false;
  /** Bumped on every (re)connect and close, so a stale sync's late results are ignored. */
  let generation = 0;

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

  const tombstones = new Set<string>();
  const ctx: GatewayContext = {
    transport,
    protocol,
    clock: options.clock ?? realClock,
    queue,
    entries: new Map<string, Entry>(),
    persist: options.persist,
    onResolve: options.onResolve,
    warn: (w) => isolate(() => warnTo(w), report),
    isNotFound: options.isNotFound ?? ((error: unknown) => protocol.isNotFound(error)),
    bury(id) {
      tombstones.add(id);
      if (tombstones.size > MAX_TOMBSTONES) {
        const oldest = tombstones.values().next();
        if (!oldest.done) tombstones.delete(oldest.value);
      }
    },
    isBuried: (id) => tombstones.has(id),
    isDisposed: () => disposed,
    nextOpen,
    reject(prompt) {
      // Told once: a list after a reconnect repeats the record, and a dismissed notice stays dismissed.
      if (tombstones.has(prompt.promptId)) return;
      tombstones.add(prompt.promptId);
      if (protocol.cancelUnrenderable) refuseUnrenderable(ctx, prompt.promptId);
      rejected = [...rejected, prompt].slice(-MAX_REJECTED);
      setState({ rejected: shownRejected() });
    },
  };
  const { entries, warn } = ctx;

  /** Every rejected prompt not dismissed, whatever its session. */
  let rejected: readonly RejectedPrompt[] = [];
  const shownRejected = (): readonly RejectedPrompt[] =>
    rejected.filter((r) => r.sessionKey === undefined || r.sessionKey === sessionKey);

  const listeners = new Set<(s: QuestionGatewayState, p: QuestionGatewayState) => void>();
  let state: QuestionGatewayState = {
    connection: transport.getStatus(),
    attempt: 0,
    retryAt: null,
    synced: false,
    rejected: [],
  };
  const setState = (patch: Partial<QuestionGatewayState>): void => {
    const next = { ...state, ...patch };
    if ((Object.keys(patch) as (keyof QuestionGatewayState)[]).every((k) => next[k] === state[k])) return;
    const previous = state;
    state = next;
    for (const l of [...listeners]) isolate(() => l(state, previous), report);
  };

  /** A new prompt: its store (answers out through `sendAnswers`, a skip through `sendCancel`) in the queue. */
  function create(record: QuestionRecord): void {
    const request = {
      questions: record.questions,
      ...(record.timeoutSeconds !== undefined ? { timeoutSeconds: record.timeoutSeconds } : {}),
    } as unknown as AskUserRequest;
    let entry: Entry | undefined;
    let store: QuestionStore;
    try {
      store = createQuestionStore(request, {
        promptId: record.id,
        clock: ctx.clock,
        ...(record.expiresAtMs !== undefined ? { expiresAt: record.expiresAtMs } : {}),
        ...(options.persist ? { persist: { storage: options.persist.storage } } : {}),
        onWarning: warn,
        onError: report,
        // Each request is bounded by the transport's own timeout; a dialect that queues an offline
        // answer for the reconnect means to wait ("Sending…"), so the store does not cut it short.
        ...(protocol.resendAfterReconnect ? { sendTimeoutMs: 0 } : {}),
        send: (result) => (entry ? sendAnswers(ctx, entry, result) : undefined),
        onResolve: (result, resolution) => {
          if (entry) resolved(entry, result, resolution);
        },
      });
    } catch (error) {
      const detail = error instanceof InvalidRequestError ? error.message : describe(error);
      warn({
        code: 'invalid_request',
        promptId: record.id,
        message: `Question ${record.id} cannot be shown: ${detail}`,
      });
      const failure = readRecordFailure(record, detail);
      ctx.reject({
        promptId: record.id,
        questions: failure.questions ?? [],
        ...(error instanceof InvalidRequestError ? { issues: error.issues } : { reason: detail }),
        ...(record.sessionKey !== undefined ? { sessionKey: record.sessionKey } : {}),
      });
      return;
    }
    entry = {
      id: record.id,
      store,
      // Subscribing arms the store's expiry timer, so the local deadline holds even when no view is mounted.
      unsubscribe: store.subscribe(() => {}),
      resolutionId: newResolutionId(record.id),
      phase: { kind: 'open' },
    };
    entries.set(record.id, entry);
    queue.add(store, { sessionKey: record.sessionKey });
  }

  function resolved(entry: Entry, result: ToolResult, resolution: Resolution): void {
    entry.unsubscribe();
    if (resolution.status === 'skipped' && resolution.source === 'user') void sendCancel(ctx, entry);
    else entry.phase = { kind: 'closed' };
    isolate(() => options.onResolve?.(result, resolution, entry.id), report);
  }

  async function sync(): Promise<void> {
    const gen = ++generation;
    setState({ synced: false });
    if (await reconcile(ctx, sessionKey, gen, { current: () => generation }, create)) setState({ synced: true });
  }

  const connection = keepConnected(transport, {
    clock: ctx.clock,
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
      if (parsed.ok) upsert(ctx, parsed.record, create);
      else {
        warn({
          code: 'invalid_payload',
          ...(parsed.id !== undefined ? { promptId: parsed.id } : {}),
          message: `Ignored a malformed ${event} event (${parsed.reason}).`,
        });
        if (parsed.id !== undefined) ctx.reject(rejectedFrom(parsed.id, parsed));
      }
    } else if (event === GATEWAY_EVENTS.resolved) {
      const event_ = protocol.parseResolved(payload);
      if (!event_) {
        warn({ code: 'invalid_payload', message: `Ignored a malformed ${event} event.` });
        return;
      }
      const entry = entries.get(event_.id);
      if (entry) applyResolution(ctx, entry, event_);
      else ctx.bury(event_.id);
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

    dismissRejected(promptId) {
      rejected = rejected.filter((r) => r.promptId !== promptId);
      setState({ rejected: shownRejected() });
    },

    setSessionKey(key) {
      sessionKey = key;
      queue.setSessionKey(key);
      setState({ rejected: shownRejected() });
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
