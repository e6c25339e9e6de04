import type { Clock, QuestionStore, Resolution, StorageAdapter, StoreWarning, ToolResult } from '../core';
import { realClock } from '../core';
import { consoleReporter, describeThrown, isolate } from '../core/report';
import { warningLine } from './entry';
import type { BackoffOptions } from './backoff';
import { createDeviceIdentity, type DeviceIdentity } from './device-identity';
import { GatewayRequestError } from './errors';
import {
  createQuestionGateway,
  type GatewayProtocol,
  type GatewayWarning,
  type QuestionGatewayState,
  type RejectedPrompt,
} from './gateway';
import {
  OPENCLAW_PROTOCOL,
  OPENCLAW_SCOPES,
  answerParams,
  cancelParams,
  connectParams,
  isQuestionAlreadyTerminal,
  isQuestionNotFound,
  parseChallenge,
  parseHelloOk,
  parseQuestionList,
  parseQuestionRecord,
  parseResolvedEvent,
  type OpenClawClientInfo,
  type OpenClawParseFailure,
  type OpenClawPrompt,
  type OpenClawQuestionExtras,
} from './openclaw-protocol';
import type { PromptQueue } from '../core';
import type { RecordFailure } from './dialect';
import type { QuestionRecord } from './types';
import { createWebSocketTransport, type WebSocketConstructor } from './websocket';

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
   * but not shown. Default: every session.
   */
  readonly sessionKey?: string;
  /** WebSocket class; default `globalThis.WebSocket` (Node 20: `import { WebSocket } from 'ws'`). */
  readonly WebSocket?: WebSocketConstructor;
  /**
   * The `client` block of `connect`. Its `id` and `mode` must be from the gateway's fixed lists.
   * Default: `openclaw-control-ui` / `ui` in a browser, `gateway-client` / `backend` in Node.
   */
  readonly client?: Partial<OpenClawClientInfo>;
  /** Scopes requested; default `operator.read` and `operator.questions` (every `question.*` method needs it). */
  readonly scopes?: readonly string[];
  /** Called once per prompt when it resolves: the tool result, how it ended, the prompt id. */
  readonly onResolve?: (result: ToolResult, resolution: Resolution, promptId: string) => void;
  /** Non-fatal problems (malformed records, failed sync, a handshake refused). Default `console.warn`. */
  readonly onWarning?: (warning: GatewayWarning | StoreWarning | OpenClawWarning) => void;
  /** Reconnect delays; default 1 s doubling to 30 s, each shortened at random by up to half. */
  readonly backoff?: BackoffOptions;
  /** Keep drafts across reload (never a secret answer). */
  readonly persist?: { readonly storage: StorageAdapter };
  /** Local time source; the gateway's clock is derived from it and the handshake. Default real time. */
  readonly clock?: Clock;
  /** Connect right away; default true. */
  readonly autoConnect?: boolean;
  /**
   * Where a throwing `onResolve`, `onWarning` or listener is reported; they are isolated, so the
   * others still run and later frames are still read. Default `console.error`.
   */
  readonly onError?: (error: unknown) => void;
}

/** A handshake problem, reported through `onWarning`. */
export interface OpenClawWarning {
  readonly code: 'handshake_failed' | 'protocol_mismatch' | 'scope_missing';
  readonly message: string;
}

/** The live binding returned by {@link connectOpenClaw}. */
export interface OpenClawConnection {
  /** The prompts to show, one at a time (render `queue.getState().active`). */
  readonly queue: PromptQueue;
  /** The store of a prompt id (the gateway's record id), pending or resolved. */
  getStore(promptId: string): QuestionStore | undefined;
  /** What the record says beyond `ask_user` (url, secret store), per question id. */
  getExtras(promptId: string): Readonly<Record<string, OpenClawQuestionExtras>> | undefined;
  /**
   * The hosts the person allows for a prompt's `secret`-kind store (a subset of its `allowedHosts`);
   * sent as `secretStoreAllowedHosts` with the answer. Default: every allowed host.
   */
  setSecretHosts(promptId: string, hosts: readonly string[]): void;
  getState(): OpenClawConnectionState;
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
  /** Closes the socket for good and stops every timer and listener. */
  close(): void;
}

