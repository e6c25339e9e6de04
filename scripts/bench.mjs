// `npm run bench [-- --quick] [-- --no-browser]`: the project's benchmarks (not part of `npm test`).
//
//   core     node, tinybench: normalizeAskUser, parseTextReply, a full answer flow on the store
//   react    jsdom, tinybench, React's production build: dock mount + unmount, typing 50 characters
//            into Other, 1,000 AnswerSummary rows against a plain <ul><li> list (ratio, same run)
//   browser  headless Chromium (system Chromium, playwright-core): Enter keydown -> next step painted,
//            p50/p95 over 200 steps
//
// Prints a table, writes bench/results.json (git-ignored) and bench/SUMMARY.md (for the README).
// The bench sources live in bench/ (core.bench.ts, react.bench.tsx, page.tsx, page.html); this
// script bundles them with esbuild into node_modules/.cache/question-dock-bench.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { Bench } from 'tinybench';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'node_modules', '.cache', 'question-dock-bench');
const quick = process.argv.includes('--quick');
const withBrowser = !process.argv.includes('--no-browser');
const STEPS = quick ? 40 : 200;
const started = performance.now();

// React must load its production build (as in an app), and only after jsdom is in place.
process.env.NODE_ENV = 'production';
mkdirSync(out, { recursive: true });

