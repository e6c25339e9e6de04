// `node scripts/screenshots-openclaw.mjs` (run by `npm run screenshots`; `--no-openclaw` skips it):
// the real Control UI served by the real gateway, with the plugin installed from the packed package,
// at the same moment with the plugin's dock and with the Control UI's own panel (the plugin's entry
// refused, which is what OpenClaw without the plugin shows), light and dark, desktop and phone.
// PNGs into screenshots/openclaw-*.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { ensureOpenClaw } from './openclaw.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'screenshots');
mkdirSync(out, { recursive: true });
ensureOpenClaw({ log: (line) => console.log(line) });
const loader = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const { startControlUi } = await loader.ssrLoadModule('/test/openclaw/support/control-ui.ts');
console.log('[screenshots] packing the plugin and starting the gateway…');
const ui = await startControlUi();
const questions = [
  {
    questionId: 'deploy_target',
    header: 'Target',
    question: 'Where should this be deployed?',
    options: [
      { label: 'Staging (Recommended)', description: 'Safe to try; nobody outside the team sees it' },
      { label: 'Production', description: 'Live for every customer' },
    ],
  },
  {
    questionId: 'notify',
    header: 'Notify',
    question: 'Who should be told?',
    options: [{ label: 'Team' }, { label: 'Customers' }],
  },
];
const VIEWPORTS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
const written = [];
try {
  for (const scheme of ['light', 'dark']) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { id } = await ui.operator.call('question.request', {
        sessionKey: 'agent:main:main',
        timeoutMs: 600_000,
        questions,
      });
      const context = async (plugin) => {
        const ctx = await ui.browser.newContext({
          viewport,
          colorScheme: scheme,
          serviceWorkers: 'block',
          ...(size === 'phone' ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
        });
        const page = await ctx.newPage();
        if (!plugin)
          await page.route(
            (url) => url.pathname.includes('/question-dock/') && url.pathname.endsWith('.js'),
            (route) => route.fulfill({ status: 404, body: '' }),
          );
        await page.goto(ui.chatUrl());
        // The refused entry makes the Control UI reload once ("mount recovery"): shoot after it.
        if (!plugin) await page.waitForURL(/openclaw_mount_recovery=/, { timeout: 90_000 });
        return { ctx, page };
      };
      const withDock = await context(true);
      const without = await context(false);
      await withDock.page
        .locator('.qd-openclaw')
        .getByRole('radio', { name: /Staging/ })
        .waitFor({ timeout: 90_000 });
      await without.page
        .locator('.agent-chat__question-dock')
        .getByRole('radio', { name: /Staging/ })
        .waitFor({ timeout: 90_000 });
      const shot = async (page, name) => {
        const path = join(out, `openclaw-${name}-${scheme}-${size}.png`);
        await page.screenshot({ path });
        written.push(path);
      };
      // The page without the plugin first, the moment its own panel shows the question.
      await without.page
        .locator('.agent-chat__question-dock')
        .getByRole('radio', { name: /Staging/ })
        .waitFor({ timeout: 90_000 });
      await shot(without.page, 'native');
      await shot(withDock.page, 'dock');
      // Collapsed: the composer back under the dock's bar, a draft in it.
      await withDock.page.keyboard.press('Escape');
      await withDock.page
        .locator('.agent-chat__composer-shell textarea')
        .first()
        .fill('A draft, kept while the question waits');
      await shot(withDock.page, 'dock-collapsed');
      await withDock.ctx.close();
      await without.ctx.close();
      await ui.operator.call('question.resolve', { id, cancel: true });
    }
  }
} finally {
  await ui.stop();
  await loader.close();
}
for (const path of written) console.log(`[screenshots] ${path}`);
