// The `shadcn` consumer project of scripts/consumers.mjs (`--only=shadcn`): a fresh Vite + React 19 +
// Tailwind v4 app with shadcn's tokens (test/consumers/shadcn), into which the shadcn CLI adds the
// repository's registry items from a local static server, as `npx shadcn add <url>` does. Checks:
// registry/r/ is what `shadcn build` makes of registry.json; the CLI adds both items without the
// network and without reinstalling the package; the app and the README's shadcn blocks typecheck
// (TypeScript 6 and 7) and build; in Chromium the dock, the mini bar, the summary and a notice take
// the app's colours, radius, focus ring and font, light and dark, following a `.dark` toggle; a
// person answers and the result is exact; the README's shadcn AI SDK chat runs against the README's
// route with a scripted model. `--screenshots` writes docs/shadcn-light.png and docs/shadcn-dark.png.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readmeBlocks } from '../doc-blocks.mjs';

/** The CLI version the registry is built and installed with. */
export const SHADCN = '4.23.1';

/** App dependencies besides the Vite, React, Tailwind and AI SDK ones consumers.mjs passes. */
const APP = {
  shadcn: SHADCN,
  clsx: '2.1.1',
  'tailwind-merge': '3.7.3',
  'tw-animate-css': '1.4.0',
  '@radix-ui/react-radio-group': '^1.5.1',
  '@types/node': '20.19.43',
};

/** The registry's items and the files the CLI writes for them in the app. */
const ITEMS = {
  'question-dock': 'src/components/question-dock.tsx',
  'question-dock-ai-sdk': 'src/components/ask-user-dock.tsx',
};

/** README blocks that import the installed components (`@/components/...`): they compile and run here. */
export const fromShadcnApp = (code) => /from '@\/components\//.test(code);

/** The two orders of the app's CSS and the dock's that a bundler may produce. */
const ORDERS = ['dock-first', 'tailwind-first'];

const ANSWERED_PRODUCTION = { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } };

/**
 * @param pkg the packed tarball ({ tarball, dir })
 * @param h what consumers.mjs shares: check, project, run, serve, startServer, asPerson, newPage, same, assert, log,
 *   tsc, viteBuild, compilers, deps, root, templates, screenshots
 */