/** Bundles a bench module for node; packages (react, tinybench, ...) stay imports from node_modules. */
async function bundleForNode(entry) {
  const outfile = join(out, entry.replace(/\.tsx?$/, '.mjs'));
  await build({
    entryPoints: [join(root, 'bench', entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** Runs the tasks registered by `add` and returns one row per task. */
async function runBench(group, add, options) {
  const bench = new Bench({ time: quick ? 200 : 1000, warmupTime: quick ? 50 : 200, iterations: 10, throws: true, ...options });
  add(bench);
  console.log(`[bench] ${group}: ${bench.tasks.length} tasks...`);
  await bench.run();
  return bench.tasks.map((task) => {
    const r = task.result;
    if (r.state !== 'completed') throw new Error(`${task.name}: ${r.state} ${r.error ?? ''}`);
    return {
      group,
      name: task.name,
      // Medians: robust to the odd GC pause or a busy neighbour on a small machine.
      opsPerSecond: r.throughput.p50,
      meanMs: r.latency.mean,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      rmePercent: r.latency.rme,
      samples: r.latency.samplesCount,
    };
  });
}

/** The jsdom globals React and testing-library need. Node's own globals (Event, performance...) stay. */
async function installJsdom() {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  const win = dom.window;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, { configurable: true, get: () => win[key] });
  }
  if (globalThis.document !== win.document) throw new Error('jsdom globals were not installed');
  const pkg = JSON.parse(readFileSync(join(root, 'node_modules', 'jsdom', 'package.json'), 'utf8'));
  return pkg.version;
}

/** Enter keydown -> next step painted, in headless Chromium. */
async function runBrowser() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (install one or set CHROMIUM_PATH); or run with --no-browser');
  const pageDir = join(out, 'page');
  mkdirSync(pageDir, { recursive: true });
  await build({
    entryPoints: { page: join(root, 'bench', 'page.tsx') },
    outdir: pageDir,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  copyFileSync(join(root, 'bench', 'page.html'), join(pageDir, 'index.html'));

  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const version = browser.version();
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(join(pageDir, 'index.html')).href);
    await page.waitForFunction(() => typeof window.qdBench === 'object');

    const times = [];
    const cycles = STEPS / 2;
    const warmup = quick ? 3 : 10;
    console.log(`[bench] browser: ${warmup} warm-up prompts, then ${STEPS} measured steps...`);
    for (let cycle = 0; cycle < warmup + cycles; cycle += 1) {
      await page.evaluate(() => window.qdBench.reset());
      // Enter on question 1 shows question 2, Enter on question 2 shows question 3.
      for (const step of [1, 2]) {
        await page.evaluate((s) => window.qdBench.arm(s), step);
        await page.keyboard.press('Enter');
        const ms = await page.evaluate(() => window.qdBench.result());
        if (cycle >= warmup) times.push(ms);
      }
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    return {
      chromium: version,
      steps: times.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      meanMs: times.reduce((a, b) => a + b, 0) / times.length,
      minMs: sorted[0],
      maxMs: sorted[sorted.length - 1],
    };
  } finally {
    await browser.close();
  }
}

// ---- run ---------------------------------------------------------------------------------------
const core = await bundleForNode('core.bench.ts');
const coreRows = await runBench('core', core.addCoreTasks);
console.log('[bench] core: worst-case parseTextReply over crafted 100 KB and 1 MB replies...');
const parseWorst = core.parseWorstCase(quick ? 3 : 7);

const jsdomVersion = await installJsdom();
const react = await bundleForNode('react.bench.tsx');
const reactRows = await runBench('react', react.addReactTasks);
console.log('[bench] react: 1,000 AnswerSummary rows against a plain list...');
const rowsCompare = react.compareSummaryRows(quick ? 6 : 20);

const browser = withBrowser ? await runBrowser() : null;

// ---- report ------------------------------------------------------------------------------------
const fmtOps = (n) => (n >= 1000 ? Math.round(n).toLocaleString('en-US') : n.toFixed(n >= 100 ? 0 : 1));
const fmtMs = (n) => (n >= 10 ? n.toFixed(1) : n >= 1 ? n.toFixed(2) : n.toFixed(3));
const rows = [...coreRows, ...reactRows].map((r) => [r.name, fmtOps(r.opsPerSecond), fmtMs(r.p50Ms), fmtMs(r.meanMs), fmtMs(r.p99Ms), String(r.samples)]);
const header = ['task', 'ops/s (median)', 'p50 ms', 'mean ms', 'p99 ms', 'samples'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const r of rows) console.log(line(r));
console.log(
  `\n1,000 AnswerSummary rows mount in ${fmtMs(rowsCompare.summaryMs)} ms, a plain <ul><li> list of the same text in ` +
    `${fmtMs(rowsCompare.plainMs)} ms (medians of ${rowsCompare.rounds} alternating rounds): ${rowsCompare.ratio.toFixed(2)}x`,
);
for (const w of parseWorst) console.log(`parseTextReply worst case, ${w.size} reply: ${fmtMs(w.worstMs)} ms (${w.reply})`);
if (browser) {
  console.log(
    `Browser (Chromium ${browser.chromium}): Enter keydown -> next step painted over ${browser.steps} steps: ` +
      `p50 ${fmtMs(browser.p50Ms)} ms, p95 ${fmtMs(browser.p95Ms)} ms (mean ${fmtMs(browser.meanMs)}, max ${fmtMs(browser.maxMs)})`,
  );
}

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGB: Math.round(totalmem() / 1e9),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  react: JSON.parse(readFileSync(join(root, 'node_modules', 'react', 'package.json'), 'utf8')).version,
  jsdom: jsdomVersion,
  chromium: browser?.chromium ?? null,
};
const results = {
  date: new Date().toISOString(),
  quick,
  machine,
  core: coreRows,
  react: reactRows,
  answerSummaryVsPlainList: { rows: 1000, ...rowsCompare },
  parseTextReplyWorstCase: parseWorst,
  browser,
  durationSeconds: (performance.now() - started) / 1000,
};
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const md = [
  '<!-- Generated by `npm run bench` (scripts/bench.mjs); paste into the README. -->',
  '## Performance',
  '',
  `Measured by \`npm run bench\` on ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node.slice(1)}, ` +
    `React ${machine.react} production build${browser ? `, headless Chromium ${browser.chromium}` : ''}${quick ? ' (quick run)' : ''}.`,
  '',
  '| benchmark | result |',
  '|---|---|',
  ...coreRows.map((r) => `| ${r.name.replace(/^core: /, 'Core: ')} | ${fmtOps(r.opsPerSecond)} ops/s |`),
  ...parseWorst.map((w) => `| Core: parseTextReply, worst crafted ${w.size} reply (median) | ${fmtMs(w.worstMs)} ms (${w.reply}) |`),
  ...reactRows.map((r) => `| ${r.name.replace(/^react: /, 'React (jsdom): ')} | ${fmtMs(r.p50Ms)} ms (${fmtOps(r.opsPerSecond)}/s) |`),
  `| React (jsdom): 1,000 AnswerSummary rows (3 answers each), mount | ${fmtMs(rowsCompare.summaryMs)} ms, ` +
    `${rowsCompare.ratio.toFixed(2)}x a plain \`<ul><li>\` list of the same text (${fmtMs(rowsCompare.plainMs)} ms) |`,
  ...(browser
    ? [`| Chromium: Enter keydown to the next question painted (${browser.steps} steps) | p50 ${fmtMs(browser.p50Ms)} ms, p95 ${fmtMs(browser.p95Ms)} ms |`]
    : []),
  '',
  "Figures are medians. jsdom figures include React's commit and effects (`flushSync` per step); the browser figure runs from the",
  "keydown (a capturing listener) to the second `requestAnimationFrame` after the next question's text",
  'appeared, i.e. the frame showing it was painted. That includes one wait for the next frame and one whole frame:',
  'at 60 Hz even a change that costs nothing measures 16.7-33.3 ms.',
  '',
].join('\n');
writeFileSync(join(root, 'bench', 'SUMMARY.md'), md);
console.log(`\n[bench] wrote bench/results.json and bench/SUMMARY.md in ${results.durationSeconds.toFixed(0)} s`);
