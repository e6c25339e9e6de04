import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { claudeAgentSdkPaths } from './scripts/claude-agent-sdk.mjs';
import { chatServer } from './test/browser/support/chat-server.ts';
import { probeServer } from './test/browser/support/probe-server.ts';
import { standaloneFile } from './test/browser/support/standalone-build.ts';
import { preactAliases } from './scripts/preact-aliases.mjs';
import { ENTRIES, partOf } from './entries.mjs';

// Projects: `core` (node, proves the core is framework-free), `mcp` (MCP elicitation against the real
// SDKs, node), `jsdom` (React user stories),
// `jsdom-react18` (the same on React 18.3),
// `element` (the standalone custom-element bundle in a plain page, Chromium from Node),
// `browser` (real Chromium: test/browser/**), `browser-standalone` (the same tests on the
// standalone's renderer, the elements from the standalone file it builds) and `storybook` (every story's play function and
// axe check, in real Chromium). The browser is the system Chromium (no browser download works
// here): the `pretest` script (scripts/pretest.mjs) finds or installs it; findChromium() below locates it.
const chromiumPath = findChromium();

/** The folders of the entries (entries.mjs) that are framework-free, and of the adapters: their tests are named after them. */
const frameworkFree = ENTRIES.filter((entry) => entry.frameworkFree).map((entry) => partOf(entry.source));
const adapters = ENTRIES.filter((entry) => entry.hosts).map((entry) => partOf(entry.source));

/** A package from test/react18/node_modules (installed by scripts/test.mjs). */
const react18 = (name: string) => resolve(import.meta.dirname, 'test/react18/node_modules', name);

// A fresh object per project: vitest mutates `instances` (names them), so sharing one breaks.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: CHROMIUM_ARGS },
    // Reduced motion: no fade-in racing `toBeVisible()`; also exercises the stylesheet's reduced-motion path.
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * `src/element/index` as the built standalone bundle: the element tests of the `browser-standalone`
 * project drive the file that ships, built from the current sources by that project's global setup
 * (test/browser/support/standalone-build.ts) into node_modules/.cache, not dist/.
 */
const builtStandalone: Plugin = {
  name: 'question-dock:built-standalone',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !/\/src\/element\/index(\.ts)?$/.test(resolve(importer, '..', source))) return null;
    if (!existsSync(standaloneFile))
      this.error(`${standaloneFile} is missing: the browser-standalone project's global setup builds it.`);
    return standaloneFile;
  },
};

// Pre-bundled up front: a cold cache otherwise makes Vite reload mid-run (failing the story or test
// that was running) and load React twice. Shared by the Storybook project, which has its own Vite setup.
const prebundled = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@radix-ui/react-radio-group',
  '@radix-ui/react-checkbox',
  'clsx',
  'axe-core',
  'lit',
];

