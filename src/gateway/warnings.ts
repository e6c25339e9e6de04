/** The warnings of the gateway binding: their codes and their English, and how its parts give one. */
import type { Warning } from '../core';
import { PERSISTENCE_WARNINGS, type WarningWords } from '../core/internal';

/**
 * The binding's codes, beside those of the stores it makes and the questions it keeps (persistence):
 * `invalid_payload` (a malformed frame or record: detail what it was), `invalid_request` (a question
 * the dock cannot show: detail why), `invalid_answers` (answered elsewhere with answers that do not
 * fit), `sync_failed` (reconciling with `question.list` / `question.get` failed), `resolve_failed`
 * (a skip was not sent), `answer_queued` (an answer waits for the connection), `handshake_failed`,
 * `protocol_mismatch` (detail the gateway's protocol), `scope_missing` (detail the scope not
 * granted), `history_failed` (the chat's past prompts could not be read).
 */
export const GATEWAY_WARNINGS = {
  ...PERSISTENCE_WARNINGS,
  invalid_payload: (what: string) => `Ignored a malformed ${what || 'payload'}`,
  invalid_request: 'The dock cannot show this question',
  invalid_answers: 'Answered elsewhere with answers that do not fit the question',
  sync_failed: 'Could not reconcile the pending questions with the gateway',
  resolve_failed: 'Could not send the skip',
  answer_queued: 'The answer will be sent when the connection is back',
  handshake_failed: 'The gateway refused the connection',
  protocol_mismatch: (version: string) => `The gateway speaks protocol ${version}; this binding speaks 4`,
  scope_missing: (scope: string) => `The gateway did not grant ${scope}: questions cannot be answered`,
  history_failed: "Could not load the chat's past questions (their summaries stay hidden)",
} as const satisfies WarningWords<string>;

/** What `connectOpenClaw` and `bindOpenClawHost` warn of: the codes of {@link GATEWAY_WARNINGS}. */
export type GatewayWarning = Warning<keyof typeof GATEWAY_WARNINGS>;

/** How the binding's parts give a warning: the binding adds its English (`message`). */
export type Warn = (warning: Omit<GatewayWarning, 'message'>) => void;
