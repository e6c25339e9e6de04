import { WebSocketServer, type WebSocket } from 'ws';
import { createGatewayStandIn, type GatewayStandIn, type StandInOptions } from '../support/gateway-standin';

/** The transport-free stand-in behind a real WebSocket server on 127.0.0.1 (a free port). */
export interface StandInServer {
  readonly url: string;
  readonly standIn: GatewayStandIn;
  /** Server-side sockets currently open. */
  sockets(): WebSocket[];
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
      try {
        connection.receive(JSON.parse(data.toString()));
      } catch {
        // malformed frame: ignored, like a gateway would
      }
    });
    socket.on('close', () => connection.close());
  });

  const address = wss.address();
  if (typeof address !== 'object' || address === null) throw new Error('no server address');

  return {
    url: `ws://127.0.0.1:${address.port}`,
    standIn,
    sockets: () => [...wss.clients],
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
