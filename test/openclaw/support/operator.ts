import { WebSocket } from 'ws';

/**
 * A bare operator client for the test's own moves on the real gateway: starting agent runs
 * (`chat.send`), aborting them (`chat.abort`), creating `url` questions (`question.request`) and
 * answering as a second operator. Deliberately independent of the binding under test.
 */

export interface GatewayEventFrame {
  readonly event: string;
  readonly payload: unknown;
}

export interface OperatorClient {
  call(method: string, params: unknown): Promise<unknown>;
  /** Resolves with the first event (seen from now on, or already seen) matching. */
  waitForEvent(predicate: (event: GatewayEventFrame) => boolean, timeoutMs?: number): Promise<GatewayEventFrame>;
  readonly events: readonly GatewayEventFrame[];
  close(): void;
}

export class GatewayCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: unknown,
  ) {
    super(`${code}: ${message}`);
  }
}

export async function connectOperator(
  url: string,
  token: string,
  scopes: readonly string[] = ['operator.read', 'operator.write', 'operator.questions', 'operator.admin'],
): Promise<OperatorClient> {
  const ws = new WebSocket(url);
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const events: GatewayEventFrame[] = [];
  const waiters = new Set<{ predicate: (e: GatewayEventFrame) => boolean; resolve: (e: GatewayEventFrame) => void }>();
  let next = 0;
  const call = (method: string, params: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = `op-${++next}`;
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ type: 'req', id, method, params }));
    });
  const challenge = new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        type: string;
        id?: string;
        ok?: boolean;
        payload?: unknown;
        error?: { code: string; message: string; details?: unknown };
        event?: string;
      };
      if (frame.type === 'res' && frame.id !== undefined) {
        const p = pending.get(frame.id);
        pending.delete(frame.id);
        if (frame.ok) p?.resolve(frame.payload);
        else
          p?.reject(
            new GatewayCallError(frame.error?.code ?? 'UNKNOWN', frame.error?.message ?? '', frame.error?.details),
          );
      } else if (frame.type === 'event' && frame.event !== undefined) {
        if (frame.event === 'connect.challenge') resolve();
        const event = { event: frame.event, payload: frame.payload };
        events.push(event);
        for (const w of [...waiters]) {
          if (w.predicate(event)) {
            waiters.delete(w);
            w.resolve(event);
          }
        }
      }
    });
  });
  await challenge;
  const hello = call('connect', {
    minProtocol: 4,
    maxProtocol: 4,
    client: { id: 'gateway-client', version: '0.0.0', platform: 'node', mode: 'backend' },
    role: 'operator',
    scopes,
    auth: { token },
  });
  try {
    await hello;
  } catch (error) {
    ws.close();
    throw error;
  }
  return {
    call,
    events,
    // A guard, not a measure: the first agent run of a gateway on a loaded 2-core machine took 20 s.
    waitForEvent(predicate, timeoutMs = 60_000) {
      const seen = events.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`event not seen within ${timeoutMs} ms`));
        }, timeoutMs);
      });
    },
    close: () => ws.close(),
  };
}

/**
 * {@link connectOperator} once the gateway accepts clients: its port opens before it does
 * ("UNAVAILABLE: gateway starting"), so that refusal is retried for up to two minutes.
 */
export async function connectOperatorWhenReady(url: string, token: string): Promise<OperatorClient> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      return await connectOperator(url, token);
    } catch (error) {
      if (Date.now() > deadline || !(error instanceof GatewayCallError && error.code === 'UNAVAILABLE')) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
