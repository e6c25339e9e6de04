// `npm run test:consumers`: the package as a new user gets it. Builds and packs the tarball, then
// installs it into fresh apps created under a temp dir and checks each one (see
// test/consumers/README.md for what each app proves). Every dependency install except the tarball
// is cached between runs in ~/.cache/question-dock/consumers (QD_CONSUMERS_CACHE), keyed by the
// app's dependency list and the package's own dependency ranges: a warm run copies the cached
// node_modules (hard links) and installs only the new tarball.
//
// Flags: --no-build (pack the current dist/), --only=package,react19,react18,adapters,next,shadcn (default: all),
// --apps=types,readme,spa,styles,ssr,tailwind,size (the Vite apps and checks; default: all; styles needs
// spa; readme also picks the adapters app's README blocks), --keep (leave the temp dir for inspection),
// --screenshots (the shadcn app's PNGs into docs/).
// Exits non-zero when any check fails.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { homedir, tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { entryDocBlocks, fencedBlocks, needsHosts, readmeBlocks } from './doc-blocks.mjs';
import { ENTRIES, distFile, isStylesheet, subpathOf } from '../entries.mjs';
import { fromShadcnApp, shadcnApp } from './consumers/shadcn.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const templates = join(root, 'test', 'consumers');
const argv = process.argv.slice(2);
const only = argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (name) => !only || only.includes(name);
const apps = argv
  .find((a) => a.startsWith('--apps='))
  ?.slice(7)
  .split(',');
const appWanted = (name) => !apps || apps.includes(name);
const cacheRoot = process.env.QD_CONSUMERS_CACHE ?? join(homedir(), '.cache', 'question-dock', 'consumers');
const npmCache = join(cacheRoot, 'npm');
const work = mkdtempSync(join(tmpdir(), 'qd-consumers-'));
const started = Date.now();

// Versions the apps install. React 18's newest and React 19's, each with its own @types.
const VITE = { vite: '8.4.0', '@vitejs/plugin-react': '6.3.0', typescript: '6.0.3' };
// A fresh Vite app installs TypeScript 7 (the native compiler) today; apps on 6 are still common. The
// types checks run under both: 6 as `typescript`, 7 beside it under an npm alias.
const TYPESCRIPT7 = { typescript7: 'npm:typescript@7.0.2' };
const COMPILERS = [
  { label: 'TypeScript 6', bin: ['typescript', 'bin', 'tsc'] },
  { label: 'TypeScript 7', bin: ['typescript7', 'bin', 'tsc'] },
];
const TAILWIND = { tailwindcss: '4.3.5', '@tailwindcss/vite': '4.3.5' };
// The README's "Without React" snippet is a Lit view; the same version the repository tests with.
const LIT = { lit: '3.3.3' };
// create-vite's react-ts template: the README's blocks compile under its tsconfig.app.json, read from the
// package at run time (what a reader who runs `npm create vite` gets).
const CREATE_VITE = { 'create-vite': '9.3.0' };
// The app's own Radix, as an app that already renders Radix's radio group and checkbox has it: the
// package must share it (one copy), not bring a second.
const RADIX = { '@radix-ui/react-radio-group': '^1.5.1', '@radix-ui/react-checkbox': '^1.4.1' };
const REACT19 = { react: '19.3.1', 'react-dom': '19.3.1', '@types/react': '19.3.3', '@types/react-dom': '19.3.0' };
const REACT18 = { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '18.3.32', '@types/react-dom': '18.3.7' };
// `ai` for the route handler that imports `question-dock/ai-sdk` on the server.
const NEXT = { next: '16.4.6', typescript: '6.0.3', '@types/node': '20.19.43', ai: '7.0.173' };
// The adapter entries' hosts, at the versions the repository tests with (an app of its own: the
// other apps install none of them and must not be affected by those entries).
const HOSTS = {
  ai: '7.0.173',
  '@ai-sdk/react': '4.0.177',
  '@assistant-ui/react': '0.15.22',
  '@assistant-ui/react-ai-sdk': '1.4.12',
  '@anthropic-ai/claude-agent-sdk': '0.3.337',
  '@modelcontextprotocol/sdk': '1.32.2',
  '@ai-sdk/mcp': '1.0.102',
};
/** The package's JS entries (entries.mjs): the adapters (an entry with `hosts`) and the others. */
const MODULES = ENTRIES.filter((entry) => subpathOf(entry) && !isStylesheet(entry));
const ADAPTER_ENTRIES = MODULES.filter((entry) => entry.hosts).map((entry) => entry.name);
const PLAIN_ENTRIES = MODULES.filter((entry) => !entry.hosts).map((entry) => entry.name);

// Budgets of the README example in a fresh Vite app (min+gz, bytes, set from the measured figures):
// the JS it adds over a React-only page (the package's own code, the core, Radix and clsx from npm),
// the JS it adds to an app that already renders Radix's radio group and checkbox (Radix shared, one
// copy), and its CSS. Measured: 28.48 kB, 18.18 kB and 3.75 kB (the JS lowered when attention became
// an import the app makes; the CSS raised 10 B for a question's text that takes focus on a touch
// screen without a ring). The JS raised 150 B within the 0.5 kB Claude's AskUserQuestion may add (its
// contract in the one normalizer, the dock's parts). The CSS raised 120 B for an option's preview
// placed beside the options (below them on a phone): 3.87 kB measured. The JS raised for a note on an
// answer and a skip per question, then lowered 232 B (197 B over Radix) as the dock's bundle left out
// the development warnings' words and the English of the call words it does not show. Measured in
// the app with the core and the dock in one shared chunk each: 28.95 kB (18.61 kB over Radix); the CSS
// raised 10 B for a lower preview below the options on a phone. Raised within the 0.5 kB MCP's forms
// may add (the dock's hooks for a form's parts, the store's check, an optional question, no key caps
// past 9): 29.31 kB (18.98 kB over Radix); the CSS for a form's intro, fields and link panel: 4.19 kB.
const README_BUDGET = { js: 29_320, jsOverRadix: 18_990, css: 4_200 };

/** Every file under a folder (recursively). */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

// ---- output and bookkeeping --------------------------------------------------------------------
const results = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function log(message) {
  console.log(`[consumers ${seconds(Date.now() - started)}] ${message}`);
}

