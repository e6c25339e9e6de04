import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig } from 'vite';
import { ENTRIES, buildName, distFile, distOf, isStylesheet } from './entries.mjs';

// The library build (`npm run build`) of the entries.mjs entries whose build is `library`.
// vite.config.ts stays the app-shaped config that Storybook and vitest merge, so nothing here needs
// stripping there.
//
// Layout: a module is its source's path under dist/, and every entry is an `index.js` in its own
// folder (`dist/core/index.js` beside `dist/core/index.d.ts`), so no `core.js` can shadow a `core/`
// types folder. Shared code goes to dist/chunks/. Declarations come from `tsc -p
// tsconfig.build.json` (see package.json "build").

const path = (file: string) => resolve(import.meta.dirname, file);
const library = ENTRIES.filter((entry) => entry.build === 'library');
/** Each module of the library's entries (an export condition's too) by its name under dist/: `core/index`. */
const modules = library
  .filter((entry) => !isStylesheet(entry))
  .flatMap((entry) => [entry.source, ...Object.values(entry.conditions ?? {})])
  .map((source): [string, string] => [buildName(distOf(source)), path(source)]);
/** The stylesheets by their file under dist/ without `.css`: `styles`. */
const stylesheets = library.filter(isStylesheet).map((entry): [string, string] => [
  distFile(entry)
    .slice('dist/'.length)
    .replace(/\.css$/, ''),
  path(entry.source),
]);
/** The entries that start with "use client". */
const clientModules = new Set(library.filter((entry) => entry.useClient).map((entry) => buildName(distFile(entry))));

export default defineConfig({
  plugins: [
    react(),
    {
      // The stylesheets are bundled on their own: src/styles/index.css imports the rules into
      // `@layer question-dock`, and esbuild inlines that import (wrapping it in the layer).
      name: 'question-dock:styles',
      apply: 'build',
      async closeBundle() {
        // shadcn.css is the same rules themed by a shadcn app's tokens, in Tailwind's components layer.
        await esbuild({
          entryPoints: Object.fromEntries(stylesheets),
          bundle: true,
          outdir: path('dist'),
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
      entry: Object.fromEntries(modules),
      formats: ['es'],
    },
    sourcemap: true,
    minify: false,
    // The element's stylesheet is a string in its JS (`?inline`): minify that CSS, keep the JS readable.
    cssMinify: true,
    rolldownOptions: {
      // Every package stays the app's (React, Radix, clsx, the adapters' peers): an app that already
      // has Radix shares one copy, and Radix's fixes reach it through the dependency ranges.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The core in one chunk and the dock in another, whichever entries share which of their
        // modules: a new entry does not split them anew (a split reorders the code each bundle is
        // made from, which moved the README example's size by tens of bytes). The dock's parts stay
        // with the entries that give them.
        codeSplitting: {
          groups: [
            { name: 'core', test: /\/src\/core\// },
            { name: 'QuestionDock', test: /\/src\/(react|components\/(?!parts\/))/ },
          ],
        },
        // The React entry is a client module (hooks, context, event handlers): React Server Components
        // frameworks need the directive to render it from a Server Component. Rolldown drops module
        // directives when bundling, so it is added back to the entries marked `useClient` only; core
        // and gateway stay plain modules a server can import.
        banner: (chunk) => (chunk.isEntry && clientModules.has(chunk.name) ? "'use client';" : ''),
      },
    },
  },
});
