// A chat page with an MCP client in it, as an app writes one: the client connects to a server over
// streamable HTTP, either the official SDK's Client bound with `bindSdkClient` or the AI SDK's client
// with `aiSdkElicitationHandler`; the server's forms and links show in `McpFormDock` above the
// composer, each ended form's summary (with Use as message) above it. The test connects the page
// with `window.connect(endpoint, kind)` (a fresh client and chat each time, the last one closed),
// starts the app's tool calls through `window.mcp.call`, and ends with `window.disconnect()`.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AnswerSummary, type AnswerSummaryData } from '../../../src/index';
import { aiSdkElicitationHandler, createFormPrompts, type FormPrompts } from '../../../src/mcp/index';
import { bindSdkClient } from '../../../src/mcp-sdk/index';
import { McpFormDock } from '../../../src/mcp-react/index';
import '../../../src/styles/index.css';

/** The app's side of the connection: its forms, and its tool calls (each resolves with the tool's result). */
interface Connected {
  readonly prompts: FormPrompts;
  call(tool: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    connect: (endpoint: string, kind: 'sdk' | 'ai-sdk') => Promise<void>;
    disconnect: () => Promise<void>;
    mcp?: Connected | undefined;
  }
}

/** Who asks, as the server names itself in its initialize result. */
const nameOf = (info: { name: string; title?: string | undefined } | undefined) => info?.title ?? info?.name;

/**
 * The SDK's Client. It is bound once connected, when the server's name is known; no elicitation
 * comes before the app's first tool call.
 */
async function connectSdk(endpoint: URL): Promise<Connected> {
  const client = new Client(
    { name: 'question-dock-page', version: '0.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } } },
  );
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  const prompts = createFormPrompts({ server: nameOf(client.getServerVersion()) });
  bindSdkClient(client, prompts);
  return {
    prompts,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: () => client.close(),
  };
}

/**
 * The AI SDK's client (form mode only), calling the server's tools as the AI SDK's tools. Its HTTP
 * transport keeps `globalThis.fetch` as a method of its own and calls it so, which a browser refuses
 * ("Illegal invocation"): in a page it needs a `fetch` that calls the global one.
 */
async function connectAiSdk(endpoint: URL): Promise<Connected> {
  const client = await createMCPClient({
    transport: { type: 'http', url: endpoint.href, fetch: (input, init) => fetch(input, init) },
    capabilities: { elicitation: {} },
  });
  const prompts = createFormPrompts({ server: nameOf(client.serverInfo) });
  client.onElicitationRequest(ElicitationRequestSchema, aiSdkElicitationHandler(prompts));
  const tools = await client.tools();
  return {
    prompts,
    async call(name, args) {
      const execute = tools[name]?.execute;
      if (!execute) throw new Error(`The server has no tool ${name}.`);
      return (await execute(args, { toolCallId: 'call_1', messages: [] })) as CallToolResult;
    },
    close: () => client.close(),
  };
}

function Chat({ prompts }: { readonly prompts: FormPrompts }) {
  const [summaries, setSummaries] = useState<AnswerSummaryData[]>([]);
  const [draft, setDraft] = useState('');
  return (
    <main>
      {summaries.map((summary, i) => (
        <AnswerSummary key={i} summary={summary} onUseDraft={setDraft} />
      ))}
      <McpFormDock
        prompts={prompts}
        onResolve={(_result, _resolution, summary) => setSummaries((all) => [...all, summary])}
        composer={<textarea aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />}
      />
    </main>
  );
}

const container = document.getElementById('root')!;
let root: Root | undefined;

window.disconnect = async () => {
  root?.unmount();
  root = undefined;
  const connected = window.mcp;
  window.mcp = undefined;
  connected?.prompts.dispose();
  await connected?.close();
};

window.connect = async (endpoint, kind) => {
  await window.disconnect();
  const connected = await (kind === 'ai-sdk' ? connectAiSdk(new URL(endpoint)) : connectSdk(new URL(endpoint)));
  root = createRoot(container);
  root.render(
    <StrictMode>
      <Chat prompts={connected.prompts} />
    </StrictMode>,
  );
  window.mcp = connected;
};
