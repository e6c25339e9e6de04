// Types for scripts/preact-aliases.mjs (imported by the type-checked Vite and vitest configs).
export declare const preactAliases: { find: RegExp; replacement: string }[];
