import { createContext, useContext } from 'react';

/** Behaviour switches of `QuestionDock` that its parts read. @internal */
export interface DockOptions {
  /** Show the one-line keyboard hint under the options. */
  readonly shortcutHint: boolean;
  /** Single-select: a digit pick moves to the next question (or the review). */
  readonly advanceOnPick: boolean;
  /** Prompts of 2-3 questions end on a review step before Submit. */
  readonly review: boolean;
}

/**
 * Defaults. `advanceOnPick` is off: with it on, the documented "digit, then Enter" moves two
 * questions at once (the pick advances, Enter advances again over a question never seen), and a
 * second digit to correct a pick lands on the next question instead. The review step already
 * makes a digit-only run fast (one key per question, Enter at each step, everything checked at the end).
 */
export const DOCK_DEFAULTS: DockOptions = { shortcutHint: true, advanceOnPick: false, review: true };

const DockOptionsContext = /* @__PURE__ */ createContext<DockOptions>(DOCK_DEFAULTS);

/** Provider of {@link DockOptions}. @internal */
export const DockOptionsProvider = DockOptionsContext.Provider;

/** The dock's behaviour switches (defaults outside a dock). @internal */
export const useDockOptions = (): DockOptions => useContext(DockOptionsContext);

/** The review step applies: enabled, docked, and 2 or more questions. */
export const hasReview = (options: DockOptions, questions: number, stacked: boolean | undefined): boolean =>
  options.review && !stacked && questions > 1;
