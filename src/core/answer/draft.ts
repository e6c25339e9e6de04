/**
 * A question's draft, the person's work in progress, and how each of the store's edits changes it.
 * Pure functions of the draft: the store checks the arguments and the prompt, then applies these.
 */
import { ownAnswerChosen, ownAnswerText } from './own-answer';
import type { AskUserQuestion, AskUserRequest } from '../request/types';

/** The person's work in progress on one question. Never discarded by collapse, Back, Next or remount. */
export interface QuestionDraft {
  /** Picked option labels, in the order they were picked. */
  readonly selected: readonly string[];
  /** Raw text of the "Other" field (trimmed only when the result is built). */
  readonly other: string;
  /**
   * The "Other" row is chosen (`true`) or was unchecked (`false`, multi-select: its text is kept but
   * not sent). Absent in older drafts: then non-blank text counts as chosen.
   */
  readonly otherChosen?: boolean;
}

/** The draft of a question nobody has touched. */
export const EMPTY: QuestionDraft = /* @__PURE__ */ Object.freeze({
  selected: /* @__PURE__ */ Object.freeze([]) as readonly string[],
  other: '',
});

/** True when a draft holds a real answer: a pick, or own text that is chosen and not blank. */
export function isAnswered(draft: QuestionDraft | undefined): boolean {
  return draft !== undefined && (draft.selected.length > 0 || ownAnswerText(draft) !== '');
}

/** A draft whose Other row is `on`; `otherChosen` only where the text alone would say otherwise. */
function withOther(selected: readonly string[], other: string, on: boolean): QuestionDraft {
  const draft = { selected, other };
  return ownAnswerChosen(draft) === on ? draft : { selected, other, otherChosen: on };
}

/** Single-select: the pick replaces Other text. Multi-select: added once, in picking order. */
export function selectLabel(q: AskUserQuestion, d: QuestionDraft, label: string): QuestionDraft {
  if (!q.multiSelect) return { selected: [label], other: '' };
  if (d.selected.includes(label)) return d;
  return { ...d, selected: [...d.selected, label] };
}

/** Multi-select: add or remove. Single-select: pick, or clear when already picked. */
export function toggleLabel(q: AskUserQuestion, d: QuestionDraft, label: string): QuestionDraft {
  const has = d.selected.includes(label);
  if (q.multiSelect) {
    const selected = has ? d.selected.filter((s) => s !== label) : [...d.selected, label];
    return { ...d, selected };
  }
  if (has) return { ...d, selected: [] };
  return { selected: [label], other: '' };
}

/**
 * Typing is choosing the Other row; clearing the field leaves the choice as it was. Single-select:
 * typed text replaces the pick, as a radio group would; clearing the field does not.
 */
export function typeOther(q: AskUserQuestion, d: QuestionDraft, text: string): QuestionDraft {
  const selected = !q.multiSelect && text !== '' ? [] : d.selected;
  return withOther(selected, text, text !== '' || ownAnswerChosen(d));
}

/**
 * The Other row as a choice. Single-select: an explicit, exclusive choice (the pick goes, the text
 * stays). Multi-select: checked or unchecked (unchecked text is kept, not sent).
 */
export function chooseOther(q: AskUserQuestion, d: QuestionDraft): QuestionDraft {
  if (!q.multiSelect) return withOther([], d.other, true);
  return withOther(d.selected, d.other, !ownAnswerChosen(d));
}

/** The ids of a request's secret questions, whose answers reach the transport and nothing else. */
export function secretIdsOf(request: AskUserRequest): ReadonlySet<string> {
  return new Set(request.questions.filter((q) => q.secret !== undefined).map((q) => q.id));
}

/** The drafts with those of secret questions (`secretIds`) emptied: what may be kept, saved or shared. */
export function withoutSecretDrafts(
  drafts: Readonly<Record<string, QuestionDraft>>,
  secretIds: ReadonlySet<string>,
): Readonly<Record<string, QuestionDraft>> {
  if (secretIds.size === 0) return drafts;
  return Object.fromEntries(Object.entries(drafts).map(([id, d]) => [id, secretIds.has(id) ? EMPTY : d]));
}
