// Size budgets (`npm run size`, which builds first; plain `npx size-limit` needs a fresh `npm run build`):
// each entry's `sizes` in entries.mjs, one row each, named `<entry>: <what>`.
//
// What is measured: the built dist/ files, bundled again and minified by esbuild
// (@size-limit/preset-small-lib) as a production build, gzip level 9. React and react-dom (peers) are always external.
// Radix and clsx are dependencies: a row bundles them from node_modules as a fresh app gets them,
// unless it says they are the app's already. The README example's figure in a real fresh Vite app
// (the packed tarball) is checked by `npm run test:consumers` with its own budget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRIES, distFile } from './entries.mjs';

const dist = join(import.meta.dirname, 'dist');
if (!existsSync(join(dist, 'core/index.js')) || !existsSync(join(dist, 'index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (or `npm run size`, which builds).');
}

/** What an app that already renders Radix's radio group and checkbox (and clsx) has: one copy, shared. */
const appHasRadix = (config) => ({ ...config, external: [...(config.external ?? []), '@radix-ui/*', 'clsx'] });

/** esbuild plugin: the package's shared chunks stay out (an adapter's own code over the dock and the core). */
const chunksExternal = {
  name: 'question-dock-chunks-external',
  setup(build) {
    build.onResolve({ filter: /\/chunks\// }, (args) => ({ path: args.path, external: true }));
  },
};
const ownCode = (config) => ({ ...config, plugins: [...(config.plugins ?? []), chunksExternal] });

/** Every bundled row as an app's production build makes it: `process.env.NODE_ENV` is `production`, so development-only warnings are dropped. */
const production = (config) => ({ ...config, define: { ...config.define, 'process.env.NODE_ENV': '"production"' } });

/** A budget as size-limit takes it; a file as shipped is measured without esbuild (already minified). */
const row = (entry, budget) => ({
  name: budget.what ? `${entry.name}: ${budget.what}` : entry.name,
  path: distFile(entry),
  ...(budget.import ? { import: budget.import } : {}),
  ...(budget.ignore ? { ignore: budget.ignore } : {}),
  ...(budget.asShipped ? { disablePlugins: ['@size-limit/esbuild'] } : {}),
  gzip: true,
  limit: budget.limit,
  modifyEsbuildConfig: (config) => {
    const shared = budget.appHasRadix ? appHasRadix(config) : config;
    return production(budget.ownCode ? ownCode(shared) : shared);
  },
});

export default ENTRIES.flatMap((entry) => entry.sizes.map((budget) => row(entry, budget)));
