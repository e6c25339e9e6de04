import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
// Two pages for the size figure: the README example, and the same shell with React only.
export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, 'dist'),
    manifest: true,
    rollupOptions: { input: { readme: resolve(here, 'readme.html'), react: resolve(here, 'react.html') } },
  },
});
