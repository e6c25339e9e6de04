/**
 * The part of a WebSocket the connection uses. The browser's `WebSocket` and the `ws` package's
 * class both fit (handlers take `never` so either event type is accepted).
 */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

/** A WebSocket class: `globalThis.WebSocket` in browsers, `import { WebSocket } from 'ws'` in Node. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;
