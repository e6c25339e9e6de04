// The size row of `npm run bench`: what a browser downloads for each bench page's prompt.
//
// The pages are built again in one Vite build, as an app's pages are (one chunk of React shared by
// every React page; what a page loads with `import()` in chunks of its own), served over HTTP, and
// taken through one prompt in Chromium (the same keys as the timed cycles, which run on single-file
// bundles). The row sums the JS files the page fetched, min+gz (gzip level 9): for the React pages
// less what the React-only page fetched (React and react-dom, counted once as in an app); the pages
// without React whole. Beside them, what the dock page adds to an app that already renders Radix's
// radio group and checkbox (Radix shared, one copy): that page less the Radix-only page.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
const gz = (file) => (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);

/**
 * Builds `entries` (name -> file in bench/peers) as the pages of one app into `out/downloads/`;
 * `resolve` maps the pages' imports of the library to the built package (null: any other import).
 */
async function buildApp(root, out, entries, resolve) {
  const pages = join(out, 'download-pages');
  rmSync(pages, { recursive: true, force: true });
  const template = readFileSync(join(root, 'bench', 'page.html'), 'utf8').replace(
    '<link rel="stylesheet" href="page.css" />\n',
    '',
  );
  const input = {};
  for (const [name, entry] of Object.entries(entries)) {
    const dir = join(pages, name);
    mkdirSync(dir, { recursive: true });
    const src = relative(dir, join(root, 'bench', 'peers', entry));
    writeFileSync(
      join(dir, 'index.html'),
      template.replace('<script src="page.js"></script>', `<script type="module" src="${src}"></script>`),
    );
    input[name] = join(dir, 'index.html');
  }
  await build({
    configFile: false,
    root: pages,
    logLevel: 'warn',
    plugins: [react(), { name: 'question-dock-from-dist', enforce: 'pre', resolveId: resolve }],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: join(out, 'downloads'), emptyOutDir: true, target: 'es2022', rollupOptions: { input } },
  });
}

/**
 * Per peer, `{ js, css }` in bytes (min+gz): the JS it fetched through one prompt (`drive(page)`,
 * after `init` ran in the page) less the React-only page's for the React pages, and its stylesheet;
 * under `overRadix[0]`, that page driven the same way less the page `overRadix[1]` (both in `entries`).
 * @param {{ root: string, out: string, entries: Record<string, string>,
 *   resolve: (source: string) => string | null,
 *   peers: string[], overRadix: [string, string], withoutReact: Set<string>,
 *   browser: import('playwright-core').Browser,
 *   init: () => void, drive: (page: import('playwright-core').Page) => Promise<void> }} options
 */
export async function downloadSizes({
  root,
  out,
  entries,
  resolve,
  peers,
  overRadix,
  withoutReact,
  browser,
  init,
  drive,
}) {
  await buildApp(root, out, entries, resolve);
  const base = join(out, 'downloads');
  const server = createServer((req, res) => {
    const path = join(base, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(base) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[file.slice(file.lastIndexOf('.'))] ?? 'text/plain' });
    res.end(readFileSync(file));
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const fetched = async (name, run) => {
    const page = await browser.newPage();
    const files = new Set();
    const css = new Set();
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith('.js')) files.add(join(base, pathname));
      if (pathname.endsWith('.css')) css.add(join(base, pathname));
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(init);
    await page.goto(`${origin}/${name}/index.html`);
    await run(page);
    await page.close();
    if (errors.length > 0) throw new Error(`${name}: ${errors.join('; ')}`);
    const sum = (set) => [...set].reduce((n, file) => n + gz(file), 0);
    return { js: sum(files), css: sum(css) };
  };
  try {
    const baseline = async (name) => (await fetched(name, (page) => page.waitForSelector('#root p'))).js;
    const driven = (name) =>
      fetched(name, async (page) => {
        await page.waitForFunction(() => typeof window.peer === 'object');
        await drive(page);
      });
    const react = await baseline('react-only');
    const sizes = {};
    for (const peer of peers) {
      const { js, css } = await driven(peer);
      sizes[peer] = { js: withoutReact.has(peer) ? js : js - react, css };
    }
    const [page, base] = overRadix;
    const { js, css } = await driven(page);
    sizes[page] = { js: js - (await baseline(base)), css };
    return sizes;
  } finally {
    server.close();
  }
}
