import { createPromptQueue, realClock } from '../core';
import type {
  Clock,
  PromptQueue,
  QuestionStore,
  RejectedPrompt,
  Resolution,
  PersistOptions,
  StoreWarning,
  ToolResult,
} from '../core';
import { createListeners } from '../core/listeners';
import { consoleReporter, consoleWarning, isolate } from '../core/report';
import type { BackoffOptions } from './backoff';
import { createHandshake, defaultClient, OPENCLAW_SCOPES, type OpenClawClientInfo } from './handshake';
import { secretStoreOf, sendAnswers } from './outbound';
import { createPrompts } from './prompts';
import { reconcile } from './reconcile';
import { readRecord, readResolvedEvent } from './records';
import type { GatewayWarning } from './warnings';
import { createWakeUp } from './wake-up';
import { createSocket, type ConnectionState, type GatewayEvent, type WebSocketConstructor } from './socket';

/** Options of {@link connectOpenClaw}. */
export interface ConnectOpenClawOptions {
  /** Gateway WebSocket URL, e.g. `ws://127.0.0.1:18789`. */
  readonly url: string;
  /** Shared gateway token (`--auth token`). */
  readonly token?: string;
  /** Gateway password (`--auth password`). */
  readonly password?: string;
  /**
   * The chat session shown, e.g. `main` or `agent:main:main`; prompts of other sessions are tracked
   * but not shown.
   * @default every session
   */
  readonly sessionKey?: string;
  /**
   * The WebSocket class (Node 20: `import { WebSocket } from 'ws'`).
   * @default globalThis.WebSocket
   */
  readonly WebSocket?: WebSocketConstructor;
  /**
   * The `client` block of `connect`; its `id` and `mode` must be from the gateway's fixed lists.
   * @default `openclaw-control-ui` / `ui` in a browser, `gateway-client` / `backend` in Node
   */
  readonly client?: Partial<OpenClawClientInfo>;
  /**
   * Scopes requested (every `question.*` method needs `operator.questions`).
   * @default ['operator.read', 'operator.questions']
   */
  readonly scopes?: readonly string[];
  /** Called once per prompt when it resolves: the tool result, how it ended, the prompt id. */
  readonly onResolve?: (result: ToolResult, resolution: Resolution, promptId: string) => void;
  /**
   * Non-fatal problems (malformed records, a failed sync, a refused handshake, a prompt store's
   * warnings); `formatGatewayWarning` gives the English line.
   * @default the code and detail on `console.warn`
   */
  readonly onWarning?: (warning: GatewayWarning | StoreWarning) => void;
  /**
   * Reconnect delays.
   * @default 1 s doubling to 30 s, each shortened at random by up to half (`{ jitter: 0.5 }`)
   */
  readonly backoff?: BackoffOptions;
  /**
   * Keep drafts across reload (never a secret answer): `true` or {@link PersistOptions}, each prompt under its own id.
   * @default false
   */
  readonly persist?: boolean | Omit<PersistOptions, 'key'>;
  /**
   * Local time source; the gateway's clock is derived from it and the handshake's challenge.
   * @default real time
   */
  readonly clock?: Clock;
  /**
   * Connect right away.
   * @default true
   */
  readonly autoConnect?: boolean;
  /**
   * Where a throwing `onResolve`, `onWarning` or listener is reported; they are isolated, so the
   * others still run and later frames are still read.
   * @default console.error
   */
  readonly onError?: (error: unknown) => void;
}

/** Connection state for a "Reconnecting…" notice, and the questions the dock cannot show. */
export interface OpenClawConnectionState extends ConnectionState {
  /** Pending prompts reconciled (`question.list` / `question.get`) since the latest connect. */
  readonly synced: boolean;
  /**
   * Questions of the shown session the dock cannot show (the agent was told no answer was given),
   * until dismissed, newest last. Render them with `<RejectedPromptNotice>`.
   */
  readonly rejected: readonly RejectedPrompt[];
  /** Gateway clock minus local clock, ms, from the latest challenge. */
  readonly clockOffsetMs: number;
}

