import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import { forwardRef, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { AskUserOption, AskUserQuestion, Messages } from '../core';
import { useQuestionStoreContext } from '../react/context';
import { shallowArrayEqual, useQuestionStore } from '../react/use-question-store';

/** Props of {@link OptionList}. */
export interface OptionListProps extends Omit<ComponentPropsWithRef<'div'>, 'dir' | 'defaultValue'> {
  /** The question whose options to show (from `state.request.questions`). */
  readonly question: AskUserQuestion;
}

const SUFFIX = ' (Recommended)';
const EMPTY: readonly string[] = [];

/** The label without " (Recommended)", plus the badge; the value sent stays the full label. */
function OptionText({ option, id, messages }: { option: AskUserOption; id: string; messages: Messages }): ReactNode {
  const recommended = option.label.endsWith(SUFFIX);
  return (
    <span className="qd-option-text">
      <label htmlFor={id} className="qd-option-label" dir="auto">
        {recommended ? option.label.slice(0, -SUFFIX.length) : option.label}
        {recommended && ' '}
        {recommended && <span className="qd-badge">{messages.recommended}</span>}
      </label>
      {option.description && (
        <span id={`${id}-d`} className="qd-option-description" dir="auto">
          {option.description}
        </span>
      )}
    </span>
  );
}

/**
 * The options of one question as full-width cards: a Radix radio group for single-select, Radix
 * checkboxes in a `role="group"` for multi-select. Label it with `aria-labelledby` (the dock uses
 * the question text). Each card has `data-state="checked|unchecked"`.
 * @example
 * <OptionList question={state.request.questions[0]} aria-labelledby="q-text" />
 */
export const OptionList = forwardRef<HTMLDivElement, OptionListProps>(function OptionList(
  { question, className, ...props },
  ref,
) {
  const { store, messages } = useQuestionStoreContext('OptionList');
  const selected = useQuestionStore(store, (s) => s.drafts[question.id]?.selected ?? EMPTY, shallowArrayEqual);
  const base = useId();
  // Indicators stay mounted (forceMount) and the stylesheet hides the unchecked ones by
  // data-state: an unmounting indicator would make Radix Presence read computed styles per toggle.
  const items = question.options.map((option, i) => {
    const id = `${base}${i}`;
    const checked = selected.includes(option.label);
    const state = checked ? 'checked' : 'unchecked';
    const control = {
      id,
      className: 'qd-control',
      'aria-describedby': option.description ? `${id}-d` : undefined,
    };
    return (
      <div key={option.label} className="qd-option" data-state={state}>
        {question.multiSelect ? (
          <Checkbox.Root {...control} checked={checked} onCheckedChange={() => store.toggle(question.id, option.label)}>
            <Checkbox.Indicator className="qd-indicator" forceMount />
          </Checkbox.Root>
        ) : (
          <RadioGroup.Item {...control} value={option.label}>
            <RadioGroup.Indicator className="qd-indicator" forceMount />
          </RadioGroup.Item>
        )}
        <OptionText option={option} id={id} messages={messages} />
      </div>
    );
  });
  const classes = clsx('qd-options', className);
  return question.multiSelect ? (
    <div role="group" className={classes} ref={ref} {...props}>
      {items}
    </div>
  ) : (
    <RadioGroup.Root
      className={classes}
      value={selected[0] ?? ''}
      onValueChange={(label) => store.select(question.id, label)}
      orientation="vertical"
      ref={ref}
      {...props}
    >
      {items}
    </RadioGroup.Root>
  );
});
