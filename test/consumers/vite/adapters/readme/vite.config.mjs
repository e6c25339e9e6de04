import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

// The README's AI SDK chat and assistant-ui app, each on a page of its own (harness/ mounts them).
export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, 'dist'),
    rollupOptions: {
      input: { 'ai-sdk': resolve(here, 'ai-sdk.html'), 'assistant-ui': resolve(here, 'assistant-ui.html') },
    },
  },
});
