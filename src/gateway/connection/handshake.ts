import type { Clock } from '../../core';
import { describeThrown, isMs, isObject, nonEmpty } from '../../core/internal';
import { createDeviceIdentity } from './device-identity';
import { GatewayRequestError } from './errors';
import type { Warn } from '../warnings';
import type { HandshakeRequest } from './socket';

/**
 * The protocol-4 handshake: the gateway sends `connect.challenge { nonce, ts }` first; the client
 * answers with `connect` (role `operator`, its scopes and credentials, and for the browser
 * operator UI a signed device identity); the gateway replies `hello-ok` with what it granted.
 */

/** Protocol version spoken (`connect` sends it as both `minProtocol` and `maxProtocol`). */
export const OPENCLAW_PROTOCOL = 4;

/** Every `question.*` method needs `operator.questions`; `operator.read` covers the rest of a UI's reads. */
export const OPENCLAW_SCOPES: readonly string[] = ['operator.read', 'operator.questions'];

/** The `client` block of `connect`. Its `id` and `mode` must be from the gateway's fixed lists (others are refused). */
export interface OpenClawClientInfo {
  readonly id: 'openclaw-control-ui' | 'webchat-ui' | 'webchat' | 'gateway-client' | 'cli' | 'test';
  readonly mode: 'ui' | 'webchat' | 'backend' | 'cli' | 'test';
  readonly version: string;
  readonly platform: string;
  readonly displayName?: string;
  readonly instanceId?: string;
}

/** The `connect.challenge` payload: a nonce to sign and the gateway's clock. */
type Challenge = NonNullable<ReturnType<typeof readChallenge>>;

/** What {@link createHandshake} needs: who connects, with which credentials. */
export interface HandshakeOptions {
  readonly client: OpenClawClientInfo;
  readonly scopes: readonly string[];
  readonly token?: string | undefined;
  readonly password?: string | undefined;
  /** Local time: the wait for the challenge, and the signature's time. */
  readonly clock: Clock;
  readonly warn: Warn;
}

const CHALLENGE_TIMEOUT_MS = 10_000;

/** The client the gateway expects of this environment: the operator UI in a browser, a backend in Node. */
export function defaultClient(client: Partial<OpenClawClientInfo> | undefined): OpenClawClientInfo {
  const g = globalThis as {
    document?: unknown;
    navigator?: { platform?: string };
    process?: { platform?: string };
  };
  const browser = g.document !== undefined;
  return {
    id: browser ? 'openclaw-control-ui' : 'gateway-client',
    mode: browser ? 'ui' : 'backend',
    version: '0.1.0',
    platform: (browser ? g.navigator?.platform : g.process?.platform) || 'unknown',
    displayName: 'question-dock',
    ...client,
  };
}

/** `connect` params for an operator. */
export function connectParams(
  options: Pick<HandshakeOptions, 'client' | 'scopes' | 'token' | 'password'>,
): Record<string, unknown> {
  const auth = {
    ...(options.token !== undefined ? { token: options.token } : {}),
    ...(options.password !== undefined ? { password: options.password } : {}),
  };
  return {
    minProtocol: OPENCLAW_PROTOCOL,
    maxProtocol: OPENCLAW_PROTOCOL,
    client: options.client,
    role: 'operator',
    scopes: [...options.scopes],
    ...(Object.keys(auth).length > 0 ? { auth } : {}),
  };
}

/** The `connect.challenge` payload, or undefined. */
export function readChallenge(value: unknown) {
  return isObject(value) && nonEmpty(value['nonce']) && isMs(value['ts'])
    ? { nonce: value['nonce'], ts: value['ts'] }
    : undefined;
}

/** `hello-ok`: the protocol the server speaks and the scopes it granted, or undefined. */
export function readHelloOk(
  value: unknown,
): { readonly protocol: number; readonly scopes: readonly string[] } | undefined {
  if (!isObject(value) || value['type'] !== 'hello-ok' || typeof value['protocol'] !== 'number') return undefined;
  const auth = value['auth'];
  const scopes = isObject(auth) && Array.isArray(auth['scopes']) ? (auth['scopes'] as unknown[]) : [];
  return { protocol: value['protocol'], scopes: scopes.filter((s): s is string => typeof s === 'string') };
}

