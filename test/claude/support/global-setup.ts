import { ensureClaudeAgentSdk } from '../../../scripts/claude-agent-sdk.mjs';

/** Installs the pinned SDK once per run, before any test file starts (only the first run downloads). */
export default function setup(): void {
  const result = ensureClaudeAgentSdk({ log: (line) => console.log(line) });
  if (result.installedNow) console.log(`[claude-agent-sdk] first-run install took ${result.seconds} s`);
}
