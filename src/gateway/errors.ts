/** Codes the transports themselves produce; the gateway's own codes (e.g. `NOT_FOUND`) pass through. */
export type TransportErrorCode = 'NOT_CONNECTED' | 'CONNECTION_CLOSED' | 'TIMEOUT' | 'BAD_RESPONSE';

/**
 * A failed gateway request: an error response (`{ ok: false, error: { code, message } }`) or a
 * transport failure (see {@link TransportErrorCode}). Its `message` is what the person sees when
 * an answer could not be sent, so it stays short and readable.
 */
export class GatewayRequestError extends Error {
  /** The gateway's error code, or a {@link TransportErrorCode}. */
  readonly code: string;
  /** Extra data from the error response, when any. */
  readonly details?: unknown;

  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'GatewayRequestError';
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}

const TRANSPORT_CODES: ReadonlySet<string> = new Set<TransportErrorCode>([
  'NOT_CONNECTED',
  'CONNECTION_CLOSED',
  'TIMEOUT',
  'BAD_RESPONSE',
]);

/** True when the request may not have reached the gateway (worth retrying after a reconnect). */
export function isTransportError(error: unknown): boolean {
  return error instanceof GatewayRequestError
    ? TRANSPORT_CODES.has(error.code)
    : !(error instanceof Error && 'code' in error);
}

/** Default not-found test for `question.get`: an error whose code reads `NOT_FOUND` in any case. */
export function isNotFoundError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.replace(/[-\s]/g, '_').toUpperCase() === 'NOT_FOUND';
}
