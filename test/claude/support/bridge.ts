import { persistDrafts, type AnswerSummaryData, type QuestionStore, type Resolution } from '../../../src/core/index';
import type { StorageAdapter } from '../../../src/core/store/persistence';
import {
  createAskUserQuestionBridge,
  createAskUserQuestionPage,
  type AskUserQuestionPage,
} from '../../../src/claude-agent-sdk/index';
import { Arrivals } from './arrivals';
import { startMessagesApi, toolResultIn, type MessagesApi, type ToolResult } from './messages-api';
import { startSession, type ResultMessage, type Session } from './session';

/**
 * The real CLI asking through the entry's two ends: `canUseTool` from the bridge, and the page end
 * (whose prompts are real question-dock stores) playing the page, linked by an in-memory channel
 * that carries each message as JSON text, as a socket would.
 */

/** A prompt that ended in the page: its summary, how it ended, and the tool use's id. */
export interface Ended {
  readonly summary: AnswerSummaryData;
  readonly resolution: Resolution;
  readonly toolUseID: string;
}

export interface BridgeRound {
  readonly api: MessagesApi;
  readonly session: Session;
  readonly toolUseId: string;
  readonly bridge: ReturnType<typeof createAskUserQuestionBridge>;
  /** Every message the server sent to the page, as the page parsed it. */
  readonly toPage: Arrivals<unknown>;
  /** Every message the page sent to the server, as the server parsed it. */
  readonly toServer: Arrivals<unknown>;
  /** The prompts that ended in the page. */
  readonly ended: Arrivals<Ended>;
  /** The page end now showing the questions (a reload replaces it). */
  page(): AskUserQuestionPage;
  /** A new page end in place of the current one, with the same storage: a reload. */
  reload(): AskUserQuestionPage;
  /** The turn's result and the tool result the model read in the request after it. */
  finish(): Promise<{ result: ResultMessage; toolResult: ToolResult | undefined }>;
  close(): Promise<void>;
}

/** Where a page keeps drafts: a storage of its own (Node has no sessionStorage), shared across reloads. */
function memoryStorage(): StorageAdapter {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The text of a message, parsed back: what crosses a real channel is JSON, never the sender's objects. */
const overTheWire = (message: unknown): unknown => JSON.parse(JSON.stringify(message));

export async function startBridgeRound(
  input: unknown,
  options: { timeoutSeconds?: number } = {},
): Promise<BridgeRound> {
  const api = await startMessagesApi();
  const [toolUseId = ''] = api.script({ askUserQuestion: input }, { text: 'Thanks.' });
  const toPage = new Arrivals<unknown>();
  const toServer = new Arrivals<unknown>();
  const ended = new Arrivals<Ended>();
  const persist = persistDrafts({ storage: memoryStorage() });
  const bridge = createAskUserQuestionBridge({
    send: (message) => {
      const sent = overTheWire(message);
      toPage.push(sent);
      current.receive(sent);
    },
    ...options,
  });
  const open = (): AskUserQuestionPage =>
    createAskUserQuestionPage({
      persist,
      send: (message) => {
        const sent = overTheWire(message);
        toServer.push(sent);
        bridge.receive(sent);
      },
      onResolve: (summary, resolution, toolUseID) => ended.push({ summary, resolution, toolUseID }),
    });
  let current = open();
  const session = await startSession({ api, canUseTool: bridge.canUseTool });
  return {
    api,
    session,
    toolUseId,
    bridge,
    toPage,
    toServer,
    ended,
    page: () => current,
    reload() {
      current.dispose();
      current = open();
      // The server sends the open questions to a page that connects.
      current.receive(overTheWire(bridge.pending()));
      return current;
    },
    async finish() {
      const result = await session.nextResult();
      const toolResult = api.requests.items.map((request) => toolResultIn(request, toolUseId)).find(Boolean);
      return { result, toolResult };
    },
    async close() {
      current.dispose();
      await session.close();
      await api.close();
    },
  };
}

/** The prompt the page shows, once it shows one. */
export function shown(page: AskUserQuestionPage): Promise<QuestionStore> {
  return new Promise((resolve) => {
    let stop = (): void => {};
    const look = (): void => {
      const { active } = page.queue.getState();
      if (!active) return;
      stop();
      resolve(active);
    };
    stop = page.queue.subscribe(look);
    look();
  });
}
