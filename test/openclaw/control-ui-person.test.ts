import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlUi, type ControlUi } from './support/control-ui';
import {
  answerAsync,
  bound,
  close,
  color,
  composer,
  dockOf,
  injectAsync,
  keyOf,
  nativePanel,
  openChat,
  request,
  resolvedAtGateway,
  send,
  unshowable,
} from './support/control-ui-page';
import { tag } from './support/model-server';

// The plugin in the real Control UI as a person uses it, mixing moves: the dock's keys after a
// collapse, after typing in the composer, after a session switch and after a reconnect; a gateway
// restart with a draft; the free-text hint; a refused question's notice in the composer column; a
// Control UI whose question panel the plugin cannot read. A gateway of its own: one test restarts it.

let ui: ControlUi | undefined;

beforeAll(async () => {
  ui = await startControlUi({ asyncInject: true });
}, 300_000);

afterAll(async () => {
  await ui?.stop();
});

/** Collapses the dock with Escape, as a person does, and waits for its mini bar. */
async function collapse(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await dockOf(page).getByRole('button', { name: 'Show question' }).waitFor();
}

/** Expands the dock from its mini bar and waits until its panel holds focus. */
async function expand(page: Page): Promise<void> {
  await dockOf(page).getByRole('button', { name: 'Show question' }).click();
  await expect
    .poll(() =>
      dockOf(page)
        .locator('[part~="panel"]')
        .evaluate((panel) => panel.matches(':focus-within')),
    )
    .toBe(true);
}

/**
 * With focus in the dock's question, picks Blue with its digit and sends it with Enter, as a person
 * does; the gateway gets exactly Blue for the record `id`.
 */
async function answerBlueByKeys(c: ControlUi, page: Page, id: string): Promise<void> {
  await page.keyboard.press('2');
  await expect.poll(() => checked(page, 'Blue')).toBe('true');
  await page.keyboard.press('Enter');
  expect(await resolvedAtGateway(c, id)).toMatchObject({
    status: 'answered',
    answers: { answers: { color: ['Blue'] } },
  });
}

const checked = (page: Page, name: string | RegExp): Promise<string | null> =>
  dockOf(page)
    .getByRole('radio', { name })
    .or(dockOf(page).getByRole('checkbox', { name }))
    .getAttribute('aria-checked');

