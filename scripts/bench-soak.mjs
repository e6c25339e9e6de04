// The soak of `npm run bench` (also alone: `node scripts/bench-soak.mjs [--quick] [--no-browser]`):
// what a page open for days keeps.
//
//   node      bench/soak/gateway.ts in its own `node --expose-gc` process against a raw protocol-4
//             server (bench/soak/server.mjs, a third process): heap per prompt after GC over 1,000
//             answered prompts, heap per reconnect over a storm of drops with a prompt pending, and
//             the storage entries left by 1,000 prompts with `rememberResolved`
//   timeline  headless Chromium: a chat timeline of 1,000 different AnswerSummary (answered, skipped,
//             expired, cancelled, elsewhere) against a plain list of the same text (bench/soak/timeline.tsx)
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Runs the node half; returns its figures. */
export async function soakNode({ root, out }) {
  const outfile = join(out, 'soak', 'gateway.mjs');
  await build({
    entryPoints: [join(root, 'bench', 'soak', 'gateway.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'warning',
  });
  const server = join(root, 'bench', 'soak', 'server.mjs');
  const run = spawnSync(process.execPath, ['--expose-gc', outfile, server], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 600_000,
  });
  if (run.status !== 0) throw new Error(`soak (node) failed: exit ${run.status}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The page imports the library as `../../src` (typechecked with the project); the bundle takes the
 * built package (dist/), as an app would.
 */
const fromPackage = (root) => ({
  name: 'question-dock-from-dist',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/\.\.\/src(\/styles\/question-dock\.css)?$/ }, (args) => {
      const file = join(root, 'dist', args.path.endsWith('.css') ? 'styles.css' : 'index.js');
      if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
      return { path: file };
    });
  },
});

/** Runs the Chromium half: the 1,000-summary timeline against a plain list, alternating rounds. */
export async function soakTimeline({ root, out, rounds }) {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, findChromium } = await import('./chromium.mjs');
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('no Chromium found (install one or set CHROMIUM_PATH); or run with --no-browser');
  const dir = join(out, 'soak', 'timeline');
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: { page: join(root, 'bench', 'soak', 'timeline.tsx') },
    outdir: dir,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [fromPackage(root)],
    logLevel: 'warning',
  });
  copyFileSync(join(root, 'bench', 'page.html'), join(dir, 'index.html'));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
    await page.waitForFunction(() => typeof window.timeline === 'object');
    // To paint: main-thread CPU time (thread ticks) from the render to the painted frame, so a busy
    // neighbour on a shared machine does not count; script: React's render and commit (wall time).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      return m.TaskDuration * 1000;
    };
    const samples = { summary: { paint: [], script: [], wall: [] }, plain: { paint: [], script: [], wall: [] } };
    for (let r = -1; r < rounds; r += 1) {
      for (const kind of r % 2 ? ['summary', 'plain'] : ['plain', 'summary']) {
        const before = await cpu();
        const { paint, script } = await page.evaluate((k) => window.timeline.show(k), kind);
        const after = await cpu();
        await page.evaluate(() => window.timeline.show('none'));
        if (r < 0) continue; // warm-up round
        samples[kind].paint.push(after - before);
        samples[kind].script.push(script);
        samples[kind].wall.push(paint);
      }
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    const medians = (kind) => Object.fromEntries(Object.entries(samples[kind]).map(([k, xs]) => [k, median(xs)]));
    const summary = medians('summary');
    const plain = medians('plain');
    return {
      rows: 1000,
      rounds,
      summary,
      plain,
      ratio: Object.fromEntries(Object.keys(summary).map((k) => [k, summary[k] / plain[k]])),
    };
  } finally {
    await browser.close();
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** The soak's lines, for the console and bench/RESULTS.md. */
export function soakLines(soak) {
  const { prompts, reconnects, storage } = soak.node;
  const t = soak.timeline;
  return [
    `${prompts.prompts.toLocaleString('en-US')} prompts answered through connectOpenClaw (protocol-4 server): heap after GC ` +
      `${kB(prompts.bytesPerPrompt)} per prompt; ${prompts.storesHeld} stores still held`,
    `${reconnects.measured.toLocaleString('en-US')} reconnects (after ${reconnects.drops - reconnects.measured} warm-up drops, a prompt pending): ` +
      `heap after GC ${kB(reconnects.bytesPerReconnect)} per reconnect; the prompt shown ${reconnects.promptsShown} time(s)`,
    `${storage.prompts.toLocaleString('en-US')} prompts with rememberResolved (the dock's request path): ${storage.entries} storage entries`,
    ...(t
      ? [
          `a timeline of 1,000 different AnswerSummary vs a plain list of the same text (Chromium, ${t.rounds} alternating rounds, ` +
            `main-thread CPU time): to paint ${t.ratio.paint.toFixed(2)}x (${t.summary.paint.toFixed(1)} vs ${t.plain.paint.toFixed(1)} ms), ` +
            `wall time to paint ${t.ratio.wall.toFixed(2)}x, ` +
            `script ${t.ratio.script.toFixed(2)}x (${t.summary.script.toFixed(1)} vs ${t.plain.script.toFixed(1)} ms)`,
        ]
      : []),
  ];
}

/** Both halves (the timeline needs dist/: `npm run bench` builds it first). */
export async function runSoak({ root, out, quick, withBrowser }) {
  console.log('[bench] soak: prompts, reconnects and storage (node --expose-gc)...');
  // The node half takes seconds: the same counts in a quick run, so its figures compare.
  const node = await soakNode({ root, out });
  if (withBrowser) console.log('[bench] soak: 1,000-summary timeline (Chromium)...');
  const timeline = withBrowser ? await soakTimeline({ root, out, rounds: quick ? 6 : 20 }) : null;
  return { node, timeline };
}

// Alone: node scripts/bench-soak.mjs [--quick] [--no-browser]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const out = join(root, 'node_modules', '.cache', 'question-dock-bench');
  const soak = await runSoak({
    root,
    out,
    quick: process.argv.includes('--quick'),
    withBrowser: !process.argv.includes('--no-browser'),
  });
  console.log(soakLines(soak).join('\n'));
}
