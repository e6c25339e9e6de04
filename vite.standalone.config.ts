import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './scripts/preact-aliases.mjs';
import { thirdPartyLicenses } from './scripts/licenses.mjs';
import { buildName, distFile, onlyEntry } from './entries.mjs';

/**
 * Radix reads some hooks as `React[" useId ".trim().toString()]`, so that bundlers of React 17 apps
 * do not warn about a missing export. That read keeps the whole `react` namespace (here every export
 * of preact/compat: Suspense, portals, hydration…, which the dock never calls). A named import is the
 * same hook, and the build fails if the renderer stops exporting one.
 */
export function staticRadixHookReads(): Plugin {
  const read = /\bReact\d*\[" (\w+) "\.trim\(\)\.toString\(\)\]/g;
  return {
    name: 'question-dock:static-radix-hook-reads',
    transform(code, id) {
      if (!id.includes('/node_modules/@radix-ui/') || !code.includes('.trim().toString()]')) return null;
      const hooks = new Set<string>();
      const body = code.replace(read, (_, hook: string) => (hooks.add(hook), `qdRadix_${hook}`));
      const imports = [...hooks].map((hook) => `${hook} as qdRadix_${hook}`).join(', ');
      return { code: `import { ${imports} } from 'react';\n${body}`, map: null };
    },
  };
}

// The standalone custom-element bundle (`question-dock/element/standalone`, the entries.mjs entry
// whose build is `standalone`): one ES module with Preact (as React), Radix and clsx inside and no
// imports of its own, for pages without a bundler and apps without React. Built after
// vite.lib.config.ts into the same dist/ (see package.json "build").
const standalone = onlyEntry('standalone');
const name = buildName(distFile(standalone));

export default defineConfig({
  plugins: [staticRadixHookReads(), react(), thirdPartyLicenses(`${name}.THIRD-PARTY-LICENSES.md`)],
  resolve: { alias: preactAliases },
  // No bundler comes after this build: production code is chosen now.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    // No source map: it would add a megabyte to the published package.
    sourcemap: false,
    lib: {
      entry: { [name]: resolve(import.meta.dirname, standalone.source) },
      formats: ['es'],
    },
    rolldownOptions: {
      // Radix's builds name each function with a top-level `__name(fn, "Fn")` call, which a bundler
      // must keep as a side effect, and with it every export of a Radix module. Those calls only set
      // `Function.name`, so in this bundle, where Radix is inside, they are pure.
      treeshake: { manualPureFunctions: ['__name'] },
      output: {
        // Library mode leaves whitespace and `@__PURE__` notes for a bundler that is not coming.
        minify: true,
        comments: false,
        entryFileNames: '[name].js',
        // One file: a page loads it by URL, with nothing beside it to fetch.
        codeSplitting: false,
      },
    },
  },
});
