import { pathToFileURL } from 'node:url';
import { claudeAgentSdkPaths } from '../../scripts/claude-agent-sdk.mjs';
import { type ContentBlock, type MessagesApi, startMessagesApi } from './support/messages-api';
import { color } from './support/questions';

// The scripted Messages API read by the official client (`@anthropic-ai/sdk`, the Agent SDK's peer):
// both reply forms are what the API sends, so the CLI's contract tests test the CLI, not the script.

interface Reply {
  readonly content: readonly ContentBlock[];
  readonly stop_reason: string;
}
interface Client {
  readonly messages: {
    create(params: object): Promise<Reply>;
    stream(params: object): { finalMessage(): Promise<Reply> };
    countTokens(params: object): Promise<{ input_tokens: number }>;
  };
  readonly models: { list(): Promise<unknown> };
}
type ClientClass = new (options: { baseURL: string; apiKey: string; maxRetries: number }) => Client;

const input = { questions: [color] };
const params = { model: 'claude-test', max_tokens: 64, messages: [{ role: 'user', content: 'Ask me.' }] };

let api: MessagesApi;
let client: Client;
beforeEach(async () => {
  const { default: Anthropic } = (await import(
    /* @vite-ignore */ pathToFileURL(claudeAgentSdkPaths().anthropic).href
  )) as { default: ClientClass };
  api = await startMessagesApi();
  client = new Anthropic({ baseURL: api.baseUrl, apiKey: 'sk-ant-question-dock-test', maxRetries: 0 });
});
afterEach(() => api.close());

it('plays the script in order, as JSON or as a stream, then ends each turn with "Done."', async () => {
  const [first, second] = api.script({ askUserQuestion: input }, { askUserQuestion: input });
  const toolUse = (id: string | undefined) => [{ type: 'tool_use', id, name: 'AskUserQuestion', input }];
  expect(await client.messages.create(params)).toMatchObject({ content: toolUse(first), stop_reason: 'tool_use' });
  expect(await client.messages.stream(params).finalMessage()).toMatchObject({
    content: toolUse(second),
    stop_reason: 'tool_use',
  });
  expect(await client.messages.create({ ...params, stream: false })).toMatchObject({
    content: [{ type: 'text', text: 'Done.' }],
    stop_reason: 'end_turn',
  });
  const requests = [await api.nextRequest(), await api.nextRequest(), await api.nextRequest()];
  expect(requests.map((request) => request.stream)).toEqual([undefined, true, false]);
  expect(requests.map((request) => request.messages)).toEqual([params.messages, params.messages, params.messages]);
});

it('counts tokens, and refuses and records any other path', async () => {
  expect(await client.messages.countTokens(params)).toEqual({ input_tokens: expect.any(Number) });
  await expect(client.models.list()).rejects.toMatchObject({ status: 404 });
  expect(api.others).toEqual(['GET /v1/models']);
  expect(api.requests.items).toEqual([]);
});
