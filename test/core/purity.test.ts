import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// The core must run anywhere: a server, a worker, a bot (DESIGN.md, "Layers"). These mocks make any
// import of a UI dependency from the core fail loudly.
vi.mock('react', () => {
  throw new Error('core must not import react');
});
vi.mock('react-dom', () => {
  throw new Error('core must not import react-dom');
});
vi.mock('clsx', () => {
  throw new Error('core must not import clsx');
});
vi.mock('@radix-ui/react-radio-group', () => {
  throw new Error('core must not import @radix-ui/react-radio-group');
});
vi.mock('@radix-ui/react-checkbox', () => {
  throw new Error('core must not import @radix-ui/react-checkbox');
});

const coreDir = fileURLToPath(new URL('../../src/core/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:[cm]?ts|tsx|[cm]?js|jsx)$/.test(name) ? [path] : [];
  });
}

/**
 * Removes comments (JSDoc examples mention `import ... from 'question-dock/core'` and `document`),
 * and with `blankStrings` also the contents of strings and regular expressions.
 * A small scanner: strings, template literals and regex literals are skipped so `'https://'` is not
 * mistaken for a comment.
 */
function stripComments(source: string, blankStrings: boolean): string {
  let out = '';
  let index = 0;
  let lastSignificant = '';
  const regexCanStart = () => lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant) || /\b(?:return|typeof|case)$/.test(out.trimEnd());
  while (index < source.length) {
    const char = source[index] ?? '';
    const next = source[index + 1] ?? '';
    if (char === '/' && next === '/') {
      while (index < source.length && source[index] !== '\n') index += 1;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      index = end < 0 ? source.length : end + 2;
      out += ' ';
      continue;
    }
    if (char === "'" || char === '"' || char === '`' || (char === '/' && regexCanStart())) {
      let end = index + 1;
      let inClass = false;
      while (end < source.length) {
        const c = source[end];
        if (c === '\\') {
          end += 2;
          continue;
        }
        if (char === '/' && c === '[') inClass = true;
        else if (char === '/' && c === ']') inClass = false;
        else if (c === char && !inClass) break;
        else if (char !== '`' && c === '\n') break;
        end += 1;
      }
      const body = source.slice(index + 1, end);
      out += char + (blankStrings ? '' : body) + char;
      index = end + 1;
      lastSignificant = char === '/' ? ')' : 'x';
      continue;
    }
    out += char;
    if (!/\s/.test(char)) lastSignificant = char;
    index += 1;
  }
  return out;
}

function importSpecifiers(code: string): string[] {
  const patterns = [
    /\bfrom\s*(['"`])([^'"`]*)\1/g,
    /\bimport\s*(['"`])([^'"`]*)\1/g,
    /\bimport\s*\(\s*(['"`])([^'"`]*)\1/g,
    /\brequire\s*\(\s*(['"`])([^'"`]*)\1/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[2] ?? ''));
}

const files = sourceFiles(coreDir);

describe('src/core', () => {
  it('has source files to check', () => {
    const names = files.map((file) => relative(coreDir, file));
    expect(names).toEqual(expect.arrayContaining(['normalize.ts', 'reply.ts', 'text.ts', 'types.ts', 'messages.ts']));
  });

  it.each(files.map((file) => [relative(coreDir, file), file]))('%s imports only sibling core modules', (_name, file) => {
    const code = stripComments(readFileSync(file, 'utf8'), false);
    for (const specifier of importSpecifiers(code)) expect(specifier).toMatch(/^\.\/[^/]/);
    // An import or require of a computed name could load anything.
    expect(code).not.toMatch(/\b(?:import|require)\s*\(\s*[^'"`\s]/);
  });

  it.each(files.map((file) => [relative(coreDir, file), file]))('%s uses no DOM globals', (_name, file) => {
    const code = stripComments(readFileSync(file, 'utf8'), true);
    const names = 'window|document|navigator|HTMLElement|localStorage|sessionStorage';
    // Property names (`options.document`) are fine; the globals themselves, bare or via globalThis, are not.
    expect(code).not.toMatch(new RegExp(`(?<![\\w$.])(?:${names})(?![\\w$])`));
    expect(code).not.toMatch(new RegExp(`\\b(?:globalThis|self)\\s*\\.\\s*(?:${names})(?![\\w$])`));
  });

  it('the comment stripper keeps code and drops comments', () => {
    const sample = "const a = 'https://x'; // document\n/* window */ const r = /\\/\\/[a-z/]/g; import('./x');";
    expect(stripComments(sample, false)).toBe("const a = 'https://x'; \n  const r = /\\/\\/[a-z/]/g; import('./x');");
    expect(stripComments(sample, true)).not.toMatch(/document|window|https/);
  });

  it('loads without react, react-dom, clsx, Radix or a DOM', async () => {
    const core = await import('../../src/core/index');
    expect(typeof core.normalizeAskUser).toBe('function');
    expect(typeof core.parseTextReply).toBe('function');
    expect(typeof core.formatPromptText).toBe('function');
    expect(typeof core.summarize).toBe('function');
    expect(typeof core.formatSummaryText).toBe('function');
    expect(typeof core.buildAnswers).toBe('function');
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });
});
