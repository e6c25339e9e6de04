import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, onTestFailed, vi } from 'vitest';
import type { ControlUi } from './control-ui';

// A person's page in the real Control UI with the plugin: opening a session's chat, what they see
// (the dock, the composer, the Control UI's own panel) and the moves the tests make beside them.

/** Where a failing test leaves its pages' screenshots. */
export const FAILURES = join(import.meta.dirname, '../../../test-results/control-ui');

/** The session key of a test's own session. */
export const keyOf = (session: string): string => `agent:main:${session}`;

/** The plugin's root: the dock element, the built-in composer inside it. */
// The Control UI keeps a pane per visited session (hidden when another is shown), each with its
// own composer and so its own plugin root: the visible one is the person's.
export const dockOf = (page: Page): Locator => page.locator('.qd-openclaw:visible');
/** The visible pane's composer text box (not a hidden pane's, nor a question panel's own text field). */
export const composer = (page: Page): Locator => page.locator('.agent-chat__composer-combobox:visible > textarea');
/** The Control UI's own question panel (inside its built-in composer). */
export const nativePanel = (page: Page): Locator => page.locator('.agent-chat__question-dock');

/**
 * Opens the chat of `session` in a browser context of its own and waits until the dock is bound to
 * that session and synced with the gateway. From then on, a page-side watcher records any frame in
 * which the Control UI's own question panel is visible while the dock shows a question
 * (`nativeSeenWithDock`). A failing test leaves a screenshot of the page.
 */
export async function openChat(c: ControlUi, session: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await c.browser.newContext({ viewport: { width: 1280, height: 860 }, ...options });
  const page = await context.newPage();
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    mkdirSync(FAILURES, { recursive: true });
    const path = join(FAILURES, `${task.name.replace(/\W+/g, '-').slice(0, 60)}-${Date.now()}.png`);
    await page.screenshot({ path }).catch(() => {});
    console.log(`[control-ui] screenshot of the failing page: ${path}`);
  });
  await page.goto(c.chatUrl(session));
  await bound(page, keyOf(session));
  return page;
}

/** After a (re)load: waits for the plugin to bind to `sessionKey` and starts the native-panel watcher. */
export async function bound(page: Page, sessionKey: string): Promise<void> {
  const log: string[] = [];
  page.on('pageerror', (e) => log.push(String(e)));
  await page
    .waitForFunction(
      (key) => {
        const dock = document.querySelector('.qd-openclaw > *') as
          | (Element & {
              gateway?: { getState(): { synced: boolean }; queue: { getState(): { sessionKey?: string } } };
            })
          | null;
        return dock?.gateway?.getState().synced === true && dock.gateway.queue.getState().sessionKey === key;
      },
      sessionKey,
      { timeout: 90_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`the plugin did not bind to ${sessionKey}: ${String(error)}\n${log.join('\n')}`, {
        cause: error,
      });
    });
  await page.evaluate(() => {
    const w = window as unknown as { __qdNativeSeen: number };
    w.__qdNativeSeen = 0;
    // A frame counts when the Control UI's panel is on screen while the dock shows a question, or
    // shows a blocking question the dock has or had (answered there, not yet cleared by the Control UI).
    const watch = (): void => {
      const native = document.querySelector('.agent-chat__question-dock');
      const active = document.querySelector('.qd-openclaw[data-qd-dock-active]');
      const panel = document.querySelector('openclaw-chat-question-panel') as
        (Element & { props?: { model?: { requestKey?: string } } }) | null;
      const key = panel?.props?.model?.requestKey;
      const docks = [...document.querySelectorAll('.qd-openclaw > *')] as (Element & {
        gateway?: { getStore(id: string): unknown };
      })[];
      const ours = key !== undefined && docks.some((dock) => dock.gateway?.getStore(key) !== undefined);
      if (native && (active || ours) && native.getBoundingClientRect().height > 0) w.__qdNativeSeen += 1;
      requestAnimationFrame(watch);
    };
    watch();
  });
}

export const nativeSeenWithDock = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __qdNativeSeen: number }).__qdNativeSeen);

