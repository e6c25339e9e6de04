// Size budgets (`npm run size`, which builds first; plain `npx size-limit` needs a fresh `npm run build`).
//
// What is measured: the built dist/ files, bundled again and minified by esbuild
// (@size-limit/preset-small-lib), gzip level 9, React and react-dom external (peers). The
// `question-dock` entry imports the core from a shared chunk; the "own code" rows leave that chunk
// out, so the core's bytes are counted once, in the core rows. What the dock loads only when it is
// needed (`import()`: the alert for a request that does not normalize) is left out of the rows that
// use it and measured in its own "on demand" row, as a browser downloads it.
//
// Budgets are the measured sizes rounded up a little: no slack to grow into. Raising one needs a
// reason next to it. History: CHANGELOG.md and the closing notes of issues 10-16 (features that
// cost bytes on purpose) and issue 15 (what structure won back).
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, 'dist');
if (!existsSync(join(dist, 'core/index.js')) || !existsSync(join(dist, 'index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (or `npm run size`, which builds).');
}

// The chunk that holds the core, as dist/core/index.js re-exports it (e.g. "core-B4iqsjEV.js" in
// dist/chunks/; the other entries import it as "./chunks/…" or "../chunks/…").
const coreChunk = /from\s*["']\.\.\/chunks\/([^"']+)["']/.exec(readFileSync(join(dist, 'core/index.js'), 'utf8'))?.[1];
if (!coreChunk) throw new Error('could not find the core chunk that dist/core/index.js re-exports');

// The core's attention watcher is a chunk of its own (the dock loads it with `import()`): core code all the same.
const attentionChunk = readdirSync(join(dist, 'chunks')).find(
  (f) => /^attention-[^.]*\.js$/.test(f) && !f.startsWith('attention-page'),
);
if (!attentionChunk) throw new Error('dist/chunks/ holds no attention chunk: is the watcher still a chunk of its own?');
const attentionPageChunk = readdirSync(join(dist, 'chunks')).find((f) => /^attention-page-.*\.js$/.test(f));
if (!attentionPageChunk) throw new Error('dist/chunks/ holds no attention-page chunk: is it still loaded on demand?');

// Persistence is a chunk of its own too (`createQuestionStore` imports it; the dock loads it with
// `import()` for the first prompt with a key to keep its drafts under): core code all the same.
const persistChunk = readdirSync(join(dist, 'chunks')).find((f) => /^persist-[^.]*\.js$/.test(f));
if (!persistChunk) throw new Error('dist/chunks/ holds no persist chunk: is persistence still a chunk of its own?');

/** esbuild plugin: leave the core chunks out of a bundle (imports of them stay imports). */
const coreExternal = {
  name: 'question-dock-core-external',
  setup(build) {
    // "./chunks/core-….js" from an entry, "./core-….js" from a sibling chunk (the components).
    build.onResolve({ filter: /(^|\/)(core|attention|persist)-[^/]*\.js$/ }, (args) =>
      [coreChunk, attentionChunk, persistChunk].some((chunk) => args.path.endsWith(`/${chunk}`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};
const withoutCore = (config) => ({ ...config, plugins: [...(config.plugins ?? []), coreExternal] });

/** esbuild plugin: leave the core chunk alone out (for a row that measures another core chunk). */
const coreChunkExternal = {
  name: 'question-dock-core-chunk-external',
  setup(build) {
    build.onResolve({ filter: /(^|\/)core-[^/]*\.js$/ }, (args) =>
      args.path.endsWith(`/${coreChunk}`) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** esbuild plugin: leave every shared chunk out (the element layer alone, over components and core). */
const chunksExternal = {
  name: 'question-dock-chunks-external',
  setup(build) {
    build.onResolve({ filter: /\/chunks\// }, (args) => ({ path: args.path, external: true }));
  },
};

/** esbuild plugin: what is loaded with `import()` stays out (esbuild would otherwise inline it). */
const onDemandExternal = {
  name: 'question-dock-on-demand-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};
const plugins = (config, ...more) => ({ ...config, plugins: [...(config.plugins ?? []), onDemandExternal, ...more] });
const initial = (config) => plugins(config);
const withoutCoreInitial = (config) => plugins(config, coreExternal);
const withoutChunksInitial = (config) => plugins(config, chunksExternal);

// The components' one runtime dependency; the user's bundle gets it once, whatever else uses it. Radix
// is not one: it is bundled into dist/ already tree-shaken (see vite.lib.config.ts), so every row
// below that holds the components holds the Radix they use.
const deps = ['clsx'];

// The read-only view of a call still being written, loaded on demand like the alert.
const previewChunk = readdirSync(join(dist, 'chunks')).find((f) => /^StreamingPreview-.*\.js$/.test(f));
if (!previewChunk)
  throw new Error('dist/chunks/ holds no StreamingPreview chunk: is the preview still loaded on demand?');

// The alert's chunk, as the dock's `import()` names it (e.g. "InvalidRequest-C5vpKI9N.js").
const alertChunk = readdirSync(join(dist, 'chunks')).find((f) => /^InvalidRequest-.*\.js$/.test(f));
if (!alertChunk) throw new Error('dist/chunks/ holds no InvalidRequest chunk: is the alert still loaded on demand?');

// The checkbox of multi-select rows, as the dock's `import()` names it.
const checkboxChunk = readdirSync(join(dist, 'chunks')).find((f) => /^CheckboxControl-.*\.js$/.test(f));
if (!checkboxChunk)
  throw new Error('dist/chunks/ holds no CheckboxControl chunk: is the checkbox still loaded on demand?');

// The parts only some prompts need (the secret field, the review step), as the dock's `import()` names them.
const partChunks = readdirSync(join(dist, 'chunks')).filter((f) => /^(SecretField|ReviewStep)-.*\.js$/.test(f));
if (partChunks.length !== 2)
  throw new Error('dist/chunks/ lacks the SecretField or ReviewStep chunk: are they still loaded on demand?');

/** esbuild plugin: a chunk's sibling chunks stay out (what an on-demand chunk adds to what the dock already loaded). */
const siblingsExternal = {
  name: 'question-dock-siblings-external',
  setup(build) {
    build.onResolve({ filter: /^\.\/[^/]+\.js$/ }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, external: true } : undefined,
    );
  },
};

module.exports = [
  // ---- question-dock/core -------------------------------------------------------------------
  {
    name: 'question-dock/core: whole entry (every export)',
    path: 'dist/core/index.js',
    import: '*',
    gzip: true,
    // +0.8 kB: askUserTool, the tool's description and schema (issue 26; no other row imports it).
    // +0.02: issue 25's label-first line reading; +0.37 kB: channelPrompt and readChannelButton (issue 26).
    // +0.68 kB: watchAttention and its Thai words (issue 25, part 4).
    // +0.15 kB: rememberResolved outcomes bounded (issue 28); +0.45 kB: summarizeToolCall (issue 25, part 2).
    // +0.13 kB: free-text questions (issue 25, part 1).
    limit: '20.4 kB', // +0.13 kB: answers a prompt ended without sending, marked "Not sent", with "Use as message" (issue 25, part 5); +0.12 kB: a gateway record's empty header named by its question (header_from_question, issue 25); +0.3 kB: previewAskUser and the streaming words (issue 26)
  },
  {
    name: 'question-dock/core: headless store { createQuestionStore, toToolResult }',
    path: 'dist/core/index.js',
    import: '{ createQuestionStore, toToolResult }',
    gzip: true,
    // Validation (~3.8 kB) comes with it: the store checks any request normalizeAskUser did not return.
    // +1.2 kB (7.15 before): persistence is in every store since `persist` takes `true | PersistOptions`
    // directly (one shape for the store, the hook and the dock; `persistDrafts` is gone), with the
    // check of that option and sessionStorage as its default.
    // +0.1 kB: the remembered outcomes' index dates each key (a submit reads one index, not every
    // kept outcome). +0.03 kB: createQuestionStore and persistence are a chunk of their own, which the
    // dock loads on demand (the names imported between the chunks).
    limit: '8.72 kB', // +0.06 kB: a gateway record's empty header named by its question (header_from_question, issue 25); +0.01 kB: the core chunk's order moved with the channel helper (issue 26); +0.16 kB: rememberResolved outcomes bounded (a per-storage index pruned by count and age, issue 28); +0.05 kB: free-text questions (issue 25, part 1), and invisible-only Other text is no answer
  },
  {
    name: 'question-dock/core: validation { normalizeAskUser }',
    path: 'dist/core/index.js',
    import: '{ normalizeAskUser }',
    gzip: true,
    // A question's url goes through the URL parser (safeHttpUrl, +0.03 kB); the limits are inlined constants.
    limit: '3.96 kB', // +0.07 kB: a gateway record's empty header named by its question (header_from_question, issue 25); +0.04 kB: the freeText option for free-text questions (issue 25, part 1)
  },
  {
    name: 'question-dock/core: plain-text bridge { formatPromptText, parseTextReply }',
    path: 'dist/core/index.js',
    import: '{ formatPromptText, parseTextReply }',
    gzip: true,
    // 4.55 -> 4.57: a label of the question at a line's position is read before its key (issue 25, part 6).
    limit: '4.64 kB', // +0.04 kB: the bridge's words hold the channel buttons' two (otherButton, otherReply; issue 26); +0.02 kB: "Reply with your answer." for free-text questions (issue 25, part 1)
  },
  // ---- question-dock ------------------------------------------------------------------------
  {
    name: 'question-dock: components + hooks with their Radix (core, clsx external)',
    path: 'dist/index.js',
    import: '*',
    ignore: deps,
    modifyEsbuildConfig: withoutCoreInitial,
    gzip: true,
    // Radix now inside (~5.2 kB as bundled, was ~9.3 kB in the app's bundle). +0.05 kB: the option text and
    // key caps are memoized, so a pick re-renders only the controls (58 -> 49 fibres per digit).
    // +0.12 kB: the `attention` prop's hook (the watcher itself loads on demand).
    // +0.03 kB: free-text questions (issue 25, part 1): the text field in the question body.
    // +0.31 kB: the dock loads persistence on demand: the loader, no store until it is here (a
    // hydration waits for it inside the dock's own Suspense boundary); persistence itself (-1.3 kB)
    // is core, out of this row.
    limit: '15.52 kB', // +0.02 kB: focus carried across the checkbox swap is read as the stand-in leaves (a row focused before hydration keeps it; focus put elsewhere is not pulled back); +0.05 kB: multi-select rows show a working, announced checkbox stand-in until Radix's arrives (focus and a press under way carried across the swap); +0.09 kB: late checkboxes leave focus the person moved, a failed checkbox download is tried again, rows pick by click until the checkbox is here; -0.04 kB: fewer elements (the key cap drawn from data-key, no row text wrapper, no bdi in chips, sizers without list and paragraph); -0.38 kB: the checkbox of multi-select rows on demand (issue 27), +0.06 kB: a focus move it missed is made as it arrives; +0.02 kB: useQuestionPrompt's `streaming` (issue 26); -0.38 kB: the secret field and the review step load on demand (issue 27); +0.13 kB: answers a prompt ended without sending, marked "Not sent", with "Use as message" (issue 25, part 5); +0.12 kB: the dock's `streaming` prop and the import of its on-demand view (issue 26)
  },
  {
    name: 'question-dock: whole entry with the core and Radix (clsx external)',
    path: 'dist/index.js',
    import: '*',
    ignore: deps,
    modifyEsbuildConfig: initial,
    gzip: true,
    limit: '35.19 kB', // +0.01 kB: focus carried across the checkbox swap is read as the stand-in leaves (a row focused before hydration keeps it; focus put elsewhere is not pulled back); +0.06 kB: multi-select rows show a working, announced checkbox stand-in until Radix's arrives (focus and a press under way carried across the swap); +0.09 kB: late checkboxes leave focus the person moved, a failed checkbox download is tried again, rows pick by click until the checkbox is here; -0.06 kB: fewer elements (the key cap drawn from data-key, no row text wrapper, no bdi in chips, sizers without list and paragraph); -0.4 kB: the checkbox of multi-select rows on demand (issue 27), +0.07 kB: a focus move it missed is made as it arrives; +0.01 kB: the adapters' Try again (CallNotice); +0.16 kB: the dock's on-demand persistence (its loader and the wait, persistence in a chunk of its own); +0.09 kB: the remembered outcomes' index dates each key; +0.02 kB: useQuestionPrompt's `streaming` (issue 26); -0.38 kB: the secret field and the review step on demand (issue 27); +0.24 kB: answers a prompt ended without sending, marked "Not sent", with "Use as message" (issue 25, part 5); +0.11 kB: a gateway record's empty header named by its question (header_from_question, issue 25); +0.16 kB: rememberResolved outcomes bounded (a per-storage index pruned by count and age, issue 28); +1.15 kB: askUserTool and the channel helper (issue 26), as the core's whole entry; +0.02 issue 25; +0.8 kB watchAttention and the `attention` prop; +0.4 kB summarizeToolCall (issue 25); +0.18 kB free-text questions; +0.45 kB: previewAskUser and the `streaming` prop (issue 26)
  },
  {
    name: 'question-dock: { QuestionDock, AnswerSummary } with the core and Radix (clsx external)',
    path: 'dist/index.js',
    import: '{ QuestionDock, AnswerSummary }',
    ignore: deps,
    modifyEsbuildConfig: initial,
    gzip: true,
    // 23.66 (23.69 before issue 24): the store checks its `persist` option and finds sessionStorage
    // itself (the hook's own lookup is gone), paid for by inlined limit constants, usePromptQueue's
    // empty state as a pure call (this bundle has no queue), and warning details that name what is
    // missing (`storage`, `key`) instead of English sentences.
    // +0.13 kB (23.7 before): the `attention` prop's hook; the watcher and its words load on demand.
    // +0.13 kB: rememberResolved outcomes bounded (a per-storage index pruned by count and age, issue 28).
    // +0.03 kB: the summary's "No answer" word, which a rebuilt summary (issue 25) shows.
    // +0.09 kB: free-text questions (issue 25, part 1): the text field's two words, the normalized request taken as it is.
    // -0.36 kB: the secret field and the review step load on demand, as a prompt that needs them arrives (issue 27).
    // -1.14 kB (24.23 with the remembered outcomes' dated index): persistence (saved drafts, the bounded
    // outcomes) loads on demand, for the first prompt with a prompt id or `persist.key`; this example
    // has neither (its own row below).
    limit: '22.89 kB', // +0.01 kB: focus carried across the checkbox swap is read as the stand-in leaves (a row focused before hydration keeps it; focus put elsewhere is not pulled back); +0.06 kB: multi-select rows show a working, announced checkbox stand-in until Radix's arrives (focus and a press under way carried across the swap); +0.09 kB: late checkboxes leave focus the person moved, a failed checkbox download is tried again, rows pick by click until the checkbox is here; -0.03 kB: fewer elements (the key cap drawn from data-key, no row text wrapper, no bdi in chips, sizers without list and paragraph); -0.41 kB: the checkbox of multi-select rows on demand, as a prompt with a multi-select question arrives (issue 27), +0.07 kB: a focus move it missed (the prompt taking the keyboard on arrival) is made as it arrives; +0.22 kB: answers a prompt ended without sending, marked "Not sent", with "Use as message" (issue 25, part 5); +0.06 kB: a gateway record's empty header named by its question (header_from_question, issue 25); +0.07 kB: the dock's `streaming` prop (its read-only view loads on demand, its words are not in `messages`), issue 26
  },
  {
    name: 'question-dock: on demand, the alert for a request that does not normalize (core external)',
    path: `dist/chunks/${alertChunk}`,
    import: '*',
    modifyEsbuildConfig: withoutCore,
    gzip: true,
    limit: '0.35 kB',
  },
  {
    // Loaded as a prompt that needs them arrives: a secret question, a review step (issue 27).
    name: 'question-dock: on demand, the secret field and the review step (sibling chunks external)',
    path: partChunks.map((f) => `dist/chunks/${f}`),
    import: '*',
    modifyEsbuildConfig: (config) => ({ ...config, plugins: [...(config.plugins ?? []), siblingsExternal] }),
    gzip: true,
    limit: '0.68 kB',
  },
  {
    // Loaded as a prompt with a multi-select question arrives: Radix's checkbox less what the radio
    // group already brought (issue 27). Alone it compresses worse than inside the dock's file (-0.41 kB there).
    name: 'question-dock: on demand, the checkbox of multi-select rows (sibling chunks external)',
    path: `dist/chunks/${checkboxChunk}`,
    import: '*',
    modifyEsbuildConfig: (config) => ({ ...config, plugins: [...(config.plugins ?? []), siblingsExternal] }),
    gzip: true,
    limit: '1.18 kB',
  },
  {
    // Persistence (saved drafts checked against the request, the bounded outcomes), as a dock loads
    // it for the first prompt with a prompt id or `persist.key`; the README example never does.
    name: 'question-dock: on demand, persistence, for the first prompt with a prompt id (core external)',
    path: `dist/chunks/${persistChunk}`,
    import: '*',
    modifyEsbuildConfig: (config) => ({ ...config, plugins: [...(config.plugins ?? []), coreChunkExternal] }),
    gzip: true,
    limit: '2 kB',
  },
  {
    // The watcher (core) and its page binding, as a dock with `attention` loads them on first use.
    name: 'question-dock: on demand, the attention watcher with its page binding',
    path: `dist/chunks/${attentionPageChunk}`,
    import: '*',
    gzip: true,
    limit: '1.05 kB',
  },
  {
    name: 'question-dock: total with Radix and clsx (React external)',
    path: 'dist/index.js',
    import: '*',
    modifyEsbuildConfig: initial,
    gzip: true,
  },
  {
    name: 'question-dock: on demand, the read-only view of a call still being written (core external)',
    path: `dist/chunks/${previewChunk}`,
    import: '*',
    modifyEsbuildConfig: withoutCore,
    gzip: true,
    limit: '0.7 kB',
  },
  // ---- the adapters: what each adds over the dock (the dock, core and the host's packages external) --
  {
    name: 'question-dock/ai-sdk: { AskUserDock, AskUserSummary } over the dock (ai external)',
    path: 'dist/ai-sdk/index.js',
    import: '{ AskUserDock, AskUserSummary }',
    ignore: [...deps, 'ai'],
    modifyEsbuildConfig: withoutChunksInitial,
    gzip: true,
    // -0.08 kB: the Try again delivery, shared with the assistant-ui adapter, is a chunk of its own (components/delivery.tsx);
    // +0.02 kB: the adapters' `persist` (the outcome not remembered: a call still waiting after a reload is asked again).
    limit: '0.87 kB', // -0.09 kB: the refusal sent once per call is components/refusal.ts, shared with assistant-ui (a chunk of its own); +0.29 kB: an answer addToolOutput throws on or rejects is kept for Try again, and a call whose input is no valid request goes back as an output-error (tool-output.ts)
  },
  {
    name: 'question-dock/ai-sdk: { askUserTool } for the server, with the core definition (ai external)',
    path: 'dist/ai-sdk/index.js',
    import: '{ askUserTool }',
    ignore: [...deps, 'ai'],
    modifyEsbuildConfig: initial,
    gzip: true,
    limit: '1.22 kB',
  },
  {
    name: 'question-dock/assistant-ui: { AskUserToolUI } over the dock (@assistant-ui/react external)',
    path: 'dist/assistant-ui/index.js',
    import: '{ AskUserToolUI }',
    ignore: [...deps, '@assistant-ui/react'],
    modifyEsbuildConfig: withoutChunksInitial,
    gzip: true,
    // -0.09 kB: the Try again delivery, shared with the AI SDK adapter, is a chunk of its own (components/delivery.tsx);
    // +0.02 kB: the adapters' `persist` (the outcome not remembered: a call still waiting after a reload is asked again).
    // +0.12 kB: a waiting call whose input is no valid request goes back at once as an error result (the chat goes on).
    limit: '0.76 kB', // -0.04 kB: the refusal sent once per call is the hook it shares with the AI SDK adapter (components/refusal.ts); +0.17 kB: an answer addResult throws on is kept and given again on Try again; an error result's own message, not "[object Object]"
  },
  // ---- question-dock/gateway (information only) ----------------------------------------------
  {
    name: 'question-dock/gateway: own code (core external)',
    path: 'dist/gateway/index.js',
    import: '*',
    modifyEsbuildConfig: withoutCore,
    gzip: true,
  },
  // ---- question-dock/element ----------------------------------------------------------------
  // The element layer is the shadow root, the adopted stylesheet (the CSS travels inside the JS as
  // a string, so it is counted here, not in styles.css) and the property/attribute/event plumbing.
  {
    name: 'question-dock/element: the element layer alone (stylesheet included; components, core, Radix, clsx external)',
    path: 'dist/element/index.js',
    import: '{ defineQuestionDockElements }',
    ignore: deps,
    modifyEsbuildConfig: withoutChunksInitial,
    gzip: true,
    limit: '6.95 kB', // +0.01 kB: the stylesheet draws the box of a multi-select row while its checkbox loads; +0.02 kB: createQuestionStore imported from the persistence chunk; +0.02 kB: the elements keep their words while Thai loads; +0.07 kB: the Thai words loaded on demand (src/element/words.ts, issue 27); +0.27 kB: the summary's question-use-draft and its composer default (issue 25, part 5; the filling itself loads on demand); +0.06 kB: the `attention` attribute; +0.03 kB: the stylesheet's read-only view (issue 26); +0.01 kB: the read-only view's rules (issue 26); +0.02 kB: the adapters' notices take the theme
  },
  {
    name: 'question-dock/element: { defineQuestionDockElements } with components, core, Radix and clsx (React external)',
    path: 'dist/element/index.js',
    import: '{ defineQuestionDockElements }',
    modifyEsbuildConfig: initial,
    gzip: true,
    limit: '29.46 kB', // +0.01 kB: focus carried across the checkbox swap is read as the stand-in leaves (a row focused before hydration keeps it; focus put elsewhere is not pulled back); +0.05 kB: multi-select rows show a working, announced checkbox stand-in until Radix's arrives (focus and a press under way carried across the swap); +0.1 kB: late checkboxes leave focus the person moved, a failed checkbox download is tried again, rows pick by click until the checkbox is here; -0.04 kB: fewer elements (the key cap drawn from data-key, no row text wrapper, no bdi in chips, sizers without list and paragraph); -0.42 kB: the checkbox of multi-select rows on demand (issue 27), +0.05 kB: a focus move it missed is made as it arrives; -1.13 kB (30.79 with the remembered outcomes' dated index): persistence on demand, for a prompt with a prompt id (as the README example's row); +0.02 kB: the elements keep their words while Thai loads; -1.92 kB: the Thai words on demand, for a page whose lang is Thai (issue 27); -0.36 kB: the secret field and the review step on demand (issue 27); +0.33 kB: answers a prompt ended without sending, marked "Not sent", with "Use as message" (issue 25, part 5); +0.09 kB: a gateway record's empty header named by its question (header_from_question, issue 25); +0.1 kB, then +0.13 kB (`attention`): as the README example's row; +0.17 kB: rememberResolved outcomes bounded (a per-storage index pruned by count and age, issue 28); +0.05 kB ("No answer", issue 25); +0.11 kB: free-text questions (issue 25, part 1); +0.02 kB: the summary's bar as a background layer with its RTL rules (CSS inside); +0.24 kB: the `streaming` prop (issue 26); +0.02 kB: the adapters' notices take the theme (stylesheet)
  },
  {
    // For pages without a bundler and apps without React: a private Preact renders the components
    // (React's API through preact/compat); Radix and clsx are inside. It exports the elements'
    // definition and types, not the core. Measured as the file ships (already bundled and minified):
    // bundling it again with esbuild would escape its Thai text as \u sequences and measure a file
    // nobody downloads (+1 kB). Its on-demand parts are files beside it (next row).
    name: 'question-dock/element/standalone: the shipped file (its own Preact, Radix and clsx inside)',
    path: 'dist/element/standalone.js',
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    // Issue 27: at most 40 kB (104.8 kB with React 19 and react-dom inside).
    limit: '40 kB', // issue 27's budget. 37.01 kB after -0.36 kB: the checkbox of multi-select rows on demand beside it (+0.07 kB: a focus move it missed is made as it arrives). 37.26 kB after -1.19 kB: persistence on demand beside it, for a prompt with a prompt id. 38.32 kB after -1.75 kB: the Thai words on demand beside it, for a Thai page; -0.28 kB: the secret field and the review step on demand beside it (issue 27); +0.29 kB (over issue 27's 40 kB): answers a prompt ended without sending, marked "Not sent", with "Use as message" (issue 25, part 5); the composer filling is on demand beside it; +0.05 kB: the `streaming` prop and its view (issue 26)
  },
  {
    name: 'question-dock/element/standalone: on demand, the alert, the attention watcher, the secret field, the review step, the multi-select checkbox and persistence (files beside it)',
    path: 'dist/element/standalone-*.js',
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
  },
  // ---- styles -------------------------------------------------------------------------------
  {
    name: 'question-dock/styles.css',
    path: 'dist/styles.css',
    gzip: true,
    limit: '3.67 kB', // the animations' keyframes gone, the cheaper selectors a little longer; +0.01 kB: the read-only view of a call still being written (issue 26); +0.02 kB: the adapters' notices (outside the dock) take the theme
  },
];
