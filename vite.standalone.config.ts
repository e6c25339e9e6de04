import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './scripts/preact-aliases.mjs';
import { thirdPartyLicenses } from './scripts/licenses.mjs';

/**
 * The dock's on-demand parts (`import('./…')` in src, e.g. the invalid-request alert) imported
 * statically instead: in one file an `import()` saves nothing, and bundling one inline costs more
 * than the part (a preload helper, and lazy-init wrappers around every module it shares with the
 * rest of the bundle). `lazy()` gets the module it asked for, already there.
 */
function staticOnDemandParts(): Plugin {
  const call = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
  return {
    name: 'question-dock:static-on-demand-parts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(resolve(import.meta.dirname, 'src')) || !code.includes('import(')) return null;
      const imports: string[] = [];
      const body = code.replace(call, (_, quote: string, specifier: string) => {
        const name = `qdOnDemandPart${imports.length}`;
        imports.push(`import * as ${name} from ${quote}${specifier}${quote};`);
        return `Promise.resolve(${name})`;
      });
      return { code: `${imports.join('')}${body}`, map: null };
    },
  };
}

/**
 * Radix reads some hooks as `React[" useId ".trim().toString()]`, so that bundlers of React 17 apps
 * do not warn about a missing export. That read keeps the whole `react` namespace (here every export
 * of preact/compat: Suspense, portals, hydration…, which the dock never calls). A named import is the
 * same hook, and the build fails if the renderer stops exporting one.
 */
function staticRadixHookReads(): Plugin {
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

// The standalone custom-element bundle (`question-dock/element/standalone`): one ES module with
// Preact (as React), Radix and clsx inside, for pages without a bundler and apps without React.
// Minified. Built after vite.lib.config.ts into the same dist/ (see package.json "build").
export default defineConfig({
  plugins: [
    staticOnDemandParts(),
    staticRadixHookReads(),
    react(),
    thirdPartyLicenses('element/standalone.THIRD-PARTY-LICENSES.md'),
  ],
  resolve: { alias: preactAliases },
  // Not library mode: that would keep whitespace in an ES build and leave process.env.NODE_ENV for
  // a bundler to replace; here there is none, so production code is chosen now.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    // No source map: it would add a megabyte to the published package.
    sourcemap: false,
    minify: true,
    rolldownOptions: {
      input: { 'element/standalone': resolve(import.meta.dirname, 'src/element/standalone.ts') },
      preserveEntrySignatures: 'strict',
      // Radix's `__name` calls only set `Function.name`: see vite.lib.config.ts.
      treeshake: { manualPureFunctions: ['__name'] },
      // One file: the dock's on-demand parts (the invalid-request alert) are inlined, not split off.
      output: { format: 'es', entryFileNames: '[name].js', codeSplitting: false },
    },
  },
});
