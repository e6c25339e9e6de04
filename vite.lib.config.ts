import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig } from 'vite';
import { thirdPartyLicenses } from './scripts/licenses.mjs';

const src = (path: string) => resolve(import.meta.dirname, 'src', path);

// The library build (`npm run build`). vite.config.ts stays the app-shaped config that Storybook and
// vitest merge, so nothing here needs stripping there.
//
// Layout: every entry is an `index.js` in its own folder (`dist/core/index.js` beside
// `dist/core/index.d.ts`), so no `core.js` can shadow a `core/` types folder. Shared code goes to
// dist/chunks/. Declarations come from `tsc -p tsconfig.build.json` (see package.json "build").
export default defineConfig({
  plugins: [
    react(),
    thirdPartyLicenses('THIRD-PARTY-LICENSES.md'),
    {
      // The stylesheet is bundled on its own: src/styles/index.css imports the rules into
      // `@layer question-dock`, and esbuild inlines that import (wrapping it in the layer).
      name: 'question-dock:styles',
      apply: 'build',
      async closeBundle() {
        await esbuild({
          entryPoints: [src('styles/index.css')],
          bundle: true,
          outfile: resolve(import.meta.dirname, 'dist/styles.css'),
          logLevel: 'warning',
          // Keep modern syntax as written (nesting, logical properties): browsers the components
          // support read it, and the app's bundler lowers it when it targets older ones.
          target: 'esnext',
        });
      },
    },
  ],
  build: {
    lib: {
      entry: {
        index: src('index.ts'),
        'core/index': src('core/index.ts'),
        'gateway/index': src('gateway/index.ts'),
        'element/index': src('element/index.ts'),
        'ai-sdk/index': src('ai-sdk/index.tsx'),
        'ai-sdk/server': src('ai-sdk/server.ts'),
        'assistant-ui/index': src('assistant-ui/index.tsx'),
      },
      formats: ['es'],
    },
    sourcemap: true,
    minify: false,
    // The element's stylesheet is a string in its JS (`?inline`): minify that CSS, keep the JS readable.
    cssMinify: true,
    rolldownOptions: {
      // Radix is bundled (see `treeshake`); React, react-dom and clsx stay the app's.
      external: (id) =>
        !id.startsWith('.') &&
        !id.startsWith('/') &&
        !id.startsWith('\0') &&
        !/^[A-Za-z]:/.test(id) &&
        !id.startsWith('@radix-ui/'),
      // Radix's builds name each function with a top-level `__name(fn, "Fn")` call (and a class
      // static block), which bundlers must keep as side effects: every export of a Radix module then
      // ships whether used or not (~4 kB min+gz of the dock's Radix was code it never runs, e.g.
      // react-collection's second implementation). Those calls only set `Function.name`, so they
      // are declared pure here and the unused code is left out; the app's bundler gets Radix
      // already shaken, which it could not do itself.
      treeshake: { manualPureFunctions: ['__name'] },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The attention watcher is part of the core entry, but the dock loads it with `import()`: in
        // its own chunk, a dock without `attention` (and the app's bundler) never loads it.
        codeSplitting: {
          groups: [
            { name: 'attention', test: /[\\/]src[\\/]core[\\/]attention[\\/]attention\.ts$/ },
            {
              name: 'core',
              test: /[\\/]src[\\/]core[\\/](?!(?:persistence[\\/](?:persist|remembered)|store[\\/]question-store|attention[\\/]attention|index)\.ts$)(?:[^\\/]+[\\/])?[^\\/]+\.ts$/,
              priority: 1,
            },
            {
              name: 'persist',
              test: /[\\/]src[\\/]core[\\/](?:persistence[\\/](?:persist|remembered)|store[\\/]question-store)\.ts$/,
            },
          ],
        },
        // The React entry is a client module (hooks, context, event handlers): React Server Components
        // frameworks need the directive to render it from a Server Component. Rolldown drops module
        // directives when bundling, so it is added back to that entry only; core and gateway stay
        // plain modules a server can import.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
      },
    },
  },
});