/** The live connection returned by {@link connectOpenClaw}. */
export interface OpenClawConnection {
  /** The prompts to show, one at a time (render `queue.getState().active`). */
  readonly queue: PromptQueue;
  /**
   * The store of a prompt id (the gateway's record id): pending, or resolved and among the latest 20
   * delivered (its result given to `onResolve`, a skip received by the gateway). Older ones are
   * released so a long-open page does not grow: `undefined`. Read a summary in `onResolve`.
   */
  getStore(promptId: string): QuestionStore | undefined;
  /**
   * The hosts the person allows for a prompt's `secret`-kind store (a subset of its `allowedHosts`),
   * sent as `secretStoreAllowedHosts` with the answer. Without a call: every allowed host.
   */
  setSecretHosts(promptId: string, hosts: readonly string[]): void;
  /** The current {@link OpenClawConnectionState}. */
  getState(): OpenClawConnectionState;
  /** Listens to state changes; returns the unsubscribe function. */
  subscribe(listener: (state: OpenClawConnectionState, previous: OpenClawConnectionState) => void): () => void;
  /**
   * Calls any other gateway method over the same connection, e.g. `chat.send` (request the scope it
   * needs in `scopes`). Rejects with a `GatewayRequestError` carrying the gateway's code and details.
   */
  call(method: string, params: unknown): Promise<unknown>;
  /** Removes a rejected prompt's notice from `getState().rejected`. */
  dismissRejected(promptId: string): void;
  /** Reconnects now (skipping a scheduled backoff delay). */
  reconnect(): void;
  /** Closes the socket for good, stops every timer and listener and disposes the stores (their state stays readable). */
  dispose(): void;
}

/**
 * Connects the dock to a real OpenClaw gateway (protocol 4): waits for `connect.challenge`, sends
 * `connect` as an operator with `operator.questions`, turns `question.requested` records into
 * prompt stores, and answers with `question.resolve` (a `resolutionId` on every answer, so a retry
 * after a dropped connection cannot resolve twice). On every reconnect it reconciles with
 * `question.list` / `question.get`; answers given while offline go out after the reconnect.
 * Deadlines use the gateway's `expiresAtMs` and the gateway's clock (from the challenge), so a
 * device clock that is off does not end prompts early or late. Reconnects back off with jitter,
 * and happen at once when the browser goes `online` or the page becomes visible.
 *
 * A `cancelled` event does not say who ended the question: a skip on another device and the run
 * ending both show as "Cancelled" (protocol 4 carries no resolver).
 *
 * @example
 * import { connectOpenClaw } from 'question-dock/gateway';
 * const openclaw = connectOpenClaw({ url: 'ws://127.0.0.1:18789', token, sessionKey: 'main' });
 * openclaw.queue.subscribe(({ active }) => render(active)); // <QuestionDock store={active} />
 */
