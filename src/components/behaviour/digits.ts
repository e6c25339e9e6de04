import type { KeyboardEvent } from 'react';
import type { AskUserQuestion, QuestionStore } from '../../core';
import { ownAnswerChosen, ownAnswerField } from '../../core/internal';

/** The digit keys: which digit a key means, which digit the person's own answer takes, and what a digit does. */

/**
 * The option number a key means: "1".."9", Thai digits "๑".."๙", or the number-row key itself on
 * layouts where it types something else unshifted (Thai Kedmanee "ๅ", French AZERTY "&").
 */
export function digitOf(event: KeyboardEvent<HTMLElement>): number {
  const { key, code } = event;
  if (/^[1-9]$/.test(key)) return Number(key);
  if (/^[๑-๙]$/.test(key)) return key.charCodeAt(0) - 0x0e50;
  return !event.shiftKey && /^Digit[1-9]$/.test(code) ? Number(code.slice(5)) : 0;
}

/** The last digit key ({@link digitOf} reads 1 to 9): a row past it has none. */
export const LAST_DIGIT = 9;

/**
 * The digit key of row `n` (from 1), as `aria-keyshortcuts` and the key cap read it; `undefined`
 * past {@link LAST_DIGIT} (a form's long list, or its review past the ninth field).
 */
export const keyOf = (n: number): string | undefined => (n >= 1 && n <= LAST_DIGIT ? String(n) : undefined);

/**
 * The digit of the person's own answer, the one after the options' (1 to n): it picks the Other row,
 * or focuses the field of a question answered in text or a secret. 0 where only the options answer,
 * as {@link digitOf} says 0 for a key that is no digit.
 */
export function ownAnswerDigit(question: AskUserQuestion): number {
  return ownAnswerField(question) ? question.options.length + 1 : 0;
}

/**
 * What digit `n` does to `question`: picks option n (toggles it in a multi-select) or, one past the
 * options, chooses Other (never unchecking it; a secret's field is only focused). Returns which, or
 * `undefined` when the digit means nothing here.
 */
export function pickByDigit(
  store: QuestionStore,
  question: AskUserQuestion,
  n: number,
): 'option' | 'other' | undefined {
  const option = question.options[n - 1];
  if (option) {
    if (question.multiSelect) store.toggle(question.id, option.label);
    else store.select(question.id, option.label);
    return 'option';
  }
  if (!n || n !== ownAnswerDigit(question)) return undefined;
  const field = ownAnswerField(question);
  const chosen = ownAnswerChosen(store.getState().drafts[question.id]);
  if (field !== 'secret' && (!question.multiSelect || !chosen)) store.chooseOther(question.id);
  return 'other';
}
