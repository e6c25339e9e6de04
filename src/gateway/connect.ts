import { createPromptQueue } from '../core';
import { realClock } from '../core/store/clock';
import type { Clock, RejectedPrompt, Warning } from '../core';
import { createListeners } from '../core/store/listeners';
import { consoleReporter, consoleWarning, isolate } from '../core/store/report';
import type { ConnectOpenClawOptions, OpenClawConnection, OpenClawConnectionState } from './connection-types';
import { createHandshake, defaultClient, OPENCLAW_SCOPES } from './connection/handshake';
import { historyLimit, loadHistory } from './questions/history';
import { secretStoreOf, sendAnswers } from './questions/outbound';
import { createPrompts } from './questions/prompts';
import { reconcile } from './questions/reconcile';
import { readRecord, readResolvedEvent } from './questions/records';
import { createWakeUp } from './connection/wake-up';
import type { GatewayEvent } from './connection/requests';
import { createSocket } from './connection/socket';

export type { ConnectOpenClawOptions, OpenClawConnection, OpenClawConnectionState } from './connection-types';

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
 * With a `sessionKey`, it also reads the chat's past `ask_user` prompts from its transcript
 * (`chat.history`, once per connection, beside the sync) into `getState().history`.
 *
 * A `cancelled` event does not say who ended the question: a skip on another device and the run
 * ending both show as "Cancelled" (protocol 4 carries no resolver).
 *
 * @example
 * ```tsx
 * import { QuestionDock, usePromptQueue } from 'question-dock';
 * import { connectOpenClaw } from 'question-dock/gateway';
 * import 'question-dock/styles.css';
 *
 * declare const token: string; // yours to replace: the gateway's token
 *
 * const openclaw = connectOpenClaw({ url: 'ws://127.0.0.1:18789', token, sessionKey: 'main' });
 *
 * export function Dock() {
 *   const { active } = usePromptQueue(openclaw.queue);
 *   return <QuestionDock store={active} composer={<textarea aria-label="Message" />} />;
 * }
 * ```
 */
export function connectOpenClaw(options: ConnectOpenClawOptions): OpenClawConnection {
  const local = options.clock ?? realClock;
  let disposed = false;
  const report = options.onError ?? consoleReporter('An OpenClaw onResolve, onWarning or listener');
  const onWarning = options.onWarning ?? consoleWarning;
  // Nothing is reported once disposed (a call cut short by the close is not news).
  const warn = (w: Warning): void => void (disposed || isolate(() => onWarning(w), report));
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
    onOpen: () => {
      void sync();
      void history();
    },
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
    history: [],
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

  /** The past prompts: loaded beside each sync (never holding it up) until one load has an answer. */
  const shown = options.sessionKey;
  const limit = shown === undefined ? undefined : historyLimit(options.historyLimit);
  let historyDone = limit === undefined;
  async function history(): Promise<void> {
    if (historyDone || shown === undefined || limit === undefined) return;
    const gen = generation;
    const stale = (): boolean => gen !== generation || disposed;
    const prompts = await loadHistory({ call, sessionKey: shown, limit, stale, warn });
    if (!prompts || historyDone) return;
    historyDone = true;
    setState({ history: prompts });
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
