// A pinned npm tree installed once into ~/.cache/question-dock (never into the project): the
// manifest and lock file of a directory under scripts/ are copied into the cache and installed with
// `npm ci --ignore-scripts` (nothing of the packages runs at install time), under a lock directory;
// a `.complete` marker is written last, so an install cut short is removed and redone on the next run.
//
// Env: QUESTION_DOCK_CACHE overrides ~/.cache/question-dock.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The cache every pinned tree is installed under. */
export function cacheRoot() {
  return process.env.QUESTION_DOCK_CACHE ?? join(homedir(), '.cache', 'question-dock');
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A lock directory (mkdir is atomic); a lock older than 15 minutes is a crashed install and is taken over. */
export function withLock(lockPath, fn, label) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockPath);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age;
      try {
        age = Date.now() - statSync(lockPath).mtimeMs;
      } catch {
        continue;
      }
      if (age > 15 * 60_000) {
        rmSync(lockPath, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`[${label}] timed out waiting for the install lock ${lockPath}`, { cause: error });
      sleep(500);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lockPath, { recursive: true, force: true });
  }
}

/** Runs a command to completion; a non-zero exit throws with its output. */
export function run(cmd, args, options, label) {
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `[${label}] ${cmd} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stderr || result.stdout || result.error}`,
    );
  }
  return result.stdout;
}

/**
 * Installs `manifestDir`'s package.json and package-lock.json into `dir` once. Safe to call from
 * several processes at once.
 * @param {{ label: string, manifestDir: string, dir: string, what: string, check: () => void, marker: object, log: (line: string) => void }} options
 *   `check` throws when the installed tree lacks a file the callers need; `marker` is written into `.complete`.
 * @returns {{ installedNow: boolean, seconds: number }}
 */
export function installPinned({ label, manifestDir, dir, what, check, marker, log }) {
  const markerPath = join(dir, '.complete');
  if (existsSync(markerPath)) return { installedNow: false, seconds: 0 };
  mkdirSync(cacheRoot(), { recursive: true });
  return withLock(
    `${dir}.lock`,
    () => {
      if (existsSync(markerPath)) return { installedNow: false, seconds: 0 };
      const started = Date.now();
      // Whatever is there without a marker is a half-finished install: start over.
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      copyFileSync(join(manifestDir, 'package.json'), join(dir, 'package.json'));
      copyFileSync(join(manifestDir, 'package-lock.json'), join(dir, 'package-lock.json'));
      log(`[${label}] installing ${what} into ${dir} (first run only)`);
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      run(
        npm,
        ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict=false'],
        { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
        label,
      );
      check();
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      writeFileSync(markerPath, JSON.stringify({ ...marker, seconds, at: new Date().toISOString() }) + '\n');
      log(`[${label}] installed in ${seconds} s`);
      return { installedNow: true, seconds };
    },
    label,
  );
}
