import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { connectAiSdkClient, connectSdkClient, type Asked, type SdkClient } from './support/clients';
import { form } from './support/schemas';
import { startServer, TRANSPORTS, useServer } from './support/server';

// A request the server gives up on: its own timeout (`notifications/cancelled` with the request's
// id), or the tool call it belongs to being cancelled. What the client's handler learns of it.

const message = 'Which room?';
const requestedSchema = form({ room: { type: 'string', enum: ['north', 'south'] } });
const timedOut = { code: -32001, message: 'MCP error -32001: Request timed out', data: { timeout: 100 } };

/** A handler that never answers by itself: it settles (cancel) only when its signal aborts. */
function waitForAbort(asked: Asked) {
  return new Promise<{ action: 'cancel' }>((resolve) =>
    asked.signal?.addEventListener('abort', () => resolve({ action: 'cancel' })),
  );
}

/** One answered elicitation first: the SDK ignores a cancellation of request id 0 (below). */
async function pastTheFirstRequest(client: SdkClient) {
  client.answer(() => ({ action: 'decline' }));
  await client.call('elicit_form', { message, requestedSchema });
}

describe.each(TRANSPORTS)('over %s', (transport) => {
  const server = useServer(transport);

  describe('given the SDK client', () => {
    it('a server timeout aborts the handler’s signal with the reason as a string; the tool is told -32001', async () => {
      const client = await connectSdkClient(server());
      onTestFinished(() => client.close());
      await pastTheFirstRequest(client);
      const asked: Asked[] = [];
      client.answer((request) => {
        asked.push(request);
        return waitForAbort(request);
      });

      const received = await client.call('elicit_form', { message, requestedSchema, timeoutMs: 100 });

      expect(received).toEqual({ error: timedOut });
      expect(
        asked.map(({ requestId, signal }) => ({ requestId, aborted: signal?.aborted, reason: signal?.reason })),
      ).toEqual([{ requestId: 1, aborted: true, reason: 'McpError: MCP error -32001: Request timed out' }]);
    });

    it('a server timeout of the connection’s first request (id 0) never reaches the handler', async () => {
      const client = await connectSdkClient(server());
      onTestFinished(() => client.close());
      const asked: Asked[] = [];
      client.answer((request) => {
        asked.push(request);
        return waitForAbort(request);
      });

      const received = await client.call('elicit_form', { message, requestedSchema, timeoutMs: 100 });
      // A round trip after the tool's result: the cancellation, sent before that result, has been handled.
      await client.client.ping();

      expect(received).toEqual({ error: timedOut });
      // The SDK's cancellation handler skips a falsy request id.
      expect(asked.map(({ requestId, signal }) => ({ requestId, aborted: signal?.aborted }))).toEqual([
        { requestId: 0, aborted: false },
      ]);
    });

    it('cancelling the tool call aborts the handler’s signal with the caller’s reason', async () => {
      const client = await connectSdkClient(server());
      onTestFinished(() => client.close());
      await pastTheFirstRequest(client);
      const run = new AbortController();
      const aborted = new Promise<unknown>((resolve) =>
        client.answer((request) => {
          request.signal?.addEventListener('abort', () => resolve(request.signal?.reason));
          run.abort('The run ended');
          return waitForAbort(request);
        }),
      );

      const call = client.client.callTool({ name: 'elicit_form', arguments: { message, requestedSchema } }, undefined, {
        signal: run.signal,
      });

      await expect(call).rejects.toEqual(new McpError(-32001, 'The run ended'));
      await expect(aborted).resolves.toBe('The run ended');
    });
  });

  describe('given the AI SDK client', () => {
    it('a server timeout is not told to the handler: the client reports an uncaught “Unsupported message type”', async () => {
      const client = await connectAiSdkClient(server());
      onTestFinished(() => client.close());
      const unsupported = (error: unknown) => error instanceof Error && error.message === 'Unsupported message type';
      // The handler has no signal: the only trace of the cancellation is the client's uncaught error.
      client.answer(async () => {
        await client.uncaughtErrors.next(unsupported);
        return { action: 'cancel' };
      });

      const received = await client.call('elicit_form', { message, requestedSchema, timeoutMs: 100 });

      expect(received).toEqual({ error: timedOut });
      const error = await client.uncaughtErrors.next(unsupported);
      // Nothing in it says which message it was, or which request was cancelled.
      expect(error).toMatchObject({
        name: 'MCPClientError',
        message: 'Unsupported message type',
        cause: undefined,
        data: undefined,
        code: undefined,
      });
    });

    it('cancelling the tool call tells the server nothing: its tool still waits for the handler’s answer', async () => {
      // A server of its own, so that its reports are this test's only.
      const own = await startServer(transport);
      onTestFinished(() => own.close());
      const client = await connectAiSdkClient(own);
      onTestFinished(() => client.close());
      const run = new AbortController();
      let answer: (result: { action: 'decline' }) => void = () => {};
      client.answer(() => {
        run.abort('The run ended');
        return new Promise((resolve) => (answer = resolve));
      });
      const tools = await client.client.tools();

      const call = tools['elicit_form']?.execute?.(
        { message, requestedSchema },
        { toolCallId: 'call_1', messages: [], abortSignal: run.signal },
      );

      await expect(call).rejects.toMatchObject({ name: 'MCPClientError', message: 'Request was aborted' });
      answer({ action: 'decline' });
      await expect(own.reports.next(() => true)).resolves.toEqual({ result: { action: 'decline' } });
    });
  });
});
