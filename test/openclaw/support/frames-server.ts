import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { validate } from './schemas';

/**
 * For what 2026.9.6 lets no outside client create (a secret question): a WebSocket server that
 * speaks protocol 4 with frames validated against the package's own schemas before they are sent,
 * and validates what it receives. Every problem lands in `problems`.
 */
export interface FramesServer {
  readonly url: string;
  readonly problems: string[];
  /** Requests received: method and params. */
  readonly received: { method: string; params: unknown }[];
  /** Sends `question.requested` with this record to every client (and lists it from then on). */
  request(record: Record<string, unknown>): void;
  close(): Promise<void>;
}

const PARAMS: Record<string, string> = {
  connect: 'ConnectParamsSchema',
  'question.list': 'QuestionListParamsSchema',
  'question.get': 'QuestionGetParamsSchema',
  'question.resolve': 'QuestionResolveParamsSchema',
  'chat.history': 'ChatHistoryParamsSchema',
};

export async function startFramesServer(): Promise<FramesServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const problems: string[] = [];
  const received: { method: string; params: unknown }[] = [];
  const records = new Map<string, Record<string, unknown>>();
  const clients = new Set<WebSocket>();

  const send = (ws: WebSocket, frame: Record<string, unknown>, payloadSchema?: string): void => {
    const schema = frame['type'] === 'event' ? 'EventFrameSchema' : 'ResponseFrameSchema';
    const frameError = validate(schema, frame);
    if (frameError) problems.push(`server ${schema}: ${frameError}`);
    const payload = frame['payload'];
    if (payloadSchema) {
      const payloadError = validate(payloadSchema, payload);
      if (payloadError) problems.push(`server ${payloadSchema}: ${payloadError}`);
    }
    ws.send(JSON.stringify(frame));
  };

  server.on('connection', (ws) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    send(ws, { type: 'event', event: 'connect.challenge', payload: { nonce: 'nonce-1', ts: Date.now() } });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { id: string; method: string; params: unknown };
      received.push({ method: frame.method, params: frame.params });
      const schema = PARAMS[frame.method];
      const error = schema ? validate(schema, frame.params) : `unexpected method ${frame.method}`;
      if (error) problems.push(`client ${frame.method}: ${error}`);
      const ok = (payload: unknown, payloadSchema?: string): void =>
        send(ws, { type: 'res', id: frame.id, ok: true, payload }, payloadSchema);
      if (frame.method === 'connect') {
        ok(
          {
            type: 'hello-ok',
            protocol: 4,
            server: { version: '2026.9.6', connId: 'conn-1' },
            features: {
              methods: ['question.list', 'question.get', 'question.resolve'],
              events: ['question.requested', 'question.resolved'],
            },
            snapshot: { presence: [], health: {}, stateVersion: { presence: 0, health: 0 }, uptimeMs: 1 },
            auth: { role: 'operator', scopes: ['operator.read', 'operator.questions'] },
            policy: { maxPayload: 1048576, maxBufferedBytes: 1048576, tickIntervalMs: 30000 },
          },
          'HelloOkSchema',
        );
      } else if (frame.method === 'chat.history') {
        // No transcript here (no agent runs); the package ships no result schema for it.
        ok({ sessionKey: (frame.params as { sessionKey: string }).sessionKey, messages: [] });
      } else if (frame.method === 'question.list') {
        ok({ questions: [...records.values()].filter((r) => r['status'] === 'pending') }, 'QuestionListResultSchema');
      } else if (frame.method === 'question.resolve') {
        const params = frame.params as { id: string; answers?: { answers: Record<string, string[]> } };
        const record = records.get(params.id);
        if (!record || record['status'] !== 'pending') {
          send(ws, {
            type: 'res',
            id: frame.id,
            ok: false,
            error: { code: 'INVALID_REQUEST', message: 'not found', details: { reason: 'QUESTION_NOT_FOUND' } },
          });
          return;
        }
        const status = params.answers ? 'answered' : 'cancelled';
        record['status'] = status;
        ok(params.answers ? { status, answers: params.answers } : { status }, 'QuestionResolveResultSchema');
        // Like the real gateway: the resolved event goes to every operator (a secret's value is not echoed here).
        for (const c of clients)
          send(
            c,
            {
              type: 'event',
              event: 'question.resolved',
              payload: {
                id: params.id,
                status: status === 'answered' ? 'answered' : 'cancelled',
                ...(status === 'answered'
                  ? {
                      answers: {
                        answers: Object.fromEntries(Object.keys(params.answers ?? {}).map((k) => [k, ['stored']])),
                      },
                    }
                  : {}),
              },
            },
            'QuestionResolvedEventSchema',
          );
      } else {
        send(ws, {
          type: 'res',
          id: frame.id,
          ok: false,
          error: { code: 'INVALID_REQUEST', message: 'unsupported here' },
        });
      }
    });
  });

  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    problems,
    received,
    request(record) {
      records.set(String(record['id']), record);
      for (const c of clients)
        send(c, { type: 'event', event: 'question.requested', payload: record }, 'QuestionRequestedEventSchema');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of clients) c.terminate();
        server.close(() => resolve());
      }),
  };
}
