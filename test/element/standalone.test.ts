import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { messages, messagesTh } from '../../src/core/index';

// The standalone bundle (`question-dock/element/standalone`) in a plain HTML page: no bundler, no
// import map, one `<script type="module">`. Built here from vite.standalone.config.ts into a temp
// dir (a second or two), served as static files, driven in Chromium with the mouse.

const root = join(import.meta.dirname, '..', '..');
let out = '';
let server: Server | undefined;
let origin = '';
let browser: Browser | undefined;

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Plain page</title></head>
  <body>
    <main>
      <h1>Plain page</h1>
      <question-dock-summary></question-dock-summary>
      <question-dock><textarea aria-label="Message">draft</textarea></question-dock>
    </main>
    <script type="module">
      import { defineQuestionDockElements } from './element/standalone.js';
      const dock = document.querySelector('question-dock');
      // Set before the element is defined: the upgrade keeps it.
      dock.request = {
        questions: [{ id: 'deploy_target', header: 'Target', question: 'Where should this be deployed?',
          options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }] }],
      };
      dock.addEventListener('question-resolve', (event) => {
        window.results = [...(window.results ?? []), event.detail.result];
        document.querySelector('question-dock-summary').summary = event.detail.summary;
      });
      defineQuestionDockElements();
    </script>
  </body>
</html>`;

// A free-text question (no options) from a gateway record, normalized with `question-dock/core`
// (built beside the bundle) into the store the element shows, answered with the keyboard inside
// the element's shadow root.
const FREE_TEXT_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Free text</title></head>
  <body>
    <main>
      <question-dock-summary></question-dock-summary>
      <question-dock><textarea aria-label="Message"></textarea></question-dock>
    </main>
    <script type="module">
      import { defineQuestionDockElements } from './element/standalone.js';
      import { createQuestionStore, normalizeAskUser } from './core/index.js';
      defineQuestionDockElements();
      const dock = document.querySelector('question-dock');
      const record = { questions: [{ id: 'name', header: 'Name', question: 'What should the bird be called?', options: [] }] };
      dock.store = createQuestionStore(normalizeAskUser(record, { contract: 'openclaw' }).request);
      dock.addEventListener('question-resolve', (event) => {
        window.results = [...(window.results ?? []), event.detail.result];
        document.querySelector('question-dock-summary').summary = event.detail.summary;
      });
    </script>
  </body>
</html>`;

// A multi-select question.
const CHECKS_PAGE = PAGE.replace(
  /dock\.request = \{[\s\S]*?\};\n/,
  `dock.request = {
        questions: [{ id: 'checks', header: 'Checks', question: 'Which checks should run first?', multiSelect: true,
          options: [{ label: 'Lint' }, { label: 'Unit tests' }] }],
      };
`,
);

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'qd-standalone-'));
  // Vite reads the React mode from NODE_ENV, which vitest sets to "test": build as `npm run build` does.
  const env = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  await build({
    configFile: join(root, 'vite.standalone.config.ts'),
    root,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  }).finally(() => {
    process.env['NODE_ENV'] = env;
  });
  // `question-dock/core` for the free-text page (it has no dependencies): one ES module beside the bundle.
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: join(out, 'core'),
      emptyOutDir: true,
      lib: { entry: join(root, 'src/core/index.ts'), formats: ['es'], fileName: 'index' },
    },
  });
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') return void res.setHeader('content-type', 'text/html').end(PAGE);
    if (path === '/th')
      return void res.setHeader('content-type', 'text/html').end(PAGE.replace('lang="en"', 'lang="th"'));
    if (path === '/checks') return void res.setHeader('content-type', 'text/html').end(CHECKS_PAGE);
    if (path === '/free-text') return void res.setHeader('content-type', 'text/html').end(FREE_TEXT_PAGE);
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const file = normalize(join(out, path));
    try {
      if (!file.startsWith(out)) throw new Error('outside');
      res.setHeader('content-type', 'text/javascript').end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const executablePath = process.env['CHROMIUM_PATH'] ?? findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH.');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('the standalone bundle in a plain HTML page', () => {
  it('is one file that imports nothing: its renderer (Preact, not React) and the rest are inside', () => {
    const code = readFileSync(join(out, 'element', 'standalone.js'), 'utf8');
    expect(code).not.toMatch(/\bfrom\s*["'`]/);
    expect(code).not.toMatch(/\bimport\s*\(/);
    expect(readdirSync(join(out, 'element')).filter((f) => f.endsWith('.js'))).toEqual(['standalone.js']);
    expect(code).not.toContain('react.dev/errors'); // React's production builds link their errors there
  });

  it('defines the elements; a prompt set before the upgrade is answered with the mouse and the page gets the exact result', async () => {
    const page = await browser!.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(origin);
    await page
      .getByRole('radio', { name: 'Production' })
      .click({ timeout: 15_000 })
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${problems.join('\n')}`);
      });
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { results?: unknown[] }).results))
      .toEqual([{ status: 'answered', answers: { answers: { deploy_target: ['Production'] } } }]);
    await expect.poll(() => page.getByRole('group', { name: 'Answer summary' }).textContent()).toContain('Production');
    // The composer is back, draft and all.
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('draft');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a Thai page the prompt in Thai from the first paint', async () => {
    const page = await browser!.newPage();
    // Every frame from the start: English words must never be painted on the Thai page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => {
        const root = document.querySelector('question-dock')?.shadowRoot;
        if (root?.textContent) seen.push(root.textContent);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${origin}/th`);
    await page.getByRole('button', { name: messagesTh.submit }).waitFor({ timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.some((text) => text.includes(messagesTh.submit))).toBe(true);
    expect(seen.filter((text) => text.includes(messages.submit))).toEqual([]);
    await page.close();
  });

  it('answers a free-text question with the keyboard: Shift+Enter adds a line, Enter sends the text', async () => {
    const page = await browser!.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(`${origin}/free-text`);
    const field = page.getByRole('textbox', { name: 'Your answer for Name' });
    await field.click({ timeout: 15_000 }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${problems.join('\n')}`);
    });
    await page.keyboard.type('Blue');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Heron');
    expect(await field.inputValue()).toBe('Blue\nHeron');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { results?: unknown[] }).results))
      .toEqual([{ status: 'answered', answers: { answers: { name: ['Blue\nHeron'] } } }]);
    await expect.poll(() => page.getByRole('group', { name: 'Answer summary' }).textContent()).toContain('Blue');
    expect(problems).toEqual([]);
    await page.close();
  });
  it("answers a multi-select question with the mouse: options and an answer of the person's own combine", async () => {
    const page = await browser!.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.goto(`${origin}/checks`);
    await page.getByRole('checkbox', { name: 'Other' }).click({ timeout: 15_000 });
    const field = page.getByRole('textbox', { name: 'Your own answer for Checks' });
    await expect.poll(() => field.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.type('smoke');
    await page.getByRole('checkbox', { name: 'Lint' }).click();
    expect(await page.getByRole('checkbox', { name: 'Lint' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Other' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { results?: unknown[] }).results))
      .toEqual([{ status: 'answered', answers: { answers: { checks: ['Lint', 'smoke'] } } }]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
