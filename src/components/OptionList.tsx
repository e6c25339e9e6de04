import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import {
  forwardRef,
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import type { AskUserOption, AskUserQuestion, Messages, QuestionDraft } from '../core';
import { splitRecommended } from '../core/request/recommended';
import { useQuestionStoreContext } from '../react/context';
import { shallowArrayEqual, useQuestionStore } from '../react/use-question-store';
import type { CheckboxControlProps } from './CheckboxControl';
import { activeElement, focusIsLost } from './focus';
import { checkboxControl } from './parts';
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
export const OTHER_VALUE = '\u0000other';

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

// Radix's `RadioGroup.Item` and `Checkbox.Root` render a hidden <input> for native form submission
// until they learn, from their own element, that they sit in no <form>: on mount each control renders
// the input, then removes it in a second render. The dock submits through its store, never a form,
// so it composes Radix's own provider and trigger: the same parts less that input (and less its
// code). Radix exports them as `unstable_`, so package.json pins Radix exactly and the build bundles
// it (vite.lib.config.ts): what ships is the version the typecheck and the tests ran against.
type RadioProps = ComponentPropsWithoutRef<typeof RadioGroup.Item>;

function Radio({ value, ...props }: RadioProps): ReactNode {
  return (
    <RadioGroup.unstable_ItemProvider value={value}>
      <RadioGroup.unstable_ItemTrigger {...props} />
    </RadioGroup.unstable_ItemProvider>
  );
}

const otherOn = (d: QuestionDraft | undefined): boolean => !!d && (d.otherChosen ?? d.other.trim() !== '');

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
  const other = useQuestionStore(store, (s) => otherOn(s.drafts[question.id]));
  const busy = useQuestionStore(store, (s) => s.status === 'submitting');
  // Ids derived from it take a separator: Preact's `P0-1` + `0` would be `P0-10`, a later `useId`.
  const base = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // The same element each render: a pick re-renders the list, not the field (it has its own slice).
  const otherField = useMemo(() => <OtherField question={question} ref={field} />, [question]);
  const disabled = busy ? '' : undefined;
  const loaded = checkboxControl.useLoaded(!!question.multiSelect);
  // A press on a stand-in (pointer or key) holds the checkbox back until it is over: swapped between
  // pointer down and up, or between Space's keydown and keyup, the stand-in would take its click along.
  const [pressing, setPressing] = useState(false);
  const Checkbox = pressing ? undefined : loaded;
  const press = (): void => {
    setPressing(true);
    // After the click the press makes (dispatched in the task of its pointerup or keyup).
    const release = (): void => void setTimeout(() => setPressing(false));
    for (const type of ['pointerup', 'keyup']) addEventListener(type, release, { once: true, capture: true });
  };
  // The row whose stand-in has focus as the checkboxes replace it: its checkbox takes focus back (the
  // stand-in leaves the document with it). Read as the stand-in leaves (React detaches its ref first),
  // so focus put there before the page hydrated counts, and focus the person has put elsewhere stays.
  const standInRow = useRef<Element | null>(null);
  useEffect(() => {
    const row = standInRow.current;
    standInRow.current = null;
    if (row?.isConnected && focusIsLost())
      row.querySelector<HTMLElement>('[role="checkbox"]')?.focus({ preventScroll: true });
  });
  // What a multi-select row shows while Radix's checkbox downloads (`checkboxControl` in parts.ts), or
  // when its download failed: a checkbox button of the same markup and look, labelled by the row's
  // `<label>`, ticked by a click, Space or a digit. The checkbox replaces it as it arrives.
  const checkbox = ({ checked, onCheckedChange, ...props }: CheckboxControlProps): ReactNode => {
    let button: HTMLButtonElement | null = null;
    return Checkbox ? (
      <Checkbox {...props} checked={checked} onCheckedChange={onCheckedChange} />
    ) : (
      <button
        {...props}
        type="button"
        role="checkbox"
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        onClick={onCheckedChange}
        onPointerDown={press}
        onKeyDown={press}
        // Each render detaches every stand-in's ref, then attaches them again (which forgets the row).
        ref={(el) => {
          if (el) standInRow.current = null;
          else if (button && button === activeElement()) standInRow.current = button.parentElement;
          button = el;
        }}
      />
    );
  };

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
      'aria-keyshortcuts': String(i + 1),
    };
    return (
      // `data-key`: the digit that picks the row, drawn as a key cap by the stylesheet (the control
      // carries it as `aria-keyshortcuts`); generated content, so no element and no text to read twice.
      <div key={option.label} className="qd-option" data-state={state} data-disabled={disabled} data-key={i + 1}>
        {question.multiSelect ? (
          checkbox({ ...control, checked, onCheckedChange: () => store.toggle(question.id, option.label) })
        ) : (
          <Radio {...control} value={option.label} />
        )}
        <OptionText option={option} id={id} messages={messages} />
      </div>
    );
  });
  if (withOther) {
    const id = `${base}-o`;
    const n = question.options.length + 1;
    const control = { id, className: 'qd-control', 'aria-keyshortcuts': String(n), 'data-other': '' };
    items.push(
      <div
        key={OTHER_VALUE}
        className="qd-option qd-option-other"
        data-state={other ? 'checked' : 'unchecked'}
        data-disabled={disabled}
        data-other=""
        data-key={n}
        // A click on the Other row means "I want to type": once it is chosen, its field takes focus.
        // (Keyboard choices keep focus on the control, so arrow keys keep moving through the list.)
        onClick={(event) => {
          if (event.detail === 0 || (event.target as HTMLElement).closest('.qd-other')) return;
          requestAnimationFrame(() => {
            if (otherOn(store.getState().drafts[question.id])) field.current?.focus({ preventScroll: true });
          });
        }}
      >
        {question.multiSelect ? (
          checkbox({ ...control, checked: other, onCheckedChange: () => store.chooseOther(question.id) })
        ) : (
          <Radio {...control} value={OTHER_VALUE} />
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
      value={selected[0] ?? (withOther && other ? OTHER_VALUE : '')}
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