export async function shadcnApp(pkg, h) {
  const name = 'shadcn';
  const { assert, check, root } = h;
  const dir = await check(
    `${name}: install the tarball in a Vite + React 19 + Tailwind v4 app with shadcn ${SHADCN}`,
    () => h.project(name, { ...h.deps, ...APP }, pkg),
  );
  if (!dir) return;
  cpSync(join(h.templates, 'shadcn'), dir, { recursive: true });
  const cli = join(dir, 'node_modules', 'shadcn', 'dist', 'index.js');

  await check(`${name}: registry/r/ is what shadcn build makes of registry.json (no drift)`, () => {
    const out = mkdtempSync(join(tmpdir(), 'qd-registry-'));
    try {
      h.run(process.execPath, [cli, 'build', 'registry.json', '--output', out], { cwd: root });
      const committed = join(root, 'registry', 'r');
      const names = (folder) => readdirSync(folder).sort();
      h.same('the built files', names(committed), names(out));
      for (const file of names(out))
        assert(
          readFileSync(join(out, file), 'utf8') === readFileSync(join(committed, file), 'utf8'),
          `registry/r/${file} differs from a fresh build: run npm run registry:build`,
        );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  const added = await addItems(name, dir, cli, h);
  if (!added) return;

  // The README's blocks that use the installed files, and its AI SDK route, where the app has them.
  const blocks = readmeBlocks(root).filter((b) => (b.lang === 'ts' || b.lang === 'tsx') && fromShadcnApp(b.code));
  assert(
    blocks.some((b) => b.run === 'shadcn-chat'),
    'README.md has no block marked <!-- run: shadcn-chat -->',
  );
  mkdirSync(join(dir, 'src', 'readme'));
  for (const { file, code } of blocks) writeFileSync(join(dir, 'src', 'readme', file), code);
  const route = readmeBlocks(root).find((b) => b.run === 'ai-sdk-route');
  writeFileSync(join(dir, 'src', 'ai-sdk-route.ts'), route.code);
  // The adapters app's server (the README's route behind a scripted MockLanguageModelV4) and its build.
  for (const file of ['server.mjs', 'vite.route.config.mjs'])
    cpSync(join(h.templates, 'vite', 'adapters', 'readme', file), join(dir, file));

  for (const compiler of h.compilers)
    await check(
      `${name}: the app with the added files and the README's shadcn blocks (${blocks.length}) typechecks, ${compiler.label}`,
      () => h.tsc(dir, 'tsconfig.app.json', compiler),
    );
  const built = await check(`${name}: the app builds with Vite (Tailwind v4)`, () => {
    h.viteBuild(dir, 'vite.config.mjs');
    h.viteBuild(dir, 'vite.route.config.mjs');
    for (const order of ORDERS)
      h.run(
        process.execPath,
        [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.order.config.mjs'],
        {
          cwd: dir,
          env: { QD_ORDER: order },
        },
      );
    return true;
  });
  if (!built) return;

  if (h.screenshots) {
    const site = await h.serve(join(dir, 'dist'));
    await check(`${name}: screenshots, light and dark`, () => screenshots(site.url, h)).finally(() => site.close());
  }
  for (const order of ORDERS) {
    const site = await h.serve(join(dir, `dist-${order}`));
    try {
      await check(
        `${name}: ${order === 'dock-first' ? "the dock's CSS loaded before Tailwind's" : "Tailwind's CSS loaded before the dock's"}: in Chromium the dock, mini bar, summary and notice take the app's tokens (colours, radius, focus ring, font), light and dark, following a .dark toggle; a person answers and the result is exact`,
        async () => {
          // The built stylesheet really is in that order (one file: the page's imports, in order).
          const folder = join(dir, `dist-${order}`, 'assets');
          const css = readdirSync(folder)
            .filter((f) => f.endsWith('.css'))
            .map((f) => readFileSync(join(folder, f), 'utf8'));
          assert(css.length === 1, `${order}: ${css.length} stylesheets`);
          const dockAt = css[0].indexOf('components.question-dock');
          const resetAt = css[0].search(/@layer base\s*\{/);
          assert(dockAt >= 0 && resetAt >= 0, `${order}: the stylesheet has no dock layer or no Tailwind reset`);
          assert(
            dockAt < resetAt === (order === 'dock-first'),
            `${order}: the stylesheet has them the other way round`,
          );
          const page = order === 'dock-first' ? 'index.html' : 'tailwind-first.html';
          await h.asPerson(`${site.url}/${page}?notice`, name, (p, toolResults) => themed(p, toolResults, h));
        },
      );
    } finally {
      site.close();
    }
  }
  await chatRun(name, dir, h);
  return added;
}

/** Runs a command to its end without blocking this process; throws with its output when it fails. */
function runAsync(cmd, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // A guard, not a wait: a CLI that hangs (a request nobody answers) fails the check.
    const guard = setTimeout(() => child.kill(), 120_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      if (code === 0) resolve(output);
      else reject(new Error(`$ ${cmd} ${args.join(' ')} (in ${cwd}) exited ${code ?? signal}\n${output}`));
    });
  });
}

/** `shadcn add <url> --yes` for each item, from a local static server, with every other host unreachable. */
async function addItems(name, dir, cli, h) {
  const { assert, check, root } = h;
  const host = mkdtempSync(join(tmpdir(), 'qd-registry-host-'));
  cpSync(join(root, 'registry', 'r'), join(host, 'r'), { recursive: true });
  // The base colour the CLI asks the registry for; the app has its tokens already.
  mkdirSync(join(host, 'r', 'colors'));
  writeFileSync(
    join(host, 'r', 'colors', 'neutral.json'),
    JSON.stringify({
      inlineColors: { light: {}, dark: {} },
      cssVars: { light: {}, dark: {} },
      cssVarsV4: { light: {}, dark: {} },
      inlineColorsTemplate: '',
      cssVarsTemplate: '',
    }),
  );
  const server = await h.serve(host);
  const manifest = readFileSync(join(dir, 'package.json'), 'utf8');
  try {
    const sizes = {};
    for (const [item, file] of Object.entries(ITEMS)) {
      const ok = await check(
        `${name}: npx shadcn add <local url>/${item}.json --yes adds ${file}, no network, no reinstall`,
        async () => {
          // Asynchronously: the registry's server runs in this process and must answer meanwhile.
          await runAsync(process.execPath, [cli, 'add', `${server.url}/r/${item}.json`, '--yes'], {
            cwd: dir,
            env: {
              REGISTRY_URL: `${server.url}/r`,
              // Any request that leaves the machine fails at once (a dead proxy); the local server is exempt.
              HTTPS_PROXY: 'http://127.0.0.1:9',
              HTTP_PROXY: 'http://127.0.0.1:9',
              NO_PROXY: '127.0.0.1',
              npm_config_offline: 'true',
            },
          });
          const written = readFileSync(join(dir, file), 'utf8');
          const source = JSON.parse(readFileSync(join(root, 'registry', 'r', `${item}.json`), 'utf8')).files[0].content;
          // components.json says rsc: false, so the CLI drops a "use client" line; the rest is the source.
          h.same(
            `${file} as written`,
            written.replace(/^'use client';\n\n/, ''),
            source.replace(/^'use client';\n\n/, ''),
          );
          for (const from of ["from 'question-dock", "from '@/lib/utils'"])
            assert(written.includes(from), `${file} does not import ${from}`);
          assert(readFileSync(join(dir, 'package.json'), 'utf8') === manifest, 'the CLI changed package.json');
          sizes[file] = statSync(join(dir, file)).size;
          return true;
        },
      );
      if (!ok) return undefined;
    }
    const css = readFileSync(join(dir, 'node_modules', 'question-dock', 'dist', 'shadcn.css'));
    h.log(
      `${name}: the items add ${Object.entries(sizes)
        .map(([file, bytes]) => `${file} (${(bytes / 1000).toFixed(1)} kB)`)
        .join(
          ', ',
        )}; question-dock/shadcn.css as shipped is ${(gzipSync(css, { level: 9 }).length / 1000).toFixed(1)} kB gzip`,
    );
    return sizes;
  } finally {
    server.close();
    rmSync(host, { recursive: true, force: true });
  }
}

/**
 * What the page shows against what the app's tokens resolve to, read in one go: each pair is the
 * dock's computed value and the token's, resolved by a probe element in the same document (so the
 * comparison holds whatever `.dark` says), or the value of shadcn's own component beside it.
 */
function readTheme(page) {
  return page.evaluate(() => {
    const probe = (prop, value) => {
      const el = document.createElement('div');
      el.style.setProperty(prop, value);
      document.body.append(el);
      const v = getComputedStyle(el).getPropertyValue(prop);
      el.remove();
      return v;
    };
    const of = (selector, prop, pseudo) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el, pseudo).getPropertyValue(prop) : `(no ${selector})`;
    };
    const token = (name) => probe('color', `var(${name})`);
    const panel = document.querySelector('[data-testid=dock] .qd-panel');
    const minibar = document.querySelector('[data-testid=dock] .qd-minibar');
    // The dock's text: the question's, the mini bar's while collapsed, the summary's once answered.
    const text = panel
      ? '[data-testid=dock] .qd-question-text'
      : minibar
        ? '[data-testid=dock] .qd-minibar-text'
        : '.qd-summary';
    const pairs = {
      'notice = --destructive': [of('[data-testid=invalid] .qd-alert', 'color'), token('--destructive')],
      'notice background = --card': [of('[data-testid=invalid] .qd-alert', 'background-color'), token('--card')],
      'notice radius = --radius (rounded-lg)': [
        of('[data-testid=invalid] .qd-alert', 'border-top-left-radius'),
        probe('border-top-left-radius', 'var(--radius)'),
      ],
      "font = the page's (--font-sans)": [of(text, 'font-family'), getComputedStyle(document.body).fontFamily],
      'text size = text-sm (the Card description)': [
        of(panel ? '[data-testid=dock] .qd-option-description' : text, 'line-height'),
        of('[data-slot=card-description]', 'line-height'),
      ],
    };
    if (panel) {
      Object.assign(pairs, {
        'panel background = --card': [of('[data-testid=dock] .qd-panel', 'background-color'), token('--card')],
        'panel question text = --card-foreground': [
          of('[data-testid=dock] .qd-question-text', 'color'),
          token('--card-foreground'),
        ],
        'panel border = --border': [of('[data-testid=dock] .qd-panel', 'border-top-color'), token('--border')],
        'panel option row border = --border': [
          of('[data-testid=dock] .qd-option', 'border-top-color'),
          token('--border'),
        ],
        'panel option note = --muted-foreground': [
          of('[data-testid=dock] .qd-option-description', 'color'),
          token('--muted-foreground'),
        ],
        'panel Submit = --primary': [
          of('[data-testid=dock] .qd-footer .qd-button[data-variant=primary]', 'background-color'),
          token('--primary'),
        ],
        'panel Submit text = --primary-foreground': [
          of('[data-testid=dock] .qd-footer .qd-button[data-variant=primary]', 'color'),
          token('--primary-foreground'),
        ],
        'panel radius = rounded-xl (the Card)': [
          of('[data-testid=dock] .qd-panel', 'border-top-left-radius'),
          of('[data-testid=card]', 'border-top-left-radius'),
        ],
        'panel radius = --radius * 1.4': [
          of('[data-testid=dock] .qd-panel', 'border-top-left-radius'),
          probe('border-top-left-radius', 'calc(var(--radius) * 1.4)'),
        ],
        'panel Submit radius = rounded-md (the Button)': [
          of('[data-testid=dock] .qd-footer .qd-button[data-variant=primary]', 'border-top-left-radius'),
          of('[data-testid=button]', 'border-top-left-radius'),
        ],
        'panel Submit height = h-9 (the Button)': [
          of('[data-testid=dock] .qd-footer .qd-button[data-variant=primary]', 'height'),
          of('[data-testid=button]', 'height'),
        ],
        'panel option row radius = --radius * 0.8': [
          of('[data-testid=dock] .qd-option', 'border-top-left-radius'),
          probe('border-top-left-radius', 'calc(var(--radius) * 0.8)'),
        ],
      });
    }
    if (minibar) {
      pairs['mini bar background = --card'] = [
        of('[data-testid=dock] .qd-minibar', 'background-color'),
        token('--card'),
      ];
      pairs['mini bar radius = rounded-xl (the Card)'] = [
        of('[data-testid=dock] .qd-minibar', 'border-top-left-radius'),
        of('[data-testid=card]', 'border-top-left-radius'),
      ];
    }
    if (document.querySelector('.qd-summary')) {
      pairs['summary background = --card'] = [of('.qd-summary', 'background-color'), token('--card')];
      pairs['summary border = --border'] = [of('.qd-summary', 'border-top-color'), token('--border')];
      pairs['summary radius = rounded-md'] = [
        of('.qd-summary', 'border-top-left-radius'),
        probe('border-top-left-radius', 'calc(var(--radius) * 0.8)'),
      ];
    }
    if (document.querySelector('[data-testid=dock] .qd-control[role=radio][data-state=checked]')) {
      pairs['checked radio dot = --primary'] = [
        of('[data-testid=dock] .qd-control[role=radio][data-state=checked]', 'background-color', '::after'),
        token('--primary'),
      ];
      pairs['checked row border = --primary'] = [
        of('[data-testid=dock] .qd-option[data-state=checked]', 'border-top-color'),
        token('--primary'),
      ];
    }
    const checkbox = '[data-testid=multi] .qd-control[role=checkbox][data-state=checked]';
    if (document.querySelector(checkbox)) {
      pairs['checked checkbox = --primary'] = [of(checkbox, 'background-color'), token('--primary')];
      pairs['checked checkbox mark = --primary-foreground'] = [
        of(checkbox, 'border-left-color', '::after'),
        token('--primary-foreground'),
      ];
    }
    const focused = document.activeElement;
    if (focused?.matches('.qd-dock .qd-button')) {
      pairs['focus ring = 3px of --ring at 50%, as shadcn controls'] = [
        `${getComputedStyle(focused).outlineWidth} ${getComputedStyle(focused).outlineColor}`,
        `3px ${probe('color', 'color-mix(in oklab, var(--ring) 50%, transparent)')}`,
      ];
    }
    return pairs;
  });
}

