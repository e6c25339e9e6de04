import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build: two ESM entries, every bare import external (peers and dependencies).
// Declarations come from `tsc -p tsconfig.build.json` (see package.json "build").
export default defineConfig({
  plugins: [
    react(),
    {
      name: 'question-dock:copy-css',
      apply: 'build',
      closeBundle() {
        mkdirSync(resolve(import.meta.dirname, 'dist'), { recursive: true });
        copyFileSync(resolve(import.meta.dirname, 'src/styles/question-dock.css'), resolve(import.meta.dirname, 'dist/styles.css'));
      },
    },
  ],
  build: {
    lib: {
      entry: { index: resolve(import.meta.dirname, 'src/index.ts'), core: resolve(import.meta.dirname, 'src/core/index.ts'),
        gateway: resolve(import.meta.dirname, 'src/gateway/index.ts'),
      },
      formats: ['es'],
    },
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
    },
  },
});
