// `npm run bench [-- --quick] [-- --no-browser]`: the project's benchmarks (not part of `npm test`).
//
//   core     node, tinybench: normalizeAskUser, parseTextReply, a full answer flow on the store
//   react    jsdom, tinybench, React's production build: dock mount + unmount, typing 50 characters
//            into Other, 1,000 AnswerSummary rows against a plain <ul><li> list (ratio, same run)
//   peers    headless Chromium (system Chromium, playwright-core): the dock against a hand-written
//            floor and react-aria-components drawn with the dock's stylesheet, OpenClaw's Lit card and
//            the standalone element, interleaved repetitions, ratios to the floor; 1,000
//            AnswerSummary rows against a plain list (scripts/bench-peers.mjs)
//   soak     what a page open for days keeps: heap per prompt and per reconnect through a protocol-4
//            server, remembered outcomes in storage, a 1,000-summary timeline (scripts/bench-soak.mjs)
//   --no-build  skip the library build (the browser pages bundle dist/ as it is)
//   --profile  also writes a CPU profile of the dock page (bench/profile-dock.cpuprofile, git-ignored)
//            and its top self-time functions (bench/PROFILE.txt); BENCH_NAMES=1 keeps the names readable
//
// Prints a table, writes bench/results.json and bench/RESULTS.md (the README links to it).
// The bench sources live in bench/ (core.bench.ts, react.bench.tsx, peers/, page.html); this
// script bundles them with esbuild into node_modules/.cache/question-dock-bench.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { Bench } from 'tinybench';
import { PEERS, profileTable, runPeers, writeProfile } from './bench-peers.mjs';
import { runSoak, soakLines } from './bench-soak.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'node_modules', '.cache', 'question-dock-bench');
const quick = process.argv.includes('--quick');
const withBrowser = !process.argv.includes('--no-browser');
const profileCycles = process.argv.includes('--profile') ? 20 : 0;
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
  const bench = new Bench({
    time: quick ? 200 : 1000,
    warmupTime: quick ? 50 : 200,
    iterations: 10,
    throws: true,
    ...options,
  });
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
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const win = dom.window;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, { configurable: true, get: () => win[key] });
  }
  if (globalThis.document !== win.document) throw new Error('jsdom globals were not installed');
  const pkg = JSON.parse(readFileSync(join(root, 'node_modules', 'jsdom', 'package.json'), 'utf8'));
  return pkg.version;
}

// ---- run ---------------------------------------------------------------------------------------
// --peers-only skips the node benchmarks (while iterating on the browser half).
const nodeToo = !process.argv.includes('--peers-only');
const core = nodeToo ? await bundleForNode('core.bench.ts') : null;
const coreRows = nodeToo ? await runBench('core', core.addCoreTasks) : [];
if (nodeToo) console.log('[bench] core: worst-case parseTextReply over crafted 100 KB and 1 MB replies...');
const parseWorst = nodeToo ? core.parseWorstCase(quick ? 3 : 7) : [];

const jsdomVersion = nodeToo ? await installJsdom() : null;
const react = nodeToo ? await bundleForNode('react.bench.tsx') : null;
const reactRows = nodeToo ? await runBench('react', react.addReactTasks) : [];
if (nodeToo) console.log('[bench] react: 1,000 AnswerSummary rows against a plain list...');
const rowsCompare = nodeToo
  ? react.compareSummaryRows(quick ? 6 : 20)
  : { summaryMs: NaN, plainMs: NaN, ratio: NaN, rounds: 0 };

