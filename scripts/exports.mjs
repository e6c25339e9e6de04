// The package's entries as npm publishes them. First, package.json against entries.mjs: its "exports"
// must be exactly the entries' (npm reads package.json, the build and the checks read the list), and
// "main", "module", "types" and "files" must agree. Then the public API as a consumer sees it: the
// unique exported names of the entries but the adapters (an entry with `hosts`) and the stylesheets,
// read by the TypeScript checker from the built `.d.ts` (so re-exports and `export *` are followed as
// the compiler follows them). Fails above the budget.
// Run after `npm run build`: `node scripts/exports.mjs` (`--list` prints every name per entry).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ENTRIES, distFile, distOf, isStylesheet, subpathOf } from '../entries.mjs';

/**
 * At most this many unique names across the entries below: a surface a newcomer can hold. Raised by
 * one: a question's `field` (a form's field: its kind and limits) has a type of its own, `AnswerField`.
 */
export const BUDGET = 101;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** A file as package.json names it. */
const dot = (file) => `./${file}`;

/** What package.json's "exports" says for an entry: its file, or its conditions in resolution order. */
function exportOf(entry) {
  if (isStylesheet(entry)) return dot(distFile(entry));
  const file = dot(distFile(entry));
  const conditions = Object.entries(entry.conditions ?? {}).map(([name, source]) => [name, dot(distOf(source))]);
  return { types: file.replace(/\.js$/, '.d.ts'), ...Object.fromEntries(conditions), import: file, default: file };
}

/** How package.json differs from entries.mjs, one line per difference. */
function manifestProblems() {
  // The manifest itself is exported too, for tools that read a package's version.
  const expected = {
    ...Object.fromEntries(ENTRIES.filter(subpathOf).map((entry) => [subpathOf(entry), exportOf(entry)])),
    './package.json': './package.json',
  };
  const actual = manifest.exports ?? {};
  const problems = [];
  for (const subpath of Object.keys(expected)) {
    if (!(subpath in actual)) problems.push(`"exports" has no ${subpath} (entries.mjs lists it)`);
    else if (JSON.stringify(actual[subpath]) !== JSON.stringify(expected[subpath]))
      problems.push(
        `"exports"["${subpath}"] is ${JSON.stringify(actual[subpath])}; entries.mjs makes it ${JSON.stringify(expected[subpath])}`,
      );
  }
  for (const subpath of Object.keys(actual))
    if (!(subpath in expected)) problems.push(`"exports" has ${subpath}, which entries.mjs does not list`);
  const main = expected['.'];
  for (const [field, value] of [
    ['main', main?.import],
    ['module', main?.import],
    ['types', main?.types],
  ])
    if (manifest[field] !== value) problems.push(`"${field}" is ${manifest[field]}; the main entry's is ${value}`);
  const published = (file) => (manifest.files ?? []).some((folder) => file.startsWith(`./${folder}/`));
  const targets = new Set(
    Object.values(expected).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
  );
  const unpublished = [...targets].filter((file) => file !== './package.json' && !published(file));
  if (unpublished.length > 0) problems.push(`"files" does not publish ${unpublished.join(', ')}`);
  return problems;
}

const problems = manifestProblems();
if (problems.length > 0) {
  console.error(`package.json does not match entries.mjs:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// In package.json's order: the order a reader of the published package sees.
const counted = new Set(ENTRIES.filter((entry) => !entry.hosts && !isStylesheet(entry)).map(subpathOf));
const subpaths = Object.keys(manifest.exports).filter((subpath) => counted.has(subpath));
const files = subpaths.map((subpath) => join(root, manifest.exports[subpath].types));
const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
const checker = program.getTypeChecker();

const perEntry = new Map();
const all = new Set();
for (const [i, entry] of subpaths.entries()) {
  const source = program.getSourceFile(files[i]);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${entry} (${files[i]}): run npm run build first`);
  const exported = checker.getExportsOfModule(symbol).map((s) => s.getName());
  perEntry.set(entry, exported.sort());
  for (const name of exported) all.add(name);
}

for (const [entry, exported] of perEntry) {
  console.log(`${entry.padEnd(21)} ${String(exported.length).padStart(3)} names`);
  if (process.argv.includes('--list')) console.log(`  ${exported.join(', ')}`);
}
console.log(`unique                ${String(all.size).padStart(3)} names (budget ${BUDGET})`);
if (all.size > BUDGET) {
  console.error(`The public API has ${all.size} unique exported names, over the budget of ${BUDGET}.`);
  process.exit(1);
}
