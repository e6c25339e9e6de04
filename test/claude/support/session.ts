import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { claudeAgentSdkPaths } from '../../../scripts/claude-agent-sdk.mjs';
import { Arrivals } from './arrivals';
import type { MessagesApi } from './messages-api';

/**
 * The Claude Agent SDK's `query()` (from the pinned install in ~/.cache/question-dock) running the
 * real Claude Code CLI against a scripted Messages API: no login, no network. The SDK lives outside
 * the project, so the few of its types the tests use are written out here, as verified against it.
 */

/** What `canUseTool` answers (the SDK's `PermissionResult`, the members the tests use). */
export type PermissionResult =
  | { readonly behavior: 'allow'; readonly updatedInput?: Record<string, unknown> }
  | { readonly behavior: 'deny'; readonly message: string; readonly interrupt?: boolean };

export type CanUseTool = (
  toolName: string,
  input: Record<string, unknown>,
  options: { readonly signal: AbortSignal; readonly toolUseID: string },
) => Promise<PermissionResult>;

export interface SdkMessage {
  readonly type: string;
  readonly subtype?: string;
  readonly [key: string]: unknown;
}

export interface SystemInit extends SdkMessage {
  readonly type: 'system';
  readonly subtype: 'init';
  readonly tools: readonly string[];
  readonly permissionMode: string;
  readonly capabilities?: readonly string[];
}

export interface ResultMessage extends SdkMessage {
  readonly type: 'result';
  readonly subtype: string;
  readonly is_error: boolean;
  readonly result?: string;
  readonly stop_reason?: string | null;
  readonly errors?: readonly string[];
}

interface UserMessage {
  readonly type: 'user';
  readonly message: { readonly role: 'user'; readonly content: string };
  readonly parent_tool_use_id: null;
  readonly session_id: string;
}

interface Query extends AsyncIterable<SdkMessage> {
  interrupt(): Promise<unknown>;
  close(): void;
}

type QueryFn = (params: { prompt: AsyncIterable<UserMessage>; options: Record<string, unknown> }) => Query;

export interface SessionOptions {
  readonly api: MessagesApi;
  /** Left out: the session has no one to ask (the CLI then takes AskUserQuestion away). */
  readonly canUseTool?: CanUseTool;
  /** The first user message. @default 'Ask me.' */
  readonly prompt?: string;
  /** Query options over the defaults below (e.g. `toolConfig`, `permissionMode`). */
  readonly options?: Record<string, unknown>;
}

export interface Session {
  /** Every message the query streamed, in order. */
  readonly messages: Arrivals<SdkMessage>;
  /** The first `system/init` message. */
  init(): Promise<SystemInit>;
  /** Each call resolves with the next `result` message (one per turn) no earlier call took. */
  nextResult(): Promise<ResultMessage>;
  /** Sends a further user message (the session's input stays open until `close`). */
  send(text: string): void;
  /** The SDK's interrupt: ends the turn under way. */
  interrupt(): Promise<unknown>;
  /** Ends the input, stops the CLI and removes the session's home directory. */
  close(): Promise<void>;
}

let loaded: Promise<QueryFn> | undefined;
const loadQuery = (): Promise<QueryFn> =>
  (loaded ??= import(/* @vite-ignore */ pathToFileURL(claudeAgentSdkPaths().sdk).href).then(
    (sdk: { query: QueryFn }) => sdk.query,
  ));

const userMessage = (content: string): UserMessage => ({
  type: 'user',
  message: { role: 'user', content },
  parent_tool_use_id: null,
  session_id: '',
});

const isType =
  <T extends SdkMessage>(type: string, subtype?: string) =>
  (message: SdkMessage): message is T =>
    message.type === type && (subtype === undefined || message.subtype === subtype);

export async function startSession({ api, canUseTool, prompt = 'Ask me.', options }: SessionOptions): Promise<Session> {
  const query = await loadQuery();
  // A throwaway home: no settings, credentials or session files of the machine reach the CLI.
  const home = mkdtempSync(join(tmpdir(), 'question-dock-claude-'));
  const input = new Arrivals<UserMessage | undefined>();
  const nextInput = input.taker();
  async function* prompts(): AsyncGenerator<UserMessage> {
    yield userMessage(prompt);
    for (let message = await nextInput(); message; message = await nextInput()) yield message;
  }
  const stderr: string[] = [];
  const q = query({
    prompt: prompts(),
    options: {
      pathToClaudeCodeExecutable: claudeAgentSdkPaths().cli,
      cwd: home,
      tools: ['AskUserQuestion'],
      // Without it Claude Code may start in 'auto' mode, whose classifier asks the model first.
      permissionMode: 'default',
      settingSources: [],
      persistSession: false,
      // The SDK passes this env instead of the process's: nothing of the machine's own leaks in.
      env: {
        PATH: process.env['PATH'],
        HOME: home,
        CLAUDE_CONFIG_DIR: join(home, '.claude'),
        ANTHROPIC_BASE_URL: api.baseUrl,
        ANTHROPIC_API_KEY: 'sk-ant-question-dock-test',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      },
      stderr: (data: string) => void stderr.push(data),
      ...(canUseTool ? { canUseTool } : {}),
      ...options,
    },
  });
  const messages = new Arrivals<SdkMessage>();
  const loop = (async () => {
    try {
      for await (const message of q) messages.push(message);
      messages.end(new Error(`the session ended; its stderr:\n${stderr.join('')}`));
    } catch (error) {
      messages.end(new Error(`the session failed: ${String(error)}; its stderr:\n${stderr.join('')}`));
    }
  })();
  return {
    messages,
    init: () => messages.find(isType<SystemInit>('system', 'init')) as Promise<SystemInit>,
    nextResult: messages.taker(isType<ResultMessage>('result')) as () => Promise<ResultMessage>,
    send: (text) => input.push(userMessage(text)),
    interrupt: () => q.interrupt(),
    async close() {
      input.push(undefined);
      q.close();
      await loop;
      rmSync(home, { recursive: true, force: true });
    },
  };
}
