// `npm run screenshots [-- --no-build] [-- --only <name-substring>] [-- --no-openclaw]`
// Builds Storybook (unless --no-build), serves storybook-static on 127.0.0.1 (random free port),
// and takes a PNG per entry of SHOTS into screenshots/ (git-ignored) with the system Chromium
// driven by playwright-core. Exits non-zero if a story fails to render.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/**
 * What to shoot. Extend freely:
 *   id        Storybook story id (see storybook-static/index.json, e.g. 'components-questiondock--expanded')
 *   file      PNG name written into screenshots/
 *   viewport  { width, height } (default 1024x768)
 *   colorScheme  'light' | 'dark' (prefers-color-scheme emulation; default light)
 *   globals   Storybook globals, e.g. 'theme:dark' or 'theme:dark;dir:rtl' (toolbar values)
 *   args      story args in URL form, e.g. 'label:Hello'
 *   fullPage  capture the whole page, not just the viewport (default false)
 *   hasTouch  emulate a touch screen, so (pointer: coarse) matches (default false)
 *   waitFor   a CSS selector to wait for after the story rendered (e.g. a question an untouched
 *             page's agent sends a moment later)
 */
const DESKTOP = { width: 900, height: 700 };
const SHOTS = [
  // The dock, expanded: three questions, the first answered, on the second.
  { id: 'components-questiondock--three-questions', file: 'dock-expanded.png', viewport: DESKTOP },
  // Collapsed: the mini bar above the composer, whose draft is back.
  { id: 'components-questiondock--collapsed', file: 'dock-collapsed.png', viewport: DESKTOP },
  // Every summary status in a timeline.
  { id: 'components-answersummary--in-timeline', file: 'summaries.png', viewport: DESKTOP },
  // Summaries rebuilt from a transcript after a reload.
  { id: 'components-answersummary--rebuilt-after-reload', file: 'summaries-rebuilt.png', viewport: DESKTOP },
  {
    id: 'components-answersummary--in-timeline',
    file: 'summaries-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  // Dark, Thai, RTL.
  {
    id: 'components-questiondock--dark',
    file: 'dock-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  {
    id: 'components-questiondock--collapsed',
    file: 'dock-collapsed-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  { id: 'components-questiondock--thai', file: 'dock-thai.png', viewport: DESKTOP },
  { id: 'components-questiondock--right-to-left', file: 'dock-rtl.png', viewport: DESKTOP, globals: 'dir:rtl' },
  // States worth a look.
  { id: 'components-questiondock--with-descriptions', file: 'dock-descriptions.png', viewport: DESKTOP },
  { id: 'components-questiondock--long-text', file: 'dock-long-text.png', viewport: DESKTOP },
  { id: 'components-questiondock--long-text', file: 'dock-long-text-320.png', viewport: { width: 320, height: 640 } },
  { id: 'components-questiondock--submit-failed', file: 'dock-submit-failed.png', viewport: DESKTOP },
  { id: 'components-questiondock--submitting', file: 'dock-submitting.png', viewport: DESKTOP },
  { id: 'components-questiondock--submit-blocked', file: 'dock-submit-blocked.png', viewport: DESKTOP },
  { id: 'components-questiondock--countdown-near-expiry', file: 'dock-countdown-urgent.png', viewport: DESKTOP },
  { id: 'components-questiondock--answer-after-deadline', file: 'dock-answer-after-deadline.png', viewport: DESKTOP },
  { id: 'components-questiondock--invalid-request', file: 'dock-invalid.png', viewport: DESKTOP },
  { id: 'hooks-usequestionprompt--form', file: 'headless-form.png', viewport: DESKTOP },
  { id: 'hooks-usequestionprompt--custom-form', file: 'headless-sent.png', viewport: DESKTOP },
  // The whole Control UI page: mid-prompt, and after the whole conversation.
  { id: 'examples-control-ui--waiting-for-answer', file: 'control-ui-mid-prompt.png', viewport: DESKTOP },
  { id: 'examples-control-ui--conversation', file: 'control-ui-after.png', viewport: DESKTOP },
  {
    id: 'examples-control-ui--waiting-for-answer',
    file: 'control-ui-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  {
    id: 'components-questiondock--right-to-left',
    file: 'dock-rtl-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark;dir:rtl',
  },
  // Issue 25: answers a prompt ended without sending, and the title marker of a hidden page.
  { id: 'components-answersummary--not-sent', file: 'summary-not-sent.png', viewport: DESKTOP },
  {
    id: 'components-answersummary--not-sent',
    file: 'summary-not-sent-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  {
    id: 'components-answersummary--not-sent',
    file: 'phone-summary-not-sent.png',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  },
  { id: 'components-questiondock--unsent-answers', file: 'dock-unsent-answers.png', viewport: DESKTOP },
  {
    id: 'components-questiondock--unsent-answers',
    file: 'phone-unsent-answers-dark.png',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  { id: 'components-questiondock--title-while-hidden', file: 'dock-title-while-hidden.png', viewport: DESKTOP },
  {
    id: 'components-questiondock--title-while-hidden-thai',
    file: 'dock-title-while-hidden-thai.png',
    viewport: DESKTOP,
  },
  // Phones: 390 x 844 with a touch screen (pointer: coarse), stacked and docked.
  ...[
    ['layouts-phone--stacked-cards', 'phone-stacked.png'],
    ['layouts-phone--stacked-unanswered', 'phone-stacked-error.png'],
    ['layouts-phone--stacked-answered-by-touch', 'phone-answered.png'],
    ['layouts-phone--docked-on-phone', 'phone-docked.png'],
    ['layouts-phone--collapsed-on-phone', 'phone-collapsed.png'],
    ['layouts-phone--stacked-cards', 'phone-stacked-dark.png', 'dark'],
    ['layouts-phone--docked-on-phone', 'phone-docked-dark-rtl.png', 'dark', 'dir:rtl'],
    // A free-text question (no options) beside a question's Other field.
    ['layouts-phone--free-text', 'phone-free-text.png'],
    ['layouts-phone--free-text-dark', 'phone-free-text-dark.png', 'dark'],
  ].map(([id, file, dark, dir]) => ({
    id,
    file,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    ...(dark ? { colorScheme: 'dark', globals: ['theme:dark', dir].filter(Boolean).join(';') } : {}),
  })),
  // Issue 14: the untouched page first, shortcuts you can see, Other as a row, the review step,
  // an ask-once Skip, the keyboard focus ring and the one-row mini bar, in light, dark, Thai, RTL
  // and on a phone.
  { id: 'examples-control-ui--untouched', file: 'control-ui-untouched.png', viewport: DESKTOP, waitFor: '.qd-panel' },
  {
    id: 'examples-control-ui--untouched',
    file: 'control-ui-untouched-dark.png',
    viewport: DESKTOP,
    waitFor: '.qd-panel',
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  {
    id: 'examples-control-ui--untouched',
    file: 'phone-control-ui-untouched.png',
    viewport: { width: 390, height: 844 },
    waitFor: '.qd-panel',
    hasTouch: true,
  },
  {
    id: 'layouts-phone--untouched',
    file: 'phone-untouched.png',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  },
  { id: 'components-questiondock--keyboard-focus', file: 'dock-keyboard-focus.png', viewport: DESKTOP },
  {
    id: 'components-questiondock--keyboard-focus',
    file: 'dock-keyboard-focus-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  { id: 'components-questiondock--other-chosen', file: 'dock-other-chosen.png', viewport: DESKTOP },
  { id: 'components-questiondock--review-step', file: 'dock-review.png', viewport: DESKTOP },
  {
    id: 'components-questiondock--review-step',
    file: 'dock-review-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  { id: 'components-questiondock--review-step-thai', file: 'dock-review-thai.png', viewport: DESKTOP },
  {
    id: 'components-questiondock--review-step-right-to-left',
    file: 'dock-review-rtl.png',
    viewport: DESKTOP,
    globals: 'dir:rtl',
  },
  {
    id: 'components-questiondock--review-step',
    file: 'phone-review.png',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  },
  { id: 'components-questiondock--skip-asks-first', file: 'dock-skip-asks.png', viewport: DESKTOP },
  {
    id: 'components-questiondock--skip-asks-first',
    file: 'dock-skip-asks-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  {
    id: 'components-questiondock--skip-asks-first',
    file: 'phone-skip-asks.png',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  },
  { id: 'components-questiondock--collapsed', file: 'dock-collapsed-1280.png', viewport: { width: 1280, height: 720 } },
  {
    id: 'components-questiondock--collapsed',
    file: 'dock-collapsed-rtl.png',
    viewport: DESKTOP,
    globals: 'dir:rtl',
  },
  {
    id: 'components-answersummary--in-timeline',
    file: 'summaries-rtl.png',
    viewport: DESKTOP,
    globals: 'dir:rtl',
  },
  {
    id: 'components-questiondock--thai',
    file: 'dock-thai-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  // The Control UI page through the gateway stand-in: two requests pending ("1 of 2 requests") with
  // the connection status in the header, and the timeline after the whole conversation.
  { id: 'examples-control-ui--gateway-waiting', file: 'control-ui-gateway-mid-prompt.png', viewport: DESKTOP },
  { id: 'examples-control-ui--gateway-conversation', file: 'control-ui-gateway-after.png', viewport: DESKTOP },
  {
    id: 'examples-control-ui--gateway-waiting',
    file: 'control-ui-gateway-dark.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark',
  },
  // Without React: a Lit chat shell hosting <question-dock>, light, then dark and RTL.
  { id: 'examples-without-react-lit--asking', file: 'lit-host.png', viewport: DESKTOP },
  {
    id: 'examples-without-react-lit--asking',
    file: 'lit-host-dark-rtl.png',
    viewport: DESKTOP,
    colorScheme: 'dark',
    globals: 'theme:dark;dir:rtl',
  },
  // A note on an answer and a question skipped on its own, wide and on a phone.
  ...['with-note', 'question-skipped', 'review-with-note-and-skip'].flatMap((story) => [
    { id: `components-questiondock--${story}`, file: `dock-${story}.png`, viewport: { width: 1280, height: 800 } },
    { id: `components-questiondock--${story}`, file: `dock-${story}-390.png`, viewport: { width: 390, height: 844 } },
  ]),
  // An option's preview beside the options, below them on a phone; markdown as text, HTML in a frame.
  ...['markdown', 'html'].flatMap((story) => [
    { id: `components-optionpreview--${story}`, file: `preview-${story}.png`, viewport: { width: 1280, height: 800 } },
    {
      id: `components-optionpreview--${story}`,
      file: `preview-${story}-390.png`,
      viewport: { width: 390, height: 844 },
    },
  ]),
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');
const outDir = join(root, 'screenshots');
const argv = process.argv.slice(2);
const noBuild = argv.includes('--no-build');
const onlyIdx = argv.indexOf('--only');
const only = onlyIdx >= 0 ? argv[onlyIdx + 1] : undefined;
const RENDER_TIMEOUT_MS = 20_000;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function storybookCli() {
  try {
    const require = createRequire(join(root, 'package.json'));
    const pkgPath = require.resolve('storybook/package.json');
    const { bin } = require(pkgPath);
    const rel = typeof bin === 'string' ? bin : bin?.storybook;
    if (rel) return [process.execPath, join(dirname(pkgPath), rel)];
  } catch {
    // fall through to npx
  }
  return ['npx', '--no-install', 'storybook'];
}

// Thai stories need a Thai font, which a bare Debian machine lacks (text renders as boxes).
// As root with apt-get: install Debian's fonts-thai-tlwg (printed); otherwise warn.
function ensureThaiFont() {
  const probe = spawnSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return; // no fontconfig tools: nothing to check
  if (probe.stdout.trim()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[screenshots] No Thai font found; installing fonts-thai-tlwg:');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'fonts-thai-tlwg'],
    ]) {
      console.log(`[screenshots] $ apt-get ${args.join(' ')}`);
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) {
        console.warn('[screenshots] apt-get failed; Thai text may render as boxes.');
        return;
      }
    }
    return;
  }
  console.warn(
    '[screenshots] No Thai font found: Thai text will render as boxes. Install one: apt-get install -y fonts-thai-tlwg',
  );
}

function build() {
  console.log('[screenshots] building Storybook (storybook build --disable-telemetry -o storybook-static --quiet)');
  const started = Date.now();
  const cmd = storybookCli();
  const r = spawnSync(cmd[0], [...cmd.slice(1), 'build', '--disable-telemetry', '-o', 'storybook-static', '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (r.status !== 0) {
    console.error('[screenshots] Storybook build failed.');
    process.exit(r.status ?? 1);
  }
  console.log(`[screenshots] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function serve(dir) {
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = normalize(join(dir, pathname));
    if (file !== dir && !file.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen(server));
  });
}

function storyUrl(base, shot) {
  const params = new URLSearchParams({ id: shot.id, viewMode: 'story' });
  let url = `${base}/iframe.html?${params}`;
  // Storybook's own syntax (`key:value;key:value`) must stay unescaped.
  if (shot.globals) url += `&globals=${shot.globals}`;
  if (shot.args) url += `&args=${shot.args}`;
  return url;
}

async function shoot(browser, base, shot) {
  const context = await browser.newContext({
    viewport: shot.viewport ?? { width: 1024, height: 768 },
    deviceScaleFactor: shot.deviceScaleFactor ?? 1,
    hasTouch: shot.hasTouch ?? false,
    colorScheme: shot.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Listen to Storybook's channel (public event names) from the first moment it exists, so a failing
  // play function is caught even though Storybook does not show its error screen for it.
  await page.addInitScript(() => {
    const log = { phases: [], playError: null, finished: null, failedReports: [] };
    window.__qdShot = log;
    const seen = new WeakSet();
    let current;
    Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => current,
      set: (channel) => {
        current = channel;
        if (!channel || typeof channel.on !== 'function' || seen.has(channel)) return;
        seen.add(channel);
        channel.on('storyRenderPhaseChanged', (e) => log.phases.push(e?.newPhase));
        channel.on('playFunctionThrewException', (e) => {
          log.playError = e?.message ?? String(e);
        });
        channel.on('storyFinished', (e) => {
          log.finished = e?.status ?? 'unknown';
          log.failedReports = (e?.reporters ?? []).filter((r) => r?.status === 'failed').map((r) => r?.type ?? '?');
        });
      },
    });
  });
  try {
    await page.goto(storyUrl(base, shot), { waitUntil: 'load' });
    // Done: Storybook's render finished (render, play function, afterEach incl. the a11y run), or
    // Storybook shows its error / "no preview" screen.
    await page.waitForFunction(
      () => {
        const body = document.body.classList;
        if (body.contains('sb-show-errordisplay') || body.contains('sb-show-nopreview')) return true;
        if (window.__qdShot?.finished) return true;
        // Fallback if the channel hook ever misses: the (internal) render phase.
        const rootFilled = (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0;
        return rootFilled && window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished';
      },
      undefined,
      { timeout: RENDER_TIMEOUT_MS, polling: 50 },
    );
    const { failed, warning } = await page.evaluate(() => {
      const body = document.body.classList;
      const log = window.__qdShot;
      if (body.contains('sb-show-errordisplay')) {
        const text = [document.querySelector('#error-message'), document.querySelector('#error-stack')]
          .map((el) => el?.textContent?.trim())
          .filter(Boolean)
          .join(': ');
        return { failed: text.split('\n')[0] || 'Storybook error display (the story threw)' };
      }
      if (body.contains('sb-show-nopreview')) {
        return { failed: 'story not found (no preview): check the id in storybook-static/index.json' };
      }
      if (log?.playError) return { failed: `play function failed: ${log.playError.split('\n')[0]}` };
      if ((document.querySelector('#storybook-root')?.childElementCount ?? 0) === 0) {
        return { failed: 'story rendered nothing into #storybook-root' };
      }
      // a11y violations fail `npm test` (project storybook); here they only warn.
      if (log?.failedReports?.length) return { warning: `failed reports: ${log.failedReports.join(', ')}` };
      return {};
    });
    if (failed) throw new Error(failed);
    if (shot.waitFor) await page.waitForSelector(shot.waitFor, { timeout: RENDER_TIMEOUT_MS });
    await page.evaluate(() => document.fonts.ready);
    // Two frames so layout/paint after font swap has settled.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))),
    );
    const path = join(outDir, shot.file);
    await page.screenshot({ path, fullPage: shot.fullPage ?? false, animations: 'disabled' });
    console.log(`[screenshots] ok   ${shot.file}  (${shot.id}${shot.globals ? ` globals=${shot.globals}` : ''})`);
    if (warning) console.warn(`[screenshots]      warning: ${warning}`);
    if (errors.length) console.warn(`[screenshots]      page errors: ${errors.join(' | ')}`);
    return true;
  } catch (e) {
    console.error(
      `[screenshots] FAIL ${shot.file}  (${shot.id}): ${e instanceof Error ? e.message.split('\n')[0] : e}`,
    );
    if (errors.length) console.error(`[screenshots]      page errors: ${errors.join(' | ')}`);
    return false;
  } finally {
    await context.close();
  }
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error('[screenshots] No Chromium found. Install one (apt-get install -y chromium) or set CHROMIUM_PATH.');
    return 1;
  }
  ensureThaiFont();
  if (!noBuild) build();
  if (!existsSync(join(staticDir, 'iframe.html'))) {
    console.error('[screenshots] storybook-static/iframe.html missing: run without --no-build first.');
    return 1;
  }
  mkdirSync(outDir, { recursive: true });
  const shots = only ? SHOTS.filter((s) => s.file.includes(only) || s.id.includes(only)) : SHOTS;
  if (shots.length === 0) {
    console.error(`[screenshots] nothing matches --only ${only}`);
    return 1;
  }

  const server = await serve(staticDir);
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let browser;
  let failures = 0;
  try {
    browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    for (const shot of shots) if (!(await shoot(browser, base, shot))) failures += 1;
  } finally {
    await browser?.close();
    await new Promise((r) => server.close(() => r(undefined)));
  }
  console.log(`[screenshots] ${shots.length - failures} written to screenshots/, ${failures} failed`);
  // The real OpenClaw Control UI with the plugin's dock, beside its own panel (scripts/screenshots-openclaw.mjs).
  if (!only && !process.argv.includes('--no-openclaw')) {
    const real = spawnSync(
      process.execPath,
      [join(dirname(fileURLToPath(import.meta.url)), 'screenshots-openclaw.mjs')],
      {
        stdio: 'inherit',
      },
    );
    if (real.status !== 0) failures += 1;
  }
  return failures ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error('[screenshots]', e);
    process.exit(1);
  },
);
