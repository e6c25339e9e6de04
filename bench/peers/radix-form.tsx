/**
 * What an app that already uses Radix renders beside the chat: a radio group and a checkbox of its
 * own, in a root of their own. Called by the size row's pages of such an app (a call, not an import
 * for its effect: the package's `sideEffects` would let a bundler drop that).
 */
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { createRoot } from 'react-dom/client';

export function renderRadixForm(): void {
  const root = document.createElement('div');
  document.body.prepend(root);
  createRoot(root).render(
    <form>
      <p>Settings</p>
      <RadioGroup.Root defaultValue="a" aria-label="Plan">
        <RadioGroup.Item value="a" aria-label="A">
          <RadioGroup.Indicator />
        </RadioGroup.Item>
        <RadioGroup.Item value="b" aria-label="B">
          <RadioGroup.Indicator />
        </RadioGroup.Item>
      </RadioGroup.Root>
      <Checkbox.Root aria-label="Terms">
        <Checkbox.Indicator />
      </Checkbox.Root>
    </form>,
  );
}
