// Lint: correctness and the layer rules. Formatting is Prettier's job (`npm run format:check`), never lint's.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ENTRIES, INNER_LAYERS, isStylesheet, partOf } from './entries.mjs';

/** The parts of src the entries mark framework-free (entries.mjs): core and gateway. */
const frameworkFree = ENTRIES.filter((entry) => entry.frameworkFree).map((entry) => partOf(entry.source));
const named = frameworkFree.map((part) => `src/${part}`);
const their = `${named.slice(0, -1).join(', ')}${named.length > 1 ? ' and ' : ''}${named.at(-1)}`;

/** Packages the framework-free parts must never load: they run in servers, workers and bots. */
const uiPackages = {
  paths: [
    { name: 'react', message: `${their} are framework-free: no React.` },
    { name: 'react-dom', message: `${their} are framework-free: no React DOM.` },
    { name: 'clsx', message: `${their} are framework-free: no clsx.` },
  ],
  patterns: [
    {
      group: ['react/*', 'react-dom/*', '@radix-ui/*'],
      message: `${their} are framework-free: no React or Radix.`,
    },
  ],
};

/** Other layers reach the core through its entries (`core/index.ts`, `core/internal.ts`), never its inner files. */
const coreEntries = {
  group: ['**/core/*/*'],
  message: 'Import the core through its entries: ../core (public) or ../core/internal (the other layers).',
};

/**
 * The layers of `src` and what each may import (each entry's `imports` and the inner layers, in
 * entries.mjs); anything else under `src` is refused. The entries whose `imports` is `'any'` (the
 * main entry `index.ts`, the Control UI plugin's `openclaw-plugin`) are the top: they may import any
 * layer, and no layer imports them.
 */
const LAYERS = { ...INNER_LAYERS };
const TOP = [];
for (const entry of ENTRIES.filter((e) => e.imports)) {
  const part = partOf(entry.source);
  if (part in LAYERS || TOP.includes(part)) throw new Error(`entries.mjs: src/${part} has its imports declared twice.`);
  if (entry.imports === 'any') TOP.push(part);
  else LAYERS[part] = entry.imports;
}
const SRC = [...Object.keys(LAYERS), ...TOP];
for (const entry of ENTRIES.filter((e) => !isStylesheet(e)))
  if (!SRC.includes(partOf(entry.source)))
    throw new Error(`entries.mjs: ${entry.name} has no layer: give it \`imports\` (the parts of src it may import).`);

/** The layers that render with React: the binding and every layer built on it (the rules of hooks). */
const REACT_LAYERS = Object.keys(LAYERS).filter((layer) => layer === 'react' || LAYERS[layer].includes('react'));

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
    files: [...REACT_LAYERS.map((layer) => `src/${layer}/**`), 'stories/**', 'test/**', 'recipes/**', 'bench/**'],
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
    ignores: frameworkFree.map((part) => `src/${part}/**`),
    rules: { 'no-restricted-imports': ['error', { patterns: [coreEntries] }] },
  },
  {
    // The components too are reached through their entries (`components/index.ts`, public, and
    // `components/internal.ts`, for the other layers), never their inner files. The core's pattern
    // is repeated: these options replace those of the block above for the files outside the components.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...frameworkFree, 'components'].map((part) => `src/${part}/**`),
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
    // The framework-free parts over the core: no UI packages, and the core through its entries.
    files: frameworkFree.filter((part) => part !== 'core').map((part) => `src/${part}/**/*.ts`),
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
);