/** Runs one named check; a throw fails it (and only it). Returns the check's value or undefined. */
async function check(name, fn) {
  const t0 = Date.now();
  try {
    const value = await fn();
    results.push({ name, ok: true, ms: Date.now() - t0 });
    log(`ok   ${name} (${seconds(Date.now() - t0)})`);
    return value;
  } catch (error) {
    results.push({ name, ok: false, ms: Date.now() - t0, error: error?.message ?? String(error) });
    log(`FAIL ${name} (${seconds(Date.now() - t0)})\n${indent(error?.message ?? String(error))}`);
    return undefined;
  }
}
const indent = (text) =>
  String(text)
    .trim()
    .split('\n')
    .slice(0, 60)
    .map((l) => `     ${l}`)
    .join('\n');

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs a command to completion; throws with its output when it fails. */
function run(cmd, args, { cwd = root, env = {}, quiet = true } = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', npm_config_update_notifier: 'false', ...env },
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    throw new Error(
      `$ ${cmd} ${args.join(' ')} (in ${cwd}) exited ${r.status ?? r.signal}\n${r.stdout ?? ''}\n${r.stderr ?? ''}`,
    );
  }
  return r.stdout ?? '';
}
const node = (script, args, opts) => run(process.execPath, [script, ...args], opts);
const npm = (args, opts) => run('npm', [...args, '--no-audit', '--no-fund', `--cache=${npmCache}`], opts);

// ---- the tarball ---------------------------------------------------------------------------------
async function pack() {
  if (!argv.includes('--no-build')) run('npm', ['run', 'build']);
  const out = run('npm', ['pack', '--pack-destination', work, '--json']);
  const [{ filename }] = JSON.parse(out.slice(out.indexOf('[')));
  const tarball = join(work, filename);
  mkdirSync(join(work, 'extracted'));
  run('tar', ['xzf', tarball, '-C', join(work, 'extracted')]);
  return { tarball, dir: join(work, 'extracted', 'package') };
}

// ---- installs ------------------------------------------------------------------------------------
/**
 * A fresh project in the temp dir with `deps` and the tarball installed. The first run for a given
 * dependency list installs into the cache; later runs hard-link that node_modules and reinstall
 * only the tarball.
 */
function project(name, deps, pkg) {
  const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        deps,
        qd: [manifest.dependencies, manifest.peerDependencies],
        node: process.versions.node.split('.')[0],
      }),
    )
    .digest('hex')
    .slice(0, 16);
  const cached = join(cacheRoot, `${name}-${key}`);
  const packageJson = {
    name: `qd-consumer-${name}`,
    private: true,
    type: 'module',
    dependencies: { ...deps, 'question-dock': 'file:./question-dock.tgz' },
  };
  if (!existsSync(join(cached, '.ready'))) {
    log(`${name}: installing dependencies into the cache (cold; later runs reuse it)`);
    rmSync(cached, { recursive: true, force: true });
    mkdirSync(cached, { recursive: true });
    cpSync(pkg.tarball, join(cached, 'question-dock.tgz'));
    writeFileSync(join(cached, 'package.json'), JSON.stringify(packageJson, null, 2));
    npm(['install'], { cwd: cached });
    writeFileSync(join(cached, '.ready'), new Date().toISOString());
  }
  const dir = join(work, name);
  mkdirSync(dir);
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(cached, file), join(dir, file));
  // Hard links: a copy of the tree in a fraction of a second; npm replaces (never edits) files.
  run('cp', ['-al', join(cached, 'node_modules'), join(dir, 'node_modules')]);
  cpSync(pkg.tarball, join(dir, 'question-dock.tgz'));
  // npm keeps an installed file: tarball whose lock entry looks current, so forget the old one.
  rmSync(join(dir, 'node_modules', 'question-dock'), { recursive: true, force: true });
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  delete lock.packages['node_modules/question-dock'];
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  npm(['install', '--prefer-offline', './question-dock.tgz'], { cwd: dir });
  const installed = readFileSync(join(dir, 'node_modules', 'question-dock', 'dist', 'index.js'), 'utf8');
  assert(
    installed === readFileSync(join(pkg.dir, 'dist', 'index.js'), 'utf8'),
    `${name}: node_modules/question-dock is not this run's tarball`,
  );
  return dir;
}

// ---- the browser and a static server -------------------------------------------------------------
let browser;
async function getBrowser() {
  if (!browser) {
    const executablePath = findChromium();
    assert(executablePath, "no Chromium found (set CHROMIUM_PATH or install Debian's chromium)");
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  }
  return browser;
}

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
/** Serves a built dist/ folder on a free port; resolves to { url, close }. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    // A page without an icon link (the README's plain page) asks for one; no icon is no error.
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      return void res.writeHead(404).end();
    res.setHeader('content-type', MIME[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    );
  });
}

/** A page that records console warnings/errors and uncaught errors. */
async function newPage() {
  const context = await (await getBrowser()).newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems, close: () => context.close() };
}

// ---- checks shared by the apps -------------------------------------------------------------------
/** The README's block marked `<!-- run: name -->`, verbatim. */
function readmeRun(name) {
  const block = readmeBlocks(root).find((b) => b.run === name);
  assert(block, `README.md has no block marked <!-- run: ${name} -->`);
  return block;
}

/**
 * Every ts/tsx block a reader copies (README.md and the entries' `@example`s), for the app that can
 * compile it: the blocks that import a chat stack (an adapter entry's `hosts`: `ai`, `@ai-sdk/*`,
 * `@assistant-ui/*`, the Claude Agent SDK, `@modelcontextprotocol/*`) go to the
 * adapters app, which installs them; the rest to the react19 app.
 */
function docBlocks(hosts) {
  const blocks = [...readmeBlocks(root), ...entryDocBlocks(root)].filter((b) => b.lang === 'ts' || b.lang === 'tsx');
  // Blocks that import a shadcn app's added components (`@/components/...`) compile in that app.
  return blocks.filter((b) => needsHosts(b.code) === hosts && !fromShadcnApp(b.code));
}

/**
 * A folder of an app where the blocks compile as a reader's `npm create vite` React app compiles its
 * src/: each block in src/ as a file of its own, beside create-vite's own tsconfig.app.json (read from
 * the installed create-vite package, so strict, noUnused*, verbatimModuleSyntax, erasableSyntaxOnly
 * and the rest are the template's, not ours).
 */
function writeBlocks(dir, folder, blocks) {
  cpSync(
    join(dir, 'node_modules', 'create-vite', 'template-react-ts', 'tsconfig.app.json'),
    join(folder, 'tsconfig.app.json'),
  );
  mkdirSync(join(folder, 'src'), { recursive: true });
  for (const { file, code } of blocks) writeFileSync(join(folder, 'src', file), code);
}

function copyApps(dir, names) {
  for (const name of names) cpSync(join(templates, 'vite', name), join(dir, name), { recursive: true });
  const example = readmeRun('first').code;
  for (const app of ['spa', 'size'])
    if (names.includes(app)) writeFileSync(join(dir, app, 'src', 'readme-example.tsx'), example);
  if (names.includes('readme')) {
    writeBlocks(dir, join(dir, 'readme'), docBlocks(false));
    // The plain page sits where the README says: beside node_modules, which it imports from.
    writeFileSync(join(dir, 'readme-page.html'), readmeRun('page').code);
  }
  if (names.includes('adapters')) writeBlocks(dir, join(dir, 'adapters', 'readme'), docBlocks(true));
}

