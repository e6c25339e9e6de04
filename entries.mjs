// @ts-check
// The package's entries, each declared once: its name, its source, the build that makes it, the
// layers it may import, its size budgets and its docs. The builds (vite.*.config.ts), the lint's
// layer rules (eslint.config.js), the size budgets (.size-limit.mjs), the exports check
// (scripts/exports.mjs, which also holds package.json's "exports" to this list), the docs' blocks
// (scripts/doc-blocks.mjs), the test projects (vitest.config.ts) and the consumer apps
// (scripts/consumers.mjs) all read it. Types and the meaning of each field: entries.d.mts.
//
// In the order `npm run size` prints the budgets. A budget is the measured size rounded up a little:
// no slack to grow into; raising one needs a reason next to it, history goes in CHANGELOG.md.

/** @type {readonly import('./entries.d.mts').Entry[]} */
export const ENTRIES = [
  {
    name: 'question-dock/core',
    source: 'src/core/index.ts',
    build: 'library',
    imports: [],
    frameworkFree: true,
    readme: 'The store without React',
    sizes: [
      // Raised: warnings carry their English; persistDrafts is an export; gateway records read by the gateway's rules.
      // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
      // Raised: a form's field, message and sender through the contract's hook, and the store's `check` (Submit asks it first, its words said at the question).
      { what: 'whole entry (every export)', import: '*', limit: '22.04 kB' },
      // Raised: Claude's contract in the one normalizer (4 questions, labels of any length, option previews).
      {
        what: 'headless store { createQuestionStore, toToolResult }',
        import: '{ createQuestionStore, toToolResult }',
        // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
        // Raised: a form's field, message and sender through the contract's hook, and the store's `check` (Submit asks it first, its words said at the question).
        limit: '8.12 kB',
      },
      // Raised: the gateway's rules (a label of any length, an "Other" option kept where no Other row is added).
      // Raised: Claude's contract in the one normalizer (4 questions, labels of any length, option previews).
      // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
      // Raised: a form's field, message and sender read through the contract's hook (a contract may be the entry's rules).
      { what: 'validation { normalizeAskUser }', import: '{ normalizeAskUser }', limit: '4.29 kB' },
      // Raised: the one Other rule (ownAnswerField) instead of two inline checks.
      {
        what: 'plain-text bridge { formatPromptText, parseTextReply }',
        import: '{ formatPromptText, parseTextReply }',
        // Raised: Claude's contract in the one normalizer (4 questions, labels of any length, option previews).
        limit: '4.85 kB',
      },
    ],
  },
  {
    name: 'question-dock',
    source: 'src/index.ts',
    build: 'library',
    imports: 'any',
    // A client module (hooks, context, event handlers).
    useClient: true,
    readme: 'Use',
    sizes: [
      // Lowered: attention is an import the app makes (pageAttention), beside one key per answer, the
      // touch screen's focus, "Used as message", the composer back at Submit and the mini bar's digits.
      {
        what: 'README example { QuestionDock, AnswerSummary }, fresh app (Radix and clsx from npm)',
        import: '{ QuestionDock, AnswerSummary }',
        // Raised within the 0.5 kB Claude's AskUserQuestion may add: its contract in the one normalizer
        // and the dock's parts (what only some hosts use is given by their entry).
        // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
        // Raised within the 0.5 kB MCP's forms may add: the dock's hooks for a form's parts (an intro, a typed input), the store's `check` (Submit asks it first, its words said at the question, once), an optional question, a contract's header length, no key caps past 9, a phone's stepper that fits a long form.
        limit: '30.38 kB',
      },
      // Lowered with the row above.
      {
        what: 'README example { QuestionDock, AnswerSummary }, added to an app that already has Radix',
        import: '{ QuestionDock, AnswerSummary }',
        appHasRadix: true,
        // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
        // Raised: the dock's hooks for a form's parts (an intro, a typed input) and the store's `check` (Submit asks it first, its words said at the question).
        limit: '19.82 kB',
      },
      // Raised: pageAttention is an export (it left the README example, not the entry); the additions above;
      // the one list of asked questions the refused and the checking notices share.
      // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
      // Raised: the dock's hooks for a form's parts (an intro, a typed input) and the store's `check` (Submit asks it first, its words said at the question).
      { what: 'whole entry (Radix and clsx from npm)', import: '*', limit: '43.07 kB' },
    ],
  },
  {
    // The adapters map a host's shapes (AI SDK parts, assistant-ui tool props) onto the dock; one
    // adapter does not import another.
    name: 'question-dock/ai-sdk',
    source: 'src/ai-sdk/index.tsx',
    // A Server Component's route gets askUserTool without the client components.
    conditions: { 'react-server': 'src/ai-sdk/server.ts' },
    build: 'library',
    imports: ['core', 'react', 'components', 'tool-call'],
    hosts: ['ai', '@ai-sdk/react'],
    examples: true,
    readme: 'Vercel AI SDK: `question-dock/ai-sdk` (`ai` 7, `@ai-sdk/react` 4)',
    sizes: [
      {
        what: '{ AskUserDock, AskUserSummary }, own code over the dock',
        import: '{ AskUserDock, AskUserSummary }',
        ownCode: true,
        limit: '0.85 kB',
      },
      {
        what: '{ askUserTool } for the server, with the core definition',
        import: '{ askUserTool }',
        ignore: ['ai', '@ai-sdk/react'],
        limit: '1.24 kB',
      },
    ],
  },
  {
    name: 'question-dock/assistant-ui',
    source: 'src/assistant-ui/index.tsx',
    build: 'library',
    imports: ['core', 'react', 'components', 'tool-call'],
    hosts: ['@assistant-ui/react'],
    examples: true,
    readme: 'assistant-ui: `question-dock/assistant-ui` (`@assistant-ui/react` 0.15)',
    sizes: [
      {
        what: '{ AskUserToolUI }, own code over the dock',
        import: '{ AskUserToolUI }',
        ownCode: true,
        limit: '0.74 kB',
      },
    ],
  },
  {
    // Claude's AskUserQuestion through the app's own channel: the server's canUseTool and the page's
    // prompts are plain objects on both ends (the dock shows the page's queue, as the gateway's).
    name: 'question-dock/claude-agent-sdk',
    source: 'src/claude-agent-sdk/index.ts',
    build: 'library',
    imports: ['core'],
    frameworkFree: true,
    hosts: ['@anthropic-ai/claude-agent-sdk'],
    examples: true,
    readme: 'Claude Agent SDK: `question-dock/claude-agent-sdk` (`@anthropic-ai/claude-agent-sdk` 0.3)',
    sizes: [
      // Measured with the core as merged (its answer pieces beside the previews'): 1.33 kB.
      {
        what: '{ createAskUserQuestionBridge } for the server, with the core it uses',
        import: '{ createAskUserQuestionBridge }',
        // Raised: another tab hears of an answer; the previews' format and toolConfig.
        limit: '1.42 kB',
      },
      {
        what: '{ createAskUserQuestionPage }, own code over the core',
        import: '{ createAskUserQuestionPage }',
        ownCode: true,
        // Raised: notes and the picked preview in the answer, replied_in_chat, Answered elsewhere read back.
        limit: '1.8 kB',
      },
    ],
  },
  {
    // The page's dock for Claude's questions: the parts only they use (previews, notes, a skip per
    // question), apart from the bridge so that the server loads nothing of React.
    name: 'question-dock/claude-agent-sdk/react',
    source: 'src/claude-agent-sdk-react/index.tsx',
    build: 'library',
    imports: ['core', 'react', 'components', 'claude-agent-sdk'],
    useClient: true,
    hosts: ['@anthropic-ai/claude-agent-sdk'],
    examples: true,
    readme: 'The page: `question-dock/claude-agent-sdk/react`',
    sizes: [
      {
        what: '{ AskUserQuestionDock }, own code and the parts over the dock',
        import: '{ AskUserQuestionDock }',
        ownCode: true,
        limit: '1.63 kB',
      },
    ],
  },
  {
    // MCP elicitations: each form a server sends as a prompt in one queue, answered with accept, decline
    // or cancel. Framework-free and host-free (the AI SDK's handler is a plain function); the field
    // checks (the server's own formats) are this entry's, so the README example carries none of them.
    name: 'question-dock/mcp',
    source: 'src/mcp/index.ts',
    build: 'library',
    imports: ['core'],
    frameworkFree: true,
    hosts: ['@ai-sdk/mcp', '@modelcontextprotocol/sdk'],
    examples: true,
    readme: 'MCP elicitation: `question-dock/mcp` (`@modelcontextprotocol/sdk` 1, `@ai-sdk/mcp` 1)',
    sizes: [
      {
        what: '{ createFormPrompts }, with the core it uses and the field checks',
        import: '{ createFormPrompts }',
        limit: '15.18 kB',
      },
    ],
  },
  {
    // The official SDK's Client bound to the form prompts: apart, so an app on the AI SDK's client
    // needs no second MCP package.
    name: 'question-dock/mcp/sdk',
    source: 'src/mcp-sdk/index.ts',
    build: 'library',
    imports: ['core', 'mcp'],
    frameworkFree: true,
    hosts: ['@modelcontextprotocol/sdk'],
    examples: true,
    readme: 'The official SDK: `question-dock/mcp/sdk`',
    sizes: [
      {
        what: '{ bindSdkClient }, own code',
        import: '{ bindSdkClient }',
        ownCode: true,
        ignore: ['@modelcontextprotocol/sdk'],
        limit: '0.43 kB',
      },
    ],
  },
  {
    // The page's dock for forms: the parts only forms use (the form's intro, typed fields, Decline and
    // Cancel, a link to open), apart from the prompts so that a server process loads nothing of React.
    name: 'question-dock/mcp/react',
    source: 'src/mcp-react/index.tsx',
    build: 'library',
    imports: ['core', 'react', 'components', 'mcp'],
    useClient: true,
    hosts: ['@ai-sdk/mcp', '@modelcontextprotocol/sdk'],
    examples: true,
    readme: 'The page: `question-dock/mcp/react`',
    sizes: [
      {
        what: '{ McpFormDock }, own code and the parts over the dock',
        import: '{ McpFormDock }',
        ownCode: true,
        limit: '1.76 kB',
      },
    ],
  },
  {
    name: 'question-dock/gateway',
    source: 'src/gateway/index.ts',
    build: 'library',
    imports: ['core'],
    frameworkFree: true,
    examples: true,
    readme: 'OpenClaw gateway (`question-dock/gateway`)',
    sizes: [
      // Raised: the binding's warnings carry their English; kept questions are checked before they are answerable.
      // Raised: Claude's contract in the one normalizer (4 questions, labels of any length, option previews).
      // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
      // Raised: a form's field, message and sender read through the contract's hook; the store's `check`.
      { what: 'whole entry (with the core)', import: '*', limit: '19.53 kB' },
    ],
  },
  {
    // The custom elements wrap the components; the gateway reaches them as a value (its queue).
    name: 'question-dock/element',
    source: 'src/element/index.ts',
    build: 'library',
    imports: ['core', 'react', 'components'],
    examples: true,
    readme: 'Without React',
    sizes: [
      // Raised: warnings carry their English; persistence is the element's own import; the notice of a
      // kept question being checked and the gateway's own words.
      {
        what: "{ defineQuestionDockElements } with the app's React",
        import: '{ defineQuestionDockElements }',
        // Raised: Claude's contract in the one normalizer (4 questions, labels of any length, option previews); the dock's parts;
        // the stylesheet's rule for an option's preview (the elements carry the one stylesheet).
        // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
        // Raised: the core's and the dock's hooks for forms (see the core and README rows); a form's parts in the one stylesheet.
        limit: '43.14 kB',
      },
    ],
  },
  {
    // The elements with their own Preact, Radix and clsx inside, from the element's folder (under its layer rule).
    name: 'question-dock/element/standalone',
    source: 'src/element/standalone.ts',
    build: 'standalone',
    readme: 'Which build',
    sizes: [
      // Raised with the element's row.
      {
        what: 'the shipped file (its own Preact, Radix and clsx inside)',
        // Not bundled again: esbuild would escape its Thai text as \u sequences and measure a file nobody downloads.
        asShipped: true,
        // Raised: Claude's contract in the one normalizer (4 questions, labels of any length, option previews); the dock's parts;
        // the stylesheet's rule for an option's preview (the elements carry the one stylesheet).
        // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
        // Raised: the core's and the dock's hooks for forms (see the core and README rows); a form's parts in the one stylesheet.
        limit: '45.3 kB',
      },
    ],
  },
  {
    // The Control UI plugin's browser entry, in the plugin folder `openclaw plugins install` takes (its
    // manifest points the Control UI at dist/control-ui/index.js).
    name: 'dist/openclaw-plugin',
    source: 'src/openclaw-plugin/index.ts',
    dist: 'dist/openclaw-plugin/dist/control-ui/index.js',
    build: 'openclaw-plugin',
    imports: 'any',
    readme: "In OpenClaw's Control UI",
    sizes: [
      // Raised: the element's additions; the tool-result view (0.45 kB); the hold on the Control UI's card while
      // it is disconnected.
      {
        // What the Control UI downloads for the plugin (its own Preact inside).
        what: 'the Control UI browser entry, as shipped',
        asShipped: true,
        // Raised: Claude's contract in the one normalizer (4 questions, labels of any length, option previews); the dock's parts;
        // the stylesheet's rule for an option's preview (the elements carry the one stylesheet).
        // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
        // Raised: the core's and the dock's hooks for forms (see the core and README rows); a form's parts in the one stylesheet.
        limit: '54.79 kB',
      },
    ],
  },
  {
    name: 'question-dock/styles.css',
    source: 'src/styles/index.css',
    dist: 'dist/styles.css',
    build: 'library',
    readme: 'Styling',
    // Raised: an option's preview placed beside the options (below them on a phone).
    // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
    // Raised: a form's intro, typed fields and link panel, and what the check refused said at its field (the one stylesheet).
    sizes: [{ limit: '4.13 kB' }],
  },
  {
    // The same rules with a shadcn app's tokens mapped onto them (imported instead of styles.css).
    name: 'question-dock/shadcn.css',
    source: 'src/styles/shadcn.css',
    dist: 'dist/shadcn.css',
    build: 'library',
    readme: 'shadcn',
    // Raised: an option's preview placed beside the options (below them on a phone).
    // Raised: a note on an answer and a skip per question (the store's edits, the review and the summary show them).
    // Raised: a form's intro, typed fields and link panel, and what the check refused said at its field (the one stylesheet).
    sizes: [{ limit: '4.65 kB' }],
  },
];

