// `npm run size [-- --no-build]`: builds the library (vite build, JS + CSS into dist/, and the
// standalone element bundle), then runs
// size-limit with the budgets in .size-limit.mjs (from entries.mjs) and prints them as a table, followed by a
// breakdown of the core per module. Exits non-zero when a budget is exceeded (or the build fails).
//
// Sizes are minified + gzip (level 9) bytes as size-limit reports them: esbuild re-bundles the
// built file (tree-shaking to the named imports), React and react-dom external; size-limit
// subtracts the few bytes an empty esbuild bundle has. 1 kB = 1000 bytes.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

if (!process.argv.includes('--no-build')) {
  // Only the JS/CSS build: declarations (tsc) do not change sizes.
  const vite = spawnSync(bin('vite'), ['build', '-c', 'vite.lib.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  // The standalone element bundle (its own Preact inside) has its own config.
  const standalone =
    vite.status === 0 &&
    spawnSync(bin('vite'), ['build', '-c', 'vite.standalone.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  // The OpenClaw plugin's browser entry (its own Preact inside, like the standalone).
  const plugin =
    standalone &&
    standalone.status === 0 &&
    spawnSync(bin('vite'), ['build', '-c', 'vite.openclaw-plugin.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  if (vite.status !== 0 || !standalone || standalone.status !== 0 || !plugin || plugin.status !== 0) {
    console.error('[size] vite build failed');
    process.exit(1);
  }
}

const run = spawnSync(bin('size-limit'), ['--json'], { cwd: root, encoding: 'utf8' });
let results;
try {
  results = JSON.parse(run.stdout);
} catch {
  console.error('[size] size-limit did not produce a report:\n' + run.stdout + run.stderr);
  process.exit(1);
}

const rows = results.map((r) => ({
  check: r.name,
  size: kB(r.size),
  budget: r.sizeLimit === undefined ? '(info)' : kB(r.sizeLimit),
  status: r.sizeLimit === undefined ? '' : r.passed ? 'ok' : 'OVER',
}));
const widths = Object.fromEntries(
  Object.keys(rows[0]).map((k) => [k, Math.max(k.length, ...rows.map((r) => r[k].length))]),
);
const line = (r) =>
  Object.keys(widths)
    .map((k) => (k === 'check' ? r[k].padEnd(widths[k]) : r[k].padStart(widths[k])))
    .join('  ');
console.log('\nMinified + gzip (size-limit, esbuild; React external)\n');
console.log(line({ check: 'check', size: 'size', budget: 'budget', status: 'status' }));
console.log(
  Object.values(widths)
    .map((w) => '-'.repeat(w))
    .join('  '),
);
for (const r of rows) console.log(line(r));

// The README example both ways an app gets it, and the standalone elements beside them.
const find = (prefix) => results.find((r) => r.name.startsWith(prefix));
const fresh = find('question-dock: README example { QuestionDock, AnswerSummary }, fresh app');
const withRadix = find('question-dock: README example { QuestionDock, AnswerSummary }, added to an app');
const standalone = find('question-dock/element/standalone: the shipped file');
if (fresh && withRadix && standalone) {
  console.log('\nSide by side (min + gzip):');
  console.log(
    `  README example, fresh app               ${kB(fresh.size).padStart(9)}  + the app's React and react-dom`,
  );
  console.log(`  README example, app that has Radix      ${kB(withRadix.size).padStart(9)}  what the dock adds there`);
  console.log(`  standalone elements                     ${kB(standalone.size).padStart(9)}  all of it, no React`);
}

// What each core module costs on its own (minified + gzip, the other core modules external). The
// parts overlap less in one gzip stream, so they add up to a little more than the whole entry.
const coreDir = join(root, 'src', 'core');
const modules = readdirSync(coreDir, { recursive: true })
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('/index.ts') && !f.endsWith('types.ts'))
  .map((f) => f.slice(0, -3));
const parts = [];
for (const name of modules) {
  const out = await build({
    entryPoints: [join(coreDir, `${name}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'siblings-external',
        setup(b) {
          b.onResolve({ filter: /^\.\.?\// }, (a) =>
            a.importer.endsWith(`${name}.ts`) ? { path: a.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  parts.push([name, gzipSync(out.outputFiles[0].contents, { level: 9 }).length]);
}
parts.sort((a, b) => b[1] - a[1]);
const width = Math.max(...parts.map(([name]) => name.length)) + 4;
console.log('\nCore by module (each alone, minified + gzip, other core modules external):');
console.log(parts.map(([name, size]) => `  ${`${name}.ts`.padEnd(width)} ${kB(size).padStart(8)}`).join('\n'));

const failed = results.filter((r) => r.passed === false);
if (failed.length > 0) {
  console.error(`\n[size] over budget: ${failed.map((r) => r.name).join('; ')}`);
  process.exit(1);
}
console.log('\n[size] every budget holds.');