const tsc = (dir, tsconfig, compiler = COMPILERS[0]) =>
  node(join(dir, 'node_modules', ...compiler.bin), ['-p', tsconfig], { cwd: dir });
const viteBuild = (dir, config) =>
  node(join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), ['build', '--config', config], { cwd: dir });

/**
 * What a page's README code handed the agent through its stand-in transport, `console.log('tool result',
 * ...)`: the arguments after that word, per call. `read(count)` waits until `count` calls came.
 */
function watchToolResults(page) {
  const calls = [];
  page.on('console', (message) => {
    if (message.type() === 'log' && message.text().startsWith('tool result'))
      calls.push(Promise.all(message.args().map((arg) => arg.jsonValue())));
  });
  return {
    async read(count = 1, timeout = 10_000) {
      const until = Date.now() + timeout;
      while (calls.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return (await Promise.all(calls)).map((args) => args.slice(1));
    },
  };
}

const ANSWERED_PRODUCTION = { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } };

/** README example in the browser: pick "Production", submit, read what the agent got. */
async function answerInBrowser(dir, label) {
  const server = await serve(join(dir, 'spa', 'dist'));
  const { page, problems, close } = await newPage();
  const toolResults = watchToolResults(page);
  try {
    await page.goto(server.url);
    await page
      .getByRole('radio', { name: /Production/ })
      .first()
      .waitFor();
    await looksRight(page, label);
    await page
      .getByRole('radio', { name: /Production/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Submit' }).first().click();
    const got = await toolResults.read();
    const expected = [[ANSWERED_PRODUCTION]];
    assert(
      isDeepStrictEqual(got, expected),
      `${label}: the agent got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
    );
    const summary = await page
      .getByRole('group', { name: 'Answer summary' })
      .filter({ hasText: 'Deploy' })
      .first()
      .innerText();
    assert(/Deploy:\s*Production/.test(summary), `${label}: the summary reads ${JSON.stringify(summary)}`);
    // The composer, inside .qd-dock, keeps the app's own look: the same computed style, focused,
    // as the identical textarea outside the dock.
    const styleOf = async (name) => {
      await page.getByRole('textbox', { name, exact: true }).focus();
      return page.evaluate((label) => {
        const style = getComputedStyle(document.querySelector(`textarea[aria-label="${label}"]`));
        const props = {};
        for (let i = 0; i < style.length; i++)
          if (!style[i].startsWith('--qd-')) props[style[i]] = style.getPropertyValue(style[i]);
        return props;
      }, name);
    };
    const inside = await styleOf('Message');
    const outside = await styleOf('Outside');
    const differs = Object.keys(outside)
      .filter((p) => inside[p] !== outside[p])
      .map((p) => `${p}: ${outside[p]} -> ${inside[p]}`);
    assert(differs.length === 0, `${label}: the library's styles reach the composer:\n${differs.join('\n')}`);
    const refs = await page.evaluate(() => window.qdRefs);
    assert(
      refs?.dock?.includes('qd-dock'),
      `${label}: ref on QuestionDock is ${JSON.stringify(refs?.dock)}, expected its .qd-dock element`,
    );
    assert(
      refs?.summary?.includes('qd-summary'),
      `${label}: ref on AnswerSummary is ${JSON.stringify(refs?.summary)}, expected its .qd-summary element`,
    );
    assert(problems.length === 0, `${label}: console:\n${problems.join('\n')}`);
  } finally {
    await close();
    server.close();
  }
}

/**
 * Dark mode by system preference, `data-theme` and the `dark` class (light opt-outs too), and the
 * app's one-selector override of --qd-accent winning in every case.
 */
async function theming(dir) {
  const server = await serve(join(dir, 'spa', 'dist'));
  const { page, close } = await newPage();
  const DARK_BG = '#1c1d22';
  const LIGHT_BG = '#fff';
  const read = () =>
    page.evaluate(() => {
      const dock = getComputedStyle(document.querySelector('.qd-dock'));
      return { bg: dock.getPropertyValue('--qd-bg').trim(), accent: dock.getPropertyValue('--qd-accent').trim() };
    });
  const cases = [
    { scheme: 'light', html: '', bg: LIGHT_BG },
    { scheme: 'dark', html: '', bg: DARK_BG },
    { scheme: 'light', html: 'class=dark', bg: DARK_BG },
    { scheme: 'light', html: 'data-theme=dark', bg: DARK_BG },
    { scheme: 'dark', html: 'class=light', bg: LIGHT_BG },
    { scheme: 'dark', html: 'data-theme=light', bg: LIGHT_BG },
  ];
  const wrong = [];
  try {
    await page.goto(server.url);
    await page.waitForSelector('.qd-dock');
    for (const c of cases) {
      await page.emulateMedia({ colorScheme: c.scheme });
      await page.evaluate((attr) => {
        const html = document.documentElement;
        html.removeAttribute('class');
        html.removeAttribute('data-theme');
        if (attr) html.setAttribute(...attr.split('='));
      }, c.html);
      const got = await read();
      if (got.bg !== c.bg || got.accent !== '#010203')
        wrong.push(
          `${c.scheme} ${c.html || '(no attribute)'}: --qd-bg ${got.bg} (want ${c.bg}), --qd-accent ${got.accent} (want the app's #010203)`,
        );
    }
    assert(wrong.length === 0, wrong.join('\n'));
  } finally {
    await close();
    server.close();
  }
}

const LEAK_SELECTORS = [
  'html',
  'body',
  'h1',
  'h2',
  'h3',
  'p',
  'a',
  'button',
  'input[type=text]',
  'input[type=checkbox]',
  'input[type=radio]',
  'textarea',
  'select',
  'ul',
  'li',
  'label',
];
/** Computed styles of plain elements on two pages that differ only by the library stylesheet. */
async function globalLeaks(distDir) {
  const server = await serve(distDir);
  const { page, close } = await newPage();
  const read = async (file) => {
    await page.goto(`${server.url}/${file}`);
    await page.waitForLoadState('networkidle');
    return page.evaluate((selectors) => {
      const out = {};
      for (const selector of selectors) {
        const el = document.querySelector(selector);
        const style = getComputedStyle(el);
        const props = {};
        for (let i = 0; i < style.length; i++) props[style[i]] = style.getPropertyValue(style[i]);
        out[selector] = props;
      }
      return out;
    }, LEAK_SELECTORS);
  };
  try {
    const without = await read('leak-without.html');
    const withLib = await read('leak-with.html');
    const diffs = [];
    for (const selector of LEAK_SELECTORS) {
      const a = without[selector];
      const b = withLib[selector];
      for (const prop of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (a[prop] !== b[prop])
          diffs.push(`${selector} { ${prop}: ${a[prop] ?? '(unset)'} -> ${b[prop] ?? '(unset)'} }`);
      }
    }
    assert(diffs.length === 0, `the stylesheet changes elements outside the dock:\n${diffs.join('\n')}`);
    // The stylesheet must have loaded on the "with" page, or the comparison proves nothing.
    const loaded = await page.evaluate(() =>
      [...document.styleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes('qd-dock'))),
    );
    assert(loaded, 'the library stylesheet did not load on leak-with.html');
  } finally {
    await close();
    server.close();
  }
}

// ---- the Vite apps (React 19 and 18) -------------------------------------------------------------
async function viteApps(
  name,
  deps,
  pkg,
  { types = false, readme = false, tailwind = false, size = false, styles = false },
) {
  const dir = await check(`${name}: install the tarball into a fresh app`, () => project(name, deps, pkg));
  if (!dir) return;
  copyApps(dir, [
    'spa',
    'ssr',
    ...(types ? ['types'] : []),
    ...(readme ? ['readme'] : []),
    ...(tailwind ? ['tailwind'] : []),
    ...(size ? ['size'] : []),
  ]);

  types &&= appWanted('types');
  readme &&= appWanted('readme');
  tailwind &&= appWanted('tailwind');
  size &&= appWanted('size');
  styles &&= appWanted('styles');
  if (types) {
    await check(`${name}: one copy of Radix, shared by the app and the package (npm ls)`, () => {
      for (const radix of Object.keys(RADIX)) {
        const tree = JSON.parse(npm(['ls', radix, '--all', '--json'], { cwd: dir }));
        const versions = new Set();
        const walk = (deps = {}) => {
          for (const [depName, dep] of Object.entries(deps)) {
            if (depName === radix) versions.add(dep.version);
            walk(dep.dependencies);
          }
        };
        walk(tree.dependencies);
        assert(versions.size === 1, `${radix}: ${[...versions].join(', ') || 'not installed'}`);
        assert(
          !existsSync(join(dir, 'node_modules', 'question-dock', 'node_modules', radix)),
          `question-dock has a private copy of ${radix}`,
        );
      }
    });
    await check(`${name}: the adapter entries' hosts are not installed (optional peers)`, () => {
      for (const host of Object.keys(HOSTS))
        assert(!existsSync(join(dir, 'node_modules', host)), `${host} was installed with the package`);
    });
    // Shared code of an SSR app, and Node test runners, import the entries on a server: none may throw
    // there (the elements' `defineQuestionDockElements` does nothing without a registry).
    await check(`${name}: every entry imports in Node (no DOM)`, () => {
      const script = `for (const e of ${JSON.stringify(PLAIN_ENTRIES)}) await import(e);
const { defineQuestionDockElements } = await import('question-dock/element');
defineQuestionDockElements();`;
      run(process.execPath, ['--input-type=module', '-e', script], { cwd: dir });
    });
    // Every name an entry exports at run time is one its types declare: a module (per entry, as
    // `import * as`) that names each of them must typecheck under node16 and nodenext.
    await check(`${name}: list every entry's runtime exports`, () => {
      const script = `const out = {};
for (const e of ${JSON.stringify(PLAIN_ENTRIES)}) out[e] = Object.keys(await import(e));
process.stdout.write(JSON.stringify(out));`;
      const names = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], { cwd: dir }));
      const lines = Object.entries(names).flatMap(([entry, keys], i) => [
        `import * as entry${i} from '${entry}';`,
        `export const names${i} = [${keys.map((k) => `entry${i}.${k}`).join(', ')}];`,
      ]);
      writeFileSync(join(dir, 'types', 'runtime-exports.ts'), `${lines.join('\n')}\n`);
      for (const entry of PLAIN_ENTRIES) assert(names[entry]?.length > 0, `${entry} exports nothing at run time`);
    });
    for (const compiler of COMPILERS) {
      for (const resolution of ['bundler', 'node16', 'nodenext']) {
        await check(
          `${name}: types resolve with moduleResolution ${resolution}, ${compiler.label} (skipLibCheck false)`,
          () => tsc(dir, `types/tsconfig.${resolution}.json`, compiler),
        );
      }
    }
  }
  if (readme) await readmeApp(name, dir);
  if (appWanted('spa')) {
    await check(`${name}: README example typechecks (strict, skipLibCheck false)`, () => tsc(dir, 'spa/tsconfig.json'));
    const built = await check(`${name}: vite build`, () => viteBuild(dir, 'spa/vite.config.mjs') ?? true);
    if (built !== undefined) {
      await check(
        `${name}: README example answered in Chromium; refs reach the DOM; composer keeps the app's style`,
        () => answerInBrowser(dir, name),
      );
      if (styles) {
        await check(`${name}: no global style leaks (computed styles with vs without styles.css)`, () =>
          globalLeaks(join(dir, 'spa', 'dist')),
        );
        await check(
          `${name}: dark via prefers-color-scheme, data-theme and .dark; the app's one-selector override wins in both`,
          () => theming(dir),
        );
      }
    }
  }
  if (appWanted('ssr')) await ssr(name, dir);
  if (tailwind) await tailwindApp(name, dir);
  if (size) await check(`${name}: README example size over a React-only page, within budget`, () => sizes(dir));
}