export function connectOpenClaw(options: ConnectOpenClawOptions): OpenClawConnection {
  const local = options.clock ?? realClock;
  let disposed = false;
  const report = options.onError ?? consoleReporter('An OpenClaw onResolve, onWarning or listener');
  const onWarning = options.onWarning ?? consoleWarning;
  // Nothing is reported once disposed (a call cut short by the close is not news).
  const warn = (w: GatewayWarning | StoreWarning): void => void (disposed || isolate(() => onWarning(w), report));
  const handshake = createHandshake({
    client: defaultClient(options.client),
    scopes: options.scopes ?? OPENCLAW_SCOPES,
    token: options.token,
    password: options.password,
    clock: local,
    warn,
  });
  // The gateway's clock: deadlines are on it.
  const clock: Clock = { ...local, now: () => local.now() + handshake.offset() };
  const sessionOf = (key: string | undefined): string => sessionTag(key, options.sessionKey);
  const queue = createPromptQueue({ sessionKey: sessionOf(options.sessionKey), onError: report });
  /** Bumped on every (re)connect, close and sync, so a stale sync's late results are ignored. */
  let generation = 0;

  const socket = createSocket({
    url: options.url,
    WebSocket: options.WebSocket,
    clock: local,
    backoff: options.backoff ?? { jitter: 0.5 },
    handshake: (request) => handshake.run(request),
    onEvent: received,
    onChange: (c) => {
      // A closed socket (dropped or disposed) makes a running sync stale, and its challenge ends with it.
      if (c.connection !== 'open') generation += 1;
      if (c.connection === 'closed') handshake.reset();
      setState({ ...c, ...(c.connection !== 'open' ? { synced: false } : {}) });
    },
    onOpen: () => void sync(),
    onError: report,
  });
  const call = socket.request;
  const prompts = createPrompts({
    clock,
    queue,
    persist: options.persist,
    warn,
    report,
    sessionOf,
    send: (entry, answers) =>
      sendAnswers(entry, answers, {
        call,
        warn,
        nextOpen: socket.nextOpen,
        apply: (event) => prompts.end(event),
      }),
    call,
    onResolve: options.onResolve,
    onRejected: () => setState({ rejected: shownRejected() }),
  });
  const shownRejected = (): readonly RejectedPrompt[] =>
    prompts.rejected().filter((r) => r.sessionKey === undefined || r.sessionKey === queue.getState().sessionKey);

  const listeners = createListeners<OpenClawConnectionState>(report);
  let state: OpenClawConnectionState = {
    connection: 'closed',
    attempt: 0,
    retryAt: null,
    synced: false,
    rejected: [],
    clockOffsetMs: 0,
  };
  function setState(patch: Partial<OpenClawConnectionState>): void {
    const next = { ...state, ...patch, clockOffsetMs: handshake.offset() };
    if ((Object.keys(next) as (keyof OpenClawConnectionState)[]).every((k) => next[k] === state[k])) return;
    const previous = state;
    state = next;
    listeners.notify(state, previous);
  }

  async function sync(): Promise<void> {
    const gen = ++generation;
    setState({ synced: false });
    const stale = (): boolean => gen !== generation || disposed;
    const current = await reconcile({ call, prompts, stale, warn, resendCancel: prompts.resendCancel });
    if (current) setState({ synced: true });
  }

  function received({ event, payload }: GatewayEvent): void {
    if (disposed || handshake.take(event, payload)) return;
    if (event === 'question.requested') {
      const read = readRecord(payload);
      if (read.ok) prompts.upsert(read.record);
      else prompts.reject(read.failure, 'question.requested event');
    } else if (event === 'question.resolved') {
      const resolved = readResolvedEvent(payload);
      if (resolved) prompts.end(resolved);
      else warn({ code: 'invalid_payload', detail: 'question.resolved event' });
    }
  }

  const wakeUp = createWakeUp(() => state.connection !== 'open' && socket.connect());
  if (options.autoConnect !== false) socket.connect();

  return {
    queue,
    getStore: (id) => prompts.get(id)?.store,
    setSecretHosts(id, hosts) {
      const entry = prompts.get(id);
      if (!entry) return;
      const offered = secretStoreOf(entry)?.allowedHosts ?? [];
      entry.secretHosts = hosts.filter((h, i) => offered.includes(h) && hosts.indexOf(h) === i);
    },
    getState: () => state,
    subscribe: listeners.subscribe,
    call,
    dismissRejected: (id) => prompts.dismiss(id),
    reconnect: () => socket.connect(),
    dispose() {
      if (disposed) return;
      disposed = true;
      generation += 1;
      wakeUp.dispose();
      socket.dispose();
      prompts.dispose();
      queue.dispose();
      listeners.clear();
    },
  };
}

/**
 * The prompt queue's session tag of a record's session: the shown session when they match (exactly,
 * or `agent:<agent>:<key>` for a short key such as `main`), so the prompt is displayed; else the
 * record's own key, so it waits unseen.
 */
export function sessionTag(recordKey: string | undefined, shown: string | undefined): string {
  if (shown === undefined) return '*'; // no session chosen: every record gets the same tag, so all are shown
  if (recordKey !== undefined && (recordKey === shown || recordKey.endsWith(`:${shown}`))) return shown;
  return recordKey ?? '';
}
