import { CLIENTS, connectAiSdkClient, useClient, type Asked } from './support/clients';
import { EVERY_KIND, EVERY_KIND_ANSWER, form } from './support/schemas';
import { SERVER_INFO, TRANSPORTS, useServer } from './support/server';

// What answering a form elicitation looks like with the real SDKs: what the client's handler is
// given, and what the server's tool receives for each answer. Both clients, both transports.

const message = 'Who should get the invite?';

/** What each client gives its handler beside the params. */
const handlerExtras = {
  sdk: { signal: expect.any(AbortSignal), requestId: 0 },
  'ai-sdk': { signal: undefined, requestId: undefined },
};

describe.each(TRANSPORTS)('over %s', (transport) => {
  const server = useServer(transport);

  describe.each(CLIENTS)('given the %s client', (kind) => {
    const client = useClient(kind, server);

    it('hands its handler the server’s message and form unchanged, with mode "form"', async () => {
      const asked: Asked[] = [];
      client().answer((request) => {
        asked.push(request);
        return { action: 'decline' };
      });

      await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      expect(asked).toEqual([
        { params: { mode: 'form', message, requestedSchema: EVERY_KIND }, ...handlerExtras[kind] },
      ]);
    });

    it('hands its handler the `_meta` a server puts on its request, and none otherwise', async () => {
      const meta = { 'com.example/reason': 'share-calendar', progressToken: 7 };
      const asked: Asked[] = [];
      client().answer((request) => {
        asked.push(request);
        return { action: 'decline' };
      });

      await client().call('elicit_form', { message, requestedSchema: EVERY_KIND, meta });
      await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      // Nothing else ties the request to the tool call that made it: no tool, call or task id.
      expect(asked.map(({ params }) => params['_meta'])).toEqual([meta, undefined]);
    });

    it('the tool receives accepted content of every field kind exactly as given', async () => {
      client().answer(() => ({ action: 'accept', content: EVERY_KIND_ANSWER }));

      const received = await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      expect(received).toEqual({ result: { action: 'accept', content: EVERY_KIND_ANSWER } });
    });

    it('the tool receives only the required fields when the person left the others empty', async () => {
      const content = { email: 'ada@example.com', guests: 1, topics: ['review'] };
      client().answer(() => ({ action: 'accept', content }));

      const received = await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      // No defaults are filled in on either side: `default` is a hint for the form, not for the reply.
      expect(received).toEqual({ result: { action: 'accept', content } });
    });

    it('the tool receives a decline as the action alone', async () => {
      client().answer(() => ({ action: 'decline' }));

      const received = await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      expect(received).toEqual({ result: { action: 'decline' } });
    });

    it('the tool receives a cancel as the action alone', async () => {
      client().answer(() => ({ action: 'cancel' }));

      const received = await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      expect(received).toEqual({ result: { action: 'cancel' } });
    });

    it('an accept without content reaches the tool unchecked, required fields or not', async () => {
      client().answer(() => ({ action: 'accept' }));

      const received = await client().call('elicit_form', {
        message,
        requestedSchema: form({ email: { type: 'string' } }, ['email']),
      });

      expect(received).toEqual({ result: { action: 'accept' } });
    });

    it('a handler that throws fails the tool’s request with -32603 and the thrown message', async () => {
      client().answer(() => {
        throw new Error('The dock is gone');
      });

      const received = await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      expect(received).toEqual({ error: { code: -32603, message: 'MCP error -32603: The dock is gone' } });
    });

    it('knows the server’s name and title from the handshake, to say which server asks', () => {
      expect(client().serverInfo()).toEqual(SERVER_INFO);
    });
  });
});

describe('given the AI SDK client over http', () => {
  const server = useServer('http');

  it('reports its first GET stream, opened before the session exists, as an uncaught error', async () => {
    const client = await connectAiSdkClient(server());
    onTestFinished(() => client.close());

    // Every connect: an app that shows uncaught errors would show this one each time.
    const error = await client.uncaughtErrors.next(
      (item) => item instanceof Error && item.message.includes('GET SSE failed'),
    );

    expect(error).toMatchObject({
      name: 'MCPClientError',
      message: 'MCP HTTP Transport Error: GET SSE failed: 400 Bad Request',
      statusCode: 400,
    });
  });
});
