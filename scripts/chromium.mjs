// Shared Chromium lookup for vitest browser projects, scripts/pretest.mjs and scripts/screenshots.mjs.
// No browser download works on the project's machines: we use a system Chromium (Debian's
// `apt-get install chromium` gives /usr/bin/chromium) and playwright-core only as the driver.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Flags used for every launch (headless itself is set through the launcher). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium executable to use, or undefined when none is found.
 * Order: CHROMIUM_PATH env (must exist), the usual system paths, playwright's own installed chromium.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`[chromium] CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere.`);
  }
  for (const candidate of SYSTEM_CANDIDATES) if (existsSync(candidate)) return candidate;
  return playwrightChromium();
}
