// Lint: correctness and the layer rules. Formatting is Prettier's job (`npm run format:check`), never lint's.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages the core must never load: it runs in servers, workers and bots (DESIGN.md, "Layers"). */
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
    // Layers: core <- {gateway, react} <- components <- {index, element, tool-call <- adapters}. Relative imports are
    // resolved like TypeScript does, so `../core` and `../gateway/queue` are both caught.
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: [
                './src/gateway',
                './src/react',
                './src/components',
                './src/tool-call',
                './src/element',
                './src/index.ts',
                './src/ai-sdk',
                './src/assistant-ui',
              ],
              message: 'src/core imports nothing from the other layers.',
            },
            {
              target: './src/gateway',
              from: [
                './src/react',
                './src/components',
                './src/tool-call',
                './src/element',
                './src/index.ts',
                './src/ai-sdk',
                './src/assistant-ui',
              ],
              message: 'src/gateway builds on src/core only.',
            },
            {
              target: './src/react',
              from: [
                './src/gateway',
                './src/components',
                './src/tool-call',
                './src/element',
                './src/index.ts',
                './src/ai-sdk',
                './src/assistant-ui',
              ],
              message: 'src/react builds on src/core only.',
            },
            {
              target: './src/components',
              from: [
                './src/gateway',
                './src/tool-call',
                './src/element',
                './src/index.ts',
                './src/ai-sdk',
                './src/assistant-ui',
              ],
              message: 'src/components builds on src/core and src/react only.',
            },
            {
              // What the adapters share: a tool call's delivery, refusal, persistence and notice.
              target: './src/tool-call',
              from: ['./src/gateway', './src/element', './src/index.ts', './src/ai-sdk', './src/assistant-ui'],
              message: 'src/tool-call builds on src/components, src/react and src/core only.',
            },
            {
              // The custom elements wrap the components; the gateway reaches them as a value (its queue).
              target: './src/element',
              from: ['./src/gateway', './src/tool-call', './src/index.ts'],
              message: 'src/element builds on src/components, src/react and src/core only.',
            },
            {
              // The adapters map a host's shapes (AI SDK parts, assistant-ui tool props) onto the dock.
              target: ['./src/ai-sdk', './src/assistant-ui'],
              from: ['./src/gateway', './src/element', './src/index.ts'],
              message: 'An adapter builds on src/components, src/react and src/core only.',
            },
            {
              target: './src/ai-sdk',
              from: './src/assistant-ui',
              message: 'One adapter does not import another.',
            },
            {
              target: './src/assistant-ui',
              from: './src/ai-sdk',
              message: 'One adapter does not import another.',
            },
            {
              // The OpenClaw plugin's browser entry sits on top: the gateway binding and the elements, imported by nothing.
              target: [
                './src/core',
                './src/gateway',
                './src/react',
                './src/components',
                './src/tool-call',
                './src/element',
                './src/index.ts',
                './src/ai-sdk',
                './src/assistant-ui',
              ],
              from: './src/openclaw-plugin',
              message: 'Nothing imports the OpenClaw plugin entry (src/openclaw-plugin).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts', 'src/gateway/**/*.ts'],
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
