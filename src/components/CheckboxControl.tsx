import * as Checkbox from '@radix-ui/react-checkbox';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * Props of {@link CheckboxControl}: a button's, checked or not. Written without Radix's types, so the
 * package's declarations never import Radix (it is bundled, not a dependency). @internal
 */
export interface CheckboxControlProps extends ComponentPropsWithoutRef<'button'> {
  readonly checked: boolean;
  readonly onCheckedChange: () => void;
}

/**
 * The control of a multi-select row: Radix's checkbox provider and trigger (see `Radio` in
 * OptionList.tsx for why not `Checkbox.Root`). Loaded on demand (`checkboxControl` in
 * parts.ts): the README example and every single-select prompt never need it.
 */
export function CheckboxControl({ checked, onCheckedChange, ...props }: CheckboxControlProps): ReactNode {
  return (
    <Checkbox.unstable_Provider checked={checked} onCheckedChange={onCheckedChange}>
      <Checkbox.unstable_Trigger {...props} />
    </Checkbox.unstable_Provider>
  );
}
