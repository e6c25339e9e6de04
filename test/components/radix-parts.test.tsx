import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';

// The option list composes Radix's `unstable_` provider and trigger parts (the controls without the
// hidden form input, see OptionList.tsx), and the build bundles Radix (tree-shaken, see
// vite.lib.config.ts). Radix may rename those parts in any release, so it is pinned exactly, as a
// build-time dependency: what ships is the version this suite ran against, whatever the app installs.
const root = resolve(import.meta.dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, unknown>;

describe.each(['@radix-ui/react-radio-group', '@radix-ui/react-checkbox'])('%s', (name) => {
  it('is pinned to one exact version, the one installed here, and bundled rather than installed', () => {
    const pkg = json('package.json') as Record<string, Record<string, string>>;
    const installed = json(`node_modules/${name}/package.json`).version;
    expect(pkg.devDependencies?.[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies?.[name]).toBe(installed);
    expect(pkg.dependencies).not.toHaveProperty(name);
  });
});

it('the pinned Radix still exports the parts the option list composes', () => {
  expect([RadioGroup.unstable_ItemProvider, RadioGroup.unstable_ItemTrigger]).not.toContain(undefined);
  expect([Checkbox.unstable_Provider, Checkbox.unstable_Trigger]).not.toContain(undefined);
});
