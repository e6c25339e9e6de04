// The README's route (dist-route/ai-sdk-route.js, built from the block as pasted) behind a plain Node
// server, beside the built pages (dist/). The block's one placeholder, `declare const model`, is given
// here as a global: a scripted model (the AI SDK's own MockLanguageModelV4) that calls ask_user on the
// person's first message and, once the tool result comes back, says in the chat what it received.
//
//   POST /api/chat   the README's POST(request)
//   GET  /__calls    the prompts the model received, as JSON
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { MockLanguageModelV4 } from 'ai/test';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const calls = [];
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};
const streamOf = (parts) =>
  new ReadableStream({
    start(controller) {
      for (const part of [{ type: 'stream-start', warnings: [] }, ...parts]) controller.enqueue(part);
      controller.close();
    },
  });

export const ASK_USER_INPUT = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should I deploy build 1.4.0?',
      options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Production' }],
    },
  ],
};

let count = 0;
globalThis.model = new MockLanguageModelV4({
  doStream: async (options) => {
    calls.push(options.prompt);
    const last = options.prompt.at(-1);
    if (last?.role === 'tool') {
      const output = last.content.find((part) => part.type === 'tool-result')?.output;
      const text = `The agent got ${JSON.stringify(output?.value)}`;
      return {
        stream: streamOf([
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: text },
          { type: 'text-end', id: 't' },
          { type: 'finish', usage, finishReason: { unified: 'stop', raw: undefined } },
        ]),
      };
    }
    const id = `call_${++count}`;
    const input = JSON.stringify(ASK_USER_INPUT);
    return {
      stream: streamOf([
        { type: 'tool-input-start', id, toolName: 'ask_user' },
        { type: 'tool-input-delta', id, delta: input },
        { type: 'tool-input-end', id },
        { type: 'tool-call', toolCallId: id, toolName: 'ask_user', input },
        { type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: undefined } },
      ]),
    };
  },
});
const { POST } = await import('./dist-route/ai-sdk-route.js');

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function handle(req, res) {
  const path = new URL(req.url, 'http://x').pathname;
  if (req.method === 'POST' && path === '/api/chat') {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const response = await POST(
      new Request(`http://127.0.0.1${path}`, { method: 'POST', headers: req.headers, body: Buffer.concat(chunks) }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    for await (const chunk of response.body) res.write(chunk);
    return void res.end();
  }
  if (path === '/__calls') return void res.end(JSON.stringify(calls));
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) return void res.writeHead(404).end();
  res.setHeader('content-type', MIME[extname(file)] ?? 'application/octet-stream');
  res.end(readFileSync(file));
}

const server = createServer((req, res) =>
  handle(req, res).catch((error) => {
    console.error(error);
    res.writeHead(500).end(String(error));
  }),
);
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
