import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

// The README's route (`<!-- run: ai-sdk-route -->`) as a server runs it: one ES module, `ai` and the
// package left to node_modules.
export default defineConfig({
  root: here,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: resolve(here, 'dist-route'),
    target: 'node20',
    rollupOptions: {
      input: { 'ai-sdk-route': resolve(here, 'src/ai-sdk-route.ts') },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
