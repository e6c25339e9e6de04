import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';

// The option list composes Radix's `unstable_` provider and trigger parts (the controls without the
// hidden form input, see OptionList.tsx). Radix may rename those in any release, so the package
// pins Radix exactly: a consumer's install gets the version this suite ran against.
const root = resolve(import.meta.dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, unknown>;

describe.each(['@radix-ui/react-radio-group', '@radix-ui/react-checkbox'])('%s', (name) => {
  it('is pinned to one exact version, the one installed here', () => {
    const dependencies = json('package.json').dependencies as Record<string, string>;
    const installed = json(`node_modules/${name}/package.json`).version;
    expect(dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(dependencies[name]).toBe(installed);
  });
});

it('the pinned Radix still exports the parts the option list composes', () => {
  expect([RadioGroup.unstable_ItemProvider, RadioGroup.unstable_ItemTrigger]).not.toContain(undefined);
  expect([Checkbox.unstable_Provider, Checkbox.unstable_Trigger]).not.toContain(undefined);
});