/** Connection state for a "Reconnecting…" notice. */
export interface OpenClawConnectionState {
  readonly connection: QuestionGatewayState['connection'];
  /** Pending prompts reconciled (`question.list` / `question.get`) since the latest connect. */
  readonly synced: boolean;
  readonly attempt: number;
  readonly retryAt: number | null;
  /**
   * Questions of the shown session the dock cannot show (the agent was told no answer was given),
   * until dismissed. Render them with `<RejectedPromptNotice>`.
   */
  readonly rejected: readonly RejectedPrompt[];
  /** Gateway clock minus local clock, ms, from the latest challenge. */
  readonly clockOffsetMs: number;
}

const isBrowser = (): boolean => typeof (globalThis as { document?: unknown }).document !== 'undefined';

function defaultClient(client: Partial<OpenClawClientInfo> | undefined): OpenClawClientInfo {
  const browser = isBrowser();
  const nav = (globalThis as { navigator?: { platform?: string; userAgent?: string } }).navigator;
  const proc = (globalThis as { process?: { platform?: string } }).process;
  return {
    id: browser ? 'openclaw-control-ui' : 'gateway-client',
    mode: browser ? 'ui' : 'backend',
    version: '0.1.0',
    platform: (browser ? nav?.platform : proc?.platform) || 'unknown',
    displayName: 'question-dock',
    ...client,
  };
}

/** Matches a record's session to the one shown: exact, or `agent:<agent>:<key>` for a short key. */
function sameSession(recordKey: string | undefined, shown: string): boolean {
  if (recordKey === undefined) return false;
  return recordKey === shown || recordKey.endsWith(`:${shown}`);
}

