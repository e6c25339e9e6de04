// Lint: correctness and the layer rules. Formatting is Prettier's job (`npm run format:check`), never lint's.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages the core and the gateway must never load: they run in servers, workers and bots. */
const uiPackages = {
  paths: [
    { name: 'react', message: 'src/core and src/gateway are framework-free: no React.' },
    { name: 'react-dom', message: 'src/core and src/gateway are framework-free: no React DOM.' },
    { name: 'clsx', message: 'src/core and src/gateway are framework-free: no clsx.' },
  ],
  patterns: [
    {
      group: ['react/*', 'react-dom/*', '@radix-ui/*'],
      message: 'src/core and src/gateway are framework-free: no React or Radix.',
    },
  ],
};

/** Other layers reach the core through its entries (`core/index.ts`, `core/internal.ts`), never its inner files. */
const coreEntries = {
  group: ['**/core/*/*'],
  message: 'Import the core through its entries: ../core (public) or ../core/internal (the other layers).',
};

/**
 * The layers of `src` and what each may import; anything else under `src` is refused. `index.ts`
 * (the main entry) and `openclaw-plugin` (the Control UI plugin's browser entry) are the top: they
 * may import any layer, and no layer imports them.
 */
const LAYERS = {
  core: [],
  gateway: ['core'],
  react: ['core'],
  components: ['core', 'react'],
  // What the adapters share: a tool call's delivery, refusal, persistence and notice.
  'tool-call': ['core', 'react', 'components'],
  // The custom elements wrap the components; the gateway reaches them as a value (its queue).
  element: ['core', 'react', 'components'],
  // The adapters map a host's shapes (AI SDK parts, assistant-ui tool props) onto the dock; one
  // adapter does not import another.
  'ai-sdk': ['core', 'react', 'components', 'tool-call'],
  'assistant-ui': ['core', 'react', 'components', 'tool-call'],
};
const SRC = [...Object.keys(LAYERS), 'index.ts', 'openclaw-plugin'];

/** One `no-restricted-paths` zone per layer: every other part of `src` it may not import. */
const layerZones = () =>
  Object.entries(LAYERS).map(([layer, allowed]) => ({
    target: `./src/${layer}`,
    from: SRC.filter((part) => part !== layer && !allowed.includes(part)).map((part) => `./src/${part}`),
    message: allowed.length
      ? `src/${layer} builds on ${allowed.map((part) => `src/${part}`).join(', ')} only.`
      : `src/${layer} imports nothing from the other layers.`,
  }));

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'coverage/', 'screenshots/', '**/__screenshots__/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A closure that reads a variable assigned just after it (store subscriptions) needs `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The rules of hooks and complete effect dependencies. The React Compiler rules of the plugin's
    // `recommended` set are left out: the store bindings read refs during render on purpose (a store
    // created once per prompt, like zustand and Ariakit do) and no code here is compiled by it.
    files: [
      'src/react/**',
      'src/components/**',
      'src/tool-call/**',
      'src/element/**',
      'src/ai-sdk/**',
      'src/assistant-ui/**',
      'stories/**',
      'test/**',
      'recipes/**',
      'bench/**',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Layers (LAYERS above): core <- {gateway, react} <- components <- {element, tool-call <- adapters},
    // under the entries. Relative imports are resolved like TypeScript does, so `../core` and
    // `../gateway/queue` are both caught.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // The modules no-cycle follows (its default is JavaScript only, which would see no TypeScript import).
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      // No module reaches itself through its imports: a circle makes load order decide what is defined.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/**', 'src/gateway/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [coreEntries] }] },
  },
  {
    // The components too are reached through their entries (`components/index.ts`, public, and
    // `components/internal.ts`, for the other layers), never their inner files. The core's pattern
    // is repeated: these options replace those of the block above for the files outside the components.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/**', 'src/gateway/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            coreEntries,
            {
              group: ['**/components/*', '!**/components/internal'],
              message:
                'Import the components through their entries: ../components (public) or ../components/internal (the other layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/gateway/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { ...uiPackages, patterns: [...uiPackages.patterns, coreEntries] }] },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', uiPackages] },
  },
  {
    // The core has no DOM globals either (tsconfig.core.json has no DOM lib; this catches JS-only slips).
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
  },
  {
    // A file does one job (past ~300 lines it wants splitting); a function fits on a screen or two.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
