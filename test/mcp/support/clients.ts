import { createMCPClient, ElicitationRequestSchema, type MCPClient, type MCPClientCapabilities } from '@ai-sdk/mcp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ElicitRequestSchema,
  type CallToolResult,
  type ClientCapabilities,
  type ElicitResult,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { createInbox, type Inbox } from './inbox';
import type { Received, RunningServer } from './server';

// The two clients an app can answer elicitations with, connected to a running server the way an app
// would: the official SDK's Client, and the AI SDK's MCP client.

/** One `elicitation/create` as the client's handler got it. */
export interface Asked {
  /** The request's params exactly as the handler received them. */
  params: Record<string, unknown>;
  /** Aborted when the server gives up on the request; the AI SDK's handler is given none. */
  signal: AbortSignal | undefined;
  /** The JSON-RPC id of the request; the AI SDK's handler is not told it. */
  requestId: RequestId | undefined;
}

/** How a test answers: what the person did with the request. */
export type Answer = (asked: Asked) => ElicitResult | Promise<ElicitResult>;

interface Connected {
  /** The server's `serverInfo` as the client exposes it after the handshake. */
  serverInfo(): Record<string, unknown> | undefined;
  /** Sets how the client answers `elicitation/create` from now on. */
  answer(answer: Answer): void;
  /** Calls one of the server's tools and returns what the tool reported. */
  call<T = Received>(tool: string, args: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

/** The official SDK Client. */
export interface SdkClient extends Connected {
  readonly name: 'sdk';
  readonly client: Client;
}

/** The AI SDK's client; `uncaughtErrors` keeps what it reports to `onUncaughtError`, every server notification among them. */
export interface AiSdkClient extends Connected {
  readonly name: 'ai-sdk';
  readonly client: MCPClient;
  readonly uncaughtErrors: Inbox<unknown>;
}

export type TestClient = SdkClient | AiSdkClient;
export type ClientKind = TestClient['name'];

const unanswered: Answer = () => Promise.reject(new Error('the test set no answer'));

/** What a tool reported, from the text it put in its result (the AI SDK types a result as unknown). */
function reported<T>(value: unknown): T {
  const result = value as CallToolResult;
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error(`the tool reported no text: ${JSON.stringify(result)}`);
  if (result.isError) throw new Error(`the tool failed: ${first.text}`);
  return JSON.parse(first.text) as T;
}

/** The SDK Client with `elicitation: { form: {}, url: {} }` unless other capabilities are given. */
export async function connectSdkClient(
  server: RunningServer,
  capabilities: ClientCapabilities = { elicitation: { form: {}, url: {} } },
): Promise<SdkClient> {
  const client = new Client({ name: 'question-dock-test', version: '0.0.0' }, { capabilities });
  let answer = unanswered;
  client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
    answer({ params: request.params, signal: extra.signal, requestId: extra.requestId }),
  );
  await client.connect(
    server.kind === 'http' ? new StreamableHTTPClientTransport(new URL(server.url)) : await server.link(),
  );
  return {
    name: 'sdk',
    client,
    serverInfo: () => client.getServerVersion(),
    answer: (next) => void (answer = next),
    call: async (tool, args) => reported(await client.callTool({ name: tool, arguments: args })),
    close: () => client.close(),
  };
}

/** The AI SDK client with `elicitation: {}` (form mode only) unless other capabilities are given. */
export async function connectAiSdkClient(
  server: RunningServer,
  capabilities: MCPClientCapabilities = { elicitation: {} },
): Promise<AiSdkClient> {
  const uncaughtErrors = createInbox<unknown>();
  const client = await createMCPClient({
    transport: server.kind === 'http' ? { type: 'http', url: server.url } : await server.link(),
    capabilities,
    onUncaughtError: (error) => uncaughtErrors.push(error),
  });
  let answer = unanswered;
  client.onElicitationRequest(ElicitationRequestSchema, (request) =>
    answer({ params: request.params, signal: undefined, requestId: undefined }),
  );
  const tools = await client.tools();
  return {
    name: 'ai-sdk',
    client,
    uncaughtErrors,
    serverInfo: () => client.serverInfo,
    answer: (next) => void (answer = next),
    call: async (tool, args) => {
      const execute = tools[tool]?.execute;
      if (!execute) throw new Error(`no tool ${tool}`);
      return reported(await execute(args, { toolCallId: 'call_1', messages: [] }));
    },
    close: () => client.close(),
  };
}

/** Both clients, for tests that hold for each. */
export const CLIENTS: readonly ClientKind[] = ['sdk', 'ai-sdk'];

/** A client of the given kind, with its default capabilities, connected afresh for each test of the enclosing `describe`. */
export function useClient(kind: ClientKind, server: () => RunningServer): () => TestClient {
  let client: TestClient | undefined;
  beforeEach(async () => {
    client = kind === 'sdk' ? await connectSdkClient(server()) : await connectAiSdkClient(server());
  });
  afterEach(() => client?.close());
  return () => {
    if (!client) throw new Error('the client is not connected');
    return client;
  };
}