/**
 * The parts of src that are no entry, and the parts each may import (the lint's layer rule, as an
 * entry's `imports`): core <- {gateway, react} <- components <- {element, tool-call <- adapters}.
 */
export const INNER_LAYERS = {
  react: ['core'],
  components: ['core', 'react'],
  // What the adapters share: a tool call's delivery, refusal, persistence and notice.
  'tool-call': ['core', 'react', 'components'],
};

const PACKAGE = 'question-dock';

/**
 * The entry's key in package.json's "exports" (`.`, `./core`), or undefined for what is no import.
 * @param {import('./entries.d.mts').Entry} entry
 */
export const subpathOf = (entry) =>
  entry.name === PACKAGE
    ? '.'
    : entry.name.startsWith(`${PACKAGE}/`)
      ? `.${entry.name.slice(PACKAGE.length)}`
      : undefined;

/** @param {import('./entries.d.mts').Entry} entry */
export const isStylesheet = (entry) => entry.source.endsWith('.css');

/**
 * Where the library builds put a source file's module: its path under dist/ (`src/ai-sdk/server.ts` → `dist/ai-sdk/server.js`).
 * @param {string} source
 */
export const distOf = (source) => `dist/${source.slice('src/'.length).replace(/\.tsx?$/, '.js')}`;

/** @param {import('./entries.d.mts').Entry} entry */
export const distFile = (entry) => entry.dist ?? distOf(entry.source);

/**
 * The part of src a file belongs to: its folder (`core`), or the file itself at the top (`index.ts`).
 * @param {string} file
 */
export const partOf = (file) => file.split('/')[1] ?? file;

/**
 * A built module's name in its Vite build: its path under dist/ without `.js` (`core/index`).
 * @param {string} dist
 */
export const buildName = (dist) => dist.slice('dist/'.length).replace(/\.js$/, '');

/**
 * The one entry a single-file build makes (the standalone element, the OpenClaw plugin).
 * @param {import('./entries.d.mts').Build} build
 */
export function onlyEntry(build) {
  const built = ENTRIES.filter((entry) => entry.build === build);
  const [entry] = built;
  if (built.length !== 1 || !entry)
    throw new Error(`entries.mjs: the ${build} build makes one file, and ${built.length} entries name it.`);
  return entry;
}
