import { WebSocketServer, type WebSocket } from 'ws';
import { createGatewayStandIn, type GatewayStandIn, type StandInOptions } from './gateway-standin';

/** The transport-free stand-in behind a real WebSocket server on 127.0.0.1 (a free port). */
export interface StandInServer {
  readonly url: string;
  readonly standIn: GatewayStandIn;
  /** Server-side sockets currently open. */
  sockets(): WebSocket[];
  /**
   * Sends raw data to every client socket, past the stand-in (and its tap): for faults a real
   * gateway would never send, such as garbage frames.
   */
  sendRaw(data: string | Buffer): void;
  /** Kills every client connection abruptly (no close handshake), like a network drop. */
  terminateAll(): void;
  /** Stops the server, its sockets and the stand-in's timers. */
  close(): Promise<void>;
}

export async function startStandInServer(options: StandInOptions = {}): Promise<StandInServer> {
  const standIn = createGatewayStandIn(options);
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });

  wss.on('connection', (socket) => {
    const connection = standIn.connect(
      (frame) => socket.send(JSON.stringify(frame)),
      () => socket.terminate(),
    );
    socket.on('message', (data) => {
      const text = data.toString();
      let frame: unknown = text;
      try {
        frame = JSON.parse(text);
      } catch {
        // Not JSON: handed over as text, so the stand-in ignores it and a tap can still flag it.
      }
      connection.receive(frame);
    });
    socket.on('close', () => connection.close());
  });

  const address = wss.address();
  if (typeof address !== 'object' || address === null) throw new Error('no server address');

  return {
    url: `ws://127.0.0.1:${address.port}`,
    standIn,
    sockets: () => [...wss.clients],
    sendRaw(data) {
      for (const socket of wss.clients) socket.send(data);
    },
    terminateAll: () => {
      for (const socket of wss.clients) socket.terminate();
    },
    close: async () => {
      standIn.dispose();
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
