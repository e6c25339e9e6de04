import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The marker a test puts in its chat message so the model server knows whose script to play. */
export const tag = (name: string): string => `[qd:${name}]`;
const TAG = /\[qd:([\w-]+)\]/g;

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 playing the model behind the real
 * gateway. Each agent turn takes the next scripted reply: an `ask_user` tool call (whose arguments
 * the test chooses) or plain text; with nothing scripted it answers "Done.". With Tool Search on, the
 * gateway offers `tool_search` / `tool_call` instead of `ask_user`, and the model does what their
 * descriptions say: one turn `tool_search` for the tool, the next `tool_call` with
 * `{ id: 'ask_user', args }`. Replies are scripted per tag (see {@link tag}), found in the run's user
 * messages, so runs of different tests never take each other's replies. Every request body is
 * recorded, so a test can assert the exact tool result the gateway hands back to the model.
 */

export type ScriptedReply = { readonly askUser: unknown } | { readonly text: string };

export interface ChatMessage {
  readonly role: string;
  readonly content?: unknown;
  readonly tool_call_id?: string;
  readonly tool_calls?: readonly {
    readonly id: string;
    readonly function: { readonly name: string; readonly arguments: string };
  }[];
}

export interface ModelServer {
  /** Base URL for the provider config, e.g. `http://127.0.0.1:1234/v1`. */
  readonly baseUrl: string;
  /** Queues replies for the next agent turns of runs whose messages carry `tag(name)`. */
  script(name: string, ...replies: ScriptedReply[]): void;
  /** The `ask_user` tool call ids (under Tool Search, the `tool_call` ids) sent to runs tagged `name`, in order. */
  callsOf(name: string): readonly string[];
  /** Every chat-completions request body received, in order. */
  readonly requests: readonly { readonly messages: readonly ChatMessage[] }[];
  /** The tool result content the gateway sent back for a tool call id, once a request carried it. */
  toolResult(callId: string): string | undefined;
  /**
   * Waits for the tool result of a call (polling the recorded requests) and returns the JSON in it
   * (the gateway puts a line for the model before it, e.g. "No answer arrived; ...").
   */
  waitForToolResult(callId: string, timeoutMs?: number): Promise<unknown>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part: unknown) =>
        typeof part === 'object' && part !== null && 'text' in part ? String((part as { text: unknown }).text) : '',
      )
      .join('');
  }
  return '';
}

/** `fallback`: the reply to a run nothing was scripted for (the demo asks on every message). */
export async function startModelServer(port = 0, fallback?: ScriptedReply): Promise<ModelServer> {
  const queues = new Map<string, ScriptedReply[]>();
  const calls = new Map<string, string[]>();
  const requests: { messages: ChatMessage[] }[] = [];
  // Under Tool Search: the `ask_user` arguments of a run (by tag) whose `tool_search` is under way.
  const searching = new Map<string, unknown>();
  let callCount = 0;
  let counter = 0;

  const reply = (res: ServerResponse, stream: boolean, delta: Record<string, unknown>, finish: string): void => {
    counter += 1;
    const base = { id: `chatcmpl-${counter}`, created: Math.floor(Date.now() / 1000), model: 'scripted' };
    const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: null, ...delta }, finish_reason: finish }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (body: unknown): boolean => res.write(`data: ${JSON.stringify(body)}\n\n`);
    chunk({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { role: 'assistant', ...delta }, finish_reason: null }],
    });
    chunk({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: {}, finish_reason: finish }],
      usage,
    });
    res.end('data: [DONE]\n\n');
  };

  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        if (req.method === 'GET' && req.url?.endsWith('/models')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ object: 'list', data: [{ id: 'scripted', object: 'model' }] }));
          return;
        }
        const parsed = JSON.parse(body || '{}') as {
          messages?: ChatMessage[];
          stream?: boolean;
          tools?: { function?: { name?: string } }[];
        };
        requests.push({ messages: parsed.messages ?? [] });
        const offered = new Set((parsed.tools ?? []).map((t) => t.function?.name));
        const toolSearch = !offered.has('ask_user') && offered.has('tool_call');
        let name: string | undefined;
        for (const m of parsed.messages ?? []) {
          if (m.role !== 'user') continue;
          for (const match of contentText(m.content).matchAll(TAG)) name = match[1];
        }
        // The fallback answers a fresh user message only, not the turn after a tool result.
        const afterTool =
          parsed.messages?.at(-1)?.role === 'tool' || (parsed.messages ?? []).slice(-2).some((m) => m.role === 'tool');
        const callTool = (tool: string, args: unknown): string => {
          callCount += 1;
          // Letters and digits only: the gateway rewrites other characters in tool call ids.
          const id = `qdcall${callCount}`;
          const call = { index: 0, id, type: 'function', function: { name: tool, arguments: JSON.stringify(args) } };
          reply(res, parsed.stream === true, { tool_calls: [call] }, 'tool_calls');
          return id;
        };
        const asked = (id: string): void => {
          if (name !== undefined) calls.set(name, [...(calls.get(name) ?? []), id]);
        };
        const run = name ?? '';
        if (toolSearch && afterTool && searching.has(run)) {
          asked(callTool('tool_call', { id: 'ask_user', args: searching.get(run) }));
          searching.delete(run);
          return;
        }
        const next =
          offered.has('ask_user') || toolSearch
            ? name !== undefined
              ? queues.get(name)?.shift()
              : afterTool
                ? undefined
                : fallback
            : undefined;
        if (next && 'askUser' in next && toolSearch) {
          searching.set(run, next.askUser);
          callTool('tool_search', { query: 'ask the user a question' });
        } else if (next && 'askUser' in next) {
          asked(callTool('ask_user', next.askUser));
        } else {
          reply(res, parsed.stream === true, { content: next && 'text' in next ? next.text : 'Done.' }, 'stop');
        }
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;

  const toolResult = (callId: string): string | undefined => {
    for (const request of requests) {
      const message = request.messages.find((m) => m.role === 'tool' && m.tool_call_id === callId);
      if (message) return contentText(message.content);
    }
    return undefined;
  };

  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    script: (name, ...replies) => void queues.set(name, [...(queues.get(name) ?? []), ...replies]),
    callsOf: (name) => calls.get(name) ?? [],
    requests,
    toolResult,
    async waitForToolResult(callId, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const text = toolResult(callId);
        if (text !== undefined) return JSON.parse(text.slice(text.indexOf('{'))) as unknown;
        if (Date.now() > deadline) {
          const last = requests.at(-1)?.messages.map((m) => ({
            role: m.role,
            id: m.tool_call_id,
            content: JSON.stringify(m.content ?? null).slice(0, 200),
            calls: m.tool_calls?.map((c) => c.id),
          }));
          throw new Error(
            `no tool result for ${callId} within ${timeoutMs} ms; ${requests.length} requests, the last: ${JSON.stringify(last)}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
