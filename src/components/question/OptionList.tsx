import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import {
  forwardRef,
  memo,
  useId,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import type { AskUserOption, AskUserQuestion, Messages } from '../../core';
import { ownAnswerChosen, ownAnswerField, splitRecommended } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { shallowArrayEqual, useQuestionStore } from '../../react/use-question-store';
import { keyOf, ownAnswerDigit } from '../behaviour/digits';
import { OtherField } from './OtherField';

/** Props of {@link OptionList}. */
export interface OptionListProps extends Omit<ComponentPropsWithRef<'div'>, 'dir' | 'defaultValue'> {
  /** The question whose options to show (from `state.request.questions`). */
  readonly question: AskUserQuestion;
  /**
   * Add "Other" as the last row (a radio or checkbox with its digit), whose text field shows
   * inline when chosen, focused or typed into; `false` if you render `OtherField` yourself.
   * @default true
   */
  readonly withOther?: boolean | undefined;
}

const EMPTY: readonly string[] = [];
/** The radio value of the Other row: no label can be this (labels are trimmed, this starts with NUL). */
const OTHER_VALUE = '\u0000other';

/**
 * The label without " (Recommended)", plus the badge; the value sent stays the full label. Placed by
 * the row's grid (no wrapper element). Memoized: a pick changes the controls' state, not the rows' text.
 */
const OptionText = /* @__PURE__ */ memo(function OptionText({
  option,
  id,
  messages,
}: {
  option: AskUserOption;
  id: string;
  messages: Messages;
}): ReactNode {
  const [text, recommended] = splitRecommended(option.label);
  return (
    <>
      <label htmlFor={id} className="qd-option-label">
        {text}
        {recommended && ' '}
        {recommended && <span className="qd-badge">{messages.recommended}</span>}
      </label>
      {option.description && (
        <span id={`${id}-d`} className="qd-option-description">
          {option.description}
        </span>
      )}
    </>
  );
});

/** What a multi-select row's checkbox takes: a button's props, checked or not. */
type CheckboxProps = Omit<ComponentPropsWithoutRef<'button'>, 'onChange'> & {
  readonly checked: boolean;
  readonly onCheckedChange: () => void;
};

/**
 * The options of one question as full-width cards, each with its digit: a Radix radio group for
 * single-select, Radix checkboxes in a `role="group"` for multi-select, and "Other" as the last
 * row (digit N+1) with its text field inline. Label it with `aria-labelledby` (the dock uses the
 * question text). Each card has `data-state="checked|unchecked"`; the Other card `data-other`.
 * @example
 * <OptionList question={state.request.questions[0]} aria-labelledby="q-text" />
 */
export const OptionList = /* @__PURE__ */ forwardRef<HTMLDivElement, OptionListProps>(function OptionList(
  { question, withOther = true, className, ...props },
  ref,
) {
  const { store, messages } = useQuestionStoreContext('OptionList');
  const selected = useQuestionStore(store, (s) => s.drafts[question.id]?.selected ?? EMPTY, shallowArrayEqual);
  const other = useQuestionStore(store, (s) => ownAnswerChosen(s.drafts[question.id]));
  const busy = useQuestionStore(store, (s) => s.status === 'submitting');
  // Ids derived from it take a separator: Preact's `P0-1` + `0` would be `P0-10`, a later `useId`.
  const base = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // The same element each render: a pick re-renders the list, not the field (it has its own slice).
  const otherField = useMemo(() => <OtherField question={question} ref={field} />, [question]);
  const disabled = busy ? '' : undefined;
  const otherDigit = withOther && ownAnswerField(question) === 'other' ? ownAnswerDigit(question) : 0;
  const checkbox = (props: CheckboxProps): ReactNode => <Checkbox.Root {...props} />;

  // The dot and the tick are drawn by the stylesheet from the control's `data-state`: Radix's
  // Indicator would mount a Presence that reads computed styles on every toggle.
  const items = question.options.map((option, i) => {
    const id = `${base}-${i}`;
    const checked = selected.includes(option.label);
    const state = checked ? 'checked' : 'unchecked';
    const control = {
      id,
      className: 'qd-control',
      'aria-describedby': option.description ? `${id}-d` : undefined,
      'aria-keyshortcuts': keyOf(i + 1),
    };
    return (
      // `data-key`: the digit that picks the row, drawn as a key cap by the stylesheet (the control
      // carries it as `aria-keyshortcuts`); generated content, so no element and no text to read twice.
      // Empty past the last digit: the row keeps the layout the attribute gives, with no cap.
      <div
        key={option.label}
        className="qd-option"
        data-state={state}
        data-disabled={disabled}
        data-key={keyOf(i + 1) ?? ''}
      >
        {question.multiSelect ? (
          checkbox({ ...control, checked, onCheckedChange: () => store.toggle(question.id, option.label) })
        ) : (
          <RadioGroup.Item {...control} value={option.label} />
        )}
        <OptionText option={option} id={id} messages={messages} />
      </div>
    );
  });
  if (otherDigit) {
    const id = `${base}-o`;
    const control = { id, className: 'qd-control', 'aria-keyshortcuts': keyOf(otherDigit), 'data-other': '' };
    items.push(
      <div
        key={OTHER_VALUE}
        className="qd-option qd-option-other"
        data-state={other ? 'checked' : 'unchecked'}
        data-disabled={disabled}
        data-other=""
        data-key={keyOf(otherDigit) ?? ''}
        // A click on the Other row means "I want to type": once it is chosen, its field takes focus.
        // (Keyboard choices keep focus on the control, so arrow keys keep moving through the list.)
        onClick={(event) => {
          if (event.detail === 0 || (event.target as HTMLElement).closest('.qd-other')) return;
          requestAnimationFrame(() => {
            if (ownAnswerChosen(store.getState().drafts[question.id])) field.current?.focus({ preventScroll: true });
          });
        }}
      >
        {question.multiSelect ? (
          checkbox({ ...control, checked: other, onCheckedChange: () => store.chooseOther(question.id) })
        ) : (
          <RadioGroup.Item {...control} value={OTHER_VALUE} />
        )}
        <label htmlFor={id} className="qd-option-label">
          {messages.other}
        </label>
        {otherField}
      </div>,
    );
  }
  const classes = clsx('qd-options', className);
  return question.multiSelect ? (
    <div role="group" className={classes} ref={ref} {...props}>
      {items}
    </div>
  ) : (
    <RadioGroup.Root
      className={classes}
      value={selected[0] ?? (otherDigit && other ? OTHER_VALUE : '')}
      onValueChange={(value) => {
        if (value === OTHER_VALUE) store.chooseOther(question.id);
        else store.select(question.id, value);
      }}
      orientation="vertical"
      ref={ref}
      {...props}
    >
      {items}
    </RadioGroup.Root>
  );
});