/** Waits for the page's running transitions (shadcn's buttons ease their colours) to end. */
const settled = (page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

/** Every pair equal; returns the values read, to compare light with dark. */
async function expectTheme(page, label, part) {
  await settled(page);
  const pairs = await readTheme(page);
  if (!Object.keys(pairs).some((what) => what.startsWith(part))) throw new Error(`${label}: no ${part} on the page`);
  const wrong = Object.entries(pairs)
    .filter(([, [got, want]]) => got !== want)
    .map(([what, [got, want]]) => `${what}: ${got}, the app's ${want}`);
  if (wrong.length) throw new Error(`${label}:\n${wrong.join('\n')}`);
  return Object.fromEntries(Object.entries(pairs).map(([what, [got]]) => [what, got]));
}

/** What a person does on the showcase page, the theme read at each step. */
async function themed(page, toolResults, h) {
  const dock = page.getByTestId('dock');
  await dock.getByRole('radio', { name: /Production/ }).waitFor({ timeout: 10_000 });
  const light = await expectTheme(page, 'light, the panel', 'panel');
  await page.locator('[data-testid=multi]').getByRole('checkbox', { name: 'Unit' }).click();
  await expectTheme(page, 'light, a checkbox checked', 'checked checkbox');
  // A disabled button under the pointer keeps its look (Back on the first question).
  const back = page.locator('[data-testid=multi] .qd-back');
  const backgroundOf = () => back.evaluate((el) => getComputedStyle(el).backgroundColor);
  h.assert(await back.isDisabled(), 'Back is not disabled on the first question');
  await back.scrollIntoViewIfNeeded();
  const atRest = await backgroundOf();
  const box = await back.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await settled(page);
  h.assert(await back.evaluate((el) => el.matches(':hover')), 'the pointer is not over Back');
  h.same('a disabled Back under the pointer', await backgroundOf(), atRest);
  await page.mouse.move(0, 0);
  const html = () => page.evaluate(() => document.documentElement.className);

  // The person switches the theme (a mode toggle sets .dark on <html>): no reload.
  await page.getByRole('button', { name: 'Theme' }).click();
  h.assert((await html()) === 'dark', `the toggle left <html class="${await html()}">`);
  const dark = await expectTheme(page, 'dark (after the toggle), the panel', 'panel');
  h.assert(
    dark['panel background = --card'] !== light['panel background = --card'],
    `the panel stayed ${light['panel background = --card']} in dark`,
  );
  await page.getByRole('button', { name: 'Theme' }).click();
  await expectTheme(page, 'light again (toggled back), the panel', 'panel');

  // The system's dark preference does not turn the dock dark in a light app: the app's .dark decides.
  await page.emulateMedia({ colorScheme: 'dark' });
  h.same(
    'the panel in a light app under a dark system preference',
    (await expectTheme(page, 'light app, dark system preference', 'panel'))['panel background = --card'],
    light['panel background = --card'],
  );
  await page.emulateMedia({ colorScheme: 'light' });

  // The app's own --qd-* (outside a layer) still win over the mapping.
  await page.evaluate(() => {
    const style = Object.assign(document.createElement('style'), { id: 'override' });
    style.textContent = '.qd-dock { --qd-border: rgb(1, 2, 3); }';
    document.head.append(style);
  });
  h.same(
    "the panel's border with the app's --qd-border",
    await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid=dock] .qd-panel')).borderTopColor),
    'rgb(1, 2, 3)',
  );
  await page.evaluate(() => document.getElementById('override').remove());

  // Collapsed: the mini bar, in both modes.
  await dock.getByRole('button', { name: /minimi[sz]e|collapse/i }).click();
  await dock.locator('.qd-minibar').waitFor();
  // The mini bar came where the pointer was: away from it, so it shows at rest, not hovered.
  await page.mouse.move(0, 0);
  await expectTheme(page, 'light, the mini bar', 'mini bar');
  await page.getByRole('button', { name: 'Theme' }).click();
  await expectTheme(page, 'dark, the mini bar', 'mini bar');
  await dock.locator('.qd-minibar').click();
  await dock.getByRole('radio', { name: /Production/ }).waitFor();

  // In dark: pick Production, reach Submit by keyboard (the focus ring), submit.
  await dock.getByRole('radio', { name: /Production/ }).click();
  await expectTheme(page, 'dark, Production picked', 'checked radio');
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate(() => document.activeElement?.matches('.qd-footer .qd-button[data-variant=primary]')))
      break;
    await page.keyboard.press('Tab');
  }
  await expectTheme(page, 'dark, Submit focused from the keyboard', 'focus ring');
  await page.keyboard.press('Enter');
  h.same('what the agent received', await toolResults.read(), [[ANSWERED_PRODUCTION]]);
  const summary = page.getByRole('group', { name: 'Answer summary' });
  await summary.waitFor();
  h.assert(/Deploy:\s*Production/.test(await summary.innerText()), `the summary reads ${await summary.innerText()}`);
  await expectTheme(page, 'dark, the summary', 'summary');
  await page.getByRole('button', { name: 'Theme' }).click();
  await expectTheme(page, 'light, the summary', 'summary');
}

