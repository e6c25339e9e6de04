import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startPageBrowser } from '../../support/page-browser';
import { createAskUserQuestionBridge, type AskUserQuestionPreviewFormat } from '../../../src/claude-agent-sdk/index';
import { Arrivals } from './arrivals';
import { startMessagesApi, toolResultIn, type MessagesApi, type ToolResult } from './messages-api';
import { startSession, type Session } from './session';

/**
 * The chat page (test/claude/page: React, the page end and the dock, served by Vite) in Chromium,
 * linked to the bridge in Node (JSON both ways), with the real CLI asking through the bridge's
 * `canUseTool`: what the person does in the page reaches the model as the CLI writes it.
 */

const pageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'page');

/** The page's server and the browser, shared by a file's tests. */
export interface ChatServer {
  /** Opens the page in `tabs` tabs on one bridge, and starts the CLI asking `input`. */
  open(input: unknown, options?: ChatOptions): Promise<Chat>;
  close(): Promise<void>;
}

export interface ChatOptions {
  /** The bridge's `previewFormat`; the session gets `bridge.toolConfig`. */
  readonly previewFormat?: AskUserQuestionPreviewFormat;
  /** How many tabs show the page, each connected to the bridge. @default 1 */
  readonly tabs?: number;
}

export interface Chat {
  readonly api: MessagesApi;
  readonly session: Session;
  /** The first tab. */
  readonly tab: Page;
  readonly tabs: readonly Page[];
  /** The id of the scripted AskUserQuestion. */
  readonly toolUseId: string;
  /** Each call resolves with the next message the person sent from a tab's composer. */
  said(): Promise<string>;
  /** The tool result the model read, once the turn is over. */
  toolResultRead(): Promise<ToolResult | undefined>;
  close(): Promise<void>;
}

export async function startChatServer(): Promise<ChatServer> {
  const { origin, browser, close } = await startPageBrowser(pageRoot);
  return {
    open: (input, options) => openChat(browser, `${origin}/`, input, options),
    close,
  };
}

async function openChat(browser: Browser, origin: string, input: unknown, options: ChatOptions = {}): Promise<Chat> {
  const api = await startMessagesApi();
  const [toolUseId = ''] = api.script({ askUserQuestion: input }, { text: 'Thanks.' });
  const tabs = await Promise.all(Array.from({ length: options.tabs ?? 1 }, () => browser.newPage()));
  const deliver = (tab: Page, message: unknown): Promise<void> =>
    tab
      .evaluate((sent) => window.fromServer?.(sent), message)
      .catch(() => {
        // The page is reloading: it gets every open question from `pending()` when it connects again.
      });
  const bridge = createAskUserQuestionBridge({
    send: (message) => tabs.forEach((tab) => void deliver(tab, message)),
    ...(options.previewFormat && { previewFormat: options.previewFormat }),
  });
  const said = new Arrivals<string>();
  for (const tab of tabs) {
    await tab.exposeFunction('toServer', (message: unknown) => bridge.receive(message));
    await tab.exposeFunction('connected', () => deliver(tab, bridge.pending()));
    await tab.exposeFunction('chat', (text: string) => said.push(text));
    await tab.goto(origin);
  }
  const session = await startSession({
    api,
    canUseTool: bridge.canUseTool,
    options: { toolConfig: bridge.toolConfig },
  });
  return {
    api,
    session,
    tab: tabs[0]!,
    tabs,
    toolUseId,
    said: said.taker(),
    async toolResultRead() {
      await session.nextResult();
      return api.requests.items.map((request) => toolResultIn(request, toolUseId)).find(Boolean);
    },
    async close() {
      await Promise.all(tabs.map((tab) => tab.close()));
      await session.close();
      await api.close();
    },
  };
}
