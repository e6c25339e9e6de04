import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startControlUi, type ControlUi } from './support/control-ui';
import { tag } from './support/model-server';

// The plugin inside the real Control UI served by the real gateway, installed from the packed
// tarball as the README says, driven in Chromium as a person: the dock above the built-in composer.
// Questions come from the scripted model's `ask_user` (what the agent receives is checked) or from an
// operator's `question.request` (what the gateway receives is checked: its `question.resolved`).

const MAIN = 'agent:main:main';
let ui: ControlUi | undefined;

beforeAll(async () => {
  ui = await startControlUi({ asyncInject: true });
}, 300_000);

afterAll(async () => {
  await ui?.stop();
});

/** The plugin's root: the dock element, the built-in composer inside it. */
const dockOf = (page: Page): Locator => page.locator('.qd-openclaw');
const composer = (page: Page): Locator => page.locator('.agent-chat__composer-shell textarea').first();

/**
 * Opens the chat and waits until the dock is bound to the session on screen and synced with the
 * gateway. From then on, a page-side watcher records any frame in which the Control UI's own question
 * panel is visible while the dock shows a question (`nativeSeenWithDock`).
 */
async function openChat(c: ControlUi): Promise<Page> {
  const page = await c.open();
  await openChatAgain(page);
  return page;
}

/** After a (re)load: waits for the plugin to bind and starts the native-panel watcher. */
async function openChatAgain(page: Page): Promise<void> {
  const log: string[] = [];
  page.on('pageerror', (e) => log.push(String(e)));
  await page
    .waitForFunction(
      () => {
        const dock = document.querySelector('.qd-openclaw > *') as
          (Element & { gateway?: { getState(): { synced: boolean } } }) | null;
        return dock?.gateway?.getState().synced === true;
      },
      undefined,
      { timeout: 90_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`the plugin did not bind: ${String(error)}\n${log.join('\n')}`, { cause: error });
    });
  await page.evaluate(() => {
    const w = window as unknown as { __qdNativeSeen: number };
    w.__qdNativeSeen = 0;
    const watch = (): void => {
      const native = document.querySelector('.agent-chat__question-dock');
      const active = document.querySelector('.qd-openclaw[data-qd-dock-active]');
      if (native && active && native.getBoundingClientRect().height > 0) w.__qdNativeSeen += 1;
      requestAnimationFrame(watch);
    };
    watch();
  });
}

const nativeSeenWithDock = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __qdNativeSeen: number }).__qdNativeSeen);

/** An operator's `question.request` in the main session; resolves with the record id. */
async function request(c: ControlUi, questions: unknown[], timeoutMs = 120_000): Promise<string> {
  const { id } = (await c.operator.call('question.request', { sessionKey: MAIN, timeoutMs, questions })) as {
    id: string;
  };
  return id;
}

/** The gateway's `question.resolved` for a record, as every client receives it. */
async function resolvedAtGateway(c: ControlUi, id: string): Promise<unknown> {
  const event = await c.operator.waitForEvent(
    (e) => e.event === 'question.resolved' && (e.payload as { id?: string }).id === id,
    60_000,
  );
  return event.payload;
}

const color = {
  questionId: 'color',
  header: 'Color',
  question: 'Which colour should the button be?',
  options: [{ label: 'Red' }, { label: 'Blue' }],
};