/**
 * Opens the chat of `session` in a page where the plugin's entry fails to load (an HTTP 500, no
 * service worker to go around it): the Control UI reloads once (its "mount recovery", for a stale
 * build) and runs as it ships from there on. `seen` collects the plugin's requests.
 */
export async function openWithoutPlugin(c: ControlUi, session: string): Promise<{ page: Page; seen: string[] }> {
  const context = await c.browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (r) => void (r.url().includes('question-dock') && seen.push(r.url())));
  await page.route(
    (url) => url.pathname.includes('/question-dock/') && url.pathname.endsWith('.js'),
    (route) => route.fulfill({ status: 500, body: 'broken' }),
  );
  await page.goto(c.chatUrl(session));
  await page.waitForURL(/openclaw_mount_recovery=/, { timeout: 60_000 });
  await composer(page).waitFor({ timeout: 60_000 });
  return { page, seen };
}

export async function close(page: Page): Promise<void> {
  await page.context().close();
}

/** An operator's `question.request` in a test's session; resolves with the record id. */
export async function request(
  c: ControlUi,
  session: string,
  questions: unknown[],
  timeoutMs = 120_000,
): Promise<string> {
  const { id } = (await c.operator.call('question.request', {
    sessionKey: keyOf(session),
    timeoutMs,
    questions,
  })) as { id: string };
  return id;
}

/** The gateway's `question.resolved` for a record, as every client receives it. */
export async function resolvedAtGateway(c: ControlUi, id: string): Promise<unknown> {
  const event = await c.operator.waitForEvent(
    (e) => e.event === 'question.resolved' && (e.payload as { id?: string }).id === id,
    60_000,
  );
  return event.payload;
}

/** Sends `text` from the Control UI's own composer, as the person does. */
export async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/**
 * Puts an async question ("Which fruit?", Apple or Pear) at the end of the session's transcript, as
 * an assistant message carrying `openclawAsyncDelivery`; the session gets a transcript from a first
 * message sent in the page.
 */
export async function injectAsync(c: ControlUi, page: Page, session: string): Promise<void> {
  await send(page, 'Hello');
  const sessionId = await vi.waitFor(
    async () => {
      const { sessionId, messages } = (await c.operator.call('chat.history', {
        sessionKey: keyOf(session),
        limit: 5,
      })) as { sessionId?: string; messages: { role: string }[] };
      expect(messages.some((m) => m.role === 'assistant')).toBe(true);
      return sessionId!;
    },
    { timeout: 150_000, interval: 500 },
  );
  await c.operator.call('qdtest.injectAsync', {
    sessionKey: keyOf(session),
    sessionId,
    itemId: `fruit-${session}`,
    questions: [{ title: 'Which fruit?', options: ['Apple', 'Pear'] }],
  });
}

/** Picks Pear in the Control UI's own panel and waits for the answer in the transcript, in the Control UI's format. */
export async function answerAsync(c: ControlUi, page: Page, session: string): Promise<void> {
  await nativePanel(page).getByRole('radio', { name: /Pear/ }).click({ timeout: 30_000 });
  await nativePanel(page).getByRole('button', { name: 'Submit' }).click();
  await vi.waitFor(
    async () => {
      const { messages } = (await c.operator.call('chat.history', { sessionKey: keyOf(session), limit: 5 })) as {
        messages: { role: string; content: unknown }[];
      };
      const texts = messages.filter((m) => m.role === 'user').map((m) => JSON.stringify(m.content));
      expect(texts.some((t) => t.includes('> Which fruit?\\n\\nPear'))).toBe(true);
    },
    { timeout: 30_000, interval: 250 },
  );
}

export const color = {
  questionId: 'color',
  header: 'Color',
  question: 'Which colour should the button be?',
  options: [{ label: 'Red' }, { label: 'Blue' }],
};

/**
 * Valid on the wire, refused by the dock: two labels that look the same to the person (they differ
 * only in an invisible character), so no card could tell them apart.
 */
export const unshowable = {
  questionId: 'doc',
  header: 'Doc',
  question: 'Is this the right document?',
  options: [{ label: 'Same' }, { label: 'Sa\u200Bme' }],
};