/** The showcase in light and dark, as PNGs under docs/ (`--screenshots`). */
async function screenshots(url, h) {
  const { page, close } = await h.newPage();
  try {
    await page.setViewportSize({ width: 1120, height: 520 });
    await page.goto(`${url}/index.html`);
    const dock = page.getByTestId('dock');
    await dock.getByRole('radio', { name: /Production/ }).click();
    await page.mouse.move(0, 0);
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') await page.getByRole('button', { name: 'Theme' }).click();
      await settled(page);
      const file = join(h.root, 'docs', `shadcn-${mode}.png`);
      await page.screenshot({ path: file });
      h.log(`wrote ${file}`);
    }
  } finally {
    await close();
  }
}

/** The README's shadcn AI SDK chat with the README's route (a scripted model): send, answer, the agent carries on. */
async function chatRun(name, dir, h) {
  let server;
  try {
    server = await h.startServer('server.mjs', dir);
    const { url } = server;
    await h.check(
      `${name}: README shadcn AI SDK chat (the added ask-user-dock.tsx, useChat) with the README route and a scripted model in Chromium: send, answer, the agent carries on with the exact result`,
      () =>
        h.asPerson(`${url}/chat.html`, 'shadcn chat', async (page) => {
          await page.getByRole('textbox', { name: 'Message' }).fill('Deploy build 1.4.0');
          await page.getByRole('button', { name: 'Send' }).click();
          await page.getByRole('radio', { name: /Production/ }).waitFor({ timeout: 10_000 });
          await page.getByText('Where should I deploy build 1.4.0?', { exact: true }).waitFor();
          const [panel, card] = await page.evaluate(() => {
            const probe = Object.assign(document.createElement('div'), { style: 'color: var(--card)' });
            document.body.append(probe);
            const values = [
              getComputedStyle(document.querySelector('.qd-panel')).backgroundColor,
              getComputedStyle(probe).color,
            ];
            probe.remove();
            return values;
          });
          h.same('the chat dock panel against --card', panel, card);
          await page.getByRole('radio', { name: /Production/ }).click();
          await page.getByRole('button', { name: 'Submit' }).click();
          const summary = page.getByRole('group', { name: 'Answer summary' });
          await summary.waitFor({ timeout: 10_000 });
          h.assert(
            /Deploy:\s*Production/.test(await summary.innerText()),
            `the summary reads ${await summary.innerText()}`,
          );
          await page.getByText(`The agent got ${JSON.stringify(ANSWERED_PRODUCTION)}`).waitFor({ timeout: 10_000 });
          const calls = await (await fetch(`${url}/__calls`)).json();
          const results = calls.flat().flatMap((m) => (m.role === 'tool' ? m.content : []));
          h.same(
            'the tool results the model received',
            results.map((r) => r.output),
            [{ type: 'json', value: ANSWERED_PRODUCTION }],
          );
        }),
    );
    h.assert(server.logged().trim() === '', `server.mjs logged:\n${server.logged()}`);
  } catch (error) {
    await h.check(`${name}: README route server`, () => {
      throw error;
    });
  } finally {
    server?.stop();
  }
}
