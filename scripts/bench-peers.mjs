// The browser half of `npm run bench`: question-dock against its peers in one headless Chromium run.
//
//   floor   the dock's look written by hand: useState, native inputs (bench/peers/floor.tsx)
//   aria    the dock's look built with react-aria-components (bench/peers/aria.tsx)
//   lit     OpenClaw's Control UI question card, ported to a standalone Lit element (bench/peers/lit-card.ts)
//   dock    question-dock as the README shows it (bench/peers/dock.tsx, its page in dock-page.tsx)
//   standalone  question-dock's standalone elements, its own Preact inside, no React on the page
//           (bench/peers/standalone.ts); the element has a review step, passed with one unmeasured Enter
// The three React pages load the dock's stylesheet and render its markup (floor and aria add
// bench/peers/dock-look.css for their controls), and the standalone adopts the same sheet in its
// shadow roots: one UI, so style, layout and paint compare like for like. The Lit card is a port
// of OpenClaw's template without the Control UI's stylesheet: browser-default controls.
//
// Size row: what each page downloads for its prompt (scripts/bench-downloads.mjs): its JS over a
// React-only page (bench/peers/react-only.tsx), min+gz; the pages without React (Lit card,
// standalone) whole; CSS files apart (the standalone's is in its JS).
//
// Every page is an esbuild production bundle (React 19 production build, minified); the dock pages
// bundle the built package (dist/), as an app would. Repetitions are
// interleaved (each repetition visits every peer, in a rotated order) so a busy neighbour on a shared
// machine hits all peers alike; each figure is the median of a repetition's samples, reported as the
// median over repetitions with the spread (min-max of the repetition medians), and as a ratio to the
// floor taken within each repetition.
//
// Per interaction and mount: see scripts/bench-cycle.mjs.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { cycle, diff, metrics, OBSERVER } from './bench-cycle.mjs';
import { downloadSizes } from './bench-downloads.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

export const PEERS = ['floor', 'aria', 'lit', 'dock', 'standalone'];
/** The pages that ship without React: their size is the whole page's JS. */
const WITHOUT_REACT = new Set(['lit', 'standalone']);
const ENTRIES = {
  floor: 'floor.tsx',
  aria: 'aria.tsx',
  lit: 'lit-card.ts',
  dock: 'dock.tsx',
  standalone: 'standalone.ts',
  summaries: 'summaries.tsx',
  'react-only': 'react-only.tsx',
  'radix-only': 'radix-only.tsx',
  'dock-radix': 'dock-radix.tsx',
};

/**
 * The pages import the library as `../../src` (typechecked with the project); the bundles take the
 * built package instead (dist/, `npm run build`): what an app installs, with Radix and clsx from node_modules.
 * The built file for such an import, or null for any other.
 */
