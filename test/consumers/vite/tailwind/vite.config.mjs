import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
export default defineConfig({
  root: here,
  plugins: [react(), tailwindcss()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, 'dist'),
    rollupOptions: {
      input: {
        main: resolve(here, 'index.html'),
        leakWith: resolve(here, 'leak-with.html'),
        leakWithout: resolve(here, 'leak-without.html'),
      },
    },
  },
});
