/**
 * The public shapes of `connectOpenClaw`: its options, its state and the connection it returns
 * (connect.ts makes the connection).
 */
import type { Clock, PromptQueue, QuestionStore, RejectedPrompt, Resolution, ToolResult } from '../core';
import type { BackoffOptions } from './connection/backoff';
import type { OpenClawClientInfo } from './connection/handshake';
import type { PastPrompt } from './questions/history';
import type { ConnectionState } from './connection/socket';
import type { WebSocketConstructor } from './connection/websocket';
import type { GatewayWarning } from './warnings';
import type { DraftPersistence } from '../core/internal';

/** Options of `connectOpenClaw`. */
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
   * Scopes requested (every `question.*` method needs `operator.questions`; the past prompts,
   * `chat.history`, need `operator.read`).
   * @default ['operator.read', 'operator.questions']
   */
  readonly scopes?: readonly string[];
  /**
   * How many of the chat's latest transcript messages `chat.history` reads for `getState().history`
   * (1 to 1000); `0` loads none. Only with a `sessionKey`.
   * @default 200
   */
  readonly historyLimit?: number;
  /** Called once per prompt when it resolves: the tool result, how it ended, the prompt id. */
  readonly onResolve?: (result: ToolResult, resolution: Resolution, promptId: string) => void;
  /**
   * Non-fatal problems (malformed records, a failed sync, a refused handshake, a prompt store's
   * warnings); `warning.message` says it in English, `formatWarning` gives the line.
   * @default the line on `console.warn`
   */
  readonly onWarning?: (warning: GatewayWarning) => void;
  /**
   * Reconnect delays.
   * @default 1 s doubling to 30 s, each shortened at random by up to half (`{ jitter: 0.5 }`)
   */
  readonly backoff?: BackoffOptions;
  /**
   * Keep drafts across reload (never a secret answer), and the open questions beside them:
   * `persistDrafts()` (sessionStorage) or `persistDrafts({ storage })`, each question under its own id
   * (a `key` in its options is not used).
   * @default undefined: nothing is stored
   */
  readonly persist?: DraftPersistence | undefined;
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

/** Connection state for a "Reconnecting…" notice, the questions the dock cannot show, and the chat's past prompts. */
export interface OpenClawConnectionState extends ConnectionState {
  /** Pending prompts reconciled (`question.list` / `question.get`) since the latest connect. */
  readonly synced: boolean;
  /**
   * Questions of the shown session the dock cannot show, until dismissed or ended, newest last.
   * Nothing is sent for them: each stays open for a client that can show it until it is answered
   * there or expires. Render them with `<RejectedPromptNotice>`.
   */
  readonly rejected: readonly RejectedPrompt[];
  /**
   * Ids of the shown session's questions an earlier view of the page kept (`persist`), made again
   * with their drafts and not yet confirmed open by the gateway: they join the queue once a sync
   * lists them, and end as "No longer available" (drafts not sent) if the gateway no longer knows
   * them. Show them as being checked, never as answerable (`getStore(id)` reads one).
   */
  readonly checking: readonly string[];
  /** Gateway clock minus local clock, ms, from the latest challenge. */
  readonly clockOffsetMs: number;
  /**
   * The shown session's past `ask_user` prompts, oldest first, each `{ toolCallId, summary, at }`:
   * rebuilt from its transcript (`chat.history`) once per connection, so a timeline that reloads
   * shows their summaries again (render each `summary` with `<AnswerSummary>`). Prompts still open
   * are in the queue instead, and reach `onResolve` when they end. Empty without a `sessionKey`,
   * until loaded, and when the load failed (a `history_failed` warning; live prompts go on).
   */
  readonly history: readonly PastPrompt[];
}

/** The live connection returned by `connectOpenClaw`. */
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
