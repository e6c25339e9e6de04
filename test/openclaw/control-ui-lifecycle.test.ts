import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlUi, type ControlUi } from './support/control-ui';
import {
  bound,
  close,
  color,
  composer,
  dockOf,
  keyOf,
  nativePanel,
  openChat,
  openWithoutPlugin,
  request,
  resolvedAtGateway,
  unshowable,
} from './support/control-ui-page';

// The plugin through what happens around a question rather than to it: a gateway outage and the
// reconnect, a tab on another session, a question with a long label or one no card can show, and
// the person typing on right after a keyboard Submit. A gateway of its own: one test restarts it.

let ui: ControlUi | undefined;

beforeAll(async () => {
  ui = await startControlUi({});
}, 300_000);

afterAll(async () => {
  await ui?.stop();
});

const LONG_LABEL = 'Migrate every service to the new cluster first, then retire the old one';

/** The gateway's record of a question, as any client reads it. */
async function recordOf(c: ControlUi, id: string): Promise<{ status: string }> {
  const { question } = (await c.operator.call('question.get', { id })) as { question: { status: string } };
  return question;
}

/**
 * Counts, from now on, the frames in which the dock's panel shows an option of `label` (its shadow
 * root read directly, as the person sees it): a question offered as answerable.
 */
async function watchDockOption(page: Page, label: string): Promise<void> {
  await page.evaluate((text) => {
    const w = window as unknown as { __qdOffered: number };
    w.__qdOffered = 0;
    const watch = (): void => {
      for (const host of document.querySelectorAll('.qd-openclaw > *'))
        for (const radio of host.shadowRoot?.querySelectorAll('[role="radio"]') ?? [])
          if (radio.textContent?.includes(text) && radio.getBoundingClientRect().height > 0) w.__qdOffered += 1;
      requestAnimationFrame(watch);
    };
    watch();
  }, label);
}

const offered = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __qdOffered: number }).__qdOffered);

/** Counts, from now on, the frames in which any of the Control UI's own question panels shows options. */
async function watchNativeOptions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __qdNativeOptions: number };
    w.__qdNativeOptions = 0;
    const watch = (): void => {
      for (const panel of document.querySelectorAll('openclaw-chat-question-panel'))
        if (panel.getBoundingClientRect().height > 0 && !(panel as HTMLElement).inert) w.__qdNativeOptions += 1;
      requestAnimationFrame(watch);
    };
    watch();
  });
}

const nativeOptionFrames = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __qdNativeOptions: number }).__qdNativeOptions);

describe('a gateway outage', () => {
  it('holds the Control UI’s own card out of reach and says the answers are kept; after the reconnect the forgotten question is never offered as live, and its draft goes out with Use as message', async () => {
    const c = ui!;
    const session = 'qd-outage';
    const page = await openChat(c, session);
    const dock = dockOf(page);
    await request(c, session, [{ ...color, isOther: true }]);
    await dock.getByRole('radio', { name: 'Blue' }).click({ timeout: 30_000 });
    await expect.poll(() => dock.getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked')).toBe('true');
    await watchNativeOptions(page);

    // OpenClaw forgets pending questions across a restart; the Control UI shows its own card from
    // its cache meanwhile, and reconnects by itself once the gateway is back.
    const restarting = c.restartGateway();
    const notice = page.getByRole('status').filter({ hasText: 'What you picked and typed for this question is kept' });
    try {
      await notice.first().waitFor({ timeout: 60_000 });
      expect(await nativePanel(page).getByRole('radio', { name: 'Blue' }).isVisible()).toBe(false);
      await watchDockOption(page, 'Blue');
    } finally {
      await restarting;
    }

    const outcome = page.locator('.qd-openclaw__outcome');
    await outcome.getByText('No longer available').waitFor({ timeout: 120_000 });
    await outcome.getByText(/Not sent/).waitFor();
    // From the outage on, the card never showed its options, and the dock never offered the
    // forgotten question as answerable.
    expect(await nativeOptionFrames(page)).toBe(0);
    expect(await offered(page)).toBe(0);
    await notice.first().waitFor({ state: 'detached' });

    await outcome.getByRole('button', { name: 'Use as message' }).click();
    await expect.poll(() => composer(page).inputValue()).toBe('My answers:\nColor: Blue');
    // The box no longer says the answers are not sent: they went into the composer.
    await outcome.getByText(/Used as message/).waitFor();
    expect(await outcome.getByText(/Not sent/).count()).toBe(0);
    await close(page);
  }, 300_000);
});

describe('two tabs on two sessions', () => {
  it('a question of the session another tab shows is left to that tab: its own card shows the long label and the answer is recorded', async () => {
    const c = ui!;
    // Tab B shows session 2 with the dock.
    const tabB = await openChat(c, 'qd-tab-b');
    // Tab A shows session 1 with the Control UI as it ships (the plugin's entry does not load there).
    const { page: tabA } = await openWithoutPlugin(c, 'qd-tab-a');

    const id = await request(c, 'qd-tab-a', [
      {
        questionId: 'plan',
        header: 'Plan',
        question: 'Which plan should we take?',
        options: [{ label: LONG_LABEL }, { label: 'Short' }],
      },
    ]);
    // Tab B heard of it (every tab of every session does) and keeps it for session 1, unseen.
    await tabB.waitForFunction(
      (questionId) => {
        const dock = document.querySelector('.qd-openclaw > *') as
          (Element & { gateway?: { getStore(id: string): unknown } }) | null;
        return dock?.gateway?.getStore(questionId) !== undefined;
      },
      id,
      { timeout: 30_000 },
    );
    expect(await dockOf(tabB).getByRole('alert').count()).toBe(0);
    expect(await recordOf(c, id)).toMatchObject({ status: 'pending' });

    await nativePanel(tabA).getByRole('radio', { name: LONG_LABEL }).click({ timeout: 30_000 });
    await nativePanel(tabA).getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { plan: [LONG_LABEL] } },
    });
    await close(tabA);
    await close(tabB);
  }, 180_000);
});