/** The adapter entries in an app with their hosts: they import in Node and typecheck everywhere. */
async function adaptersApp(pkg) {
  const name = 'adapters';
  const dir = await check(`${name}: install the tarball beside the hosts (${Object.keys(HOSTS).join(', ')})`, () =>
    // @types/node: the AI SDK's declarations name Node's Buffer (a server route has Node's types).
    project(name, { ...VITE, ...TYPESCRIPT7, ...REACT19, ...HOSTS, ...CREATE_VITE, '@types/node': '20.19.43' }, pkg),
  );
  if (!dir) return;
  copyApps(dir, ['adapters']);
  await check(`${name}: the adapter entries import in Node (a route runs askUserTool() on a server)`, () => {
    const script = `for (const e of ${JSON.stringify(ADAPTER_ENTRIES)}) await import(e);
const { askUserTool } = await import('question-dock/ai-sdk');
if (typeof askUserTool().inputSchema !== 'object') throw new Error('askUserTool() has no inputSchema');`;
    run(process.execPath, ['--input-type=module', '-e', script], { cwd: dir });
  });
  for (const compiler of COMPILERS)
    for (const resolution of ['bundler', 'node16', 'nodenext'])
      await check(
        `${name}: the entries typecheck with moduleResolution ${resolution}, ${compiler.label} (skipLibCheck false)`,
        () => tsc(dir, `adapters/tsconfig.${resolution}.json`, compiler),
      );
  if (!appWanted('readme')) return;
  await compileBlocks(name, dir, 'adapters/readme', true);
  await adapterRuns(dir);
}

