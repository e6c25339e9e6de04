/**
 * The person's own answer: text they type instead of (or beside) the agent's options. Whether and
 * where a question takes it, whether it is chosen and what of it is sent: every layer asks these
 * functions, never the question's `allowOther`, `secret` or option count itself. (A secret's kept
 * answer, `stored`, is no option label; the result reader allows it for that reason, not this rule.)
 */
import { isBlank } from '../request/normalize-read';
import type { AskUserQuestion } from '../request/types';

/**
 * Where a question takes the person's own answer: `other`, the "Other" row after its options;
 * `text`, the text field that is the whole answer (no options); `secret`, the masked field of a
 * secret question; `undefined`, nowhere (`allowOther: false`: only the options answer).
 */
export type OwnAnswerField = 'other' | 'text' | 'secret' | undefined;

/** What these rules read of a question's draft (`QuestionDraft` in draft.ts). */
type OwnText = { readonly other: string; readonly otherChosen?: boolean };

/** The field in which `question` takes the person's own answer, if any (see {@link OwnAnswerField}). */
export function ownAnswerField(question: AskUserQuestion): OwnAnswerField {
  // Normalization keeps `allowOther: false` only beside options, so a question without options always takes text.
  if (question.allowOther === false) return undefined;
  if (question.secret) return 'secret';
  return question.options.length === 0 ? 'text' : 'other';
}

/**
 * The own answer is chosen: its row checked (single-select: instead of an option), or, in a draft
 * saved before the choice was kept (`otherChosen` absent), text with something visible in it.
 */
export function ownAnswerChosen(draft: OwnText | undefined): boolean {
  return draft !== undefined && (draft.otherChosen ?? !isBlank(draft.other));
}

/** The own answer as it is sent: the trimmed text when it is chosen and not blank, else `''`. */
export function ownAnswerText(draft: OwnText | undefined): string {
  if (!draft || !ownAnswerChosen(draft) || isBlank(draft.other)) return '';
  return draft.other.trim();
}
