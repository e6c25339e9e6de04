// Types for scripts/openclaw.mjs (imported by the openclaw test support, which is type-checked).
export interface OpenClawPaths {
  readonly dir: string;
  readonly node: string;
  readonly openclaw: string;
  readonly protocol: string;
  readonly schemas: string;
  readonly marker: string;
}
export declare const OPENCLAW_VERSION: string;
export declare const NODE_VERSION: string;
export declare function cacheRoot(): string;
export declare function installDir(): string;
export declare function openClawPaths(dir?: string): OpenClawPaths;
export declare function ensureOpenClaw(options?: {
  log?: (line: string) => void;
}): OpenClawPaths & { installedNow: boolean; seconds: number };
