import { createQuestionGateway, createWebSocketTransport } from '../../src/gateway/index';
import { createGatewayStandIn } from '../support/gateway-standin';
import { manualClock } from '../support/clock';
import { colorQuestion } from '../support/requests';

/** Polls often: the sockets are local, so answers come within milliseconds. */
const waitFor = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { interval: 5, timeout: 2000 });

// The in-memory socket lets stories and browser tests run the real transport and binding without a server.
describe('given the stand-in behind its in-memory WebSocket', () => {
  it('runs the whole request -> answer -> resolved flow', async () => {
    const clock = manualClock();
    const standIn = createGatewayStandIn({ clock });
    const transport = createWebSocketTransport({ url: 'memory://gateway', WebSocket: standIn.WebSocket, clock });
    const gateway = createQuestionGateway({ transport, sessionKey: 'main', clock });
    gateway.connect();
    await waitFor(() => expect(gateway.getState().synced).toBe(true));

    const record = standIn.ask({ sessionKey: 'main', questions: colorQuestion });
    await waitFor(() => expect(gateway.queue.getState().active).toBeDefined());
    const store = gateway.queue.getState().active!;
    store.select('color', 'Light');
    await expect(store.submit()).resolves.toEqual({ ok: true });

    expect(standIn.get(record.id)).toMatchObject({ status: 'answered', answers: { color: ['Light'] } });
    expect(standIn.calls.map((c) => c.method)).toEqual(['question.list', 'question.resolve']);

    standIn.dropConnections();
    await waitFor(() => expect(gateway.getState().retryAt).toBe(clock.now() + 1000));
    clock.advance(1000);
    await waitFor(() => expect(gateway.getState()).toMatchObject({ connection: 'open', synced: true }));

    gateway.dispose();
    standIn.dispose();
    expect(clock.pending()).toBe(0);
  });

  it('answers question.get for an unknown id with NOT_FOUND', () => {
    const standIn = createGatewayStandIn();
    const frames: unknown[] = [];
    const connection = standIn.connect((frame) => frames.push(frame));

    connection.receive({ type: 'req', id: '1', method: 'question.get', params: { id: 'nope' } });

    expect(frames).toStrictEqual([
      { type: 'res', id: '1', ok: false, error: { code: 'NOT_FOUND', message: 'No question nope.' } },
    ]);
    standIn.dispose();
  });
});