/** The queue's session tag when no session is chosen: every record gets it, so all are shown. */
const ALL_SESSIONS = '*';

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
  const report = options.onError ?? consoleReporter('An OpenClaw onResolve, onWarning or listener');
  const warnTo =
    options.onWarning ?? ((w: GatewayWarning | StoreWarning | OpenClawWarning) => console.warn(warningLine(w)));
  const warn = (w: GatewayWarning | StoreWarning | OpenClawWarning): void => isolate(() => warnTo(w), report);
  let offset = 0;
  const clock: Clock = {
    now: () => local.now() + offset,
    setTimeout: local.setTimeout,
    clearTimeout: local.clearTimeout,
  };
  const client = defaultClient(options.client);
  const shown = options.sessionKey;
  const extras = new Map<string, Readonly<Record<string, OpenClawQuestionExtras>>>();

  /** The person's narrowing of a secret store's hosts, per prompt. */
  const chosenHosts = new Map<string, readonly string[]>();

  /** The queue's session tag of a record's session: the shown one when it matches, so it is displayed. */
  const queueKey = (recordKey: string | undefined): string =>
    shown === undefined ? ALL_SESSIONS : sameSession(recordKey, shown) ? shown : (recordKey ?? '');
  /** A failure's session mapped like a record's; unknown stays unknown (shown everywhere). */
  const mapFailure = (failure: OpenClawParseFailure): RecordFailure => ({
    ...failure,
    ...(failure.sessionKey !== undefined ? { sessionKey: queueKey(failure.sessionKey) } : {}),
  });

  const toRecord = (prompt: OpenClawPrompt): QuestionRecord => {
    if (Object.keys(prompt.extras).length > 0) extras.set(prompt.promptId, prompt.extras);
    // url and secret travel into the request, so the dock renders them and the store guards secrets.
    const questions = prompt.request.questions.map((q) => {
      const extra = prompt.extras[q.id];
      if (!extra) return q;
      const secret =
        extra.isSecret || extra.secretStore
          ? {
              ...(extra.secretStore ? { store: extra.secretStore } : {}),
              ...(extra.secretStoreExisting ? { existing: extra.secretStoreExisting } : {}),
            }
          : undefined;
      return { ...q, ...(extra.url !== undefined ? { url: extra.url } : {}), ...(secret ? { secret } : {}) };
    });
    const sessionKey = queueKey(prompt.sessionKey);
    return {
      id: prompt.promptId,
      questions: questions as QuestionRecord['questions'],
      expiresAtMs: prompt.expiresAtMs,
      sessionKey,
      status: prompt.status,
      ...(prompt.request.timeoutSeconds !== undefined ? { timeoutSeconds: prompt.request.timeoutSeconds } : {}),
      ...(prompt.runId !== undefined ? { runId: prompt.runId } : {}),
      ...(prompt.answers !== undefined ? { answers: prompt.answers } : {}),
    };
  };

  const protocol: GatewayProtocol = {
    parseRecord(payload) {
      const parsed = parseQuestionRecord(payload);
      if (parsed.ok) return { ok: true, record: toRecord(parsed.prompt) };
      return { ok: false, ...mapFailure(parsed.failure) };
    },
    parseList(payload) {
      const listed = parseQuestionList(payload);
      return listed ? { records: listed.prompts.map(toRecord), invalid: listed.failures.map(mapFailure) } : undefined;
    },
    parseResolved: parseResolvedEvent,
    // question.list takes no filter (extra keys are refused); the queue filters by session.
    listParams: () => ({}),
    answerParams: (id, answers, resolutionId) => {
      // As the Control UI does: a `secret`-kind store gets the hosts the person kept (default: all offered).
      const store = Object.values(extras.get(id) ?? {}).find((e) => e.secretStore)?.secretStore;
      const hosts = store?.kind === 'secret' ? (chosenHosts.get(id) ?? store.allowedHosts) : undefined;
      return answerParams(id, answers, resolutionId, hosts !== undefined ? { secretStoreAllowedHosts: hosts } : {});
    },
    cancelParams: (id) => cancelParams(id),
    isNotFound: isQuestionNotFound,
    isAlreadyTerminal: isQuestionAlreadyTerminal,
    cancelUnrenderable: true,
    resendAfterReconnect: true,
  };

  /** The challenge of the current socket, if it came already, and whoever waits for it. */
  let challenge: { ts: number; nonce: string } | undefined;
  let challengeWaiter: ((c: { ts: number; nonce: string }) => void) | undefined;
  // The browser operator UI id must prove a device identity (WebCrypto; made once per connection).
  const needsDevice = client.id === 'openclaw-control-ui';
  let device: Promise<DeviceIdentity | undefined> | undefined;
  const scopes = [...(options.scopes ?? OPENCLAW_SCOPES)];

  const transport = createWebSocketTransport({
    url: options.url,
    onError: report,
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    clock: local,
    async handshake(request) {
      const seen =
        challenge ??
        (await new Promise<{ ts: number; nonce: string }>((resolve, reject) => {
          challengeWaiter = resolve;
          local.setTimeout(
            () => reject(new GatewayRequestError('TIMEOUT', 'No connect.challenge from the gateway.')),
            10_000,
          );
        }));
      offset = seen.ts - local.now();
      let hello: unknown;
      try {
        const params = connectParams({
          client,
          scopes,
          ...(options.token !== undefined ? { token: options.token } : {}),
          ...(options.password !== undefined ? { password: options.password } : {}),
        });
        if (needsDevice) {
          device ??= createDeviceIdentity();
          const identity = await device;
          if (identity) {
            params['device'] = await identity.sign({
              clientId: client.id,
              clientMode: client.mode,
              role: 'operator',
              scopes,
              signedAtMs: local.now(),
              token: options.token,
              nonce: seen.nonce,
              platform: client.platform,
            });
          }
        }
        hello = await request('connect', params);
      } catch (error) {
        warn({
          code: 'handshake_failed',
          message: `The gateway refused the connection: ${describeThrown(error)}`,
        });
        throw error;
      }
      const ok = parseHelloOk(hello);
      if (ok && ok.protocol !== OPENCLAW_PROTOCOL) {
        warn({
          code: 'protocol_mismatch',
          message: `The gateway speaks protocol ${ok.protocol}; this binding speaks ${OPENCLAW_PROTOCOL}.`,
        });
      }
      if (
        ok &&
        ok.scopes.length > 0 &&
        !ok.scopes.includes('operator.questions') &&
        !ok.scopes.includes('operator.admin')
      ) {
        warn({
          code: 'scope_missing',
          message: 'The gateway did not grant operator.questions: questions cannot be answered.',
        });
      }
    },
  });
  transport.onStatus((status) => {
    if (status === 'connecting') challenge = undefined;
  });
  transport.onEvent(({ event, payload }) => {
    if (event !== 'connect.challenge') return;
    const parsed = parseChallenge(payload);
    if (!parsed) return;
    challenge = parsed;
    const waiter = challengeWaiter;
    challengeWaiter = undefined;
    waiter?.(parsed);
  });

  const gateway = createQuestionGateway({
    transport,
    protocol,
    sessionKey: shown ?? ALL_SESSIONS,
    clock,
    backoff: options.backoff ?? { jitter: 0.5 },
    onWarning: warn,
    onError: report,
    ...(options.persist ? { persist: options.persist } : {}),
    onResolve: (result, resolution, promptId) => options.onResolve?.(result, resolution, promptId),
  });

  // Same input, same object: getState() must be stable for useSyncExternalStore.
  let last: { from: QuestionGatewayState; offset: number; to: OpenClawConnectionState } | undefined;
  const withOffset = (s: QuestionGatewayState): OpenClawConnectionState => {
    if (last?.from === s && last.offset === offset) return last.to;
    const to = {
      connection: s.connection,
      synced: s.synced,
      rejected: s.rejected,
      attempt: s.attempt,
      retryAt: s.retryAt,
      clockOffsetMs: offset,
    };
    last = { from: s, offset, to };
    return to;
  };

  // Reconnect at once when the network or the page comes back, instead of waiting out a backoff.
  const target = globalThis as {
    addEventListener?: (t: string, l: () => void) => void;
    removeEventListener?: (t: string, l: () => void) => void;
  };
  const doc = (
    globalThis as {
      document?: {
        visibilityState?: string;
        addEventListener?: (t: string, l: () => void) => void;
        removeEventListener?: (t: string, l: () => void) => void;
      };
    }
  ).document;
  const wake = (): void => {
    if (doc?.visibilityState === 'hidden') return;
    if (gateway.getState().connection !== 'open') gateway.connect();
  };
  target.addEventListener?.('online', wake);
  doc?.addEventListener?.('visibilitychange', wake);

  if (options.autoConnect !== false) gateway.connect();

  return {
    queue: gateway.queue,
    getStore: (id) => gateway.getStore(id),
    getExtras: (id) => extras.get(id),
    setSecretHosts(id, hosts) {
      const offered = Object.values(extras.get(id) ?? {}).find((e) => e.secretStore)?.secretStore?.allowedHosts ?? [];
      chosenHosts.set(
        id,
        hosts.filter((h, i) => offered.includes(h) && hosts.indexOf(h) === i),
      );
    },
    getState: () => withOffset(gateway.getState()),
    subscribe: (listener) => gateway.subscribe((state, previous) => listener(withOffset(state), withOffset(previous))),
    call: (method, params) => transport.request(method, params),
    dismissRejected: (id) => gateway.dismissRejected(id),
    reconnect: () => gateway.connect(),
    close() {
      target.removeEventListener?.('online', wake);
      doc?.removeEventListener?.('visibilitychange', wake);
      gateway.dispose();
      transport.close();
    },
  };
}
