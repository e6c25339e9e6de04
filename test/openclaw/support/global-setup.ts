import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureOpenClaw } from '../../../scripts/openclaw.mjs';
import { descendants, kill, PIDS_ENV } from './gateway-process';
import { packPlugin, PLUGIN_DIR_ENV } from './plugin-pack';

/**
 * Installs the pinned gateway once per run, before any test file starts (the first run only
 * downloads), packs the package once for the plugin's tests when they run (they install the plugin
 * from it), and afterwards kills any gateway a test worker left behind, by the pid it recorded.
 */
export default function setup(): () => void {
  const result = ensureOpenClaw({ log: (line) => console.log(line) });
  if (result.installedNow) console.log(`[openclaw] first-run install took ${result.seconds} s`);
  const dir = mkdtempSync(join(tmpdir(), 'question-dock-openclaw-pids-'));
  process.env[PIDS_ENV] = dir;
  // Only the Control UI tests install the plugin (see vitest.config.ts).
  const packed = process.env['QD_CONTROL_UI'] === '1' ? packPlugin() : undefined;
  if (packed) process.env[PLUGIN_DIR_ENV] = packed.dir;
  return () => {
    for (const name of readdirSync(dir)) {
      const { pid, stateDir } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { pid: number; stateDir: string };
      const all = descendants(pid);
      kill(-pid, 'SIGKILL');
      for (const p of all) kill(p, 'SIGKILL');
      rmSync(stateDir, { recursive: true, force: true });
      console.log(`[openclaw] killed a gateway left running (pid ${pid})`);
    }
    rmSync(dir, { recursive: true, force: true });
    packed?.cleanup();
  };
}
