import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Radix's radio group and checkbox are the app's, like React: dependencies with caret ranges (an app
// that already has Radix shares one copy, and Radix's fixes reach it), left out of the library build.
const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const json = (path: string) => JSON.parse(read(path)) as Record<string, Record<string, string> | string>;

describe.each(['@radix-ui/react-radio-group', '@radix-ui/react-checkbox'])('%s', (name) => {
  it('is a dependency with a caret range that the installed version satisfies', () => {
    const pkg = json('package.json') as Record<string, Record<string, string>>;
    const range = pkg.dependencies?.[name];
    expect(range).toMatch(/^\^\d+\.\d+\.\d+$/);
    // A caret range of 1.x: the same major, and at least the range's version.
    const [want, got] = [range!.slice(1), json(`node_modules/${name}/package.json`).version as string].map((v) =>
      v.split('.').map(Number),
    );
    expect(got![0]).toBe(want![0]);
    expect(got![1]! * 1e6 + got![2]!).toBeGreaterThanOrEqual(want![1]! * 1e6 + want![2]!);
    expect(pkg.devDependencies).not.toHaveProperty(name);
  });
});
