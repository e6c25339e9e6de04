import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The README's Lit example is readme-lit.ts, which `npm run typecheck` compiles and the browser
// test runs: this keeps the two identical (apart from the import path and the header comment).
it('the README "Without React" example is readme-lit.ts', () => {
  const root = join(import.meta.dirname, '..', '..');
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Without React'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  expect(block).toBeDefined();
  const file = readFileSync(join(import.meta.dirname, 'readme-lit.ts'), 'utf8')
    .replace(/^(\/\/.*\n)+/, '')
    .replace("from '../../src/element/index';", "from 'question-dock/element/standalone';");
  expect(file).toBe(block);
});
