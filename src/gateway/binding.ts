import { createPromptQueue } from '../core';
import {
  consoleReporter,
  consoleWarning,
  createListeners,
  type ErrorReporter,
  isolate,
  realClock,
  warningOf,
} from '../core/internal';
import type { Clock, RejectedPrompt } from '../core';
import { GATEWAY_WARNINGS, type Warn } from './warnings';
import type { ConnectOpenClawOptions, OpenClawConnection, OpenClawConnectionState } from './connection-types';
import type { GatewayEvent } from './connection/requests';
import type { ConnectionState } from './connection/socket';
import { historyLimit, loadHistory } from './questions/history';
import { secretStoreOf } from './questions/outbound';
import { createPrompts } from './questions/prompts';
import { reconcile } from './questions/reconcile';
import { readRecord, readResolvedEvent } from './questions/records';

/** The options the binding reads, whatever carries its frames. */
export type BindingOptions = Omit<
  ConnectOpenClawOptions,
  'url' | 'token' | 'password' | 'WebSocket' | 'client' | 'scopes' | 'backoff'
>;

/** What a transport tells the binding: every gateway event, each state change, each (re)open. */
export interface TransportEvents {
  readonly onEvent: (event: GatewayEvent) => void;
  readonly onChange: (state: ConnectionState) => void;
  readonly onOpen: () => void;
}

/** A connection to the gateway as the binding uses it: `connectOpenClaw`'s own socket, or one a host lends. */
export interface GatewayTransport {
  /** Sends a request; resolves with the response payload, rejects with a `GatewayRequestError`. */
  readonly request: (method: string, params: unknown) => Promise<unknown>;
  /** Settles on the next (re)open, so an answer given while offline goes out then. */
  readonly nextOpen: () => Promise<void>;
  /** Opens (or re-syncs when open); a transport that is always open runs `onOpen`. */
  readonly connect: () => void;
  readonly dispose: () => void;
  /** Gateway clock minus local clock, ms, when the transport knows it. */
  readonly offset?: () => number;
  /** Takes an event that is the transport's own business (a handshake's challenge): true when taken. */
  readonly take?: (event: string, payload: unknown) => boolean;
}

/** What the binding lends the transport it is built with. */
export interface TransportParts {
  readonly events: TransportEvents;
  readonly clock: Clock;
  readonly warn: Warn;
  readonly report: ErrorReporter;
}

/**
 * The question machinery of the gateway binding, over any transport: records to prompt stores in a
 * queue, answers out with `question.resolve` (each with a `resolutionId`), reconciliation with
 * `question.list` / `question.get` on every (re)open, the chat's past prompts from `chat.history`, and
 * warnings. `connectOpenClaw` runs it over its own WebSocket, `bindOpenClawHost` over a host's.
 */
export function createBinding(
  options: BindingOptions,
  open: (parts: TransportParts) => GatewayTransport,
): OpenClawConnection {
  const local = options.clock ?? realClock;
  let disposed = false;
  const report = options.onError ?? consoleReporter('An OpenClaw onResolve, onWarning or listener');
  const onWarning = options.onWarning ?? consoleWarning;
  // Nothing is reported once disposed (a call cut short by the close is not news).
  const warn: Warn = (w) => void (disposed || isolate(() => onWarning(warningOf(GATEWAY_WARNINGS, w)), report));
  let offset = (): number => 0;
  // The gateway's clock: deadlines are on it.
  const clock: Clock = { ...local, now: () => local.now() + offset() };
  const sessionOf = (key: string | undefined): string => sessionTag(key, options.sessionKey);
  const queue = createPromptQueue({ sessionKey: sessionOf(options.sessionKey), onError: report });
  /** Bumped on every (re)connect, close and sync, so a stale sync's late results are ignored. */
  let generation = 0;

  const transport = open({
    clock: local,
    warn,
    report,
    events: {
      onEvent: received,
      onChange: (c) => {
        // A closed connection (dropped or disposed) makes a running sync stale.
        if (c.connection !== 'open') generation += 1;
        setState({ ...c, ...(c.connection !== 'open' ? { synced: false } : {}) });
      },
      onOpen: () => {
        void sync();
        void history();
      },
    },
  });
  if (transport.offset) offset = transport.offset;
  const call = transport.request;
  const prompts = createPrompts({
    clock,
    queue,
    persist: options.persist,
    warn,
    report,
    sessionOf,
    call,
    nextOpen: transport.nextOpen,
    onResolve: options.onResolve,
    onRejected: () => setState({ rejected: shownRejected() }),
    onChecking: () => setState({ checking: prompts.checking() }),
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
    checking: [],
    clockOffsetMs: 0,
    history: [],
  };
  function setState(patch: Partial<OpenClawConnectionState>): void {
    const next = { ...state, ...patch, clockOffsetMs: offset() };
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
    const past = await loadHistory({ call, sessionKey: shown, limit, stale, warn });
    if (!past || historyDone) return;
    historyDone = true;
    setState({ history: past });
  }

  function received({ event, payload }: GatewayEvent): void {
    if (disposed || transport.take?.(event, payload)) return;
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

  // What an earlier view of this page had open comes back before the first sync asks about it.
  prompts.restore();
  if (options.autoConnect !== false) transport.connect();

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
    reconnect: () => transport.connect(),
    dispose() {
      if (disposed) return;
      disposed = true;
      generation += 1;
      transport.dispose();
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
