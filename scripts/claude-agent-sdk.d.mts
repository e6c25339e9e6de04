// Types for scripts/claude-agent-sdk.mjs (imported by the claude test support, which is type-checked).
export interface ClaudeAgentSdkPaths {
  readonly dir: string;
  /** The SDK's ES module entry (`query`). */
  readonly sdk: string;
  /** The Claude Code binary of this platform, for `pathToClaudeCodeExecutable`. */
  readonly cli: string;
  /** `@anthropic-ai/sdk` (the SDK's peer), the official Messages API client, as an ES module. */
  readonly anthropic: string;
  readonly marker: string;
}
export declare const CLAUDE_AGENT_SDK_VERSION: string;
export declare function installDir(): string;
export declare function claudeAgentSdkPaths(dir?: string): ClaudeAgentSdkPaths;
export declare function ensureClaudeAgentSdk(options?: {
  log?: (line: string) => void;
}): ClaudeAgentSdkPaths & { installedNow: boolean; seconds: number };
