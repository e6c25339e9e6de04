import { createContext, useContext, type ComponentType } from 'react';
import type { AskUserQuestion } from '../../core';

/**
 * Pieces of the dock that only some hosts' questions use, given by the entry that needs them (e.g.
 * `question-dock/claude-agent-sdk`), so a dock without them carries none of their code.
 */
export interface DockParts {
  /** Shown after a question's options: the focused or picked option's `preview` (it decides when it has one to show). */
  readonly OptionPreview?: ComponentType<{ readonly question: AskUserQuestion }> | undefined;
  /** Shown under a question's options: the person's note on their answer. */
  readonly AnswerNote?: ComponentType<{ readonly question: AskUserQuestion }> | undefined;
  /** Shown beside the note: "Skip question", on a `skippable` question. */
  readonly SkipQuestion?: ComponentType<{ readonly question: AskUserQuestion }> | undefined;
  /**
   * Shown in place of a free-text question's field: a typed input (a form's email, date, number…). It says
   * what the store's check refused in its answer (`invalid_answer`) itself, at the field: the panel does not.
   */
  readonly AnswerInput?: ComponentType<{ readonly question: AskUserQuestion }> | undefined;
  /** Shown under the panel's header: what the request says about itself (who asks, and why). */
  readonly PromptIntro?: ComponentType | undefined;
}

/** Behaviour switches of `QuestionDock` that its parts read. @internal */
export interface DockOptions {
  /** Show the one-line keyboard hint under the options. */
  readonly shortcutHint: boolean;
  /** Docked single-select: a digit pick also shows the next question (never the review, never a send). */
  readonly advanceOnPick: boolean;
  /** Prompts of 2-3 questions end on a review step before Submit. */
  readonly review: boolean;
  /** The host's own pieces, if any. */
  readonly parts?: DockParts | undefined;
}

/**
 * Defaults. A digit moves on by itself (one key per answer): safe because it stops at the last
 * question and Enter does nothing on a question with no answer, so "digit, then Enter" does not
 * pass over the question the digit brought up.
 */
export const DOCK_DEFAULTS: DockOptions = { shortcutHint: true, advanceOnPick: true, review: true };

const DockOptionsContext = /* @__PURE__ */ createContext<DockOptions>(DOCK_DEFAULTS);

/** Provider of {@link DockOptions}. @internal */
export const DockOptionsProvider = DockOptionsContext.Provider;

/** The dock's behaviour switches (defaults outside a dock). @internal */
export const useDockOptions = (): DockOptions => useContext(DockOptionsContext);

/** The review step applies: enabled, docked, and 2 or more questions. */
export const hasReview = (options: DockOptions, questions: number, stacked: boolean | undefined): boolean =>
  options.review && !stacked && questions > 1;
