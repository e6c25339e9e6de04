import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  ElicitResultSchema,
  type CallToolResult,
  type ElicitRequestFormParams,
  type ElicitResult,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z } from 'zod';
import { createInbox, type Inbox } from './inbox';

// A real MCP server whose tools ask the client through `elicitation/create` and report, as their
// result, exactly what came back: the test then asserts what a server's tool receives.

/** How the server announces itself in its initialize result. */
export const SERVER_INFO = { name: 'calendar', title: 'Team Calendar', version: '2.1.0' };

/** What a tool's elicitation ended with: the client's reply, or the error the request failed with. */
export type Received = { result: ElicitResult } | { error: { code: unknown; message: string; data?: unknown } };

/** What the URL tool reports: the id it sent and what its elicitation ended with. */
export interface UrlReceived {
  elicitationId: string;
  received: Received;
}

/** The ways a client reaches the server: a linked in-memory pair, or streamable HTTP on loopback. */
export type TransportKind = 'in-process' | 'http';

/** A running server: one McpServer per connection, as the SDK requires. */
export interface RunningServer {
  readonly kind: TransportKind;
  /** The streamable HTTP endpoint (only for `http`). */
  readonly url: string;
  /** A fresh server connected to the returned client end (only for `in-process`). */
  link(): Promise<InMemoryTransport>;
  /** The URL tool's out-of-band step is done: the server sends its completion notification. */
  finishUrl(elicitationId: string): void;
  /** The elicitation ids of the links the URL tool asked for, as it sends them. */
  readonly linksSent: Inbox<string>;
  /** What the tools reported, whether or not their caller was still there to get it. */
  readonly reports: Inbox<unknown>;
  close(): Promise<void>;
}

/** Runs an elicitation and turns its outcome, reply or error, into what the tool reports. */
async function receive(ask: () => Promise<ElicitResult>): Promise<Received> {
  try {
    return { result: await ask() };
  } catch (error) {
    const { code, message, data } = error as { code?: unknown; message: string; data?: unknown };
    return { error: { code, message, ...(data === undefined ? {} : { data }) } };
  }
}

/** The tools pass any schema through as given: out-of-spec ones included, to see what a client does with them. */
const asRequested = (schema: Record<string, unknown>) => schema as ElicitRequestFormParams['requestedSchema'];

const formArgs = {
  message: z.string(),
  requestedSchema: z.record(z.string(), z.unknown()),
  meta: z.record(z.string(), z.unknown()).optional(),
  timeoutMs: z.number().optional(),
};

type FormArgs = z.infer<z.ZodObject<typeof formArgs>>;
type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/**
 * The form tool's request. `relatedRequestId` sends it on the tool call's own response stream: without
 * it, streamable HTTP uses the client's standalone GET stream, and drops the request when none is open.
 * `signal` withdraws it when the tool call is cancelled.
 */
function askForm(mcp: McpServer, { message, requestedSchema, meta, timeoutMs }: FormArgs, extra: ToolExtra) {
  return mcp.server.elicitInput(
    { mode: 'form', message, requestedSchema: asRequested(requestedSchema), ...(meta ? { _meta: meta } : {}) },
    {
      relatedRequestId: extra.requestId,
      signal: extra.signal,
      ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
    },
  );
}

/** What every connection of one running server shares: the reports and the URL steps waited on. */
function sharedState() {
  const reports = createInbox<unknown>();
  const linksSent = createInbox<string>();
  const waiting = new Map<string, () => void>();
  const finished = new Set<string>();
  return {
    reports,
    linksSent,
    report(value: unknown): CallToolResult {
      reports.push(value);
      return { content: [{ type: 'text', text: JSON.stringify(value) }] };
    },
    waitForUrl: (elicitationId: string) =>
      finished.has(elicitationId)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.set(elicitationId, resolve)),
    finishUrl(elicitationId: string) {
      finished.add(elicitationId);
      waiting.get(elicitationId)?.();
    },
  };
}
type Shared = ReturnType<typeof sharedState>;

