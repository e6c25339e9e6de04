/**
 * `question-dock/gateway`: the dock on a real OpenClaw gateway (protocol 4). `connectOpenClaw` is
 * the one way in: it holds the WebSocket (handshake, reconnect with backoff, reconciliation) and
 * turns the gateway's questions into prompt stores in a queue, answered back with `question.resolve`.
 * Imports nothing from React; only the connection touches a web API (`WebSocket`).
 * @packageDocumentation
 */
export {
  connectOpenClaw,
  type ConnectOpenClawOptions,
  type OpenClawConnection,
  type OpenClawConnectionState,
} from './connect';
export { OPENCLAW_SCOPES } from './connection/handshake';
export { GatewayRequestError } from './connection/errors';
export { bindOpenClawHost } from './host';
