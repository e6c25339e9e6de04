import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

/** Writes which modules went into each chunk (dist/modules.json): the Lit page must hold no React. */
const moduleIds = () => ({
  name: 'qd-module-ids',
  generateBundle(_, bundle) {
    const out = {};
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') out[chunk.fileName] = chunk.moduleIds;
    this.emitFile({ type: 'asset', fileName: 'modules.json', source: JSON.stringify(out) });
  },
});

// The README's browser blocks, each on a page of its own, mounted by harness/ as the README says.
export default defineConfig({
  root: here,
  plugins: [react(), moduleIds()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, 'dist'),
    manifest: true,
    rollupOptions: {
      input: { headless: resolve(here, 'headless.html'), lit: resolve(here, 'lit.html') },
    },
  },
});
