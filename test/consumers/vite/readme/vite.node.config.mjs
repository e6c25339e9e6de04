import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

// The README's Node blocks as Node runs them: one ES module each, the package left to node_modules.
export default defineConfig({
  root: here,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: resolve(here, 'dist-node'),
    target: 'node20',
    rollupOptions: {
      input: { store: resolve(here, 'src/store.ts'), 'plain-text': resolve(here, 'src/plain-text.ts') },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
