import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

/** What a page needs pre-bundled beyond the dock's own packages. */
const DOCK_DEPS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  '@radix-ui/react-radio-group',
  '@radix-ui/react-checkbox',
  'clsx',
];

/** A test page served by Vite, and Debian's Chromium to open it in. */
export interface PageBrowser {
  /** Where the page is served (no trailing slash). */
  readonly origin: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * Serves the page folder `root` (React, with the repository's sources) with Vite on loopback and
 * launches Chromium headless with the flags that keep it off the network. `deps`: the page's other
 * packages, pre-bundled up front (found late, Vite would reload the page mid-test).
 */
export async function startPageBrowser(root: string, deps: readonly string[] = []): Promise<PageBrowser> {
  const repoRoot = new URL('../..', import.meta.url).pathname;
  const vite = await createServer({
    configFile: false,
    root,
    cacheDir: `${repoRoot}node_modules/.cache/page-vite-${root.split('/').slice(-2).join('-')}`,
    plugins: [react()],
    logLevel: 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, fs: { allow: [repoRoot] }, hmr: false },
    optimizeDeps: { include: [...DOCK_DEPS, ...deps] },
  });
  await vite.listen();
  const origin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const executablePath = process.env['CHROMIUM_PATH'] ?? findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH.');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      await vite.close();
    },
  };
}
