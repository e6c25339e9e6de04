import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Set by the global setup: the plugin folder inside the extracted packed tarball. */
export const PLUGIN_DIR_ENV = 'QD_OPENCLAW_PLUGIN_DIR';

const root = resolve(import.meta.dirname, '../../..');

function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Builds the plugin (dist/openclaw-plugin: a few seconds, so a stale build never gets tested), packs the
 * package as `npm pack` does, and extracts the tarball: the plugin is then installed from
 * `package/dist/openclaw-plugin`, where the README's command finds it. Returns that folder and a cleanup.
 */
export function packPlugin(): { readonly dir: string; readonly cleanup: () => void } {
  const temp = mkdtempSync(join(tmpdir(), 'question-dock-pack-'));
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  run(npx, ['vite', 'build', '-c', 'vite.openclaw-plugin.config.ts', '--logLevel', 'warn'], root);
  // No prepack script: it rewrites package.json while other tests may read it; dist is packed the same.
  run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', temp], root);
  const tarball = readdirSync(temp).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${temp}`);
  run('tar', ['-xzf', tarball], temp);
  const dir = join(temp, 'package/dist/openclaw-plugin');
  if (!existsSync(join(dir, 'openclaw.plugin.json')))
    throw new Error(`the packed package has no ${dir}/openclaw.plugin.json`);
  return { dir, cleanup: () => rmSync(temp, { recursive: true, force: true }) };
}