function createMcpServer({ report, waitForUrl, linksSent }: Shared): McpServer {
  const mcp = new McpServer(SERVER_INFO);

  mcp.registerTool('elicit_form', { inputSchema: formArgs }, async (args, extra) =>
    report(await receive(() => askForm(mcp, args, extra))),
  );

  // A server of the previous protocol revision: no `mode`, and no check of the reply against the schema.
  mcp.registerTool('elicit_without_mode', { inputSchema: formArgs }, async ({ message, requestedSchema }, extra) =>
    report(
      await receive(() =>
        extra.sendRequest(
          { method: 'elicitation/create', params: { message, requestedSchema: asRequested(requestedSchema) } },
          ElicitResultSchema,
        ),
      ),
    ),
  );

  // After an accept, the tool waits for the out-of-band step (the test's finishUrl) and then says it is done.
  mcp.registerTool(
    'elicit_url',
    { inputSchema: { message: z.string(), url: z.string() } },
    async ({ message, url }, extra) => {
      const elicitationId = randomUUID();
      linksSent.push(elicitationId);
      const received = await receive(() =>
        mcp.server.elicitInput({ mode: 'url', message, url, elicitationId }, { relatedRequestId: extra.requestId }),
      );
      if ('result' in received && received.result.action === 'accept') {
        await waitForUrl(elicitationId);
        await mcp.server.createElicitationCompletionNotifier(elicitationId, { relatedRequestId: extra.requestId })();
      }
      return report({ elicitationId, received } satisfies UrlReceived);
    },
  );
  return mcp;
}

/** Starts the server for clients in this process (a linked in-memory pair per connection). */
export async function startInProcess(): Promise<RunningServer> {
  const shared = sharedState();
  const servers: McpServer[] = [];
  return {
    kind: 'in-process',
    get url(): string {
      throw new Error('an in-process server has no URL');
    },
    async link() {
      const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
      const mcp = createMcpServer(shared);
      servers.push(mcp);
      await mcp.connect(serverEnd);
      return clientEnd;
    },
    finishUrl: shared.finishUrl,
    linksSent: shared.linksSent,
    reports: shared.reports,
    close: async () => {
      await Promise.all(servers.map((mcp) => mcp.close()));
    },
  };
}

/** Starts the server on streamable HTTP at 127.0.0.1 (a free port), one session per client. */
export async function startHttp(): Promise<RunningServer> {
  const shared = sharedState();
  const sessions = new Map<string, StreamableHTTPServerTransport>();

  const newSession = async () => {
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    await createMcpServer(shared).connect(transport);
    return transport;
  };

  // As the SDK's own examples route: a request without a session starts one (the transport refuses
  // anything but initialize there); an unknown session is a client error. Open to any origin, as a
  // public server is: a client in a web page (test/mcp/page) reaches it from the page's own origin.
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', 'mcp-session-id');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'GET, POST, DELETE', 'access-control-allow-headers': '*' });
      res.end();
      return;
    }
    const id = req.headers['mcp-session-id'];
    const transport =
      typeof id === 'string' ? sessions.get(id) : req.method === 'POST' ? await newSession() : undefined;
    if (!transport) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: { code: -32000, message: 'Bad Request: No valid session ID provided' },
          id: null,
        }),
      );
      return;
    }
    await transport.handleRequest(req, res);
  };

  const http = createServer((req, res) => void route(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (typeof address !== 'object' || address === null) throw new Error('no server address');

  return {
    kind: 'http',
    url: `http://127.0.0.1:${address.port}/mcp`,
    link: () => Promise.reject(new Error('an HTTP server is reached by its URL')),
    finishUrl: shared.finishUrl,
    linksSent: shared.linksSent,
    reports: shared.reports,
    close: async () => {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Starts the server on the given transport. */
export function startServer(kind: TransportKind): Promise<RunningServer> {
  return kind === 'http' ? startHttp() : startInProcess();
}

/** Both transports, for tests that hold for each. */
export const TRANSPORTS: readonly TransportKind[] = ['in-process', 'http'];

/** One server for the enclosing `describe`: started before its tests, closed after them. */
export function useServer(kind: TransportKind): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the server is not running');
    return server;
  };
}
