import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './scripts/preact-aliases.mjs';
import { thirdPartyLicenses } from './scripts/licenses.mjs';
import { staticRadixHookReads } from './vite.standalone.config.ts';
import { distFile, onlyEntry } from './entries.mjs';

const root = import.meta.dirname;
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
/** The plugin's entry in entries.mjs: its name is the folder, its file the browser entry its manifest names. */
const plugin = onlyEntry('openclaw-plugin');
/** The plugin folder as `openclaw plugins install` takes it: dist/openclaw-plugin in the package. */
const out = join(root, plugin.name);
/** The browser entry: dist/control-ui/index.js in the plugin folder. */
const browserEntry = join(root, distFile(plugin));

/**
 * The manifest, the backend entry and the stylesheet (openclaw-plugin/) beside the built browser
 * entry, with the package's version stamped into the manifest and the plugin's package.json.
 */
function pluginFolder(): Plugin {
  const stamp = (name: string): void => {
    const json = JSON.parse(readFileSync(join(root, 'openclaw-plugin', name), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(out, name), `${JSON.stringify({ ...json, version }, null, 2)}\n`);
  };
  return {
    name: 'question-dock:openclaw-plugin-folder',
    writeBundle() {
      mkdirSync(dirname(browserEntry), { recursive: true });
      stamp('openclaw.plugin.json');
      stamp('package.json');
      copyFileSync(join(root, 'openclaw-plugin/index.js'), join(out, 'index.js'));
      copyFileSync(join(root, 'openclaw-plugin/index.css'), join(dirname(browserEntry), 'index.css'));
    },
  };
}

// The OpenClaw plugin (dist/openclaw-plugin): one self-contained browser entry, Preact inside as in
// the standalone element build, since the plugin folder is installed alone and loaded by URL.
export default defineConfig({
  plugins: [staticRadixHookReads(), react(), thirdPartyLicenses('THIRD-PARTY-LICENSES.md'), pluginFolder()],
  resolve: { alias: preactAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __QD_VERSION__: JSON.stringify(version) },
  build: {
    outDir: dirname(browserEntry),
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    lib: { entry: resolve(root, plugin.source), formats: ['es'], fileName: () => basename(browserEntry) },
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['__name'] },
      output: { minify: true, comments: false, codeSplitting: false },
    },
  },
});
