import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createFormPrompts } from '../../src/mcp/prompts';
import { bindSdkClient } from '../../src/mcp-sdk';
import { form } from './support/schemas';
import { endOf, shown } from './support/prompts';
import { SERVER_INFO, useServer } from './support/server';

// The SDK Client bound to the form prompts: a cancel of the connection's first request (id 0), which
// the SDK alone ignores, still closes its form; the other cancels still reach their handlers.

const room = form({ room: { type: 'string', enum: ['north', 'south'] } }, ['room']);
async function connect(server: ReturnType<typeof useServer>, name?: string) {
  const prompts = createFormPrompts({ server: name });
  const client = new Client({ name: 'dock', version: '0.0.0' }, { capabilities: { elicitation: { form: {} } } });
  const unbind = bindSdkClient(client, prompts);
  await client.connect(await server().link());
  const call = async (args: Record<string, unknown>) => {
    const result = await client.callTool({ name: 'elicit_form', arguments: args });
    const first = (result.content as { type: string; text: string }[])[0];
    return JSON.parse(first?.text ?? 'null') as unknown;
  };
  return { prompts, client, call, unbind };
}

describe('given a server in-process', () => {
  const server = useServer('in-process');

  it("the server giving up on the connection's first form closes it as not sent (the SDK alone leaves it open)", async () => {
    const { prompts, client, call } = await connect(server, 'calendar');
    const called = call({ message: 'Book the room', requestedSchema: room, timeoutMs: 300 });
    const store = await shown(prompts);
    const ended = endOf(store);
    expect(await called).toMatchObject({ error: { code: -32001 } });
    expect(await ended).toMatchObject({ status: 'cancelled' });
    // A later form is still answered.
    const next = call({ message: 'Book the room', requestedSchema: room });
    const again = await shown(prompts);
    again.select('f1', 'south');
    await again.submit();
    expect(await next).toEqual({ result: { action: 'accept', content: { room: 'south' } } });
    await client.close();
  });

  it("without a name of the app's, a form names its server as the server's handshake does (its title)", async () => {
    const { prompts, client, call } = await connect(server);
    const called = call({ message: 'Book the room', requestedSchema: room });
    const store = await shown(prompts);
    expect(store.getState().request.from).toBe(SERVER_INFO.title);
    store.select('f1', 'north');
    await store.submit();
    expect(await called).toEqual({ result: { action: 'accept', content: { room: 'north' } } });
    await client.close();
  });

  it('the connection closing mid-answer ends the form as not sent, with what was typed kept', async () => {
    const { prompts, client, call } = await connect(server);
    void call({ message: 'Book the room', requestedSchema: room }).catch(() => undefined);
    const store = await shown(prompts);
    store.select('f1', 'south');
    const ended = endOf(store);
    await client.close();
    expect(await ended).toMatchObject({ status: 'cancelled' });
    expect(store.getState().drafts['f1']).toMatchObject({ selected: ['south'] });
  });
});
