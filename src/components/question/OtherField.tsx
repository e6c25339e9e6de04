import { clsx } from 'clsx';
import { forwardRef, useId, type ComponentPropsWithRef } from 'react';
import type { AskUserQuestion } from '../../core';
import { ownAnswerField } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';

/** Props of {@link OtherField}: a `textarea`'s props plus the question. */
export interface OtherFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue'> {
  /** The question whose own answer this is (from `state.request.questions`). */
  readonly question: AskUserQuestion;
}

/**
 * The free-text "Other" answer of a question, labelled "Your own answer for <header>"; nothing for
 * a question with `allowOther: false`, which takes only its options, nor for a secret one (its
 * answer is typed in the masked `SecretField`).
 * `OptionList` puts it inside its Other row; use it alone with `withOther={false}`. Typing chooses
 * the Other row; on single-select it clears the picked option (the store does it). Enter (in the
 * dock) advances, Shift+Enter is a newline. `data-state="filled|empty"`. For a free-text question
 * (no options) it is the whole answer, labelled "Your answer for <header>".
 * @example
 * <OtherField question={state.request.questions[0]} />
 */
export const OtherField = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, OtherFieldProps>(function OtherField(
  { question, className, onChange, ...props },
  ref,
) {
  const { store, messages } = useQuestionStoreContext('OtherField');
  const text = useQuestionStore(store, (s) => s.drafts[question.id]?.other ?? '');
  const id = useId();
  const field = ownAnswerField(question);
  // A question that takes only its options has no own answer to type; a secret's is masked (SecretField).
  if (field !== 'other' && field !== 'text') return null;
  // A free-text question's field is the answer itself, not "your own" beside options.
  const own = field === 'text';
  return (
    <div className={clsx('qd-other', className)} data-state={text.trim() ? 'filled' : 'empty'}>
      <label htmlFor={id} className="qd-other-label">
        {own ? messages.answerLabel(question.header) : messages.otherLabel(question.header)}
      </label>
      <textarea
        dir="auto"
        id={id}
        className="qd-other-input"
        rows={1}
        value={text}
        placeholder={own ? messages.answerPlaceholder : messages.otherPlaceholder}
        onChange={(event) => {
          onChange?.(event);
          store.setOther(question.id, event.target.value);
        }}
        ref={ref}
        {...props}
      />
    </div>
  );
});
