// Global setup of the `browser-standalone` project: builds the standalone bundle from the current
// sources before its tests start, so `npm test` needs no `npm run build` and never tests a stale
// dist/. vitest.config.ts resolves `src/element/index` to the file this writes.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
// Under node_modules (git-ignored), apart from dist/: a test run never overwrites or reads the build that ships.
const cache = join(root, 'node_modules/.cache/question-dock-standalone');

/** The built `element/standalone.js` that the `browser-standalone` project's element tests load. */
export const standaloneFile = join(cache, 'standalone.js');

/**
 * Builds with vite.standalone.config.ts, as `npm run build` does, in a child process: the build
 * must run with NODE_ENV=production (Vite and the React plugin choose production code from it,
 * and vitest has set it to "test" in this process). Each run builds into a folder of its own and
 * renames the file into place, so two runs in the same tree never read a half-written bundle.
 */
export default async function setup(): Promise<void> {
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'build-'));
  try {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const args = [vite, 'build', '-c', 'vite.standalone.config.ts', '--outDir', out, '--logLevel', 'warn'];
    const started = performance.now();
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', fail);
      child.on('exit', (code, signal) =>
        code === 0 ? done() : fail(new Error(`building the standalone failed (${signal ?? `exit code ${code}`})`)),
      );
    });
    renameSync(join(out, 'element/standalone.js'), standaloneFile);
    console.log(`[browser-standalone] built ${standaloneFile} in ${Math.round(performance.now() - started)} ms`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
