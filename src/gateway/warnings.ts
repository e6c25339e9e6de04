import { formatStoreWarning, type StoreWarning } from '../core';

/**
 * A non-fatal problem of the gateway connection, reported through `onWarning`: a code, the prompt
 * concerned and a detail (an error's text, a method, a version); {@link formatGatewayWarning} says
 * what each code means, in English.
 */
export interface GatewayWarning {
  readonly code:
    | 'invalid_payload'
    | 'invalid_request'
    | 'invalid_answers'
    | 'sync_failed'
    | 'resolve_failed'
    | 'answer_queued'
    | 'handshake_failed'
    | 'protocol_mismatch'
    | 'scope_missing'
    | 'history_failed';
  /** The gateway question concerned (the store's `promptId`), when there is one. */
  readonly promptId?: string;
  /** What the line needs besides the code (an error's text, a method name, a version). */
  readonly detail?: string;
}

/**
 * Any warning of `connectOpenClaw` (its own or a prompt store's) as one English line for a log.
 * @example
 * ```ts
 * import { connectOpenClaw, formatGatewayWarning } from 'question-dock/gateway';
 *
 * export const openclaw = connectOpenClaw({
 *   url: 'ws://127.0.0.1:18789',
 *   onWarning: (warning) => console.warn(formatGatewayWarning(warning)),
 * });
 * ```
 */
export function formatGatewayWarning(warning: GatewayWarning | StoreWarning): string {
  const q = `question ${warning.promptId ?? '(unknown)'}`;
  const detail = warning.detail ?? '';
  switch (warning.code) {
    case 'invalid_payload':
      return `Ignored a malformed ${detail || 'payload'}${warning.promptId ? ` for ${q}` : ''}.`;
    case 'invalid_request':
      return `The dock cannot show ${q}: ${detail}`;
    case 'invalid_answers':
      return `${q} was answered elsewhere with answers that do not fit it.`;
    case 'sync_failed':
      return `Could not reconcile ${warning.promptId ? q : 'the pending questions'} with the gateway: ${detail}`;
    case 'resolve_failed':
      return `Could not send the skip of ${q}: ${detail}`;
    case 'answer_queued':
      return `The answer to ${q} will be sent when the connection is back.`;
    case 'handshake_failed':
      return `The gateway refused the connection: ${detail}`;
    case 'protocol_mismatch':
      return `The gateway speaks protocol ${detail}; this binding speaks 4.`;
    case 'scope_missing':
      return `The gateway did not grant ${detail}: questions cannot be answered.`;
    case 'history_failed':
      return `Could not load the chat's past questions (their summaries stay hidden): ${detail}`;
    default:
      return formatStoreWarning(warning);
  }
}