describe('the dock’s keys as a person mixes moves', () => {
  it('digits pick after a collapse and an expand, and after typing in the composer; the model gets exactly what was picked', async () => {
    const c = ui!;
    c.model.script('keys', {
      askUser: {
        questions: [
          {
            id: 'region',
            header: 'Region',
            question: 'Which region should serve it?',
            options: [{ label: 'Europe' }, { label: 'Asia' }, { label: 'Americas' }],
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
    const page = await openChat(c, 'qd-keys');
    const dock = dockOf(page);
    await send(page, `Set it up ${tag('keys')}`);
    await dock.getByRole('radio', { name: 'Asia' }).waitFor({ timeout: 150_000 });
    await expect.poll(() => dock.getByText('1–4 choose · Enter next · Esc minimize').isVisible()).toBe(true);

    await collapse(page);
    await expand(page);
    // The digit picks Asia and shows the next question; the Enter after it stays there.
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await dock.getByRole('checkbox', { name: 'Backups' }).waitFor();
    expect([await checked(page, 'CDN'), await checked(page, 'Backups')]).toEqual(['false', 'false']);

    // The person leaves the question for the composer, types there, and comes back.
    await collapse(page);
    await composer(page).click();
    await page.keyboard.type('Notes for later');
    await expand(page);
    await page.keyboard.press('2');
    await page.keyboard.press('1');
    await expect.poll(() => checked(page, 'CDN')).toBe('true');
    await page.keyboard.press('Enter');
    await dock.getByText('Check your answers').waitFor();
    await page.keyboard.press('Enter');

    const [callId] = c.model.callsOf('keys');
    expect(await c.model.waitForToolResult(callId!, 60_000)).toEqual({
      status: 'answered',
      answers: { answers: { region: ['Asia'], extras: ['Backups', 'CDN'] } },
    });
    // Nothing the person typed in the composer was taken by the dock, nor a digit by the composer.
    await expect.poll(() => composer(page).inputValue()).toBe('Notes for later');
    await close(page);
  }, 300_000);

  it('digits pick after a switch to another session from the sidebar', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-switch');
    const id = await request(c, 'main', [color]);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await dockOf(page).getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    // Focus is on the sidebar: the person minimizes with the chevron, then opens the question again.
    await dockOf(page).getByRole('button', { name: 'Minimize question' }).click();
    await expand(page);
    await answerBlueByKeys(c, page, id);
    await close(page);
  }, 120_000);

  it('a digit on the focused mini bar picks there and opens the question; the composer gets nothing', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-minibar-digit');
    const id = await request(c, 'qd-minibar-digit', [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    await collapse(page);
    await dock.getByRole('button', { name: 'Show question' }).focus();
    await page.keyboard.press('2');
    await expect.poll(() => checked(page, 'Blue')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    // The composer, back after the answer, holds nothing of the digit.
    await expect.poll(() => composer(page).inputValue()).toBe('');
    await close(page);
  }, 120_000);

  it('a free-text question’s hint advertises no digits', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-free-hint');
    await request(c, 'qd-free-hint', [
      { questionId: 'name', header: 'Name', question: 'What should the release be called?', options: [] },
    ]);
    const dock = dockOf(page);
    await dock.getByRole('textbox', { name: 'Your answer for Name' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => dock.locator('[part~="footer"]').innerText()).toContain('Enter submit · Esc minimize');
    expect(await dock.locator('[part~="footer"]').innerText()).not.toMatch(/\d\s*choose/);
    await close(page);
  }, 120_000);

  it('a refused question’s notice sits in the composer column, not across the chat pane', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-notice-width');
    await request(c, 'qd-notice-width', [unshowable]);
    const notice = dockOf(page).getByRole('alert');
    await notice.getByText(unshowable.question).waitFor({ timeout: 30_000 });
    const column = (await page.locator('.agent-chat__composer-shell').first().boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(column.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
    await close(page);
  }, 120_000);
});

describe('on a phone', () => {
  it('the dock, its mini bar and the composer share one column', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-phone', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const id = await request(c, 'qd-phone', [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    // The question takes focus on arrival, on its text: no option wears a ring that reads as picked.
    await expect
      .poll(() => dock.locator('[part~="panel"]').evaluate((panel) => panel.matches(':focus-within')))
      .toBe(true);
    for (const name of ['Red', 'Blue'])
      expect(await dock.getByRole('radio', { name }).evaluate((radio) => radio.matches(':focus'))).toBe(false);
    const panel = (await dock.locator('[part~="panel"]').boundingBox())!;
    await dock.getByRole('button', { name: 'Minimize question' }).tap();
    const minibar = (await dock.locator('[part~="minibar"]').boundingBox())!;
    const column = (await page.locator('.agent-chat__composer-shell:visible').boundingBox())!;
    for (const box of [panel, minibar]) {
      expect(Math.abs(box.x - column.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.width - column.width)).toBeLessThanOrEqual(1);
    }
    await dock.getByRole('button', { name: 'Show question' }).tap();
    await dock.getByRole('radio', { name: 'Blue' }).tap();
    await dock.getByRole('button', { name: 'Submit' }).tap();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    await close(page);
  }, 120_000);
});

describe('a Control UI whose question panel the plugin cannot read (another OpenClaw version)', () => {
  it('says what it did not find; the dock answers the blocking question, and the collapsed dock leaves the async one answerable in the Control UI’s panel', async () => {
    const c = ui!;
    const session = 'qd-unreadable';
    // The same Control UI with its question panel under another element name, as a later version
    // might render it; no service worker, so every asset goes through the rewrite.
    const context = await c.browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
    await context.route(
      (url) => url.pathname.includes('/assets/') && /\.(js|css)$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll('openclaw-chat-question-panel', 'openclaw-question-card');
        await route.fulfill({ response, body });
      },
    );
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    await page.goto(c.chatUrl(session));
    await bound(page, keyOf(session));
    await injectAsync(c, page, session);
    const id = await request(c, session, [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => warnings.find((w) => w.startsWith('question-dock:')))
      .toContain('<openclaw-chat-question-panel>');
    expect(await page.locator('openclaw-question-card').count()).toBe(1);

    // Collapsed, the Control UI's own panel is there as it ships: its pager reaches the async question.
    await collapse(page);
    await nativePanel(page).getByRole('button', { name: 'Next' }).click();
    await answerAsync(c, page, session);

    await expand(page);
    await answerBlueByKeys(c, page, id);
    await context.close();
  }, 300_000);
});

describe('a gateway restart', () => {
  it('shows the draft as not sent, "Use as message" puts it in the composer, and the dock’s keys work after the reconnect', async () => {
    const c = ui!;
    const session = 'qd-restart';
    const page = await openChat(c, session);
    const dock = dockOf(page);
    await request(c, session, [
      { ...color, isOther: true },
      {
        questionId: 'size',
        header: 'Size',
        question: 'How big?',
        options: [{ label: 'Small' }, { label: 'Large' }],
        isOther: true,
      },
    ]);
    await dock.getByRole('radio', { name: 'Blue' }).click({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    await dock.getByRole('textbox', { name: 'Your own answer for Size' }).fill('Medium, please');

    // OpenClaw forgets pending questions across a restart; the Control UI reconnects by itself.
    await c.restartGateway();
    const outcome = page.locator('.qd-openclaw__outcome');
    await outcome.getByText(/Not sent/).waitFor({ timeout: 120_000 });
    await outcome.getByRole('button', { name: 'Use as message' }).click();
    await expect.poll(() => composer(page).inputValue()).toBe('My answers:\nColor: Blue\nSize: Medium, please');

    // After the reconnect the next question's keys are the dock's.
    const id = await request(c, session, [color]);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => outcome.count()).toBe(0);
    await dock.getByRole('radio', { name: 'Red' }).focus();
    await answerBlueByKeys(c, page, id);
    await close(page);
  }, 300_000);
});
