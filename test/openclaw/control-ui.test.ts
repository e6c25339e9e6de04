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
  nativeSeenWithDock,
  openChat,
  openWithoutPlugin,
  request,
  resolvedAtGateway,
  send,
  unshowable,
} from './support/control-ui-page';
import { tag } from './support/model-server';

// The plugin inside the real Control UI served by the real gateway, installed from the packed
// tarball as the README says, driven in Chromium as a person: the dock above the built-in composer.
// Questions come from the scripted model's `ask_user` (what the agent receives is checked) or from an
// operator's `question.request` (what the gateway receives is checked: its `question.resolved`).
// Each test has a session of its own (`agent:main:qd-<name>`), so a question one test leaves behind
// never shows in another.

let ui: ControlUi | undefined;

beforeAll(async () => {
  ui = await startControlUi({ asyncInject: true });
}, 300_000);

afterAll(async () => {
  await ui?.stop();
});

describe('question-dock in the real Control UI', () => {
  it('asks two questions through ask_user, answered with the keyboard: the model gets the exact result, the native panel never shows, the composer takes text afterwards, the summary survives a reload', async () => {
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
    const page = await openChat(c, 'qd-two');
    const dock = dockOf(page);
    await send(page, `Set it up, please ${tag('two')}`);

    // The question takes focus when it arrives, though the person just pressed Enter in the composer.
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

    // After a reload the timeline still shows the question with its answers: the Control UI's own
    // card, rebuilt from the transcript, which holds the exact result the model got.
    await page.reload();
    await bound(page, keyOf('qd-two'));
    const card = page.getByText('Which region should serve it?').first();
    await card.waitFor({ timeout: 60_000 });
    await card.click();
    await page
      .getByText(/Backups/)
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(/Asia/).count()).toBeGreaterThan(0);
    await close(page);
  }, 300_000);

  it('a free-text question (no options) is answered with the person’s own words', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-free');
    const id = await request(c, 'qd-free', [
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
    await close(page);
  }, 120_000);

  it('Skip declines: the gateway gets the cancel, the dock says Skipped', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-skip');
    const id = await request(c, 'qd-skip', [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    // The record has no `isOther`: the gateway takes only the options, so the dock offers no Other.
    expect(await dock.getByRole('radio').count()).toBe(2);
    expect(await dock.getByRole('textbox').count()).toBe(0);
    await dock.getByRole('button', { name: 'Skip' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'cancelled' });
    await dock.getByText('Skipped').first().waitFor();
    await composer(page).fill('Carry on');
    await expect.poll(() => composer(page).inputValue()).toBe('Carry on');
    await close(page);
  }, 120_000);

  it('collapsing the dock gives the composer back; the question waits in the mini bar', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-collapse');
    const id = await request(c, 'qd-collapse', [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await composer(page).fill('Let me think first');
    await expect.poll(() => composer(page).inputValue()).toBe('Let me think first');
    expect(await nativeSeenWithDock(page)).toBe(0);
    await dock.getByRole('button', { name: 'Show question' }).click();
    await dock.getByRole('radio', { name: 'Blue' }).click();
    await dock.getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    // The draft typed while the question waited is still there.
    await expect.poll(() => composer(page).inputValue()).toBe('Let me think first');
    await close(page);
  }, 120_000);

  it('a question that arrives while the person types waits in the mini bar; their text box stays and takes their keys', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-typing');
    await composer(page).click();
    await page.keyboard.type('I was about to say');
    const id = await request(c, 'qd-typing', [color]);
    await dockOf(page).getByRole('button', { name: 'Show question' }).waitFor({ timeout: 30_000 });
    await page.keyboard.type(' something');
    await expect.poll(() => composer(page).inputValue()).toBe('I was about to say something');
    expect(await nativeSeenWithDock(page)).toBe(0);
    await dockOf(page).getByRole('button', { name: 'Show question' }).click();
    await dockOf(page).getByRole('radio', { name: 'Red' }).click();
    await dockOf(page).getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Red'] } },
    });
    await close(page);
  }, 120_000);

  it('expiry: the countdown runs, at the deadline the dock says Expired and the composer is back', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-expiry');
    const id = await request(c, 'qd-expiry', [color], 12_000);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Blue' }).waitFor({ timeout: 10_000 });
    await dock
      .getByText(/Time left 0:\d\d/)
      .first()
      .waitFor();
    await dock.getByText('Expired').first().waitFor({ timeout: 30_000 });
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'expired' });
    await composer(page).fill('Too late');
    await expect.poll(() => composer(page).inputValue()).toBe('Too late');
    expect(await nativeSeenWithDock(page)).toBe(0);
    await close(page);
  }, 120_000);

  it('a cancel at the end of the run: the dock says Cancelled, the model gets no_answer', async () => {
    const c = ui!;
    c.model.script('cancel', {
      askUser: { questions: [{ id: 'color', header: 'Color', question: color.question, options: color.options }] },
    });
    const since = c.operator.events.length;
    const page = await openChat(c, 'qd-cancel');
    const dock = dockOf(page);
    await send(page, `Style it ${tag('cancel')}`);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 150_000 });
    const requested = await c.operator.waitForEvent(
      (e) => e.event === 'question.requested' && c.operator.events.indexOf(e) >= since,
    );
    const { id, runId } = requested.payload as { id: string; runId: string };
    await c.operator.call('chat.abort', { sessionKey: keyOf('qd-cancel'), runId });
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'cancelled' });
    await dock.getByText('Cancelled').first().waitFor({ timeout: 60_000 });
    expect(await nativeSeenWithDock(page)).toBe(0);
    await close(page);
  }, 300_000);

  it('the same question in two tabs: answered in one, the other says Answered elsewhere', async () => {
    const c = ui!;
    const [first, second] = [await openChat(c, 'qd-tabs'), await openChat(c, 'qd-tabs')];
    const since = c.operator.events.length;
    const id = await request(c, 'qd-tabs', [color]);
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
    await close(first);
    await close(second);
  }, 120_000);

  it('a reload mid-answer keeps the draft', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-reload');
    const id = await request(c, 'qd-reload', [
      color,
      { questionId: 'size', header: 'Size', question: 'How big?', options: [{ label: 'Small' }, { label: 'Large' }] },
    ]);
    await dockOf(page).getByRole('radio', { name: 'Blue' }).click({ timeout: 30_000 });
    await expect
      .poll(() => dockOf(page).getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.reload();
    await bound(page, keyOf('qd-reload'));
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
    await close(page);
  }, 120_000);

  it('in Thai: the dock speaks the Control UI’s language, and an answer typed through an IME reaches the gateway as typed', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-thai', { locale: 'th-TH' });
    const dock = dockOf(page);
    const id = await request(c, 'qd-thai', [
      {
        questionId: 'city',
        header: 'เมือง',
        question: 'จะจัดงานที่เมืองไหน',
        options: [{ label: 'กรุงเทพ' }, { label: 'เชียงใหม่' }],
        // As the model's ask_user records say: the person's own answer is taken.
        isOther: true,
      },
    ]);
    await dock.getByRole('radio', { name: 'กรุงเทพ' }).waitFor({ timeout: 30_000 });
    await dock.getByRole('button', { name: 'ข้าม' }).waitFor();
    await dock
      .getByText(/เหลือเวลา/)
      .first()
      .waitFor();
    const other = dock.getByRole('textbox', { name: 'คำตอบของคุณเองสำหรับ เมือง' });
    await other.focus();
    // Chromium's own IME path: keydown 229 while composing, then the commit; the committing Enter
    // must not submit.
    const cdp = await page.context().newCDPSession(page);
    const key = (type: 'rawKeyDown' | 'keyUp', k: string, code: string, keyCode: number): Promise<unknown> =>
      cdp.send('Input.dispatchKeyEvent', { type, key: k, code, windowsVirtualKeyCode: keyCode });
    await key('rawKeyDown', 'Unidentified', 'KeyP', 229);
    await cdp.send('Input.imeSetComposition', { text: 'ภูเก็', selectionStart: 5, selectionEnd: 5 });
    await key('rawKeyDown', 'Enter', 'Enter', 229);
    await cdp.send('Input.insertText', { text: 'ภูเก็ต' });
    await key('keyUp', 'Enter', 'Enter', 13);
    await expect.poll(() => other.inputValue()).toBe('ภูเก็ต');
    await page.keyboard.press('Enter');
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { city: ['ภูเก็ต'] } },
    });
    await close(page);
  }, 120_000);

  it('while the tab is in the background, its title counts the waiting question', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-attention');
    // Headless Chromium never hides a page (minimizing or switching tabs leaves it `visible`), so the
    // page's visibility is set as the browser would set it when the person switches away.
    const visibility = (hidden: boolean): Promise<void> =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await visibility(true);
    const id = await request(c, 'qd-attention', [color]);
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^\(1 question\) /);
    await visibility(false);
    await expect.poll(() => page.title()).not.toMatch(/^\(1 question\)/);
    await dockOf(page).getByRole('radio', { name: 'Red' }).click();
    await dockOf(page).getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'answered' });
    await close(page);
  }, 120_000);

  it('a question the dock cannot show is told about and left to the Control UI’s own card; when it ends there, the notice goes and the composer takes text', async () => {
    const c = ui!;
    const page = await openChat(c, 'qd-refused');
    // Valid on the wire, refused by the dock: two labels that look the same.
    const id = await request(c, 'qd-refused', [unshowable]);
    const notice = dockOf(page).getByRole('alert');
    await notice.getByText(unshowable.question).waitFor({ timeout: 30_000 });
    // Nothing was sent: the Control UI's own card still has the question, and the person's Skip there
    // is what ends it.
    await nativePanel(page).getByRole('button', { name: 'Skip' }).click({ timeout: 30_000 });
    expect(await resolvedAtGateway(c, id)).toMatchObject({ status: 'cancelled' });
    await notice.waitFor({ state: 'detached' });
    await composer(page).fill('Noted');
    await expect.poll(() => composer(page).inputValue()).toBe('Noted');
    await close(page);
  }, 120_000);

  it('the plugin entry failing to load leaves the native question panel working', async () => {
    const c = ui!;
    // No service worker: every request of the page goes through the route below.
    // The native panel works once the Control UI has recovered from the failed plugin module.
    const { page, seen } = await openWithoutPlugin(c, 'qd-broken');
    const id = await request(c, 'qd-broken', [color]);
    const blue = nativePanel(page).getByRole('radio', { name: 'Blue' });
    await blue.click({ timeout: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nplugin requests: ${seen.join(', ')}`, { cause: error });
    });
    await nativePanel(page).getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(await page.locator('.qd-openclaw').count()).toBe(0);
    await close(page);
  }, 120_000);

  it('an async question stays answerable in the Control UI’s own panel; its answer goes out as the chat message the Control UI sends', async () => {
    const c = ui!;
    const session = 'qd-async';
    const page = await openChat(c, session);
    await injectAsync(c, page, session);
    // It arrives compact (the person was in the composer); opening it shows the choices.
    await nativePanel(page).getByText('Which fruit?').first().click({ timeout: 30_000 });
    await answerAsync(c, page, session);
    await close(page);
  }, 240_000);

  it('an async question beside the dock’s blocking one: collapsing the dock shows it in the Control UI’s panel, and both get answered', async () => {
    const c = ui!;
    const session = 'qd-both';
    const page = await openChat(c, session);
    await injectAsync(c, page, session);
    const id = await request(c, session, [color]);
    const dock = dockOf(page);
    await dock.getByRole('radio', { name: 'Red' }).waitFor({ timeout: 30_000 });
    // The dock shows the blocking question; collapsed, the composer and the async question are there.
    await dock.getByRole('button', { name: 'Minimize question' }).click();
    await answerAsync(c, page, session);
    await composer(page).fill('Typed beside both');
    await expect.poll(() => composer(page).inputValue()).toBe('Typed beside both');
    await dock.getByRole('button', { name: 'Show question' }).click();
    await dock.getByRole('radio', { name: 'Blue' }).click();
    await dock.getByRole('button', { name: 'Submit' }).click();
    expect(await resolvedAtGateway(c, id)).toMatchObject({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
    await close(page);
  }, 240_000);
});
