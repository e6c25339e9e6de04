import * as Checkbox from '@radix-ui/react-checkbox';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** Props of {@link CheckboxControl}: Radix's checkbox trigger, checked or not. @internal */
export type CheckboxControlProps = ComponentPropsWithoutRef<typeof Checkbox.Root> & { readonly checked: boolean };

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