const SRC_IMPORT = /^\.\.\/\.\.\/src(\/styles\/question-dock\.css|\/element\/standalone)?$/;
function distFile(root, source) {
  const match = SRC_IMPORT.exec(source);
  if (!match) return null;
  const path = { '/styles/question-dock.css': 'styles.css', '/element/standalone': 'element/standalone.js' };
  const file = join(root, 'dist', path[match[1]] ?? 'index.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return file;
}

/** esbuild plugin: {@link distFile} for the timed single-file pages. */
const fromPackage = (root) => ({
  name: 'question-dock-from-dist',
  setup(b) {
    b.onResolve({ filter: SRC_IMPORT }, (args) => ({ path: distFile(root, args.path) }));
  },
});

/** Bundles each bench page into `out/<name>/` (page.js, page.css, index.html). */
export async function buildPeerPages(root, out) {
  const dirs = {};
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const dir = join(out, 'peers', name);
    mkdirSync(dir, { recursive: true });
    await build({
      entryPoints: { page: join(root, 'bench', 'peers', entry) },
      outdir: dir,
      bundle: true,
      // A profile run keeps the names readable (its timings are not the ones reported).
      ...(process.env.BENCH_NAMES
        ? { minifySyntax: true, minifyWhitespace: true, keepNames: false }
        : { minify: true }),
      format: 'iife',
      // As Vite and the standalone ship text: the dock's Thai words are not escaped to \\u sequences.
      charset: 'utf8',
      platform: 'browser',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [fromPackage(root)],
      logLevel: 'warning',
    });
    copyFileSync(join(root, 'bench', 'page.html'), join(dir, 'index.html'));
    dirs[name] = dir;
  }
  return dirs;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Median over repetitions and the spread (min and max of the repetition medians). */
const summarizeReps = (reps) => ({
  median: median(reps),
  min: Math.min(...reps),
  max: Math.max(...reps),
  reps: reps.length,
});

/**
 * Runs the peers (interleaved repetitions) and 1,000 summaries against a plain list.
 * Returns per peer and metric the median/spread over repetitions and the ratio to the floor.
 */
export async function runPeers({ root, out, reps, cycles, summaryRounds, profile }) {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('no Chromium found (install one or set CHROMIUM_PATH); or run with --no-browser');
  const dirs = await buildPeerPages(root, out);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(OBSERVER);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const open = async (name) => {
      await page.goto(pathToFileURL(join(dirs[name], 'index.html')).href);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    };

    // perRep[peer][metric] = [rep medians]
    const perRep = Object.fromEntries(PEERS.map((p) => [p, {}]));
    const ratioReps = Object.fromEntries(PEERS.map((p) => [p, {}]));
    for (let rep = 0; rep < reps; rep += 1) {
      const order = PEERS.map((_, i) => PEERS[(i + rep) % PEERS.length]);
      const repMedians = {};
      for (const peer of order) {
        await open(peer);
        await page.waitForFunction(() => typeof window.peer === 'object');
        const samples = {};
        await cycle(page, cdp, {}); // warm-up: JIT, first style of every part
        for (let c = 0; c < cycles; c += 1) await cycle(page, cdp, samples, browser);
        repMedians[peer] = Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, median(xs)]));
        for (const [k, v] of Object.entries(repMedians[peer])) (perRep[peer][k] ??= []).push(v);
      }
      for (const peer of PEERS) {
        for (const [k, v] of Object.entries(repMedians[peer]))
          (ratioReps[peer][k] ??= []).push(v / repMedians.floor[k]);
      }
      console.log(`[bench] peers: repetition ${rep + 1}/${reps} done`);
    }

    // 1,000 summaries vs a plain list, alternating.
    await open('summaries');
    await page.waitForFunction(() => typeof window.rows === 'object');
    const rows = { summary: { paint: [], script: [], task: [] }, plain: { paint: [], script: [], task: [] } };
    for (let r = -1; r < summaryRounds; r += 1) {
      for (const kind of r % 2 ? ['summary', 'plain'] : ['plain', 'summary']) {
        const before = await metrics(cdp);
        const { paint, script } = await page.evaluate((k) => window.rows.show(k), kind);
        const d = diff(before, await metrics(cdp));
        await page.evaluate(() => window.rows.show('none'));
        if (r < 0) continue; // warm-up round
        rows[kind].paint.push(paint);
        rows[kind].script.push(script);
        rows[kind].task.push(d.task);
      }
    }
    const summaries = {
      rounds: summaryRounds,
      summary: Object.fromEntries(Object.entries(rows.summary).map(([k, xs]) => [k, median(xs)])),
      plain: Object.fromEntries(Object.entries(rows.plain).map(([k, xs]) => [k, median(xs)])),
    };
    summaries.ratio = Object.fromEntries(
      Object.keys(rows.summary).map((k) => [k, summaries.summary[k] / summaries.plain[k]]),
    );

    let cpuProfile = null;
    if (profile) {
      await open('dock');
      await page.waitForFunction(() => typeof window.peer === 'object');
      await cycle(page, cdp, {});
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
      for (let c = 0; c < profile; c += 1) await cycle(page, cdp, {});
      cpuProfile = (await cdp.send('Profiler.stop')).profile;
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);

    const peers = Object.fromEntries(
      PEERS.map((p) => [
        p,
        Object.fromEntries(
          Object.entries(perRep[p]).map(([k, reps_]) => [
            k,
            { ...summarizeReps(reps_), ratio: summarizeReps(ratioReps[p][k]) },
          ]),
        ),
      ]),
    );
    const sizes = await downloadSizes({
      root,
      out,
      resolve: (source) => distFile(root, source),
      entries: Object.fromEntries([...PEERS, 'react-only', 'radix-only', 'dock-radix'].map((p) => [p, ENTRIES[p]])),
      peers: PEERS,
      overRadix: ['dock-radix', 'radix-only'],
      withoutReact: WITHOUT_REACT,
      browser,
      init: OBSERVER,
      drive: async (peerPage) => {
        const session = await peerPage.context().newCDPSession(peerPage);
        await session.send('Performance.enable', { timeDomain: 'threadTicks' });
        await cycle(peerPage, session, {});
      },
    });
    return { chromium: browser.version(), reps, cycles, peers, summaries, sizes, cpuProfile };
  } finally {
    await browser.close();
  }
}

/** Self time by function (ms), top `n`, from a CDP CPU profile; a profile of the dock page. */
export function profileTable(profile, n = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    const key =
      `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}

export function writeProfile(file, profile) {
  writeFileSync(file, JSON.stringify(profile));
}