/** The blocks of `folder` compile with create-vite's tsconfig.app.json, under TypeScript 6 and 7. */
async function compileBlocks(name, dir, folder, hosts) {
  const blocks = docBlocks(hosts);
  const files = blocks.map((b) => `${b.file} (${b.where})`).join(', ');
  for (const compiler of COMPILERS)
    await check(
      `${name}: ${blocks.length} README and entry-doc blocks${hosts ? ' that import a chat stack (ai, assistant-ui, the Claude Agent SDK, MCP)' : ''} compile as pasted under create-vite's react-ts tsconfig.app.json, ${compiler.label}`,
      () => {
        try {
          tsc(dir, `${folder}/tsconfig.app.json`, compiler);
        } catch (error) {
          throw new Error(`${error.message}\nblocks: ${files}`, { cause: error });
        }
      },
    );
}

/** Runs a built Node script to its end; throws unless it exits 0 by itself within `timeout` ms. */
function nodeRun(dir, script, timeout = 20_000) {
  const r = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8', timeout });
  assert(
    r.status === 0,
    `node ${script} ${r.signal ? `was still running after ${timeout / 1000} s (killed)` : `exited ${r.status}`}\n${r.stdout}\n${r.stderr}`,
  );
  return r.stdout;
}

/** The page's JS chunks (its entry and what it imports) and their CSS, from a Vite manifest. */
function pageFiles(dist, page) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const js = new Set();
  const css = new Set();
  const walk = (key) => {
    const entry = manifest[key];
    if (!entry || js.has(entry.file)) return;
    js.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) walk(imported);
  };
  walk(page);
  return { js: [...js], css: [...css] };
}
const pageChunks = (dist, page) => pageFiles(dist, page).js;

/** Opens `url` in a fresh page, runs `person(page)` and fails on any console warning or error. */
async function asPerson(url, label, person) {
  const { page, problems, close } = await newPage();
  const toolResults = watchToolResults(page);
  try {
    await page.goto(url);
    await person(page, toolResults);
    assert(problems.length === 0, `${label}: console:\n${problems.join('\n')}`);
  } catch (error) {
    throw new Error(`${error.message}\nconsole:\n${problems.join('\n')}`, { cause: error });
  } finally {
    await close();
  }
}

const same = (label, got, expected) =>
  assert(
    isDeepStrictEqual(got, expected),
    `${label}: got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
  );

/**
 * What the stylesheet is there for, as a person sees the open dock: the text for screen readers only
 * and the "Other" field (until Other is chosen) take no room on the page. Without
 * `import 'question-dock/styles.css'` both show.
 */
async function looksRight(page, label) {
  const shown = await page.evaluate(() => {
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 || r.height > 1;
    };
    const hidden = [
      ...document.querySelectorAll('.qd-dock .qd-sr-only'),
      ...document.querySelectorAll('.qd-option-other:not([data-state=checked]) .qd-other-input'),
    ];
    return {
      count: hidden.length,
      visible: hidden
        .filter((el) => el !== document.activeElement && visible(el))
        .map((el) => el.outerHTML.slice(0, 120)),
    };
  });
  assert(shown.count > 0, `${label}: no dock on the page to look at`);
  assert(
    shown.visible.length === 0,
    `${label}: shows what the stylesheet hides (is it imported?):\n${shown.visible.join('\n')}`,
  );
}

/** The ts/tsx blocks that render the dock or a summary, and so need the stylesheet (the elements carry it). */
const DOCK_COMPONENT =
  /<(QuestionDock|QuestionCards|AnswerSummary|AskUserDock|AskUserSummary|AskUserToolUI|AskUserToolView)\b/;

/** Every block that renders the dock or a summary in React imports the stylesheet, as the README says it must. */
function stylesheetImports() {
  const missing = [...readmeBlocks(root), ...entryDocBlocks(root)]
    .filter(
      (b) =>
        b.lang === 'tsx' &&
        DOCK_COMPONENT.test(b.code) &&
        !b.code.includes("import 'question-dock/styles.css';") &&
        // A shadcn app's added component imports question-dock/shadcn.css itself.
        !fromShadcnApp(b.code),
    )
    .map((b) => `${b.file} (${b.where})`);
  assert(
    missing.length === 0,
    `blocks that render the dock without import 'question-dock/styles.css':\n${missing.join('\n')}`,
  );
}

/** Picks Production in the prompt the README block shows, submits, and reads the summary it leaves. */
async function answerProduction(page) {
  await page.getByRole('radio', { name: /Production/ }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('group', { name: 'Answer summary' });
  await summary.waitFor({ timeout: 10_000 });
  return summary.innerText();
}

/**
 * The README's and the entries' blocks in a fresh React 19 app (see test/consumers/README.md): they
 * compile as pasted; the headless form, the Lit view (on the standalone, with no React in its page),
 * the plain page, the store and the plain-text channel run as the README says.
 */
async function readmeApp(name, dir) {
  await compileBlocks(name, dir, 'readme', false);
  const built = await check(`${name}: the README's browser and Node blocks build with Vite`, () => {
    viteBuild(dir, 'readme/vite.config.mjs');
    viteBuild(dir, 'readme/vite.node.config.mjs');
    return true;
  });
  if (!built) return;
  await check(`${name}: README store example runs in Node: answered, delivered, and the process ends by itself`, () => {
    const out = nodeRun(dir, 'readme/dist-node/store.js');
    same('the lines it printed', out.trim().split('\n'), [
      `tool result ${JSON.stringify(ANSWERED_PRODUCTION)}`,
      'answered',
    ]);
  });
  await check(`${name}: README plain-text channel runs in Node: the prompt as text, a reply read into answers`, () => {
    const { sent, results, errors } = JSON.parse(nodeRun(dir, 'readme/harness/plain-text.mjs'));
    assert(errors.length === 0, `the request was refused: ${errors.join('\n')}`);
    const [prompt, refusal] = sent;
    for (const text of ['Where should I deploy?', '1. Staging', '2. Production', 'Which checks should run first?'])
      assert(prompt?.includes(text), `the prompt text has no "${text}":\n${prompt}`);
    assert(sent.length === 2 && refusal?.length > 0, `an empty reply got no answer back: ${JSON.stringify(sent)}`);
    same('what the agent received', results, [
      { status: 'answered', answers: { answers: { deploy_target: ['Production'], checks: ['Unit', 'smoke'] } } },
    ]);
  });

  const server = await serve(join(dir, 'readme', 'dist'));
  const appRoot = await serve(dir);
  try {
    await check(
      `${name}: README headless form in Chromium: the question shows, Next, Submit, the agent gets both answers`,
      () =>
        asPerson(`${server.url}/headless.html`, 'headless', async (page) => {
          await page.getByRole('group', { name: 'Where should I deploy?' }).waitFor({ timeout: 10_000 });
          await page.getByRole('radio', { name: 'Production' }).check();
          await page.getByRole('button', { name: 'Next' }).click();
          await page.getByRole('group', { name: 'Which checks should run first?' }).waitFor();
          await page.getByRole('checkbox', { name: 'Unit' }).check();
          await page.getByRole('textbox', { name: 'Other' }).fill('smoke');
          await page.getByRole('button', { name: 'Submit' }).click();
          const shown = page.getByText('Deploy: Production');
          await shown.waitFor({ timeout: 10_000 });
          same('the form afterwards', await shown.innerText(), 'Deploy: Production\nChecks: Unit, smoke');
          same('what the agent received', await page.evaluate(() => window.qdResults), [
            { status: 'answered', answers: { answers: { deploy_target: ['Production'], checks: ['Unit', 'smoke'] } } },
          ]);
        }),
    );
    await check(
      `${name}: README Lit view on the standalone in Chromium: answered, summary shown, no React in its page`,
      async () => {
        const dist = join(dir, 'readme', 'dist');
        const modules = JSON.parse(readFileSync(join(dist, 'modules.json'), 'utf8'));
        const ids = pageChunks(dist, 'lit.html').flatMap((file) => modules[file] ?? []);
        assert(
          ids.some((id) => /question-dock\/dist\/element\/standalone\.js/.test(id)),
          `the Lit page has no standalone: ${ids.join(', ')}`,
        );
        const react = ids.filter((id) => /node_modules\/(react|react-dom|scheduler)\//.test(id));
        assert(react.length === 0, `the Lit page bundles React:\n${react.join('\n')}`);
        await asPerson(`${server.url}/lit.html`, 'lit', async (page, toolResults) => {
          const summary = await answerProduction(page);
          assert(/Deploy:\s*Production/.test(summary), `the summary reads ${JSON.stringify(summary)}`);
          same('what the agent received', await toolResults.read(), [['call_lit', ANSWERED_PRODUCTION]]);
        });
      },
    );
    await check(
      `${name}: README plain page (the standalone from node_modules, no bundler) in Chromium: answered, summary shown`,
      () =>
        asPerson(`${appRoot.url}/readme-page.html`, 'page', async (page, toolResults) => {
          const summary = await answerProduction(page);
          assert(/Deploy:\s*Production/.test(summary), `the summary reads ${JSON.stringify(summary)}`);
          same('what the agent received', await toolResults.read(), [[ANSWERED_PRODUCTION]]);
        }),
    );
  } finally {
    server.close();
    appRoot.close();
  }
}

