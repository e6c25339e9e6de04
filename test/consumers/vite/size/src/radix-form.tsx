import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';

// What an app that already uses Radix renders: a radio group and a checkbox of its own.
export function RadixForm() {
  return (
    <form>
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
    </form>
  );
}
