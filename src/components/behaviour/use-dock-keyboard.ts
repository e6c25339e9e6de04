import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import type { QuestionStore } from '../../core';
import { isAnswered, ownAnswerChosen, ownAnswerField } from '../../core/internal';
import { DOCK_DEFAULTS, hasReview, type DockOptions } from '../dock/dock-options';
import { digitOf, pickByDigit } from './digits';
import { activeElement, focusAfterLayout, focusQuestion } from './focus';

const isTextField = (el: HTMLElement): boolean =>
  el.isContentEditable ||
  el.tagName === 'TEXTAREA' ||
  el.tagName === 'SELECT' ||
  (el.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset)$/.test((el as HTMLInputElement).type));

/** Buttons, links and summaries keep their own Enter; radios and checkboxes (Radix buttons) do not. */
const ownsEnter = (el: HTMLElement): boolean =>
  !!el.closest('button:not([role="radio"]):not([role="checkbox"]),a[href],summary');

/** A key the dock never takes: one an IME is composing, or one with Ctrl, Alt or Meta. */
export const notOurs = (event: KeyboardEvent<HTMLElement>): boolean =>
  event.nativeEvent.isComposing || event.keyCode === 229 || event.ctrlKey || event.altKey || event.metaKey;

/** Focuses the Other field of `scope` (after the render that may have just revealed it). */
function focusOther(scope: HTMLElement | null | undefined): void {
  scope?.querySelector<HTMLElement>('.qd-other-input')?.focus({ preventScroll: true });
}

/**
 * Keyboard shortcuts of the question panel: 1..N picks option N, N+1
 * chooses Other and focuses its field (typing on the focused Other row does too), Enter goes to
 * the next question (the next card in the stacked layout), to the review step (2-3 questions)
 * or submits, Escape collapses (never skips). On the review step, 1..N reopens question N and
 * Enter submits. With `advanceOnPick`, a digit pick on a docked single-select question also shows
 * the next question; never the review step and never a send, so the last question (and one reopened
 * from the review) stays put. Docked, Enter on a question with no answer does nothing: the
 * "digit, then Enter" habit lands on the next question and stops there instead of passing over it.
 * Keys act on the card holding focus, else on the current step. Nothing fires while an IME composes
 * (Thai, Japanese, Chinese input), with Ctrl/Alt/Meta, and digits typed into a text field stay text.
 * Returns the panel's `onKeyDown`.
 * @example
 * const onKeyDown = useDockKeyboard(store, panelRef);
 * return <section ref={panelRef} onKeyDown={onKeyDown}>...</section>;
 */
export function useDockKeyboard(
  store: QuestionStore,
  panel: RefObject<HTMLElement | null>,
  options: DockOptions = DOCK_DEFAULTS,
) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (notOurs(event)) return;
      const state = store.getState();
      const { questions } = state.request;
      const target = event.target as HTMLElement;
      const root = panel.current;
      const stacked = root?.dataset['layout'] === 'stacked';
      const review = hasReview(options, questions.length, stacked);
      if (state.resolution) return;
      if (state.reviewing && !stacked) {
        const n = digitOf(event);
        if (event.key === 'Escape') {
          event.preventDefault();
          store.collapse();
        } else if (event.key === 'Enter' && !event.shiftKey && !ownsEnter(target)) {
          event.preventDefault();
          void store.submit();
        } else if (n && n <= questions.length && !isTextField(target)) {
          event.preventDefault();
          store.goTo(n - 1);
        }
        return;
      }
      const cardOf = (id: string | undefined) => root?.querySelector<HTMLElement>(`[data-question="${id}"]`);
      // The question a key acts on: the card holding focus (stacked layout), else the current step.
      const card = target.closest<HTMLElement>('[data-question]') ?? cardOf(questions[state.step]?.id);
      const index = card ? questions.findIndex((q) => q.id === card.dataset['question']) : state.step;
      const question = questions[index];
      if (!question) return;
      // The docked step after this one is a question (not the review, nor a send).
      const toQuestion = !!questions[index + 1] && !state.reviewed;
      // Moves on from the current docked step: the next question, else the review, else Submit.
      const onward = (): void => {
        if (toQuestion) store.next();
        else if (review) store.review();
        else void store.submit();
      };
      if (event.key === 'Escape') {
        event.preventDefault();
        store.collapse();
      } else if (event.key === 'Enter') {
        // Shift+Enter is a newline in the Other field.
        if (event.shiftKey || ownsEnter(target)) return;
        event.preventDefault();
        const following = questions[index + 1];
        if (stacked && following) focusQuestion(cardOf(following.id) ?? null, true);
        else if (stacked) void store.submit();
        else if (isAnswered(state.drafts[question.id])) onward();
      } else if (digitOf(event) && !isTextField(target)) {
        const n = digitOf(event);
        const scope = card ?? root;
        const picked = pickByDigit(store, question, n);
        // The digit must not land anywhere else (the Other field that now has focus, the composer).
        if (picked) event.preventDefault();
        if (picked === 'option') {
          // Onward to a question only: a digit that also opened the review (or sent) would let the
          // Enter that habitually follows it send answers the person has not looked over.
          if (options.advanceOnPick && !question.multiSelect && !stacked && toQuestion) return void store.next();
          // Focus follows the pick once the frame is laid out (no style or layout computed inside
          // the key press); the option is on screen, so no scroll either.
          const target = scope?.querySelectorAll<HTMLElement>('[role="radio"],[role="checkbox"]')[n - 1];
          if (target && target !== activeElement())
            focusAfterLayout(() => {
              if (target.isConnected) target.focus({ preventScroll: true });
            });
        } else if (picked === 'other') focusOther(scope);
      } else if (
        target.dataset['other'] !== undefined &&
        event.key.length === 1 &&
        event.key !== ' ' &&
        ownAnswerField(question) === 'other'
      ) {
        // Typing on the Other row: choose it and move into its field, where this key lands.
        if (!question.multiSelect || !ownAnswerChosen(store.getState().drafts[question.id]))
          store.chooseOther(question.id);
        focusOther(target.closest('.qd-option'));
      }
    },
    [store, panel, options],
  );
}