/**
 * Runs a test app's Node server (`script`, in `cwd`) and waits for it to print `listening <port>`:
 * its `url`, what it has written to stderr (`logged()`, empty when all went well) and `stop`.
 * Rejects, with what it wrote, when it exits before listening.
 */
async function startServer(script, cwd) {
  const server = spawn(process.execPath, [script], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (d) => (stderr += d));
  const stop = () => server.kill();
  try {
    const port = await new Promise((resolve, reject) => {
      server.stdout.on('data', (d) => {
        const m = /listening (\d+)/.exec(String(d));
        if (m) resolve(Number(m[1]));
      });
      server.on('exit', (code) => reject(new Error(`${script} exited ${code}\n${stderr}`)));
    });
    return { url: `http://127.0.0.1:${port}`, logged: () => stderr, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * The README's AI SDK route, chat and assistant-ui app, as pasted, in the adapters app: the route runs
 * in Node behind server.mjs (its `model` a scripted MockLanguageModelV4), the pages in Chromium. A
 * person sends a message, answers the question the agent asks, and sees the agent carry on with it.
 */
async function adapterRuns(dir) {
  const name = 'adapters';
  const built = await check(`${name}: the README's AI SDK route, chat and assistant-ui app build with Vite`, () => {
    viteBuild(dir, 'adapters/readme/vite.config.mjs');
    viteBuild(dir, 'adapters/readme/vite.route.config.mjs');
    return true;
  });
  if (!built) return;
  let server;
  try {
    server = await startServer('adapters/readme/server.mjs', dir);
    const { url } = server;
    for (const [page, label] of [
      ['ai-sdk', 'the AI SDK chat'],
      ['assistant-ui', 'the assistant-ui app'],
    ]) {
      await check(
        `${name}: README ${label} with the README route in Chromium: send, answer, the agent carries on with the answer`,
        () =>
          asPerson(`${url}/${page}.html`, page, async (p) => {
            const callsBefore = (await (await fetch(`${url}/__calls`)).json()).length;
            await p.getByRole('textbox', { name: 'Message' }).fill('Deploy build 1.4.0');
            await p.getByRole('button', { name: 'Send' }).click();
            await p.getByRole('radio', { name: /Production/ }).waitFor({ timeout: 10_000 });
            await p.getByText('Where should I deploy build 1.4.0?', { exact: true }).waitFor();
            await looksRight(p, page);
            const summary = await answerProduction(p);
            assert(/Deploy:\s*Production/.test(summary), `the summary reads ${JSON.stringify(summary)}`);
            await p
              .getByText(`The agent got ${JSON.stringify(ANSWERED_PRODUCTION)}`)
              .waitFor({ timeout: 10_000 })
              .catch(() => {
                throw new Error('the agent did not say it got the answer');
              });
            const calls = (await (await fetch(`${url}/__calls`)).json()).slice(callsBefore);
            const results = calls.flat().flatMap((m) => (m.role === 'tool' ? m.content : []));
            same(
              'the tool results the model received',
              results.map((r) => r.output),
              [{ type: 'json', value: ANSWERED_PRODUCTION }],
            );
          }),
      );
    }
    assert(server.logged().trim() === '', `server.mjs logged:\n${server.logged()}`);
  } catch (error) {
    await check(`${name}: README route server`, () => {
      throw error;
    });
  } finally {
    server?.stop();
  }
}

async function ssr(name, dir) {
  const built = await check(`${name}: SSR client bundle builds`, () => viteBuild(dir, 'ssr/vite.config.mjs') ?? true);
  if (built === undefined) return;
  let server;
  try {
    server = await startServer('ssr/server.mjs', dir);
    const { url } = server;
    for (const mode of ['string', 'stream']) {
      const label = mode === 'string' ? 'renderToString' : 'renderToPipeableStream';
      await check(
        `${name}: SSR ${label} + hydration, no warnings; persisted draft applied after hydration`,
        async () => {
          const html = await (await fetch(`${url}/${mode}`)).text();
          assert(
            html.includes('Where should I deploy?'),
            `${label}: the server HTML has no question text:\n${html.slice(0, 2000)}`,
          );
          const { page, problems, close } = await newPage();
          try {
            await page.goto(`${url}/${mode}`);
            await page.waitForFunction(() => window.qdHydrated === true, null, { timeout: 10_000 });
            await page.getByRole('radio', { name: /Production/ }).click();
            await page.waitForFunction(
              () => document.querySelector('[role=radio][value="Production"]')?.getAttribute('aria-checked') === 'true',
              null,
              {
                timeout: 5000,
              },
            );
            // Reload: the server renders no draft; the client must hydrate that, then restore the draft.
            await page.reload();
            await page.waitForFunction(() => window.qdHydrated === true, null, { timeout: 10_000 });
            await page
              .waitForFunction(
                () =>
                  document.querySelector('[role=radio][value="Production"]')?.getAttribute('aria-checked') === 'true',
                null,
                { timeout: 5000 },
              )
              .catch(() => {
                throw new Error(`${label}: the persisted pick was not restored after hydration`);
              });
            // The countdown keeps running after hydration.
            const timer = page.locator('.qd-countdown').first();
            if ((await timer.count()) > 0) {
              const before = await timer.innerText();
              await page
                .waitForFunction((t) => document.querySelector('.qd-countdown')?.textContent !== t, before, {
                  timeout: 3000,
                })
                .catch(() => {
                  throw new Error(`${label}: the countdown did not tick after hydration (${before})`);
                });
            }
            await page.waitForTimeout(300);
            assert(problems.length === 0, `${label}: browser console:\n${problems.join('\n')}`);
          } catch (error) {
            throw new Error(`${error.message}\nbrowser console:\n${problems.join('\n')}\nserver:\n${server.logged()}`, {
              cause: error,
            });
          } finally {
            await close();
          }
          assert(server.logged().trim() === '', `${label}: the server logged:\n${server.logged()}`);
        },
      );
    }
  } catch (error) {
    await check(`${name}: SSR server`, () => {
      throw error;
    });
  } finally {
    server?.stop();
  }
}

async function tailwindApp(name, dir) {
  const built = await check(
    `${name}: Tailwind v4 app builds with the stylesheet imported into a layer`,
    () => viteBuild(dir, 'tailwind/vite.config.mjs') ?? true,
  );
  if (built === undefined) return;
  await check(`${name}: Tailwind utilities on className win over the library`, async () => {
    const server = await serve(join(dir, 'tailwind', 'dist'));
    const { page, problems, close } = await newPage();
    try {
      await page.goto(server.url);
      await page.waitForSelector('.qd-dock');
      const styles = await page.evaluate(() => {
        const pick = (el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]));
        return {
          dock: pick(document.querySelector('[data-testid=dock]'), [
            'background-color',
            'color',
            'border-top-left-radius',
            'font-size',
          ]),
          summary: pick(document.querySelector('[data-testid=summary]'), [
            'color',
            'line-height',
            'border-top-left-radius',
            'padding-top',
          ]),
        };
      });
      const expected = {
        dock: {
          'background-color': 'rgb(1, 2, 3)',
          color: 'rgb(250, 250, 250)',
          'border-top-left-radius': '0px',
          'font-size': '13px',
        },
        summary: {
          color: 'rgb(200, 0, 0)',
          'line-height': '31px',
          'border-top-left-radius': '0px',
          'padding-top': '7px',
        },
      };
      assert(
        isDeepStrictEqual(styles, expected),
        `computed ${JSON.stringify(styles)}\nexpected ${JSON.stringify(expected)}`,
      );
      assert(problems.length === 0, problems.join('\n'));
    } finally {
      await close();
      server.close();
    }
  });
  await check(`${name}: Tailwind app, no global style leaks (with vs without styles.css)`, () =>
    globalLeaks(join(dir, 'tailwind', 'dist')),
  );
}

/** min+gz of the JS each size page loads (its entry and the chunks it imports), and of the CSS. */
function sizes(dir) {
  viteBuild(dir, 'size/vite.config.mjs');
  const dist = join(dir, 'size', 'dist');
  const gz = (list) => gzipSync(Buffer.concat([...list].map((f) => readFileSync(join(dist, f)))), { level: 9 }).length;
  const js = (page) => gz(pageChunks(dist, `${page}.html`));
  const { css } = pageFiles(dist, 'readme.html');
  assert(css.length > 0, 'the README page bundled no CSS');
  const figures = {
    readmeJs: js('readme'),
    reactOnlyJs: js('react'),
    addedJs: js('readme') - js('react'),
    addedOverRadixJs: js('radix-readme') - js('radix'),
    css: gz(css),
    cssRaw: css.reduce((n, f) => n + statSync(join(dist, f)).size, 0),
  };
  sizeFigures = figures;
  const kB = (n) => `${(n / 1000).toFixed(2)} kB`;
  assert(figures.addedJs <= README_BUDGET.js, `adds ${kB(figures.addedJs)} of JS, budget ${kB(README_BUDGET.js)}`);
  assert(
    figures.addedOverRadixJs <= README_BUDGET.jsOverRadix,
    `adds ${kB(figures.addedOverRadixJs)} of JS to an app with Radix, budget ${kB(README_BUDGET.jsOverRadix)}`,
  );
  assert(figures.css <= README_BUDGET.css, `CSS ${kB(figures.css)}, budget ${kB(README_BUDGET.css)}`);
  return figures;
}
let sizeFigures;

/**
 * The README as npm shows it, from the tarball: a relative link must name a file the tarball holds
 * (recipes/ and bench/ are not published: those links point at the repository), an anchor a heading of
 * the README (GitHub's and npm's slugs); and every json block is JSON.
 */
function readmeLinks(packageDir) {
  const file = join(packageDir, 'README.md');
  assert(existsSync(file), 'the tarball has no README.md');
  const readme = readFileSync(file, 'utf8');
  const blocks = fencedBlocks(readme);
  for (const block of blocks.filter((b) => b.lang === 'json')) {
    try {
      JSON.parse(block.code);
    } catch (error) {
      throw new Error(`README.md:${block.line}: a json block that is no JSON (${error.message})`, { cause: error });
    }
  }
  const prose = readme.replace(/^```[\s\S]*?^```$/gm, '');
  const slugs = new Map();
  const anchors = new Set();
  for (const [, title] of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = title
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = slugs.get(slug) ?? 0;
    slugs.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  const broken = [];
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^https?:\/\//.test(target)) continue;
    if (target.startsWith('#')) {
      if (!anchors.has(target.slice(1))) broken.push(`${target} (no such heading)`);
    } else if (!existsSync(join(packageDir, target.split('#')[0]))) broken.push(`${target} (not in the tarball)`);
  }
  assert(broken.length === 0, `README.md links that do not work from the package:\n${broken.join('\n')}`);
}

// ---- Next.js -------------------------------------------------------------------------------------
async function nextApp(pkg) {
  const dir = await check('next: install the tarball into a fresh app', () =>
    project('next', { ...NEXT, ...REACT19 }, pkg),
  );
  if (!dir) return;
  cpSync(join(templates, 'next'), dir, { recursive: true });
  const built = await check(
    'next: next build (App Router; dock in a client component, AnswerSummary in a Server Component, askUserTool from question-dock/ai-sdk in a route handler)',
    () =>
      node(join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), ['build'], {
        cwd: dir,
        env: { NEXT_TELEMETRY_DISABLED: '1' },
      }),
  );
  if (built === undefined) return;
  await check('next: the prerendered page has the server summary and the dock', () => {
    const html = readFileSync(join(dir, '.next', 'server', 'app', 'index.html'), 'utf8');
    assert(html.includes('Server summary'), 'no AnswerSummary from the Server Component in the prerendered HTML');
    assert(html.includes('Where should I deploy?'), 'no dock in the prerendered HTML');
    assert(
      html.includes('Server checked the request: <!-- -->valid') || html.includes('Server checked the request: valid'),
      'normalizeAskUser did not run in the Server Component',
    );
  });
}

