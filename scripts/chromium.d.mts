// Types for scripts/chromium.mjs (imported by vitest.config.ts, which is type-checked).
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
