import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { LinkPrompt } from '../../src/mcp';
import { createFormPrompts, type FormPrompts } from '../../src/mcp/prompts';
import { bindSdkClient } from '../../src/mcp-sdk';
import { TRANSPORTS, useServer, type UrlReceived } from './support/server';

// URL mode through the SDK Client bound to the prompts: the link waits for the person; Open is an
// accept, Decline and Cancel are theirs; the server's completion closes the link's panel.

const message = 'Sign in to the calendar to share it';
const url = 'https://calendar.example.com/connect/start?state=abc';

/** The link the prompts show next, in the state asked for. */
function linkShown(prompts: FormPrompts, state: LinkPrompt['state'] = 'asking'): Promise<LinkPrompt> {
  return new Promise((resolve) => {
    const check = () => {
      const link = prompts.links.getState().find((l) => l.state === state);
      if (!link) return;
      stop();
      resolve(link);
    };
    const stop = prompts.links.subscribe(check);
    check();
  });
}

/** Resolves once the prompts show no link. */
const noLink = (prompts: FormPrompts) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (prompts.links.getState().length > 0) return;
      stop();
      resolve();
    };
    const stop = prompts.links.subscribe(check);
    check();
  });

describe.each(TRANSPORTS)('over %s', (transport) => {
  const server = useServer(transport);

  async function connect() {
    const prompts = createFormPrompts({ server: 'Calendar' });
    const client = new Client(
      { name: 'dock', version: '0.0.0' },
      { capabilities: { elicitation: { form: {}, url: {} } } },
    );
    bindSdkClient(client, prompts);
    const running = server();
    await client.connect(
      running.kind === 'http' ? new StreamableHTTPClientTransport(new URL(running.url)) : await running.link(),
    );
    onTestFinished(() => client.close());
    const call = async () => {
      const result = await client.callTool({ name: 'elicit_url', arguments: { message, url } });
      const first = (result.content as { type: string; text: string }[])[0];
      return JSON.parse(first?.text ?? 'null') as UrlReceived;
    };
    return { prompts, call };
  }

  it('Open accepts; the link waits as opened until the server says the step is done', async () => {
    const { prompts, call } = await connect();
    const called = call();
    const link = await linkShown(prompts);
    expect(link).toMatchObject({ message, server: 'Calendar', elicitationId: expect.any(String) });
    expect(link.url.href).toBe(url);

    link.open();
    const opened = await linkShown(prompts, 'opened');
    expect(prompts.links.getState()).toEqual([opened]);
    server().finishUrl(link.elicitationId);

    expect(await called).toEqual({ elicitationId: link.elicitationId, received: { result: { action: 'accept' } } });
    await noLink(prompts);
  });

  it.each([
    ['decline', (link: LinkPrompt) => link.decline()],
    ['cancel', (link: LinkPrompt) => link.cancel()],
  ] as const)('%s goes back as it is, and the link leaves', async (action, act) => {
    const { prompts, call } = await connect();
    const called = call();
    act(await linkShown(prompts));

    expect((await called).received).toEqual({ result: { action } });
    expect(prompts.links.getState()).toEqual([]);
  });
});

it('a link that is no web page is refused to the server and told in the dock, never shown', async () => {
  const prompts = createFormPrompts({ server: 'Calendar' });
  const asked = prompts.ask({ mode: 'url', message, url: 'javascript:alert(1)', elicitationId: 'e1' });

  await expect(asked).rejects.toThrow('The link cannot be shown: the url is not an http(s) address.');
  expect(prompts.links.getState()).toEqual([]);
  expect(prompts.refused.getState()).toEqual([
    { promptId: expect.any(String), questions: [message], reason: 'the url is not an http(s) address' },
  ]);
});

it('dispose cancels the links still asking', async () => {
  const prompts = createFormPrompts();
  const asked = prompts.ask({ mode: 'url', message, url, elicitationId: 'e1' });
  prompts.dispose();
  expect(await asked).toEqual({ action: 'cancel' });
  expect(prompts.links.getState()).toEqual([]);
});
