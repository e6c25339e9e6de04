// React's modules as Preact's, for the standalone build (vite.standalone.config.ts) and the
// `browser-standalone` test project (vitest.config.ts): the standalone renders the components (and
// Radix) with a private copy of Preact through `preact/compat`, ~10 kB min+gzip instead of React's
// ~73 kB. Its one setting is in src/element/renderer.ts.
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
