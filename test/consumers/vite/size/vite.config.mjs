import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
// The pages of the size figures: the README example against the same shell with React only, and the
// README example added to an app that already renders Radix's radio group and checkbox, against that app.
export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, 'dist'),
    manifest: true,
    rollupOptions: {
      input: Object.fromEntries(
        ['readme', 'react', 'radix', 'radix-readme'].map((page) => [page, resolve(here, `${page}.html`)]),
      ),
    },
  },
});
