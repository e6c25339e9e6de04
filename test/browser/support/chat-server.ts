// A chat route for the browser tests, served by the test run's own Vite server (a plugin's
// middleware): the real `streamText` with the real `askUserAiSdkTool()` and a scripted MockLanguageModelV4.
// The model streams the ask_user input in several delayed deltas and holds the last one until the
// test releases it (so "visible before complete" needs no timing); after the tool result comes back
// it answers in text. What each model call received is kept for the test to read.
//
//   POST /__qd/chat/<session>          the chat (useChat's DefaultChatTransport posts here)
//   POST /__qd/chat/<session>/release  let the held delta go
//   GET  /__qd/chat/<session>/calls    the prompts the model received, as JSON
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import {
  convertToModelMessages,
  pipeUIMessageStreamToResponse,
  streamText,
  toUIMessageStream,
  type UIMessage,
} from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import type { Plugin, ViteDevServer } from 'vite';
import type * as ToolModule from '../../../src/ai-sdk/tool';

/** The library's `askUserAiSdkTool`, loaded through the test server's module graph (see `chatServer`). */
const toolFile = resolve(import.meta.dirname, '../../../src/ai-sdk/tool.ts');

/** The ask_user input, as the model writes it: the question text starts in the first delta. */
export const ASK_USER_DELTAS = [
  '{"questions":[{"id":"deploy_target","header":"Deploy","question":"Where should I deploy',
  ' build 1.4.0?","options":[{"label":"Staging (Recommended)","description":"Safe first step"},',
  '{"label":"Production"}',
  // Held until the test releases it.
  ']}],"timeoutSeconds":600}',
];

/**
 * What a model may write that the schema lets through but is no request (`jsonSchema` validates
 * nothing by itself): five options. Chats whose session id starts with `five-` get it.
 */
export const FIVE_OPTION_DELTAS = [
  '{"questions":[{"id":"deploy_target","header":"Deploy","question":"Where should I deploy build 1.4.0?",',
  '"options":[{"label":"Dev"},{"label":"QA"},{"label":"Staging"},{"label":"Canary"},{"label":"Production"}]}]}',
];

/** Milliseconds between deltas (a model writing). */
const DELTA_MS = 120;

interface Session {
  readonly calls: unknown[];
  release: () => void;
  readonly released: Promise<void>;
}

const sessions = new Map<string, Session>();

/** One part of a model stream (the provider spec's type, reached through the mock). */
type LanguageModelV4StreamPart =
  Awaited<ReturnType<MockLanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

function session(id: string): Session {
  let found = sessions.get(id);
  if (!found) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    found = { calls: [], release, released };
    sessions.set(id, found);
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** A model stream from parts, each after its delay; `null` waits for the session's release. */
function scripted(parts: Array<LanguageModelV4StreamPart | number | null>, state: Session) {
  return new ReadableStream<LanguageModelV4StreamPart>({
    async start(controller) {
      for (const part of parts) {
        if (part === null) await state.released;
        else if (typeof part === 'number') await sleep(part);
        else controller.enqueue(part);
      }
      controller.close();
    },
  });
}

function model(state: Session, callId: string) {
  return new MockLanguageModelV4({
    doStream: async (options) => {
      state.calls.push(options.prompt);
      const last = options.prompt.at(-1);
      if (last?.role === 'tool') {
        return {
          stream: scripted(
            [
              { type: 'stream-start', warnings: [] },
              { type: 'text-start', id: 't1' },
              { type: 'text-delta', id: 't1', delta: 'Deploying as you asked.' },
              { type: 'text-end', id: 't1' },
              { type: 'finish', usage, finishReason: { unified: 'stop', raw: undefined } },
            ],
            state,
          ),
        };
      }
      const written = callId.startsWith('call_five-') ? FIVE_OPTION_DELTAS : ASK_USER_DELTAS;
      const deltas = written.flatMap((delta, index): Array<LanguageModelV4StreamPart | number | null> => [
        index === written.length - 1 ? null : DELTA_MS,
        { type: 'tool-input-delta', id: callId, delta },
      ]);
      return {
        stream: scripted(
          [
            { type: 'stream-start', warnings: [] },
            { type: 'tool-input-start', id: callId, toolName: 'ask_user' },
            ...deltas,
            { type: 'tool-input-end', id: callId },
            { type: 'tool-call', toolCallId: callId, toolName: 'ask_user', input: written.join('') },
            { type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: undefined } },
          ],
          state,
        ),
      };
    },
  });
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function handle(
  server: ViteDevServer,
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
  action: string | undefined,
) {
  const state = session(id);
  if (action === 'release') {
    state.release();
    response.end('{}');
  } else if (action === 'calls') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(state.calls));
  } else {
    const body = (await readJson(request)) as { messages: UIMessage[] };
    const { askUserAiSdkTool } = (await server.ssrLoadModule(toolFile)) as typeof ToolModule;
    const tools = { ask_user: askUserAiSdkTool() };
    const result = streamText({
      model: model(state, `call_${id}`),
      messages: await convertToModelMessages(body.messages, { tools }),
      tools,
    });
    pipeUIMessageStreamToResponse({ response, stream: toUIMessageStream({ stream: result.stream, tools }) });
  }
}

/**
 * The Vite plugin that serves the chat route above. The library's source is loaded by the test
 * server when a chat is posted, not imported here: this file is part of the Vitest config, and a
 * config that bundles the library's extensionless imports has Vite warn about every one of them.
 */
export function chatServer(): Plugin {
  return {
    name: 'question-dock:test-chat-server',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/__qd\/chat\/([\w-]+)(?:\/(release|calls))?$/.exec(request.url ?? '');
        if (!match?.[1]) return next();
        handle(server, request, response, match[1], match[2]).catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      });
    },
  };
}
