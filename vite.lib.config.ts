import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig } from 'vite';

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
    {
      // The stylesheet is bundled on its own: src/styles/index.css imports the rules into
      // `@layer question-dock`, and esbuild inlines that import (wrapping it in the layer).
      name: 'question-dock:styles',
      apply: 'build',
      async closeBundle() {
        // shadcn.css is the same rules themed by a shadcn app's tokens, in Tailwind's components layer.
        await esbuild({
          entryPoints: { styles: src('styles/index.css'), shadcn: src('styles/shadcn.css') },
          bundle: true,
          outdir: resolve(import.meta.dirname, 'dist'),
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
      // Every package stays the app's (React, Radix, clsx, the adapters' peers): an app that already
      // has Radix shares one copy, and Radix's fixes reach it through the dependency ranges.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The React entry is a client module (hooks, context, event handlers): React Server Components
        // frameworks need the directive to render it from a Server Component. Rolldown drops module
        // directives when bundling, so it is added back to that entry only; core and gateway stay
        // plain modules a server can import.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
      },
    },
  },
});
