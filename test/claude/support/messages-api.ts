import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Arrivals } from './arrivals';

/**
 * A scripted Anthropic Messages API on 127.0.0.1 playing the model behind the real Claude Code CLI.
 * Each `POST /v1/messages` takes the next scripted turn: an `AskUserQuestion` tool use (whose input
 * the test chooses) or end-of-turn text; with nothing scripted it answers "Done.". The reply streams
 * as server-sent events when the request says `stream: true` (the CLI always does), else it is one
 * JSON message. `count_tokens` gets a rough count; any other path a 404 in the API's error shape, and
 * is recorded, so a test can see the CLI asked for nothing else. Every request body is recorded, so a
 * test reads the exact `tool_result` block the CLI built from an answer.
 */

export type ScriptedTurn = { readonly askUserQuestion: unknown } | { readonly text: string };

export interface ContentBlock {
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface ApiMessage {
  readonly role: string;
  readonly content: string | readonly ContentBlock[];
}

export interface ApiTool {
  readonly name: string;
  readonly description?: string;
  readonly input_schema?: unknown;
}

/** A `POST /v1/messages` request as the CLI sent it. */
export interface MessagesRequest {
  readonly model: string;
  readonly messages: readonly ApiMessage[];
  readonly tools?: readonly ApiTool[];
  readonly stream?: boolean;
}

/** A `tool_result` block the CLI sent back, without the prompt-cache marker it moves to the newest block. */
export interface ToolResult {
  readonly type: 'tool_result';
  readonly tool_use_id: string;
  readonly content: string | readonly ContentBlock[];
  readonly is_error?: true;
}

export interface MessagesApi {
  /** For `ANTHROPIC_BASE_URL`: `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  /** Queues turns for the next `/v1/messages` requests; returns the ids of the tool uses among them, in order. */
  script(...turns: ScriptedTurn[]): string[];
  /** Every `/v1/messages` request, in order of arrival. */
  readonly requests: Arrivals<MessagesRequest>;
  /** Each call resolves with the next `/v1/messages` request no earlier call took. */
  nextRequest(): Promise<MessagesRequest>;
  /** Requests to any other path, as `METHOD /path`. */
  readonly others: readonly string[];
  close(): Promise<void>;
}

/** The `tool_result` for a tool use in a request's messages, if it carries one. */
export function toolResultIn(request: MessagesRequest, toolUseId: string): ToolResult | undefined {
  for (const message of request.messages) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result' || block['tool_use_id'] !== toolUseId) continue;
      const { cache_control: _cache, ...result } = block;
      return result as unknown as ToolResult;
    }
  }
  return undefined;
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

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The assistant message of a turn, whole (a JSON reply) or as the stream of events that builds it. */
function replyWith(res: ServerResponse, stream: boolean, id: string, model: string, content: ContentBlock[]): void {
  const stopReason = content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn';
  const message = { id, type: 'message', role: 'assistant', model, stop_sequence: null };
  const usage = { input_tokens: 1, output_tokens: 1 };
  if (!stream) return json(res, 200, { ...message, content, stop_reason: stopReason, usage });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (type: string, data: Record<string, unknown>): boolean =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event('message_start', { message: { ...message, content: [], stop_reason: null, usage } });
  content.forEach((block, index) => {
    if (block.type === 'tool_use') {
      event('content_block_start', { index, content_block: { ...block, input: {} } });
      event('content_block_delta', {
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(block['input']) },
      });
    } else {
      event('content_block_start', { index, content_block: { type: 'text', text: '' } });
      event('content_block_delta', { index, delta: { type: 'text_delta', text: block['text'] } });
    }
    event('content_block_stop', { index });
  });
  event('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 1 } });
  event('message_stop', {});
  res.end();
}

export async function startMessagesApi(): Promise<MessagesApi> {
  const turns: { readonly toolUseId?: string; readonly turn: ScriptedTurn }[] = [];
  const requests = new Arrivals<MessagesRequest>();
  const others: string[] = [];
  let toolUses = 0;
  let replies = 0;

  const answer = (res: ServerResponse, path: string, body: string): void => {
    if (path === '/v1/messages/count_tokens') return json(res, 200, { input_tokens: Math.ceil(body.length / 4) });
    const request = JSON.parse(body) as MessagesRequest;
    requests.push(request);
    const next = turns.shift() ?? { turn: { text: 'Done.' } };
    const content: ContentBlock[] =
      'askUserQuestion' in next.turn
        ? [{ type: 'tool_use', id: next.toolUseId, name: 'AskUserQuestion', input: next.turn.askUserQuestion }]
        : [{ type: 'text', text: next.turn.text }];
    replies += 1;
    replyWith(res, request.stream === true, `msg_qd${replies}`, request.model, content);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    readBody(req)
      .then((body) => {
        if (req.method === 'POST' && path.startsWith('/v1/messages')) return answer(res, path, body);
        others.push(`${req.method} ${path}`);
        json(res, 404, { type: 'error', error: { type: 'not_found_error', message: `No route ${path}` } });
      })
      .catch((error: unknown) => {
        json(res, 500, { type: 'error', error: { type: 'api_error', message: String(error) } });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    script(...scripted) {
      const ids: string[] = [];
      for (const turn of scripted) {
        if ('askUserQuestion' in turn) {
          toolUses += 1;
          const toolUseId = `toolu_qd${toolUses}`;
          ids.push(toolUseId);
          turns.push({ toolUseId, turn });
        } else turns.push({ turn });
      }
      return ids;
    },
    requests,
    nextRequest: requests.taker(),
    others,
    async close() {
      requests.end(new Error('the scripted Messages API was closed before the request arrived'));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
