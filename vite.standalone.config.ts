import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { thirdPartyLicenses } from './scripts/licenses.mjs';

// The standalone custom-element bundle (`question-dock/element/standalone`): one ES module with
// React, react-dom, Radix and clsx inside, for pages without a bundler. Minified, production React.
// Built after vite.lib.config.ts into the same dist/ (see package.json "build").
export default defineConfig({
  plugins: [react(), thirdPartyLicenses('element/standalone.THIRD-PARTY-LICENSES.md')],
  // Not library mode: that would keep whitespace in an ES build and leave process.env.NODE_ENV for
  // a bundler to replace; here there is none, so React's production build is chosen now.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    // No source map: it would add 1.5 MB (mostly React's) to the published package.
    sourcemap: false,
    minify: true,
    rolldownOptions: {
      input: { 'element/standalone': resolve(import.meta.dirname, 'src/element/standalone.ts') },
      preserveEntrySignatures: 'strict',
      // Radix's `__name` calls only set `Function.name`: see vite.lib.config.ts.
      treeshake: { manualPureFunctions: ['__name'] },
      // One file: the dock's on-demand parts (the invalid-request alert) are inlined, not split off.
      output: { format: 'es', entryFileNames: '[name].js', codeSplitting: false },
    },
  },
});