export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: prebundled },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        // Property tests run 10,000+ cases; on a loaded 2-core machine they need minutes, not seconds.
        test: {
          name: 'core',
          environment: 'node',
          testTimeout: 180_000,
          include: [
            // A framework-free entry's tests (test/core, test/gateway) run in Node, where it runs.
            ...frameworkFree.map((part) => `test/${part}/**/*.test.ts`),
            'test/adversarial/**/*.test.ts',
            'test/server/**/*.test.ts',
          ],
          // The MCP entry's tests need the real SDKs and Chromium: their own project (below) runs them.
          exclude: ['test/mcp/**'],
        },
      },
      {
        // MCP elicitation against the real SDKs: a server and both clients in this process, linked in
        // memory or over streamable HTTP on 127.0.0.1; each of those tests takes well under a second.
        // test/mcp/dock.test.ts has a person answer in Chromium, the client in the page (a few
        // seconds a test, and its own timeouts).
        extends: true,
        test: {
          name: 'mcp',
          environment: 'node',
          include: ['test/mcp/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The real OpenClaw gateway (installed once into ~/.cache/question-dock) with a scripted
        // model server: the binding is tested against the thing it talks to in production.
        extends: true,
        test: {
          name: 'openclaw',
          environment: 'node',
          include: ['test/openclaw/**/*.test.ts'],
          // The Control UI plugin's tests drive the real Control UI through model runs that take
          // 30-90 s each to start; under the load of the other projects they time out, so they run on
          // their own (`npm run test:control-ui`, which sets QD_CONTROL_UI=1).
          exclude:
            process.env['QD_CONTROL_UI'] === '1'
              ? []
              : [
                  'test/openclaw/control-ui.test.ts',
                  'test/openclaw/control-ui-person.test.ts',
                  'test/openclaw/control-ui-lifecycle.test.ts',
                  'test/openclaw/control-ui-tool-search.test.ts',
                ],
          globalSetup: ['test/openclaw/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      // The real Claude Code CLI through the Claude Agent SDK (installed into ~/.cache/question-dock,
      // ~480 MB, by `npm run claude:install`) with a scripted Messages API: the contract of answering
      // its AskUserQuestion. On where the SDK is installed, or with QD_CLAUDE=1 (which installs it).
      ...(existsSync(claudeAgentSdkPaths().marker) || process.env['QD_CLAUDE'] === '1'
        ? [
            {
              extends: true as const,
              test: {
                name: 'claude',
                environment: 'node' as const,
                include: ['test/claude/**/*.test.ts'],
                globalSetup: ['test/claude/support/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 180_000,
                // One CLI at a time: each is a 400 MB binary starting up.
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        // The standalone custom-element bundle (its own Preact inside) built and loaded in a plain HTML page
        // in Chromium, driven from Node with playwright-core.
        extends: true,
        test: {
          name: 'element',
          environment: 'node',
          include: ['test/element/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          // user-event drives whole prompts; jsdom on a shared machine is slow.
          testTimeout: 30_000,
          include: [
            'test/react/**/*.test.{ts,tsx}',
            'test/components/**/*.test.{ts,tsx}',
            'test/adapters/**/*.test.{ts,tsx}',
            'test/adversarial/**/*.test.tsx',
            'test/openclaw-plugin/**/*.test.ts',
          ],
          setupFiles: ['test/setup-jsdom.ts'],
        },
      },
      {
        // The same jsdom tests on React 18.3 (test/react18 has its own react and react-dom, so
        // react-dom 18 finds react 18 beside it). The aliases apply to inlined dependencies too:
        // Radix and Testing Library must see the same React as the components.
        extends: true,
        resolve: {
          alias: [
            { find: /^react$/, replacement: react18('react') },
            { find: /^react\/(.*)$/, replacement: `${react18('react')}/$1` },
            { find: /^react-dom$/, replacement: react18('react-dom') },
            { find: /^react-dom\/(.*)$/, replacement: `${react18('react-dom')}/$1` },
            // Its `main` is CommonJS, whose require() would bypass the aliases: use its ES build.
            {
              find: /^@testing-library\/react$/,
              replacement: resolve(
                import.meta.dirname,
                'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
              ),
            },
          ],
        },
        test: {
          name: 'jsdom-react18',
          environment: 'jsdom',
          // As the React 19 project: a user-event story takes seconds on a loaded 2-core machine.
          testTimeout: 30_000,
          include: [
            'test/react/**/*.test.{ts,tsx}',
            'test/components/**/*.test.{ts,tsx}',
            'test/adapters/**/*.test.{ts,tsx}',
          ],
          // assistant-ui's runtime reaches React through a CommonJS path the aliases cannot redirect
          // (two Reacts); its adapter runs in the React 19 project only.
          exclude: ['test/adapters/assistant-ui.test.tsx'],
          setupFiles: ['test/setup-jsdom.ts', 'test/setup-react18.ts'],
          server: {
            deps: {
              inline: [/@radix-ui\//, /@testing-library\/react/, /@floating-ui/, /@ai-sdk\/react/, /@assistant-ui\//],
            },
          },
        },
      },
      {
        extends: true,
        // The chat route of the adapter tests (a real streamText with a scripted model) and a request
        // counter (what must not reach the network) on the test server.
        plugins: [chatServer(), probeServer()],
        test: {
          name: 'browser',
          testTimeout: 60_000,
          include: ['test/browser/**/*.browser.test.{ts,tsx}'],
          browser: browser(),
        },
      },
      {
        // The browser suite on the standalone's renderer (Preact through preact/compat, with its one
        // setting: src/element/renderer.ts), the custom elements from the standalone file its global
        // setup builds. A Radix or Preact upgrade that breaks the standalone fails here. Its own
        // pre-bundle cache: the aliases change what `react` is.
        extends: true,
        plugins: [builtStandalone, probeServer()],
        resolve: { alias: preactAliases },
        cacheDir: 'node_modules/.vite-standalone',
        optimizeDeps: {
          include: ['preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/compat/jsx-runtime'],
        },
        test: {
          name: 'browser-standalone',
          testTimeout: 60_000,
          include: ['test/browser/**/*.browser.test.{ts,tsx}'],
          // The adapters run on the app's own React (assistant-ui's runtime needs React's contexts),
          // never on the standalone's renderer.
          exclude: adapters.map((part) => `test/browser/${part}.browser.test.tsx`),
          setupFiles: ['test/browser/standalone-renderer.ts'],
          globalSetup: ['test/browser/support/standalone-build.ts'],
          browser: browser(),
        },
      },
      {
        // Not `extends: true`: Storybook's plugin brings its own Vite setup (from .storybook/main.ts).
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: prebundled },
        test: { name: 'storybook', testTimeout: 60_000, browser: browser() },
      },
    ],
  },
});