// ---- main ----------------------------------------------------------------------------------------
try {
  const pkg = await check('pack: build and npm pack', pack);
  if (pkg) {
    if (wanted('package')) {
      await check('package: publint --strict', () =>
        node(join(root, 'node_modules', 'publint', 'src', 'cli.js'), ['run', pkg.tarball, '--strict']),
      );
      await check('package: @arethetypeswrong/cli (esm-only profile)', () =>
        node(join(root, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js'), [
          pkg.tarball,
          '--profile',
          'esm-only',
          '--exclude-entrypoints',
          ...ENTRIES.filter(isStylesheet).map(subpathOf),
        ]),
      );
      await check(
        "package: tarball has LICENSE, no allowScripts, caret dependency ranges, Radix a dependency and no Radix code outside the standalone and the OpenClaw plugin, which carry Radix's licence, peers ^18.2 || ^19",
        () => {
          const m = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
          assert(existsSync(join(pkg.dir, 'LICENSE')), 'no LICENSE in the tarball');
          assert(!('allowScripts' in m), 'allowScripts is published');
          for (const [dep, range] of Object.entries(m.dependencies ?? {}))
            assert(range.startsWith('^'), `${dep}: ${range} is not a caret range`);
          // Radix is the app's, like React: a dependency the library imports by name, never a copy of
          // its code. Only the standalone element carries Radix inside, with Radix's licence beside it.
          for (const radix of ['@radix-ui/react-radio-group', '@radix-ui/react-checkbox'])
            assert(m.dependencies?.[radix]?.startsWith('^'), `${radix} is not a dependency with a caret range`);
          // The OpenClaw plugin's browser entry is self-contained too: OpenClaw installs its folder alone.
          const standalone = join(pkg.dir, 'dist', 'element', 'standalone.js');
          const plugin = join(pkg.dir, 'dist', 'openclaw-plugin');
          const library = (f) => f.endsWith('.js') && f !== standalone && !f.startsWith(plugin);
          for (const file of filesUnder(join(pkg.dir, 'dist')).filter(library))
            assert(
              !/RadioGroupItem|CheckboxTrigger|RovingFocusGroup/.test(readFileSync(file, 'utf8')),
              `${file} holds Radix code`,
            );
          for (const licences of [
            join(pkg.dir, 'dist', 'element', 'standalone.THIRD-PARTY-LICENSES.md'),
            join(plugin, 'dist', 'control-ui', 'THIRD-PARTY-LICENSES.md'),
          ]) {
            const notices = readFileSync(licences, 'utf8');
            assert(/@radix-ui\/react-radio-group@[\d.]+/.test(notices), `${licences} does not list Radix`);
            assert(notices.includes('Copyright (c) 2022 WorkOS'), `${licences}: Radix's licence text is missing`);
          }
          assert(m.peerDependencies?.react === '^18.2 || ^19', `react peer: ${m.peerDependencies?.react}`);
          // The adapters' hosts are peers an app installs only if it uses that stack.
          for (const host of ENTRIES.flatMap((entry) => entry.hosts ?? []))
            assert(m.peerDependenciesMeta?.[host]?.optional === true, `${host} is not an optional peer`);
          assert(m.repository && m.homepage && m.bugs, 'repository, homepage or bugs missing');
          // The React entry is marked for Server Components frameworks; what runs on servers is not.
          const clientMarked = (entry) =>
            /^['"]use client['"]/.test(readFileSync(join(pkg.dir, distFile(entry)), 'utf8'));
          for (const entry of ENTRIES.filter((e) => e.useClient))
            assert(clientMarked(entry), `${distFile(entry)} does not start with "use client"`);
          for (const entry of ENTRIES.filter((e) => e.frameworkFree))
            assert(!clientMarked(entry), `${distFile(entry)} is marked "use client"`);
        },
      );
      await check(
        'package: every README and entry-doc block that renders the dock or a summary imports question-dock/styles.css',
        stylesheetImports,
      );
      await check(
        "package: README.md's links work where the package is read (files in the tarball, its own headings, or absolute URLs); its json blocks parse",
        () => readmeLinks(pkg.dir),
      );
    }
    if (wanted('react19'))
      await viteApps(
        'react19',
        { ...VITE, ...TYPESCRIPT7, ...TAILWIND, ...LIT, ...RADIX, ...REACT19, ...CREATE_VITE },
        pkg,
        {
          types: true,
          readme: true,
          tailwind: true,
          size: true,
          styles: true,
        },
      );
    if (wanted('react18')) await viteApps('react18', { ...VITE, ...REACT18 }, pkg, {});
    if (wanted('adapters')) await adaptersApp(pkg);
    if (wanted('next')) await nextApp(pkg);
    if (wanted('shadcn'))
      await shadcnApp(pkg, {
        ...{
          check,
          project,
          run,
          serve,
          startServer,
          asPerson,
          newPage,
          same,
          assert,
          log,
          tsc,
          viteBuild,
          root,
          templates,
        },
        compilers: COMPILERS,
        deps: {
          ...VITE,
          ...TYPESCRIPT7,
          ...REACT19,
          ...TAILWIND,
          ai: HOSTS.ai,
          '@ai-sdk/react': HOSTS['@ai-sdk/react'],
        },
        screenshots: argv.includes('--screenshots'),
      });
  }
} finally {
  await browser?.close();
  if (!argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else log(`kept ${work}`);
}

const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length}/${results.length} consumer checks passed in ${seconds(Date.now() - started)}`,
);
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${seconds(r.ms)})`);
if (sizeFigures) {
  const kB = (n) => `${(n / 1000).toFixed(2)} kB`;
  console.log(
    `\nREADME example in a fresh Vite app (min+gz): ${kB(sizeFigures.readmeJs)} JS vs ${kB(sizeFigures.reactOnlyJs)} React-only = ` +
      `${kB(sizeFigures.addedJs)} added; added to an app that already renders Radix: ${kB(sizeFigures.addedOverRadixJs)}; ` +
      `CSS ${kB(sizeFigures.css)} (${kB(sizeFigures.cssRaw)} minified)`,
  );
}
process.exit(failed.length > 0 ? 1 : 0);
