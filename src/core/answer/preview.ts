/**
 * The preview of a single-select question's pick: what the person saw when they chose, which Claude's
 * `AskUserQuestion` takes back as `annotations[question].preview`.
 */
import type { AskUserOption, AskUserQuestion } from '../request/types';
import type { QuestionDraft } from './types';

/** A single-select question's picked option, or `undefined` (multi-select, no pick, or own text). */
export function pickedOption(question: AskUserQuestion, draft: QuestionDraft | undefined): AskUserOption | undefined {
  const label = question.multiSelect ? undefined : draft?.selected[0];
  return label === undefined ? undefined : question.options.find((option) => option.label === label);
}

/**
 * The picked option's preview, for `annotations[question].preview`: a single-select question whose
 * pick carries one; else `undefined`.
 * @example
 * const preview = pickedPreview(question, state.drafts[question.id]);
 * if (preview !== undefined) annotations[question.question] = { preview };
 */
export function pickedPreview(question: AskUserQuestion, draft: QuestionDraft | undefined): string | undefined {
  return pickedOption(question, draft)?.preview;
}
