// A build plugin (Vite / Rolldown) that writes the licence of every third-party package bundled
// into the output next to it: the self-contained builds (the standalone element, the OpenClaw
// plugin's browser entry) carry the MIT notices of Radix, Preact and clsx, as those licences ask.
// The list comes from the modules the bundle holds, so it cannot drift from what is shipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package folder of a module id inside node_modules, or undefined. */
function packageDir(id) {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id.replace(/^\0/, ''));
  return match?.[1];
}

function licenceText(dir) {
  for (const name of ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'LICENCE'])
    if (existsSync(join(dir, name))) return readFileSync(join(dir, name), 'utf8').trim();
  return undefined;
}

/** @param {string} fileName where to write the notices, relative to the output folder */
export function thirdPartyLicenses(fileName) {
  return {
    name: 'question-dock:third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = new Set();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const dir = packageDir(id);
          if (dir) dirs.add(dir);
        }
      }
      // Packages under the same text (Radix's fifteen share one) are listed together under it.
      const byText = new Map();
      for (const dir of dirs) {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        const text = licenceText(dir);
        if (!text) throw new Error(`${pkg.name}: no licence file found to ship with the bundle`);
        const entry = byText.get(text) ?? { licence: pkg.license, names: [] };
        entry.names.push(`${pkg.name}@${pkg.version}`);
        byText.set(text, entry);
      }
      if (byText.size === 0) return;
      const body = [...byText]
        .map(([text, { licence, names }]) => [names.sort().join(', '), licence, text])
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([names, licence, text]) => `## ${names} (${licence})\n\n${text}\n`)
        .join('\n');
      this.emitFile({
        type: 'asset',
        fileName,
        source: `# Third-party licences\n\nThis bundle includes the following packages.\n\n${body}`,
      });
    },
  };
}