describe('what the dock shows', () => {
  it('a long option label wraps in the dock and is sent whole', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-long-label', { viewport: { width: 390, height: 844 } });
    const id = await request(c, 'qd-long-label', [
      {
        questionId: 'plan',
        header: 'Plan',
        question: 'Which plan should we take?',
        options: [{ label: LONG_LABEL }, { label: 'Short' }],
      },
    ]);
    const dock = dockOf(page);
    const option = dock.getByRole('radio', { name: LONG_LABEL });
    await option.waitFor({ timeout: 30_000 });
    // Wrapped within the panel: taller than the one-line label beside it, never wider than the panel.
    const panel = (await dock.locator('[part~="panel"]').boundingBox())!;
    // The option rows' labels (the radio is the row's control; its name is this label).
    const long = (await dock.locator('label', { hasText: LONG_LABEL }).boundingBox())!;
    const short = (await dock.locator('label', { hasText: /^Short$/ }).boundingBox())!;
    expect(long.height).toBeGreaterThan(short.height);
    expect(long.x + long.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
    await option.click();
    await dock.getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { plan: [LONG_LABEL] } },
    });
    await close(page);
  }, 120_000);

  it('a question no card can show is told about, and nothing is sent for it: the question stays open, never “skipped”', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-unshowable');
    const since = c.operator.events.length;
    const id = await request(c, 'qd-unshowable', [unshowable]);
    const notice = dockOf(page).getByRole('alert');
    await notice.getByText(unshowable.question).waitFor({ timeout: 30_000 });
    await notice.getByText(/Nothing was sent/).waitFor();
    // A round trip through the page's own connection after the notice: a cancel sent with it would
    // have reached the gateway by now.
    await page.evaluate(async () => {
      const dock = document.querySelector('.qd-openclaw > *') as Element & {
        gateway: { call(method: string, params: unknown): Promise<unknown> };
      };
      await dock.gateway.call('question.list', {});
    });
    expect(await recordOf(c, id)).toMatchObject({ status: 'pending' });
    expect(
      c.operator.events
        .slice(since)
        .some((e) => e.event === 'question.resolved' && (e.payload as { id?: string }).id === id),
    ).toBe(false);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await close(page);
  }, 120_000);
});

describe('the keyboard after Submit', () => {
  it('characters typed with no pause after the Enter that sends all land in the composer', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-type-on');
    const id = await request(c, 'qd-type-on', [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('2');
    await expect.poll(() => dock.getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked')).toBe('true');
    // No delay between the keys: Enter sends, the next key is the first of the person's message.
    await page.keyboard.press('Enter');
    await page.keyboard.type('also deploy docs', { delay: 0 });
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    await expect.poll(() => composer(page).inputValue()).toBe('also deploy docs');
    expect(await composer(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await close(page);
  }, 120_000);
});

describe('after a reload', () => {
  it('the Control UI’s own card never shows in front of the dock', async () => {
    const c = ui!;
    const session = 'qd-reload-front';
    const page = await openChat(c, session);
    await request(c, session, [color]);
    await dockOf(page).getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    // From the first frame of the new document: the card visible while the plugin's root is there.
    await page.addInitScript(() => {
      const w = window as unknown as { __qdFront: number };
      w.__qdFront = 0;
      const watch = (): void => {
        const native = document.querySelector('.agent-chat__question-dock');
        if (native && document.querySelector('.qd-openclaw') && native.getBoundingClientRect().height > 0)
          w.__qdFront += 1;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.reload();
    await bound(page, keyOf(session));
    await dockOf(page).getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __qdFront: number }).__qdFront)).toBe(0);
    await close(page);
  }, 120_000);
});
