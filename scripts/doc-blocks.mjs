// The code a reader copies: every fenced block of README.md, and every `@example` of the entries whose
// docs an editor shows on hover (the entries with `examples` in entries.mjs). scripts/consumers.mjs
// writes each ts/tsx block into a fresh app as a file of its own and compiles it under create-vite's
// settings, and runs the blocks marked `<!-- run: name -->` (above the fence) as a person would.
// Run alone (`node scripts/doc-blocks.mjs`), it checks that every entry has its README section and that
// every `@example` is a fenced block, and prints each entry's blocks.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES } from '../entries.mjs';

/** The entries' folders whose `@example`s are checked like the README's blocks. */
export const ENTRY_DOC_DIRS = ENTRIES.filter((entry) => entry.examples).map((entry) => dirname(entry.source));

/** A package's pattern: the scope for a scoped one (`@ai-sdk/react` → any `@ai-sdk/…`), the name itself otherwise. */
const hostPattern = (host) => (host.startsWith('@') ? `${host.split('/')[0]}\\/[\\w-]+` : host);
// A host's own subpaths count too (`@modelcontextprotocol/sdk/client/index.js`).
const hostImport = new RegExp(
  `from '(${[...new Set(ENTRIES.flatMap((entry) => entry.hosts ?? []).map(hostPattern))].join('|')})(/[\\w./-]+)?'`,
);

/** A block that imports a chat stack's packages (an adapter's `hosts`) compiles and runs in the app that has them installed. */
export const needsHosts = (code) => hostImport.test(code);

const slug = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The fenced blocks of a markdown text: `{ lang, code, line, heading, run }`, where `line` is the
 * fence's (1-based), `heading` the nearest heading above it and `run` the name of a
 * `<!-- run: name -->` comment on the last line above the fence that is not blank.
 */
export function fencedBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const title = /^#{1,6} (.+)$/.exec(line);
    if (title) heading = title[1];
    const open = /^(\s*)```(\w*)\s*$/.exec(line);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.trim() === '```');
    if (end < 0) throw new Error(`an unclosed code fence at line ${i + 1}`);
    // Prettier puts a blank line between the comment and the fence.
    const before = lines.slice(0, i).findLast((l) => l.trim() !== '') ?? '';
    const run = /^<!-- run: ([\w-]+) -->$/.exec(before)?.[1];
    const indent = open[1].length;
    const code = lines
      .slice(i + 1, end)
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join('\n');
    blocks.push({ lang: open[2], code: `${code}\n`, line: i + 1, heading, run });
    i = end;
  }
  return blocks;
}

/**
 * README.md's blocks, each with the file name it gets in the app: `readme-<section>[-n].<lang>` (n
 * counts the section's blocks of any language), or `<run name>.<lang>` for a block marked to run.
 */
export function readmeBlocks(root) {
  const blocks = fencedBlocks(readFileSync(join(root, 'README.md'), 'utf8'));
  const perSection = new Map();
  for (const block of blocks) perSection.set(block.heading, (perSection.get(block.heading) ?? 0) + 1);
  const seen = new Map();
  return blocks.map((block) => {
    const n = (seen.get(block.heading) ?? 0) + 1;
    seen.set(block.heading, n);
    const base = `readme-${slug(block.heading)}${perSection.get(block.heading) > 1 ? `-${n}` : ''}`;
    return { ...block, file: `${block.run ?? base}.${block.lang}`, where: `README.md:${block.line}` };
  });
}

/** The text of a JSDoc comment without its ` * ` margins. */
const commentText = (comment) =>
  comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''))
    .join('\n');

/**
 * The `@example`s of the entries' JSDoc, each `{ file, lang, code, where }`. An example must be a
 * fenced ts or tsx block (what an editor shows as code, and what a reader pastes); one that is not
 * throws, so a loose snippet added later fails the check as a block that does not compile would.
 */
export function entryDocBlocks(root) {
  const out = [];
  for (const dir of ENTRY_DOC_DIRS) {
    const files = readdirSync(join(root, dir), { recursive: true })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    for (const file of files) {
      const path = join(root, dir, file);
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
        const text = commentText(match[0]);
        if (!text.includes('@example')) continue;
        const after = source.slice(match.index + match[0].length);
        const name = /@packageDocumentation/.test(text)
          ? 'package'
          : (/^\s*export (?:default )?(?:async )?(?:function|const|class|interface|type|let) (\w+)/.exec(after)?.[1] ??
            'unnamed');
        const line = source.slice(0, match.index).split('\n').length;
        const where = `${relative(root, path)}:${line}`;
        const examples = text.split(/^@example\b/m).slice(1);
        for (const [i, example] of examples.entries()) {
          const body = example.split(/^@\w+/m)[0];
          const fences = fencedBlocks(body).filter((b) => b.lang === 'ts' || b.lang === 'tsx');
          if (fences.length === 0) throw new Error(`${where}: an @example of ${name} that is no fenced ts/tsx block`);
          for (const [j, fence] of fences.entries()) {
            const suffix =
              examples.length + fences.length > 2 ? `-${i + 1}${fences.length > 1 ? `-${j + 1}` : ''}` : '';
            out.push({
              lang: fence.lang,
              code: fence.code,
              file: `doc-${dir.slice(4)}-${name}${suffix}.${fence.lang}`,
              where,
            });
          }
        }
      }
    }
  }
  return out;
}

/** Each entry's README section (by its heading) and its blocks there; throws when a section is missing. */
export function entrySections(root) {
  const blocks = readmeBlocks(root);
  const headings = new Set(
    readFileSync(join(root, 'README.md'), 'utf8')
      .replace(/^```[\s\S]*?^```$/gm, '')
      .match(/^#{1,6} .+$/gm)
      .map((line) => line.replace(/^#+ /, '')),
  );
  const missing = ENTRIES.filter((entry) => !headings.has(entry.readme));
  if (missing.length > 0)
    throw new Error(
      `README.md has no section for ${missing.map((entry) => `${entry.name} ("${entry.readme}")`).join(', ')}: entries.mjs names it as the entry's \`readme\`.`,
    );
  return ENTRIES.map((entry) => ({ entry, blocks: blocks.filter((block) => block.heading === entry.readme) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const examples = entryDocBlocks(root);
  for (const { entry, blocks } of entrySections(root)) {
    const own = examples.filter((block) => entry.examples && block.where.startsWith(`${dirname(entry.source)}/`));
    console.log(`${entry.name.padEnd(33)} README "${entry.readme}": ${blocks.length} blocks; ${own.length} @examples`);
  }
}
