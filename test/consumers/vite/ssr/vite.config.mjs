import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
// Only the browser bundle; the server imports app.mjs directly.
export default defineConfig({
  root: here,
  logLevel: 'warn',
  build: {
    outDir: resolve(here, 'dist'),
    manifest: true,
    rollupOptions: { input: resolve(here, 'client.mjs') },
  },
});
