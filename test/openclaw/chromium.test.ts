import { chromium, type Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { freePort } from './support/gateway-process';
import { startHarness, type Harness } from './support/harness';
import { startPageServer } from './support/page-server';
import { checkOutgoing } from './support/schemas';

// Once in Chromium with the real dock: the Control UI page (stories/openclaw) connects to the real
// gateway with connectOpenClaw in the browser (browser WebSocket, Origin checked by the gateway),
// the person answers with the mouse, the model receives the tool result.

let h: Harness | undefined;
let pages: ViteDevServer | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  h = await startHarness({ gatewayConfig: { gateway: { controlUi: { allowedOrigins: [origin] } } } });
  pages = await startPageServer(port);
  const executablePath = process.env['CHROMIUM_PATH'] ?? findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH (npm test installs or finds one).');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await pages?.close();
  await h?.stop();
});

describe('the real dock in Chromium against the real gateway', () => {
  it('asks through the page, answered with the mouse; the model receives the tool result and the timeline shows the summary', async () => {
    const harness = h!;
    const { sessionKey, message } = harness.prepare('browser', {
      questions: [
        {
          id: 'deploy_target',
          header: 'Target',
          question: 'Where should this be deployed?',
          options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
        },
      ],
    });
    const page = await browser!.newPage();
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(m.text()));
    page.on('pageerror', (e) => consoleLines.push(String(e)));
    // Every frame the page's binding sends (device identity included) against the package schemas.
    // Only the gateway's socket: the dev server's own client may open one of its own (its pings are not ours).
    const frameProblems: string[] = [];
    let framesSent = 0;
    const gatewayPort = new URL(harness.gateway.url).port;
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).port !== gatewayPort) return;
      socket.on('framesent', ({ payload }) => {
        framesSent += 1;
        frameProblems.push(...checkOutgoing(String(payload)));
      });
    });
    const url = new URL(`${origin}/index.html`);
    url.searchParams.set('url', harness.gateway.url);
    url.searchParams.set('token', harness.gateway.token);
    url.searchParams.set('session', sessionKey);
    await page.goto(url.href);
    await page
      .getByRole('status')
      .filter({ hasText: 'Connected' })
      .waitFor({ timeout: 30_000 })
      .catch((error: unknown) => {
        throw new Error(`the page did not connect: ${String(error)}\n${consoleLines.join('\n')}`);
      });

    await page.getByRole('textbox', { name: /message/i }).fill(message);
    await page.getByRole('button', { name: /send/i }).click();

    await page.getByRole('radio', { name: /Production/ }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Submit' }).click();

    const [callId] = harness.callIds('browser');
    expect(await harness.model.waitForToolResult(callId!)).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'] } },
    });
    await expect(page.getByRole('group', { name: 'Answer summary' }).textContent()).resolves.toContain('Production');
    expect(framesSent).toBeGreaterThanOrEqual(3); // connect, question.list, question.resolve
    expect(frameProblems).toEqual([]);
    await page.close();
  });

  it('the custom element in a Lit page: <question-dock> shows the gateway queue, answered with the keyboard; the model receives the tool result', async () => {
    const harness = h!;
    const { sessionKey, message } = harness.prepare('element', {
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
    });
    const page = await browser!.newPage();
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(m.text()));
    page.on('pageerror', (e) => consoleLines.push(String(e)));
    const url = new URL(`${origin}/element.html`);
    url.searchParams.set('url', harness.gateway.url);
    url.searchParams.set('token', harness.gateway.token);
    url.searchParams.set('session', sessionKey);
    await page.goto(url.href);
    await page
      .getByRole('status')
      .filter({ hasText: 'Connected' })
      .waitFor({ timeout: 30_000 })
      .catch((error: unknown) => {
        throw new Error(`the page did not connect: ${String(error)}\n${consoleLines.join('\n')}`);
      });

    // The Lit shell's own composer (slotted into the dock) starts the run.
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Send' }).click();

    // The question arrives through the gateway and takes focus; the keyboard answers it.
    const asia = page.getByRole('radio', { name: 'Asia' });
    await asia.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('radio', { name: /Europe/ }).evaluate((el) => el.matches(':focus')))
      .toBe(true);
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: 'Backups' }).waitFor();
    await page.keyboard.press('2');
    await page.keyboard.press('1');
    // The last Enter opens the review step (two questions); the next one sends.
    await page.keyboard.press('Enter');
    await page.getByText('Check your answers').waitFor();
    await page.keyboard.press('Enter');

    const [callId] = harness.callIds('element');
    expect(await harness.model.waitForToolResult(callId!)).toEqual({
      status: 'answered',
      answers: { answers: { region: ['Asia'], extras: ['Backups', 'CDN'] } },
    });
    // The shell's timeline shows <question-dock-summary> from the question-resolve event.
    await expect
      .poll(() => page.getByRole('group', { name: 'Answer summary' }).textContent())
      .toContain('Extras: Backups, CDN');
    await page.close();
  });
});
