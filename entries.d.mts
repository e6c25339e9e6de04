// Types for entries.mjs: the type-checked Vite and vitest configs read the list through them, and
// tsconfig.entries.json checks the list against them (`npm run typecheck`).

/** The Vite config that builds an entry: vite.lib.config.ts, vite.standalone.config.ts or vite.openclaw-plugin.config.ts. */
export type Build = 'library' | 'standalone' | 'openclaw-plugin';

/** A size budget: one row of `npm run size` (.size-limit.mjs). */
export interface SizeBudget {
  /** What the row measures, after the entry's name (`question-dock/core: <what>`); none for a stylesheet. */
  what?: string;
  /** The imports an app makes (`'{ normalizeAskUser }'`, `'*'`); none for a file measured whole. */
  import?: string;
  /** The budget, min+gzip as size-limit writes it (`'7.7 kB'`). */
  limit: string;
  /** The app renders Radix's radio group and checkbox (and has clsx) already: one copy, shared. */
  appHasRadix?: true;
  /** The package's shared chunks stay out: the entry's own code over the dock and the core. */
  ownCode?: true;
  /** Packages left out of the bundle (an app has them anyway where it makes this import). */
  ignore?: string[];
  /** The file as shipped (already minified), not bundled again. */
  asShipped?: true;
}

/** One entry of the package: everything the build, the checks and the docs need of it. */
export interface Entry {
  /**
   * What a reader calls it: the import (`question-dock/core`) for a package export, whose
   * subpath (`./core`) is its key in package.json's "exports"; the folder a host installs for the
   * OpenClaw plugin (`dist/openclaw-plugin`), which is no import.
   */
  name: string;
  /** The source file the build starts from (`src/core/index.ts`). */
  source: string;
  /** Other export conditions and their source files, listed before `import` in package.json (`react-server`). */
  conditions?: Readonly<Record<string, string>>;
  /**
   * The built file, when it is not the source's path under dist/ (`src/core/index.ts` →
   * `dist/core/index.js`, where tsc writes `index.d.ts` beside it).
   */
  dist?: string;
  build: Build;
  /**
   * The parts of src the entry's folder may import (the lint's layer rule), or `'any'` for the top:
   * a part no layer imports. Declared by the one entry that owns the folder.
   */
  imports?: readonly string[] | 'any';
  /** It runs in servers, workers and bots: no React, React DOM, Radix or clsx (lint), no "use client". */
  frameworkFree?: true;
  /**
   * The chat stack an app installs to use it (optional peers): an adapter. Its names do not count toward
   * the public API's budget, and the consumers' adapters app tests it beside those packages.
   */
  hosts?: readonly string[];
  /** The built file starts with "use client": React Server Components frameworks render it from a Server Component. */
  useClient?: true;
  /** The `@example`s in its folder compile as pasted (scripts/doc-blocks.mjs), as the README's blocks do. */
  examples?: true;
  /** The heading of its section in README.md (without the `#`s). */
  readme: string;
  sizes: readonly SizeBudget[];
}

export declare const ENTRIES: readonly Entry[];
export declare const INNER_LAYERS: Readonly<Record<string, readonly string[]>>;
export declare function subpathOf(entry: Entry): string | undefined;
export declare function isStylesheet(entry: Entry): boolean;
export declare function distOf(source: string): string;
export declare function distFile(entry: Entry): string;
export declare function partOf(file: string): string;
export declare function buildName(dist: string): string;
export declare function onlyEntry(build: Build): Entry;