/**
 * The handshake of one connection (one per `connectOpenClaw`, reused by every reconnect): the
 * challenge of the current socket, the `connect` that answers it, and the gateway clock it gives.
 */
export function createHandshake(options: HandshakeOptions) {
  const { clock, client, scopes, warn } = options;
  let challenge: Challenge | undefined;
  let waiter:
    | { readonly resolve: (c: Challenge) => void; readonly reject: (e: unknown) => void; readonly timer: unknown }
    | undefined;
  let offset = 0;
  // The browser operator UI id must prove a device identity (WebCrypto; made once, reused by reconnects).
  let device: ReturnType<typeof createDeviceIdentity> | undefined;

  const nextChallenge = (): Promise<Challenge> =>
    challenge
      ? Promise.resolve(challenge)
      : new Promise<Challenge>((resolve, reject) => {
          const timer = clock.setTimeout(() => {
            waiter = undefined;
            reject(new GatewayRequestError('TIMEOUT', 'No connect.challenge from the gateway.'));
          }, CHALLENGE_TIMEOUT_MS);
          waiter = { resolve, reject, timer };
        });

  async function connect(request: HandshakeRequest, seen: Challenge): Promise<unknown> {
    const params = connectParams({ client, scopes, token: options.token, password: options.password });
    if (client.id === 'openclaw-control-ui') {
      device ??= createDeviceIdentity();
      const identity = await device;
      if (identity) {
        params['device'] = await identity.sign({
          clientId: client.id,
          clientMode: client.mode,
          role: 'operator',
          scopes,
          signedAtMs: clock.now(),
          token: options.token,
          nonce: seen.nonce,
          platform: client.platform,
        });
      }
    }
    return request('connect', params);
  }

  return {
    /** The socket's `handshake`: waits for the challenge, sends `connect`, checks `hello-ok`. */
    async run(request: HandshakeRequest): Promise<void> {
      let hello: unknown;
      try {
        const seen = await nextChallenge();
        offset = seen.ts - clock.now();
        hello = await connect(request, seen);
      } catch (error) {
        // A socket lost mid-handshake is not a refusal: the connection state says it, and a retry follows.
        if (!(error instanceof GatewayRequestError && error.code === 'CONNECTION_CLOSED'))
          warn({ code: 'handshake_failed', detail: describeThrown(error) });
        throw error;
      }
      const ok = readHelloOk(hello);
      if (ok && ok.protocol !== OPENCLAW_PROTOCOL) warn({ code: 'protocol_mismatch', detail: String(ok.protocol) });
      const granted = ok?.scopes ?? [];
      if (granted.length > 0 && !granted.includes('operator.questions') && !granted.includes('operator.admin'))
        warn({ code: 'scope_missing', detail: 'operator.questions' });
    },
    /** Feeds a server event; takes `connect.challenge` and returns true, else false. */
    take(event: string, payload: unknown): boolean {
      if (event !== 'connect.challenge') return false;
      const read = readChallenge(payload);
      if (read) {
        challenge = read;
        const waiting = waiter;
        waiter = undefined;
        if (waiting) {
          clock.clearTimeout(waiting.timer);
          waiting.resolve(read);
        }
      }
      return true;
    },
    /** A new socket (or none): its challenge is still to come; a wait for the last one's ends. */
    reset(): void {
      challenge = undefined;
      if (waiter) clock.clearTimeout(waiter.timer);
      waiter?.reject(new GatewayRequestError('CONNECTION_CLOSED', 'The socket closed before its challenge.'));
      waiter = undefined;
    },
    /** Gateway clock minus local clock, ms, from the latest challenge. */
    offset: (): number => offset,
  };
}
