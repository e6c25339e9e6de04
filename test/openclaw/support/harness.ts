import { WebSocket } from 'ws';
import type { QuestionStore, ToolResult, Resolution } from '../../../src/core/index';
import { connectOpenClaw, type ConnectOpenClawOptions, type OpenClawConnection } from '../../../src/gateway/index';
import { startGateway, type GatewayProcess } from './gateway-process';
import { startModelServer, tag, type ModelServer, type ScriptedReply } from './model-server';
import { connectOperatorWhenReady, type OperatorClient } from './operator';
import { checkOutgoing } from './schemas';
import type { StorageAdapter } from '../../../src/core/store/persistence';

/**
 * One real gateway + scripted model per test file, and `connectOpenClaw` connections whose every
 * outgoing frame is checked against the package's schemas. `offline` makes new sockets fail
 * (they go to a closed port) and `drop()` cuts the live ones, to play a network loss.
 */

export interface Harness {
  readonly gateway: GatewayProcess;
  readonly model: ModelServer;
  readonly operator: OperatorClient;
  /** Schema violations of frames sent by the binding (must stay empty). */
  readonly frameProblems: string[];
  /** Every frame the binding sent, as text. */
  readonly sent: string[];
  connect(options?: Partial<ConnectOpenClawOptions>): TestConnection;
  /** New sockets fail while true. */
  offline: boolean;
  /** Cuts every live binding socket (as a network loss would). */
  drop(): void;
  /** Scripts the model for a run started elsewhere (e.g. from a page): the session and message to send. */
  prepare(name: string, askUser: unknown): { sessionKey: string; message: string };
  /** Starts an agent run in a session of its own whose model asks with `askUser`. */
  ask(name: string, askUser: unknown): Promise<{ sessionKey: string; runId: string }>;
  /** The `ask_user` tool call ids of the runs started by `ask(name)`. */
  callIds(name: string): readonly string[];
  stop(): Promise<void>;
}

export interface TestConnection extends OpenClawConnection {
  readonly resolved: { result: ToolResult; resolution: Resolution; promptId: string }[];
  readonly warnings: unknown[];
  /** Waits for a pending store whose prompt id satisfies `match` (default: the first one seen). */
  waitForStore(match?: (promptId: string) => boolean, timeoutMs?: number): Promise<QuestionStore>;
  waitFor<T>(probe: () => T | undefined | null | false, timeoutMs?: number, what?: string): Promise<T>;
}

export async function waitFor<T>(
  probe: () => T | undefined | null | false,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function memoryStorage(): StorageAdapter & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/**
 * For quick local iteration only: QD_OPENCLAW_DEV='{"url":"ws://127.0.0.1:PORT","token":"T","modelPort":N}'
 * reuses a gateway you started yourself (its model provider at 127.0.0.1:N) instead of starting one.
 */
function devGateway(): { gateway: GatewayProcess; modelPort: number } | undefined {
  const raw = process.env['QD_OPENCLAW_DEV'];
  if (!raw) return undefined;
  const { url, token, modelPort } = JSON.parse(raw) as { url: string; token: string; modelPort: number };
  return {
    modelPort,
    gateway: {
      url,
      token,
      port: Number(new URL(url).port),
      pid: 0,
      stateDir: '',
      output: () => '',
      restart: () => Promise.reject(new Error('a gateway you started yourself is yours to restart')),
      stop: async () => {},
    },
  };
}

export async function startHarness(
  options: { gatewayConfig?: Record<string, unknown>; modelFallback?: ScriptedReply } = {},
): Promise<Harness> {
  const dev = devGateway();
  const model = await startModelServer(dev?.modelPort ?? 0, options.modelFallback);
  let gateway: GatewayProcess;
  try {
    gateway =
      dev?.gateway ??
      (await startGateway({
        modelBaseUrl: model.baseUrl,
        ...(options.gatewayConfig ? { config: options.gatewayConfig } : {}),
      }));
  } catch (error) {
    await model.close();
    throw error;
  }
  const operator = await connectOperatorWhenReady(gateway.url, gateway.token).catch(async (error: unknown) => {
    await gateway.stop();
    await model.close();
    throw error;
  });
  const frameProblems: string[] = [];
  const sent: string[] = [];
  const sockets = new Set<WebSocket>();
  const connections = new Set<OpenClawConnection>();
  const state = { offline: false };

  /** The `ws` class, checking every frame the binding sends. */
  class CheckedWebSocket extends WebSocket {
    constructor(url: string) {
      super(state.offline ? 'ws://127.0.0.1:1' : url);
      sockets.add(this);
      this.on('close', () => sockets.delete(this));
    }
    override send(data: unknown, ...rest: unknown[]): void {
      const text = String(data);
      sent.push(text);
      frameProblems.push(...checkOutgoing(text));
      (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
  }

  let runCounter = 0;
  // Unique per harness, so runs of an earlier suite on a reused gateway never take this suite's replies.
  const stamp = Date.now().toString(36);
  const tagged = (name: string): string => `${name}-${stamp}`;
  return {
    gateway,
    model,
    operator,
    frameProblems,
    sent,
    get offline() {
      return state.offline;
    },
    set offline(value: boolean) {
      state.offline = value;
    },
    drop() {
      for (const socket of sockets) socket.terminate();
    },
    connect(options = {}) {
      const resolved: TestConnection['resolved'] = [];
      const warnings: unknown[] = [];
      const connection = connectOpenClaw({
        url: gateway.url,
        token: gateway.token,
        WebSocket: CheckedWebSocket as unknown as NonNullable<ConnectOpenClawOptions['WebSocket']>,
        backoff: { initialMs: 100, maxMs: 500, jitter: 0.5 },
        onResolve: (result, resolution, promptId) => resolved.push({ result, resolution, promptId }),
        onWarning: (w) => warnings.push(w),
        ...options,
      });
      connections.add(connection);
      const stores = (): QuestionStore[] => connection.queue.getState().items.slice();
      return {
        ...connection,
        dispose() {
          connections.delete(connection);
          connection.dispose();
        },
        resolved,
        warnings,
        waitFor,
        waitForStore: (match = () => true, timeoutMs = 20_000) =>
          waitFor(() => stores().find((s) => match(s.getState().promptId ?? '')), timeoutMs, 'a prompt in the queue'),
      };
    },
    callIds: (name) => model.callsOf(tagged(name)),
    prepare(name, askUser) {
      model.script(tagged(name), { askUser });
      return { sessionKey: `agent:main:qd-${tagged(name)}`, message: `Please decide. ${tag(tagged(name))}` };
    },
    async ask(name, askUser) {
      model.script(tagged(name), { askUser });
      runCounter += 1;
      const sessionKey = `agent:main:qd-${tagged(name)}`;
      const started = (await operator.call('chat.send', {
        sessionKey,
        message: `Please decide. ${tag(tagged(name))}`,
        idempotencyKey: `qd-${tagged(name)}-${runCounter}`,
      })) as { runId: string };
      return { sessionKey, runId: started.runId };
    },
    async stop() {
      for (const c of connections) c.dispose();
      operator.close();
      await gateway.stop();
      await model.close();
    },
  };
}
