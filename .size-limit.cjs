// Size budgets (`npm run size`, which builds first; plain `npx size-limit` needs a fresh `npm run build`).
//
// What is measured: the built dist/ files, bundled again and minified by esbuild
// (@size-limit/preset-small-lib) as a production build, gzip level 9. React and react-dom (peers) are always external.
// Radix and clsx are dependencies: a row bundles them from node_modules as a fresh app gets them,
// unless it says they are the app's already. The README example's figure in a real fresh Vite app
// (the packed tarball) is checked by `npm run test:consumers` with its own budget.
//
// Budgets are the measured sizes rounded up a little: no slack to grow into. Raising one needs a
// reason next to it; history goes in CHANGELOG.md.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, 'dist');
if (!existsSync(join(dist, 'core/index.js')) || !existsSync(join(dist, 'index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (or `npm run size`, which builds).');
}

/** What an app that already renders Radix's radio group and checkbox (and clsx) has: one copy, shared. */
const appHasRadix = (config) => ({ ...config, external: [...(config.external ?? []), '@radix-ui/*', 'clsx'] });

/** esbuild plugin: the package's shared chunks stay out (an adapter's own code over the dock and the core). */
const chunksExternal = {
  name: 'question-dock-chunks-external',
  setup(build) {
    build.onResolve({ filter: /\/chunks\// }, (args) => ({ path: args.path, external: true }));
  },
};
const ownCode = (config) => ({ ...config, plugins: [...(config.plugins ?? []), chunksExternal] });

const rows = [
  // Raised: warnings carry their English; persistDrafts is an export; gateway records read by the gateway's rules.
  {
    name: 'question-dock/core: whole entry (every export)',
    path: 'dist/core/index.js',
    import: '*',
    gzip: true,
    limit: '21.65 kB',
  },
  {
    name: 'question-dock/core: headless store { createQuestionStore, toToolResult }',
    path: 'dist/core/index.js',
    import: '{ createQuestionStore, toToolResult }',
    gzip: true,
    limit: '7.7 kB',
  },
  // Raised: the gateway's rules (a label of any length, an "Other" option kept where no Other row is added).
  {
    name: 'question-dock/core: validation { normalizeAskUser }',
    path: 'dist/core/index.js',
    import: '{ normalizeAskUser }',
    gzip: true,
    limit: '4.05 kB',
  },
  // Raised: the one Other rule (ownAnswerField) instead of two inline checks.
  {
    name: 'question-dock/core: plain-text bridge { formatPromptText, parseTextReply }',
    path: 'dist/core/index.js',
    import: '{ formatPromptText, parseTextReply }',
    gzip: true,
    limit: '4.8 kB',
  },
  // Lowered: attention is an import the app makes (pageAttention), beside one key per answer, the
  // touch screen's focus, "Used as message", the composer back at Submit and the mini bar's digits.
  {
    name: 'question-dock: README example { QuestionDock, AnswerSummary }, fresh app (Radix and clsx from npm)',
    path: 'dist/index.js',
    import: '{ QuestionDock, AnswerSummary }',
    gzip: true,
    limit: '29.65 kB',
  },
  // Lowered with the row above.
  {
    name: 'question-dock: README example { QuestionDock, AnswerSummary }, added to an app that already has Radix',
    path: 'dist/index.js',
    import: '{ QuestionDock, AnswerSummary }',
    modifyEsbuildConfig: appHasRadix,
    gzip: true,
    limit: '19.05 kB',
  },
  // Raised: pageAttention is an export (it left the README example, not the entry); the additions above;
  // the one list of asked questions the refused and the checking notices share.
  {
    name: 'question-dock: whole entry (Radix and clsx from npm)',
    path: 'dist/index.js',
    import: '*',
    gzip: true,
    limit: '42.6 kB',
  },
  // ---- adapters -----------------------------------------------------------------------------
  {
    name: 'question-dock/ai-sdk: { AskUserDock, AskUserSummary }, own code over the dock',
    path: 'dist/ai-sdk/index.js',
    import: '{ AskUserDock, AskUserSummary }',
    modifyEsbuildConfig: ownCode,
    gzip: true,
    limit: '0.89 kB',
  },
  {
    name: 'question-dock/ai-sdk: { askUserTool } for the server, with the core definition',
    path: 'dist/ai-sdk/index.js',
    import: '{ askUserTool }',
    ignore: ['ai', '@ai-sdk/react'],
    gzip: true,
    limit: '1.24 kB',
  },
  {
    name: 'question-dock/assistant-ui: { AskUserToolUI }, own code over the dock',
    path: 'dist/assistant-ui/index.js',
    import: '{ AskUserToolUI }',
    modifyEsbuildConfig: ownCode,
    gzip: true,
    limit: '0.79 kB',
  },
  // Raised: the binding's warnings carry their English; kept questions are checked before they are answerable.
  {
    name: 'question-dock/gateway: whole entry (with the core)',
    path: 'dist/gateway/index.js',
    import: '*',
    gzip: true,
    limit: '19 kB',
  },
  // Raised: warnings carry their English; persistence is the element's own import; the notice of a
  // kept question being checked and the gateway's own words.
  {
    name: "question-dock/element: { defineQuestionDockElements } with the app's React",
    path: 'dist/element/index.js',
    import: '{ defineQuestionDockElements }',
    gzip: true,
    limit: '41.9 kB',
  },
  // Raised with the element's row.
  {
    // The file as shipped (already minified), not bundled again: esbuild would escape its Thai text
    // as \u sequences and measure a file nobody downloads.
    name: 'question-dock/element/standalone: the shipped file (its own Preact, Radix and clsx inside)',
    path: 'dist/element/standalone.js',
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: '43.95 kB',
  },
  // Raised: the element's additions; the tool-result view (0.45 kB); the hold on the Control UI's card while
  // it is disconnected.
  {
    // What the Control UI downloads for the plugin: its browser entry as shipped (its own Preact inside).
    name: 'dist/openclaw-plugin: the Control UI browser entry, as shipped',
    path: 'dist/openclaw-plugin/dist/control-ui/index.js',
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: '53.5 kB',
  },
  {
    name: 'question-dock/styles.css',
    path: 'dist/styles.css',
    gzip: true,
    limit: '3.7 kB',
  },
  {
    // The same rules with a shadcn app's tokens mapped onto them (imported instead of styles.css).
    name: 'question-dock/shadcn.css',
    path: 'dist/shadcn.css',
    gzip: true,
    limit: '4.2 kB',
  },
];

/** Every bundled row as an app's production build makes it: `process.env.NODE_ENV` is `production`, so development-only warnings are dropped. */
const production = (config) => ({ ...config, define: { ...config.define, 'process.env.NODE_ENV': '"production"' } });
module.exports = rows.map((row) => ({
  ...row,
  modifyEsbuildConfig: (config) => production(row.modifyEsbuildConfig ? row.modifyEsbuildConfig(config) : config),
}));
