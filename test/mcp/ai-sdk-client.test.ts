import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { aiSdkElicitationHandler, createFormPrompts } from '../../src/mcp';
import { EVERY_KIND, form } from './support/schemas';
import { shown } from './support/prompts';
import { TRANSPORTS, useServer } from './support/server';

// The AI SDK's MCP client bound to the form prompts, in-process and over streamable HTTP on loopback:
// the form shows in the queue and the server's tool receives what the person chose.

describe.each(TRANSPORTS)('given a server %s', (transport) => {
  const server = useServer(transport);

  it('a yes/no and a multiple choice go back as a boolean and the values behind the titles', async () => {
    const prompts = createFormPrompts();
    const client = await createMCPClient({
      transport: server().kind === 'http' ? { type: 'http', url: server().url } : await server().link(),
      capabilities: { elicitation: {} },
    });
    client.onElicitationRequest(ElicitationRequestSchema, aiSdkElicitationHandler(prompts));
    const tools = await client.tools();
    const requestedSchema = form({ remind: EVERY_KIND.properties.remind, teams: EVERY_KIND.properties.teams }, [
      'remind',
      'teams',
    ]);
    const called = tools['elicit_form']?.execute?.(
      { message: 'Set up the reminder', requestedSchema },
      { toolCallId: 'call_1', messages: [] },
    );
    const store = await shown(prompts);
    // It starts with the form's defaults (Yes, Web): the person changes both.
    store.select('f1', 'No');
    store.toggle('f2', 'Web');
    store.toggle('f2', 'iOS');
    await store.submit();
    const result = (await called) as { content: { text: string }[] };
    expect(JSON.parse(result.content[0]?.text ?? 'null')).toEqual({
      result: { action: 'accept', content: { remind: false, teams: ['ios'] } },
    });
    await client.close();
    prompts.dispose();
  });
});