// The browser pages bundle the built package (dist/), as an app would: build it first. Only the
// library's JS and CSS and the standalone elements, as `npm run size` does: the declarations are
// not what the pages load.
if (withBrowser && !process.argv.includes('--no-build')) {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  for (const config of ['vite.lib.config.ts', 'vite.standalone.config.ts']) {
    const { status } = spawnSync(vite, ['build', '-c', config, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (status !== 0) throw new Error(`vite build (${config}) failed`);
  }
}
const browser = withBrowser
  ? await runPeers({
      root,
      out,
      reps: quick ? 2 : 5,
      cycles: quick ? 2 : 5,
      summaryRounds: quick ? 4 : 10,
      profile: profileCycles,
    })
  : null;

const soak = nodeToo ? await runSoak({ root, out, quick, withBrowser }) : null;

// ---- report ------------------------------------------------------------------------------------
const fmtOps = (n) => (n >= 1000 ? Math.round(n).toLocaleString('en-US') : n.toFixed(n >= 100 ? 0 : 1));
const fmtMs = (n) => (n >= 10 ? n.toFixed(1) : n >= 1 ? n.toFixed(2) : n.toFixed(3));
const rows = [...coreRows, ...reactRows].map((r) => [
  r.name,
  fmtOps(r.opsPerSecond),
  fmtMs(r.p50Ms),
  fmtMs(r.meanMs),
  fmtMs(r.p99Ms),
  String(r.samples),
]);
const header = ['task', 'ops/s (median)', 'p50 ms', 'mean ms', 'p99 ms', 'samples'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const r of rows) console.log(line(r));
console.log(
  `\n1,000 AnswerSummary rows mount in ${fmtMs(rowsCompare.summaryMs)} ms, a plain <ul><li> list of the same text in ` +
    `${fmtMs(rowsCompare.plainMs)} ms (medians of ${rowsCompare.rounds} alternating rounds): ${rowsCompare.ratio.toFixed(2)}x`,
);
for (const w of parseWorst)
  console.log(`parseTextReply worst case, ${w.size} reply: ${fmtMs(w.worstMs)} ms (${w.reply})`);

// The peers table: one row per metric, a column per peer, "ms (ratio to the floor, spread)".
const METRICS = [
  ['mount.task', 'mount: main-thread work (script + style/layout/paint), ms'],
  ['mount.script', 'mount: script, ms'],
  ['digit.processing', 'digit pick: processing (event dispatch, CPU), ms'],
  ['enter.processing', 'Enter -> next question: processing, ms'],
  ['other.processing', 'Other keystroke: processing, ms'],
  ['submit.processing', 'Submit (Enter on the last): processing, ms'],
  ['digit.task', 'digit pick: all main-thread work to the next frame, ms'],
  ['enter.task', 'Enter -> next question: all main-thread work, ms'],
  ['other.task', 'Other keystroke: all main-thread work, ms'],
  ['submit.task', 'Submit: all main-thread work, ms'],
];
const NAMES = {
  floor: 'hand-written (floor)',
  aria: 'react-aria-components',
  lit: 'OpenClaw card (Lit)',
  dock: 'question-dock',
  standalone: 'question-dock standalone (own Preact, no React)',
};
const cell = (m, peer) => {
  if (!m) return 'n/a';
  const r = m.ratio;
  return peer === 'floor'
    ? `${fmtMs(m.median)} (${fmtMs(m.min)}-${fmtMs(m.max)})`
    : `${fmtMs(m.median)}, **${r.median.toFixed(2)}x** (${r.min.toFixed(2)}-${r.max.toFixed(2)})`;
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const sizeCell = (peer) => {
  const { js, css } = browser.sizes[peer];
  const incl = { lit: ' incl. Lit', standalone: ' incl. Preact and its CSS' }[peer] ?? '';
  return `${kB(js)}${incl}${css > 0 ? ` (+${kB(css)} CSS)` : ''}`;
};
const peerTable = browser
  ? [
      `| metric | ${PEERS.map((p) => NAMES[p]).join(' | ')} |`,
      `|---|${PEERS.map(() => '---').join('|')}|`,
      `| JS downloaded for the prompt beyond React, min+gz (split ES modules, as an app's bundler ships them, less a React-only page; pages without React whole), and the page's CSS | ${PEERS.map(sizeCell).join(' | ')} |`,
      `| JS the dock page adds to an app that already renders Radix's radio group and checkbox (Radix shared), min+gz | ${PEERS.map((p) => (p === 'dock' ? kB(browser.sizes['dock-radix'].js) : '')).join(' | ')} |`,
      ...METRICS.map(
        ([key, label]) => `| ${label} | ${PEERS.map((p) => cell(browser.peers[p][key], p)).join(' | ')} |`,
      ),
    ]
  : [];
const s = browser?.summaries;
if (browser) {
  console.log(
    `\nChromium ${browser.chromium}, ${browser.reps} interleaved repetitions x ${browser.cycles} prompts per peer:`,
  );
  console.log(peerTable.join('\n').replaceAll('**', ''));
  console.log(
    `1,000 AnswerSummary rows vs a plain list: to paint ${s.ratio.paint.toFixed(2)}x (${fmtMs(s.summary.paint)} vs ${fmtMs(s.plain.paint)} ms), ` +
      `script ${s.ratio.script.toFixed(2)}x (${fmtMs(s.summary.script)} vs ${fmtMs(s.plain.script)} ms)`,
  );
  if (browser.missingEventTiming)
    console.log(`(${browser.missingEventTiming} interactions had no Event Timing keydown entry: under 16 ms)`);
}
if (browser?.cpuProfile) {
  writeProfile(join(root, 'bench', 'profile-dock.cpuprofile'), browser.cpuProfile);
  const profileTop = profileTable(browser.cpuProfile);
  const text = profileTop.map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`).join('\n');
  writeFileSync(
    join(root, 'bench', 'PROFILE.txt'),
    `Self time, dock page, ${profileCycles} prompts (mount + 9 key presses each), Chromium ${browser.chromium}\n\n${text}\n`,
  );
  console.log(`\nCPU profile (self time, top ${profileTop.length}):\n${text}`);
}

if (soak) console.log(`\nSoak:\n${soakLines(soak).join('\n')}`);

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
const { cpuProfile: _omit, ...browserResults } = browser ?? {};
const results = {
  date: new Date().toISOString(),
  quick,
  machine,
  core: coreRows,
  react: reactRows,
  answerSummaryVsPlainList: { rows: 1000, ...rowsCompare },
  parseTextReplyWorstCase: parseWorst,
  browser: browser ? browserResults : null,
  soak,
  durationSeconds: (performance.now() - started) / 1000,
};
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const md = [
  '<!-- Generated by `npm run bench` (scripts/bench.mjs). -->',
  '# Benchmarks',
  '',
  `Measured by \`npm run bench\` on ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node.slice(1)}, ` +
    `React ${machine.react} production build${browser ? `, headless Chromium ${browser.chromium}` : ''}${quick ? ' (quick run)' : ''}.`,
  '',
  ...(browser
    ? [
        '## Against the alternatives (Chromium)',
        '',
        `The same three questions (single, multi, single; Other text, Back / Next / Submit, Skip, digit shortcuts) built five ways,`,
        `production builds, ${browser.reps} interleaved repetitions of ${browser.cycles} prompts each per peer. Each cell: the median`,
        'over repetitions in ms, then the ratio to the hand-written floor (taken within each repetition) and its spread (min-max).',
        '"Processing" is what Event Timing reports as `processingEnd - processingStart`, summed over the key\'s events, read from a Chromium trace (EventDispatch, thread CPU time: Event Timing drops events under 16 ms and wall time counts busy neighbours); "all main-thread',
        'work" is CDP TaskDuration from the key press to the next painted frame (it also counts style, layout, paint and work',
        'deferred to `requestAnimationFrame`).',
        "The floor (hand-written: `useState`, native inputs), the react-aria-components page and the dock load the dock's stylesheet and",
        'render its markup: header with chip, step count, step dots, countdown and collapse button; option cards with control, label,',
        'badge, description and key cap; the Other row; the footer with Skip, hint, Back and Next. The standalone adopts the same sheet',
        'in its shadow roots. One UI built four ways, so style, layout and paint compare like for like (bench/peers/dock-look.css draws',
        "the dock's controls on the floor's native inputs and beside react-aria's hidden ones). Like the dock, the floor and react-aria",
        'take the keyboard as the prompt arrives, and on Submit leave the answer summary in the timeline and focus the composer',
        '(kept mounted, hidden while the prompt is open), as the README example does.',
        "The OpenClaw card is a Lit port of its Control UI template (see bench/peers/lit-card.ts) without the Control UI's stylesheet:",
        'browser-default controls, so its style, layout and paint are not like for like.',
        'The standalone is `question-dock/element/standalone` on a page without React; its review step is passed with one unmeasured Enter.',
        '',
        ...peerTable,
        '',
        `1,000 AnswerSummary rows against a plain \`<ul><li>\` list of the same text (same page, same CSS, ${s.rounds} alternating rounds):`,
        `to paint ${s.ratio.paint.toFixed(2)}x (${fmtMs(s.summary.paint)} vs ${fmtMs(s.plain.paint)} ms), script ${s.ratio.script.toFixed(2)}x ` +
          `(${fmtMs(s.summary.script)} vs ${fmtMs(s.plain.script)} ms), all main-thread work ${s.ratio.task.toFixed(2)}x.`,
        '',
      ]
    : []),
  // A --peers-only run measured nothing in node: say so rather than print empty rows.
  ...(nodeToo
    ? [
        '## Core and React (node)',
        '',
        '| benchmark | result |',
        '|---|---|',
        ...coreRows.map((r) => `| ${r.name.replace(/^core: /, 'Core: ')} | ${fmtOps(r.opsPerSecond)} ops/s |`),
        ...parseWorst.map(
          (w) =>
            `| Core: parseTextReply, worst crafted ${w.size} reply (median) | ${fmtMs(w.worstMs)} ms (${w.reply}) |`,
        ),
        ...reactRows.map(
          (r) =>
            `| ${r.name.replace(/^react: /, 'React (jsdom): ')} | ${fmtMs(r.p50Ms)} ms (${fmtOps(r.opsPerSecond)}/s) |`,
        ),
        `| React (jsdom): 1,000 AnswerSummary rows (3 answers each), mount | ${fmtMs(rowsCompare.summaryMs)} ms, ` +
          `${rowsCompare.ratio.toFixed(2)}x a plain \`<ul><li>\` list of the same text (${fmtMs(rowsCompare.plainMs)} ms) |`,
        '',
        "Figures are medians. jsdom figures include React's commit and effects (`flushSync` per step).",
        '',
      ]
    : ['The node benchmarks (core, jsdom) were not run (`--peers-only`).', '']),
  ...(soak ? ['## Soak (a page open for days)', '', ...soakLines(soak).map((l) => `- ${l}`), ''] : []),
].join('\n');
writeFileSync(join(root, 'bench', 'RESULTS.md'), md);
console.log(`\n[bench] wrote bench/results.json and bench/RESULTS.md in ${results.durationSeconds.toFixed(0)} s`);
