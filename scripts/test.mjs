// `npm test`: every vitest project (core, jsdom, jsdom-react18, browser, storybook). The browser projects need a
// Chromium; no browser download works on this project's machines, so we use the system one.
// Never skips the browser tests: no Chromium -> install it (root + apt-get) or fail loudly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function hasApt() {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => existsSync(p));
}

function run(cmd, args, opts = {}) {
  console.log(`[test] $ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.error) console.error(`[test] ${cmd} failed to start: ${r.error.message}`);
  return r.status ?? 1;
}

let chromium = findChromium();
if (!chromium) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasApt()) {
    console.log('[test] No Chromium found; installing Debian\'s chromium package (needed by the browser and storybook tests).');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env }) !== 0 || run('apt-get', ['install', '-y', 'chromium'], { env }) !== 0) {
      console.error('[test] apt-get could not install chromium.');
      process.exit(1);
    }
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      [
        '[test] No Chromium browser found: the `browser` and `storybook` test projects need one.',
        'Install one, e.g. (Debian/Ubuntu, as root):  apt-get update && apt-get install -y chromium',
        'or point CHROMIUM_PATH at a Chromium/Chrome executable:  CHROMIUM_PATH=/path/to/chrome npm test',
        '(looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome,',
        ' /usr/bin/google-chrome-stable and playwright\'s own browser cache)',
      ].join('\n'),
    );
    process.exit(1);
  }
}
console.log(`[test] Chromium: ${chromium}`);

// The jsdom-react18 project runs on test/react18's own react and react-dom 18 (see vitest.config.ts).
const react18 = join(root, 'test', 'react18');
if (!existsSync(join(react18, 'node_modules', 'react-dom', 'package.json'))) {
  console.log('[test] Installing React 18 for the jsdom-react18 project (test/react18, from its lock file).');
  if (run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: react18 }) !== 0) {
    console.error('[test] npm ci in test/react18 failed: the React 18 tests cannot run.');
    process.exit(1);
  }
}

const require = createRequire(import.meta.url);
const vitestBin = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const status = run(process.execPath, [vitestBin, 'run', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(status);
