import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { createAskUserQuestionBridge } from '../../src/claude-agent-sdk/index';
import { startMessagesApi, toolResultIn, type MessagesApi } from './support/messages-api';
import { chose, color, INTERRUPTED, REJECTED, size } from './support/questions';
import { toolResult } from './support/scenario';
import { startSession, type Session } from './support/session';

// A person answers Claude's AskUserQuestion in the real dock, in Chromium: the real CLI asks through
// the bridge's canUseTool (in Node), the page (test/claude/page, React, served by Vite) shows it with
// the page end and the dock, and what the person does there reaches the model as the CLI writes it.

const here = dirname(fileURLToPath(import.meta.url));
let vite: ViteDevServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: join(here, 'page'),
    plugins: [react()],
    logLevel: 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, fs: { allow: [join(here, '..', '..')] }, hmr: false },
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-dev-runtime',
        '@radix-ui/react-radio-group',
        '@radix-ui/react-checkbox',
        'clsx',
      ],
    },
  });
  await vite.listen();
  origin = vite.resolvedUrls?.local[0] ?? '';
  const executablePath = process.env['CHROMIUM_PATH'] ?? findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH.');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

interface Chat {
  readonly api: MessagesApi;
  readonly session: Session;
  readonly tab: Page;
  readonly toolUseId: string;
}
let chat: Chat | undefined;

afterEach(async () => {
  await chat?.tab.close();
  await chat?.session.close();
  await chat?.api.close();
  chat = undefined;
});

/** The page open in a tab, linked to the bridge in Node (JSON both ways), and the CLI asking `input`. */
async function open(input: unknown): Promise<Chat> {
  const api = await startMessagesApi();
  const [toolUseId = ''] = api.script({ askUserQuestion: input }, { text: 'Thanks.' });
  const tab = await browser.newPage();
  const deliver = (message: unknown): Promise<void> =>
    tab
      .evaluate((sent) => window.fromServer?.(sent), message)
      .catch(() => {
        // The page is reloading: it gets every open question from `pending()` when it connects again.
      });
  const bridge = createAskUserQuestionBridge({ send: (message) => void deliver(message) });
  await tab.exposeFunction('toServer', (message: unknown) => bridge.receive(message));
  await tab.exposeFunction('connected', () => deliver(bridge.pending()));
  await tab.goto(origin);
  const session = await startSession({ api, canUseTool: bridge.canUseTool });
  chat = { api, session, tab, toolUseId };
  return chat;
}

/** The tool result the model read once the turn is over. */
async function toolResultRead({ session, api, toolUseId }: Chat) {
  await session.nextResult();
  return api.requests.items.map((request) => toolResultIn(request, toolUseId)).find(Boolean);
}

it('the person picks and submits in the dock; the model reads their answer', async () => {
  const opened = await open({ questions: [color] });
  const { tab } = opened;
  await tab.getByRole('radio', { name: /Blue/ }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await toolResultRead(opened)).toEqual(toolResult(opened.toolUseId, chose('"Which color?"="Blue"')));
  await tab.getByRole('group', { name: 'Answer summary' }).waitFor();
  expect(await tab.getByRole('group', { name: 'Answer summary' }).textContent()).toContain('Choice: Blue');
});

it('a reload mid-answer: the question comes back with the pick and the step kept, and the answer goes through', async () => {
  const opened = await open({ questions: [color, size] });
  const { tab } = opened;
  await tab.getByRole('radio', { name: /Red/ }).click();
  await tab.getByRole('button', { name: 'Next' }).click();
  await tab.reload();
  // Back on the second question, where the person was; the first still has its pick.
  await tab.getByRole('radio', { name: /Small/ }).click();
  await tab.getByRole('button', { name: 'Back' }).click();
  expect(await tab.getByRole('radio', { name: /Red/ }).isChecked()).toBe(true);
  await tab.getByRole('button', { name: 'Next' }).click();
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await toolResultRead(opened)).toEqual(
    toolResult(opened.toolUseId, chose('"Which color?"="Red", "Which size?"="Small"')),
  );
});

it('an interrupt while the person answers: Cancelled · Not sent, Use as message fills the composer, the model reads the rejection', async () => {
  const opened = await open({ questions: [color] });
  const { tab, session, api, toolUseId } = opened;
  await tab.getByRole('radio', { name: /Red/ }).click();
  await session.interrupt();
  const summary = tab.getByRole('group', { name: 'Answer summary' });
  await summary.getByText('Cancelled · Not sent').waitFor();
  expect(await tab.getByRole('radio', { name: /Red/ }).count()).toBe(0);
  await summary.getByRole('button', { name: 'Use as message' }).click();
  expect(await tab.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('My answers:\nChoice: Red');
  expect(await session.nextResult()).toMatchObject({ subtype: 'error_during_execution' });
  await api.nextRequest();
  session.send('Go on without it.');
  const next = await api.nextRequest();
  expect(toolResultIn(next, toolUseId)).toEqual(toolResult(toolUseId, REJECTED, true));
  expect(next.messages.at(-1)?.content).toContainEqual({ type: 'text', text: INTERRUPTED });
});
