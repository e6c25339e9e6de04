import { WebSocket, WebSocketServer } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createQuestionGateway,
  createWebSocketTransport,
  type GatewayEvent,
  type GatewayTransport,
  type TransportStatus,
} from '../../src/gateway/index';
import { manualClock } from '../support/clock';
import { deployQuestions } from '../support/requests';

// Issue 12 in the gateway binding: classes 1 (isolated listeners and callbacks), 8 (answers from
// the gateway checked against the question) and the GatewayWarning vocabulary (`promptId`).

afterEach(() => {
  vi.restoreAllMocks();
});

/** An in-memory transport: the test pushes events and sees every request. */
function fakeTransport() {
  const events = new Set<(e: GatewayEvent) => void>();
  const statuses = new Set<(s: TransportStatus) => void>();
  const requests: { method: string; params: unknown }[] = [];
  let status: TransportStatus = 'closed';
  const transport: GatewayTransport = {
    connect() {
      status = 'open';
      for (const l of statuses) l(status);
    },
    close() {
      status = 'closed';
      for (const l of statuses) l(status);
    },
    request(method, params) {
      requests.push({ method, params });
      return Promise.resolve(method === 'question.list' ? [] : {});
    },
    onEvent(listener) {
      events.add(listener);
      return () => events.delete(listener);
    },
    onStatus(listener) {
      statuses.add(listener);
      return () => statuses.delete(listener);
    },
    getStatus: () => status,
  };
  const emit = (event: string, payload: unknown): void => {
    for (const l of [...events]) l({ event, payload });
  };
  return { transport, requests, emit };
}

const record = (id: string) => ({ id, sessionKey: 'main', questions: deployQuestions, timeoutSeconds: 300 });

describe('class 1: a throwing gateway onResolve or onWarning', () => {
  it('still sends the skip, keeps reading events, and reports through onError', async () => {
    const clock = manualClock();
    const { transport, requests, emit } = fakeTransport();
    const errors: unknown[] = [];
    const gateway = createQuestionGateway({
      transport,
      sessionKey: 'main',
      clock,
      onResolve: () => {
        throw new Error('onResolve bug');
      },
      onWarning: () => {
        throw new Error('onWarning bug');
      },
      onError: (error) => errors.push(error),
    });
    gateway.queue.subscribe(() => {
      throw new Error('queue subscriber bug');
    });
    gateway.connect();
    emit('question.requested', record('q1'));
    emit('question.requested', { nonsense: true });
    emit('question.requested', record('q2'));

    expect(gateway.getStore('q2')).toBeDefined();
    expect(gateway.getStore('q1')?.skip()).toEqual({ ok: true });
    await vi.waitFor(() =>
      expect(requests).toContainEqual({ method: 'question.resolve', params: { id: 'q1', cancel: true } }),
    );
    expect(errors.map((e) => (e as Error).message)).toEqual(
      expect.arrayContaining(['onResolve bug', 'onWarning bug', 'queue subscriber bug']),
    );
    gateway.dispose();
    expect(clock.pending()).toBe(0);
  });
});

describe('class 8: question.resolved with answers that do not fit', () => {
  it('is refused with a warning naming the promptId, never shown as answered', () => {
    const clock = manualClock();
    const { transport, emit } = fakeTransport();
    const warnings: unknown[] = [];
    const gateway = createQuestionGateway({ transport, sessionKey: 'main', clock, onWarning: (w) => warnings.push(w) });
    gateway.connect();
    emit('question.requested', record('q1'));
    const store = gateway.getStore('q1');
    const [single, multi] = deployQuestions;
    emit('question.resolved', {
      id: 'q1',
      status: 'answered',
      answers: {
        [single!.id]: [single!.options[0]!.label, single!.options[1]!.label],
        [multi!.id]: [multi!.options[0]!.label],
      },
    });
    expect(store?.getState().status).not.toBe('answered');
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'invalid_answers', promptId: 'q1' }));
    gateway.dispose();
  });
});

describe('class 1: a throwing WebSocket transport listener', () => {
  it('does not stop later listeners nor later frames (Node)', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    const address = wss.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    wss.on('connection', (socket) => {
      socket.send(JSON.stringify({ type: 'event', event: 'tick', payload: 1 }));
      socket.send(JSON.stringify({ type: 'event', event: 'tick', payload: 2 }));
    });
    const errors: unknown[] = [];
    const transport = createWebSocketTransport({
      url: `ws://127.0.0.1:${address.port}`,
      WebSocket,
      onError: (error) => errors.push(error),
    });
    const seen: unknown[] = [];
    transport.onEvent(() => {
      throw new Error('listener bug');
    });
    transport.onEvent((e) => seen.push(e.payload));
    transport.onStatus(() => {
      throw new Error('status listener bug');
    });
    transport.connect();
    await vi.waitFor(() => expect(seen).toEqual([1, 2]), { timeout: 2000, interval: 5 });
    expect(errors.map((e) => (e as Error).message)).toEqual(
      expect.arrayContaining(['listener bug', 'status listener bug']),
    );
    transport.close();
    for (const socket of wss.clients) socket.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
});