describe('question-dock in the real Control UI', () => {
  it('asks two questions through ask_user, answered with the keyboard: the model gets the exact result, the native panel never shows, the composer takes text afterwards', async () => {
    const c = ui!;
    c.model.script('two', {
      askUser: {
        questions: [
          {
            id: 'region',
            header: 'Region',
            question: 'Which region should serve it?',
            options: [{ label: 'Europe (Recommended)' }, { label: 'Asia' }, { label: 'Americas' }],
          },
          {
            id: 'extras',
            header: 'Extras',
            question: 'What else should be set up?',
            multiSelect: true,
            options: [{ label: 'CDN' }, { label: 'Backups' }],
          },
        ],
      },
    });
    const page = await openChat(c);
    const dock = dockOf(page);
    await composer(page).fill(`Set it up, please ${tag('two')}`);
    await composer(page).press('Enter');

    // The question takes focus when it arrives; the keyboard answers it.
    await dock.getByRole('radio', { name: 'Asia' }).waitFor({ timeout: 150_000 });
    await expect
      .poll(() => dock.getByRole('radio', { name: /Europe/ }).evaluate((el) => el.matches(':focus')))
      .toBe(true);
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await dock.getByRole('checkbox', { name: 'Backups' }).waitFor();
    await page.keyboard.press('2');
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await dock.getByText('Check your answers').waitFor();
    await page.keyboard.press('Enter');

    const [callId] = c.model.callsOf('two');
    expect(await c.model.waitForToolResult(callId!, 60_000)).toEqual({
      status: 'answered',
      answers: { answers: { region: ['Asia'], extras: ['Backups', 'CDN'] } },
    });
    expect(await nativeSeenWithDock(page)).toBe(0);
    // The panel is gone and the built-in composer is back, taking text.
    await dock.getByRole('radio', { name: 'Asia' }).waitFor({ state: 'detached' });
    await composer(page).fill('Thanks');
    await expect.poll(() => composer(page).inputValue()).toBe('Thanks');

    // The timeline's summary of the answer is the Control UI's own, rebuilt from the transcript after a reload.
    await page.reload();
    await page.getByText('Which region should serve it?').first().waitFor({ timeout: 60_000 });
    await page.close();
  }, 300_000);

  it('a free-text question (no options) is answered with the person’s own words', async () => {
    const c = ui!;
    const page = await openChat(c);
    const id = await request(c, [
      { questionId: 'release_name', header: 'Name', question: 'What should the release be called?', options: [] },
    ]);
    const answer = dockOf(page)
      .getByRole('textbox', { name: /answer|other|release/i })
      .first();
    await answer.waitFor({ timeout: 30_000 });
    await answer.fill('Blue Heron');
    await page.keyboard.press('Enter');
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { release_name: ['Blue Heron'] } },
    });
    expect(await nativeSeenWithDock(page)).toBe(0);
    await page.close();
  }, 120_000);

  it('Skip declines: the gateway gets the cancel, the dock says Skipped', async () => {
    const c = ui!;
    const page = await openChat(c);
    const id = await request(c, [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    await dock.getByRole('button', { name: 'Skip' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'cancelled' });
    await dock.getByText('Skipped').first().waitFor();
    await composer(page).fill('Carry on');
    await expect.poll(() => composer(page).inputValue()).toBe('Carry on');
    await page.close();
  }, 120_000);

  it('expiry: at the deadline the dock says Expired and the composer is back', async () => {
    const c = ui!;
    const page = await openChat(c);
    const id = await request(c, [color], 12_000);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Blue' }).waitFor({ timeout: 10_000 });
    await dock.getByText('Expired').first().waitFor({ timeout: 30_000 });
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'expired' });
    await composer(page).fill('Too late');
    await expect.poll(() => composer(page).inputValue()).toBe('Too late');
    expect(await nativeSeenWithDock(page)).toBe(0);
    await page.close();
  }, 120_000);

  it('a cancel at the end of the run: the dock says Cancelled, the model gets no_answer', async () => {
    const c = ui!;
    c.model.script('cancel', {
      askUser: { questions: [{ id: 'color', header: 'Color', question: color.question, options: color.options }] },
    });
    const since = c.operator.events.length;
    const page = await openChat(c);
    const dock = dockOf(page);
    await composer(page).fill(`Style it ${tag('cancel')}`);
    await composer(page).press('Enter');
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 150_000 });
    const requested = await c.operator.waitForEvent(
      (e) => e.event === 'question.requested' && c.operator.events.indexOf(e) >= since,
    );
    const { id, runId } = requested.payload as { id: string; runId: string };
    await c.operator.call('chat.abort', { sessionKey: MAIN, runId });
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'cancelled' });
    await dock.getByText('Cancelled').first().waitFor({ timeout: 60_000 });
    expect(await nativeSeenWithDock(page)).toBe(0);
    await page.close();
  }, 300_000);

  it('the plugin entry failing to load leaves the native question panel working', async () => {
    const c = ui!;
    // No service worker: every request of the page goes through the route below.
    const context = await c.browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (r) => void (r.url().includes('question-dock') && seen.push(r.url())));
    await page.route(
      (url) => url.pathname.includes('/question-dock/') && url.pathname.endsWith('.js'),
      (route) => route.fulfill({ status: 500, body: 'broken' }),
    );
    await page.goto(c.chatUrl());
    await composer(page).waitFor({ timeout: 60_000 });
    const id = await request(c, [color]);
    const native = page.locator('.agent-chat__question-dock');
    const blue = native.locator('.chat-question-panel__option', { hasText: 'Blue' });
    await blue.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/qd-native-fail.png' });
      throw new Error(`${String(error)}\nplugin requests: ${seen.join(', ')}`, { cause: error });
    });
    await blue.click();
    await native.getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    expect(await page.locator('.qd-openclaw').count()).toBe(0);
    await context.close();
  }, 120_000);
  it('the same question in two tabs: answered in one, the other says Answered elsewhere', async () => {
    const c = ui!;
    const [first, second] = [await openChat(c), await openChat(c)];
    const since = c.operator.events.length;
    const id = await request(c, [color]);
    const requestedAt = await c.operator
      .waitForEvent((e) => e.event === 'question.requested' && c.operator.events.indexOf(e) >= since)
      .then(() => Date.now());
    await dockOf(first).getByRole('radio', { name: 'Blue' }).waitFor({ timeout: 30_000 });
    // From the gateway's event (as the operator client saw it) to the dock on screen.
    console.log(`[control-ui] question.requested to the dock on screen: ${Date.now() - requestedAt} ms`);
    await dockOf(second).getByRole('radio', { name: 'Blue' }).waitFor({ timeout: 30_000 });
    await dockOf(first).getByRole('radio', { name: 'Blue' }).click();
    await dockOf(first).getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    await dockOf(second).getByText('Answered elsewhere').first().waitFor({ timeout: 30_000 });
    await dockOf(second).getByRole('radio', { name: 'Blue' }).waitFor({ state: 'detached' });
    expect(await nativeSeenWithDock(first)).toBe(0);
    expect(await nativeSeenWithDock(second)).toBe(0);
    await first.close();
    await second.close();
  }, 120_000);

  it('a reload mid-answer keeps the draft', async () => {
    const c = ui!;
    const page = await openChat(c);
    const id = await request(c, [
      color,
      { questionId: 'size', header: 'Size', question: 'How big?', options: [{ label: 'Small' }, { label: 'Large' }] },
    ]);
    await dockOf(page).getByRole('radio', { name: 'Blue' }).click({ timeout: 30_000 });
    await expect
      .poll(() => dockOf(page).getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.reload();
    await openChatAgain(page);
    const blue = dockOf(page).getByRole('radio', { name: 'Blue' });
    await blue.waitFor({ timeout: 30_000 });
    expect(await blue.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Enter');
    await dockOf(page).getByRole('radio', { name: 'Large' }).click();
    await page.keyboard.press('Enter');
    await dockOf(page).getByText('Check your answers').waitFor();
    await dockOf(page).getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'], size: ['Large'] } },
    });
    await page.close();
  }, 120_000);

  it('an async question stays answerable in the Control UI’s own panel; its answer goes out as the chat message the Control UI sends', async () => {
    const c = ui!;
    const page = await openChat(c);
    // The main session has a transcript (the first test ran in it); the async message goes at its end.
    // Last in the file: the answered async item stays in the transcript the Control UI reads.
    const { sessionId } = (await c.operator.call('chat.history', { sessionKey: MAIN, limit: 1 })) as {
      sessionId: string;
    };
    await c.operator.call('qdtest.injectAsync', {
      sessionKey: MAIN,
      sessionId,
      itemId: 'fruit-1',
      questions: [{ title: 'Which fruit?', options: ['Apple', 'Pear'] }],
    });
    const native = page.locator('.agent-chat__question-dock');
    await native.getByRole('radio', { name: /Pear/ }).click({ timeout: 30_000 });
    await native.getByRole('button', { name: 'Submit' }).click();
    // The transcript gets the person's answer as a user message in the Control UI's own format.
    await vi.waitFor(
      async () => {
        const { messages } = (await c.operator.call('chat.history', { sessionKey: MAIN, limit: 5 })) as {
          messages: { role: string; content: unknown }[];
        };
        const texts = messages.filter((m) => m.role === 'user').map((m) => JSON.stringify(m.content));
        expect(texts.some((t) => t.includes('> Which fruit?\\n\\nPear'))).toBe(true);
      },
      { timeout: 30_000, interval: 250 },
    );
    await page.close();
  }, 120_000);
});
