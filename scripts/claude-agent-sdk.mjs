// The Claude Agent SDK for the `claude` test project: its `query()` runs Claude Code's agent loop
// (the CLI binary of its platform package) against a scripted Messages API on loopback.
//
// `node scripts/claude-agent-sdk.mjs` (`npm run claude:install`, or `ensureClaudeAgentSdk()` from
// code) installs the pinned `@anthropic-ai/claude-agent-sdk` from the npm registry into
// ~/.cache/question-dock/claude-agent-sdk-<version>/, once (scripts/cache-install.mjs). The CLI comes
// as a ready executable in the optional dependency `@anthropic-ai/claude-agent-sdk-linux-x64`, which
// has no install script: `--ignore-scripts` leaves nothing undone.
//
// Env: QUESTION_DOCK_CACHE overrides ~/.cache/question-dock.
import { accessSync, constants, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot, installPinned } from './cache-install.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const manifestDir = join(here, 'claude-agent-sdk');
const manifest = JSON.parse(readFileSync(join(manifestDir, 'package.json'), 'utf8'));
const LABEL = 'claude-agent-sdk';

/** Pinned version, from scripts/claude-agent-sdk/package.json. */
export const CLAUDE_AGENT_SDK_VERSION = manifest.dependencies['@anthropic-ai/claude-agent-sdk'];

/** Where the pinned SDK lives; the key changes with its version. */
export function installDir() {
  return join(cacheRoot(), `claude-agent-sdk-${CLAUDE_AGENT_SDK_VERSION}`);
}

/** Paths of an installed SDK (whether or not it is installed). */
export function claudeAgentSdkPaths(dir = installDir()) {
  const modules = join(dir, 'node_modules', '@anthropic-ai');
  return {
    dir,
    sdk: join(modules, 'claude-agent-sdk', 'sdk.mjs'),
    cli: join(modules, `claude-agent-sdk-${process.platform}-${process.arch}`, 'claude'),
    // The SDK's peer: the official Messages API client, which checks the scripted API's replies.
    anthropic: join(modules, 'sdk', 'index.mjs'),
    marker: join(dir, '.complete'),
  };
}

/**
 * Installs the pinned SDK once and returns its paths. Safe to call from several processes at once.
 * @returns {{ dir: string, sdk: string, cli: string, marker: string, installedNow: boolean, seconds: number }}
 */
export function ensureClaudeAgentSdk({ log = (line) => console.error(line) } = {}) {
  const paths = claudeAgentSdkPaths();
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `[${LABEL}] the test SDK is installed for linux-x64 only (this is ${process.platform}-${process.arch})`,
    );
  }
  const result = installPinned({
    label: LABEL,
    manifestDir,
    dir: paths.dir,
    what: `@anthropic-ai/claude-agent-sdk@${CLAUDE_AGENT_SDK_VERSION} and its CLI binary`,
    check: () => {
      // The binary must arrive executable: the tarball's mode is all that sets it (no install script).
      accessSync(paths.sdk, constants.R_OK);
      accessSync(paths.anthropic, constants.R_OK);
      accessSync(paths.cli, constants.X_OK);
    },
    marker: { sdk: CLAUDE_AGENT_SDK_VERSION },
    log,
  });
  return { ...paths, ...result };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const result = ensureClaudeAgentSdk();
  console.log(
    `[${LABEL}] ${result.installedNow ? 'installed' : 'already installed'}: ${result.dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
