// Counts the public API as a consumer sees it: the unique exported names of the package entries
// `.`, `./core`, `./gateway`, `./element` and `./element/standalone`, read by the TypeScript checker from the built `.d.ts`
// (so re-exports and `export *` are followed as the compiler follows them). Fails above the budget.
// Run after `npm run build`: `node scripts/exports.mjs` (`--list` prints every name per entry).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** At most this many unique names across the entries below: a surface a newcomer can hold. */
export const BUDGET = 100;
const ENTRIES = ['.', './core', './gateway', './element', './element/standalone'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const files = ENTRIES.map((entry) => join(root, manifest.exports[entry].types));
const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
const checker = program.getTypeChecker();

const perEntry = new Map();
const all = new Set();
for (const [i, entry] of ENTRIES.entries()) {
  const source = program.getSourceFile(files[i]);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${entry} (${files[i]}): run npm run build first`);
  const names = checker.getExportsOfModule(symbol).map((s) => s.getName());
  perEntry.set(entry, names.sort());
  for (const name of names) all.add(name);
}

for (const [entry, names] of perEntry) {
  console.log(`${entry.padEnd(21)} ${String(names.length).padStart(3)} names`);
  if (process.argv.includes('--list')) console.log(`  ${names.join(', ')}`);
}
console.log(`unique                ${String(all.size).padStart(3)} names (budget ${BUDGET})`);
if (all.size > BUDGET) {
  console.error(`The public API has ${all.size} unique exported names, over the budget of ${BUDGET}.`);
  process.exit(1);
}
