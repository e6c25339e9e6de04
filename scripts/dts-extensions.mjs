// After `tsc -p tsconfig.build.json`: give every relative specifier in dist/**/*.d.ts the extension
// Node's ESM resolution needs (`./store` -> `./store.js`, `./core` -> `./core/index.js`), so the
// types resolve under `moduleResolution` `node16`/`nodenext` as well as `bundler`. The sources keep
// extension-less imports; only the emitted declarations change. Fails on a specifier that matches
// no declaration file, rather than shipping types that do not resolve.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// `from './x'`, `import './x'`, `import('./x')`: quoted relative specifiers only.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

let changed = 0;
const unresolved = [];
for (const file of declarations(dist)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    if (/\.(js|mjs|cjs|json|css)$/.test(spec)) return whole;
    const base = resolve(dirname(file), spec);
    if (existsSync(`${base}.d.ts`)) return `${lead}${quote}${spec}.js${quote}`;
    if (existsSync(join(base, 'index.d.ts'))) return `${lead}${quote}${spec.replace(/\/$/, '')}/index.js${quote}`;
    unresolved.push(`${relative(dist, file)}: ${spec}`);
    return whole;
  });
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
if (unresolved.length > 0) {
  console.error(`[dts-extensions] no declaration file for:\n  ${unresolved.join('\n  ')}`);
  process.exit(1);
}
console.log(`[dts-extensions] ${changed} declaration files given explicit extensions`);
