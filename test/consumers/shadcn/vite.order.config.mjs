import { resolve } from 'node:path';
import base from './vite.config.mjs';

const here = import.meta.dirname;

// The showcase alone, twice, so that its one stylesheet keeps the import order: index.html imports the
// added component (and so question-dock/shadcn.css) before the app's index.css, tailwind-first.html
// the other way round. The dock must look the same either way. Not minified: a minifier merges the
// layers' blocks into the order their first declaration gives, which would hide the order tested here.
export default {
  ...base,
  build: {
    ...base.build,
    cssMinify: false,
    outDir: resolve(here, `dist-${process.env.QD_ORDER}`),
    rollupOptions: {
      input: resolve(here, process.env.QD_ORDER === 'dock-first' ? 'index.html' : 'tailwind-first.html'),
    },
  },
};
