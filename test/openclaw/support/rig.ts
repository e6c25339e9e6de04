import { expect, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { Clock, QuestionStore, Resolution, ToolResult } from '../../../src/core/index';
import { connectOpenClaw, type ConnectOpenClawOptions, type OpenClawConnection } from '../../../src/gateway/index';
import { manualClock, trackTimers, type ManualClock } from '../../support/clock';
import { startStandInServer, type StandInServer } from '../../support/gateway-server';
import type { GatewayStandIn } from '../../support/gateway-standin';
import { checkFrames, type FrameCheck } from './frames';

/**
 * `connectOpenClaw` against the protocol-4 stand-in behind a real `ws` server, for the binding's
 * behaviours the real gateway cannot be made to show on demand (drops mid-call, refusals, a skewed
 * clock, garbage). Every frame both ways is validated against the installed package's schemas
 * (`frames.problems`). One manual clock drives the client; the gateway's clock is the same clock
 * shifted by `skewMs`, as a device whose clock is off would see it.
 */
export interface Rig {
  readonly clock: ManualClock;
  readonly server: StandInServer;
  readonly standIn: GatewayStandIn;
  readonly frames: FrameCheck;
  /** While true, new sockets go to a port where nothing listens (connection refused). */
  offline: boolean;
  /** Starts a connection (`autoConnect` unless told otherwise) without waiting for it. */
  open(options?: Partial<ConnectOpenClawOptions>): Client;
  /** Starts a connection and waits until it is open and synced. */
  connect(options?: Partial<ConnectOpenClawOptions>): Promise<Client>;
  /** Params of every `question.resolve` the stand-in received, in order. */
  resolveCalls(): unknown[];
  /** Shuts every connection and the server down. */
  stop(): Promise<void>;
  /** After `stop()`: no frame broke a schema, and no timer of the binding outlived it. */
  expectClean(): void;
}

export interface Client {
  readonly connection: OpenClawConnection;
  readonly warnings: { readonly code: string; readonly promptId?: string; readonly message: string }[];
  readonly resolved: { readonly promptId: string; readonly result: ToolResult; readonly resolution: Resolution }[];
  /** What `onError` received (throwing callbacks and listeners). */
  readonly errors: unknown[];
  /** Waits for the store of a prompt id. */
  store(promptId: string): Promise<QuestionStore>;
}

/** Polls often: the sockets are local, so answers come within milliseconds. */
export const waitFor = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { interval: 5, timeout: 3000 });

export const MAIN = 'agent:main:main';
export const OTHER = 'agent:main:other';

/** A URL where nothing listens, so connection attempts are refused. */
async function refusedUrl(): Promise<string> {
  const probe = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => probe.once('listening', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return `ws://127.0.0.1:${address.port}`;
}

export async function startRig(options: { readonly skewMs?: number } = {}): Promise<Rig> {
  const clock = manualClock();
  const skew = options.skewMs ?? 0;
  const gatewayClock: Clock = {
    now: () => clock.now() + skew,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
  };
  // The binding's clock, tracked: which of its timers are still waiting.
  const tracked = trackTimers(clock);
  const clientClock = tracked.clock;
  const frames = checkFrames();
  const server = await startStandInServer({ clock: gatewayClock, tap: frames.tap });
  const dead = await refusedUrl();
  const state = { offline: false };
  const connections: OpenClawConnection[] = [];

  /** The `ws` class, sent to a dead port while offline. */
  class SwitchableWebSocket extends WebSocket {
    constructor(url: string) {
      super(state.offline ? dead : url);
    }
  }

  const open = (overrides: Partial<ConnectOpenClawOptions> = {}): Client => {
    const warnings: Client['warnings'][number][] = [];
    const resolved: Client['resolved'][number][] = [];
    const errors: unknown[] = [];
    const connection = connectOpenClaw({
      url: server.url,
      WebSocket: SwitchableWebSocket as unknown as NonNullable<ConnectOpenClawOptions['WebSocket']>,
      clock: clientClock,
      sessionKey: MAIN,
      // Protocol 4's default spreads each delay at random (jitter 0.5): exact delays here.
      backoff: { jitter: 0 },
      onWarning: (w) => warnings.push(w as Client['warnings'][number]),
      onResolve: (result, resolution, promptId) => resolved.push({ promptId, result, resolution }),
      onError: (error) => errors.push(error),
      ...overrides,
    });
    connections.push(connection);
    return {
      connection,
      warnings,
      resolved,
      errors,
      store: (promptId) =>
        waitFor(() => {
          const store = connection.getStore(promptId);
          if (!store) throw new Error(`no store for ${promptId} yet`);
          return store;
        }),
    };
  };

  return {
    clock,
    server,
    standIn: server.standIn,
    frames,
    get offline() {
      return state.offline;
    },
    set offline(value: boolean) {
      state.offline = value;
    },
    open,
    async connect(overrides) {
      const client = open(overrides);
      await waitFor(() => expect(client.connection.getState()).toMatchObject({ connection: 'open', synced: true }));
      return client;
    },
    resolveCalls: () => server.standIn.calls.filter((c) => c.method === 'question.resolve').map((c) => c.params),
    async stop() {
      for (const c of connections.splice(0).reverse()) c.dispose();
      await server.close();
    },
    expectClean() {
      expect(frames.problems).toEqual([]);
      // No timer of the binding outlives it (request timeouts, reconnect delays, the challenge wait).
      expect(tracked.waiting()).toEqual([]);
      // The stand-in's own timers (question expiry) are gone with it.
      expect(clock.pending()).toBe(tracked.waiting().length);
    },
  };
}
