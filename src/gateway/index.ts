/**
 * `question-dock/gateway`: the agent-gateway side. Binds the gateway question protocol
 * (`question.requested` / `question.resolved` events, `question.resolve` / `list` / `get` calls) to
 * question stores, with reconnect and reconciliation; a per-session prompt queue; a WebSocket
 * transport. The prompt queue lives in `question-dock/core` (`createPromptQueue`).
 * Imports nothing from React; only the WebSocket transport touches a web API (`WebSocket`).
 * @packageDocumentation
 */
export type {
  GatewayEvent,
  GatewayQuestion,
  GatewayQuestionStatus,
  GatewayTransport,
  QuestionRecord,
  QuestionResolvedEvent,
  TransportStatus,
} from './types';
export { GATEWAY_EVENTS, GATEWAY_METHODS } from './types';
export {
  createQuestionGateway,
  type QuestionGateway,
  type QuestionGatewayOptions,
  type QuestionGatewayState,
  type GatewayWarning,
  type GatewayProtocol,
  type RejectedPrompt,
} from './gateway';
export {
  connectOpenClaw,
  type ConnectOpenClawOptions,
  type OpenClawConnection,
  type OpenClawConnectionState,
  type OpenClawWarning,
} from './openclaw';
export {
  OPENCLAW_PROTOCOL,
  OPENCLAW_SCOPES,
  parseQuestionRecord,
  safeHttpUrl,
  type OpenClawClientInfo,
  type OpenClawClientId,
  type OpenClawClientMode,
  type OpenClawQuestionExtras,
  type OpenClawSecretStore,
  type OpenClawPrompt,
} from './openclaw-protocol';
export {
  createWebSocketTransport,
  type WebSocketTransportOptions,
  type WebSocketConstructor,
  type WebSocketLike,
  type HandshakeRequest,
} from './websocket';
export { GatewayRequestError, type TransportErrorCode } from './errors';
export type { BackoffOptions } from './backoff';
export type { ConnectionState } from './reconnect';
