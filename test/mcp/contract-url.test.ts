import { ElicitationCompleteNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectAiSdkClient, connectSdkClient, type Asked } from './support/clients';
import { form } from './support/schemas';
import { TRANSPORTS, useServer, type UrlReceived } from './support/server';

// URL mode: the server asks the person to open a page; after an accept, it later says the step is done
// with `notifications/elicitation/complete`. Only a client that declares `elicitation.url` is asked.

const message = 'Sign in to the calendar to share it';
const url = 'https://calendar.example.com/connect?state=abc';

describe.each(TRANSPORTS)('over %s', (transport) => {
  const server = useServer(transport);

  describe('given the SDK client with elicitation { form, url }', () => {
    it('hands its handler mode "url", the message, the URL and an elicitationId, and is told when the step is done', async () => {
      const client = await connectSdkClient(server());
      onTestFinished(() => client.close());
      const events: unknown[] = [];
      client.client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
        events.push(notification);
      });
      const asked = new Promise<Asked>((resolve) =>
        client.answer((request) => {
          resolve(request);
          return { action: 'accept' };
        }),
      );

      const call = client.call<UrlReceived>('elicit_url', { message, url });
      const { params } = await asked;
      const elicitationId = params['elicitationId'] as string;
      server().finishUrl(elicitationId);
      events.push(await call);

      expect(params).toEqual({ mode: 'url', message, url, elicitationId: expect.any(String) });
      // The completion comes before the tool's result: the tool sends it while its call is still open.
      expect(events).toEqual([
        { method: 'notifications/elicitation/complete', params: { elicitationId } },
        { elicitationId, received: { result: { action: 'accept' } } },
      ]);
    });
  });

  describe('given a client that declares elicitation {} (form only)', () => {
    it('the SDK client is never asked: the server refuses before sending, with a plain error', async () => {
      const client = await connectSdkClient(server(), { elicitation: {} });
      onTestFinished(() => client.close());
      const handler = vi.fn(() => ({ action: 'accept' as const }));
      client.answer(handler);

      const received = await client.call<UrlReceived>('elicit_url', { message, url });

      expect(received.received).toEqual({ error: { message: 'Client does not support url elicitation.' } });
      expect(handler).not.toHaveBeenCalled();
    });

    it('the AI SDK client is never asked: the server refuses before sending, with a plain error', async () => {
      const client = await connectAiSdkClient(server(), { elicitation: {} });
      onTestFinished(() => client.close());
      const handler = vi.fn(() => ({ action: 'accept' as const }));
      client.answer(handler);

      const received = await client.call<UrlReceived>('elicit_url', { message, url });

      expect(received.received).toEqual({ error: { message: 'Client does not support url elicitation.' } });
      expect(handler).not.toHaveBeenCalled();
    });
  });

  it('an SDK client that declares only elicitation.url is never asked for a form', async () => {
    const client = await connectSdkClient(server(), { elicitation: { url: {} } });
    onTestFinished(() => client.close());
    const handler = vi.fn(() => ({ action: 'decline' as const }));
    client.answer(handler);

    const received = await client.call('elicit_form', { message, requestedSchema: form({}) });

    expect(received).toEqual({ error: { message: 'Client does not support form elicitation.' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('the AI SDK client that declares elicitation.url refuses a URL request before its handler (-32602)', async () => {
    const client = await connectAiSdkClient(server(), { elicitation: { form: {}, url: {} } });
    onTestFinished(() => client.close());
    const handler = vi.fn(() => ({ action: 'accept' as const }));
    client.answer(handler);

    const received = await client.call<UrlReceived>('elicit_url', { message, url });

    // Its request schema requires `requestedSchema`, which a URL request has not.
    const missing = {
      code: 'invalid_type',
      expected: 'nonoptional',
      path: ['params', 'requestedSchema'],
      message: 'Invalid input: expected nonoptional, received undefined',
    };
    expect(received.received).toEqual({
      error: {
        code: -32602,
        message: `MCP error -32602: Invalid elicitation request: ${JSON.stringify([missing], null, 2)}`,
        data: [missing],
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
