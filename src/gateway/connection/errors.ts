import { isObject } from '../../core/internal';

/**
 * A failed gateway request: an error response (`{ ok: false, error: { code, message } }`) or a
 * connection failure. Its `message` is what the person sees when an answer could not be sent, so it
 * stays short and readable.
 */
export class GatewayRequestError extends Error {
  /** The gateway's error code (e.g. `INVALID_REQUEST`), or a connection failure's. */
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

/** The codes of a request that may not have reached the gateway. */
const TRANSPORT_CODES: ReadonlySet<string> = new Set(['NOT_CONNECTED', 'CONNECTION_CLOSED', 'TIMEOUT']);

/** True when the request may not have reached the gateway (worth retrying after a reconnect). */
export function isTransportError(error: unknown): boolean {
  return error instanceof GatewayRequestError
    ? TRANSPORT_CODES.has(error.code)
    : !(error instanceof Error && 'code' in error);
}

/**
 * The `details.reason` of an error response, e.g. `QUESTION_NOT_FOUND`: of a
 * {@link GatewayRequestError}, or of the error a host's own client rejects with (the Control UI's
 * carries `code` and `details` the same way, in a class of its own).
 */
function reasonOf(error: unknown): string | undefined {
  const details = error instanceof Error && 'details' in error ? error.details : undefined;
  const reason = isObject(details) ? details['reason'] : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/** The gateway no longer knows the question (`INVALID_REQUEST` + `details.reason: QUESTION_NOT_FOUND`). */
export const isQuestionNotFound = (error: unknown): boolean => reasonOf(error) === 'QUESTION_NOT_FOUND';

/** The question was already answered, cancelled or expired (`QUESTION_ALREADY_TERMINAL`). */
export const isQuestionAlreadyTerminal = (error: unknown): boolean => reasonOf(error) === 'QUESTION_ALREADY_TERMINAL';
