// `pretest`: makes sure a Chromium is there for the `browser` and `storybook` vitest projects, so
// `npm ci && npm test` does all the set-up on a fresh machine. No browser download works on this
// project's machines, so we use the system one: Debian's `chromium` package when missing and root,
// else a clear error. `npm test` itself then runs vitest directly (vitest.config.ts finds the browser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function run(cmd, args, env) {
  console.log(`[pretest] $ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.error) console.error(`[pretest] ${cmd} failed to start: ${result.error.message}`);
  return result.status ?? 1;
}

let chromium = findChromium();
if (!chromium) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = ['/usr/bin/apt-get', '/bin/apt-get'].some((path) => existsSync(path));
  if (isRoot && hasApt) {
    console.log(
      "[pretest] No Chromium found; installing Debian's chromium package (needed by the browser and storybook tests).",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', 'chromium'], env) !== 0) {
      console.error('[pretest] apt-get could not install chromium.');
      process.exit(1);
    }
    chromium = findChromium();
  }
}
if (!chromium) {
  console.error(
    [
      '[pretest] No Chromium browser found: the `browser` and `storybook` test projects need one.',
      'Install one, e.g. (Debian/Ubuntu, as root):  apt-get update && apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium/Chrome executable:  CHROMIUM_PATH=/path/to/chrome npm test',
      '(looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome,',
      " /usr/bin/google-chrome-stable and playwright's own browser cache)",
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`[pretest] Chromium: ${chromium}`);

// The jsdom-react18 project runs on test/react18's own react and react-dom 18 (see vitest.config.ts).
const react18 = new URL('../test/react18/', import.meta.url).pathname;
if (!existsSync(`${react18}node_modules/react-dom/package.json`)) {
  console.log('[pretest] Installing React 18 for the jsdom-react18 project (test/react18, from its lock file).');
  const status = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: react18, stdio: 'inherit' }).status;
  if (status !== 0) {
    console.error('[pretest] npm ci in test/react18 failed: the React 18 tests cannot run.');
    process.exit(1);
  }
}
