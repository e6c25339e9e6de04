/**
 * A question's draft, the person's work in progress: how each of the store's edits changes it, which
 * edits a request takes, and which saved drafts the edits could have made. Pure functions of the
 * draft: the store checks the argument types and the prompt, then applies these.
 */
import { isObject, ownField } from '../request/guards';
import type { AskUserQuestion, AskUserRequest } from '../request/types';
import { ownAnswerChosen, ownAnswerField, ownAnswerText } from './own-answer';
import type { QuestionDraft } from './types';

/** The draft of a question nobody has touched. */
export const EMPTY: QuestionDraft = /* @__PURE__ */ Object.freeze({
  selected: /* @__PURE__ */ Object.freeze([]) as readonly string[],
  other: '',
});

/** True when a draft holds a real answer: a pick, or own text that is chosen and not blank. */
export function isAnswered(draft: QuestionDraft | undefined): boolean {
  return draft !== undefined && (draft.selected.length > 0 || ownAnswerText(draft) !== '');
}

/**
 * True when a question is done: answered, or skipped (where the request allows it). Submit waits
 * for every question to be done.
 */
export function isDone(draft: QuestionDraft | undefined): boolean {
  return isAnswered(draft) || draft?.skipped === true;
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

/** The note typed so far; an emptied note is none. Skipping and answering leave it as it is. */
export function writeNote(_q: AskUserQuestion, { note, ...d }: QuestionDraft, text: string): QuestionDraft {
  return text ? { ...d, note: text } : d;
}

/**
 * Skipping a question: it holds no answer (the picks go, Other's text is kept but not chosen, as a
 * multi-select's unchecked Other is), so it sends `[]`. Picking or typing an answer takes it back.
 */
export function skipDraft(_q: AskUserQuestion, d: QuestionDraft): QuestionDraft {
  return { ...d, selected: [], otherChosen: false, skipped: true };
}

/** One of the edits above: how it changes a question's draft, given the text it takes (a label, or own text). */
export type DraftChange = (question: AskUserQuestion, draft: QuestionDraft, text: string) => QuestionDraft;

/**
 * What an edit takes: an option's `label`, the person's `own` answer (typed, or the Other row), a
 * `note`, or a `skip`.
 */
export type EditKind = 'label' | 'own' | 'note' | 'skip';

/**
 * Why an edit was refused: the request has no such question, or the question takes no such answer
 * (`detail`: the label, `Other`, or `note` on a secret question, `skip` on a question not `skippable`).
 */
export type EditRefusal =
  | { readonly code: 'unknown_question'; readonly questionId: string }
  | { readonly code: 'unknown_option'; readonly questionId: string; readonly detail: string };

/**
 * `drafts` with `change` made to the draft of `questionId`, when the request has that question and
 * it takes the edit (`kind`; `text` is the label, the typed text or the note); else the refusal. An
 * answer picked or typed takes a skip back; a note never goes to a secret question (kept where its
 * answer is not), a skip only to a `skippable` one.
 */
export function editDrafts(
  request: AskUserRequest,
  drafts: Readonly<Record<string, QuestionDraft>>,
  questionId: string,
  kind: EditKind,
  text: string,
  change: DraftChange,
): { readonly drafts: Readonly<Record<string, QuestionDraft>> } | { readonly refusal: EditRefusal } {
  const q = request.questions.find((item) => item.id === questionId);
  if (!q) return { refusal: { code: 'unknown_question', questionId } };
  const takes =
    kind === 'label'
      ? q.options.some((o) => o.label === text)
      : kind === 'own'
        ? ownAnswerField(q) !== undefined
        : kind === 'note'
          ? !q.secret
          : q.skippable === true;
  if (!takes)
    return {
      refusal: {
        code: 'unknown_option',
        questionId: q.id,
        detail: kind === 'own' ? 'Other' : kind === 'label' ? text : kind,
      },
    };
  const d = drafts[q.id] ?? EMPTY;
  // An answer's edits see the answer alone: a pick or typed text takes a skip back and keeps the note.
  const { note, skipped, ...answer } = d;
  const edited =
    kind === 'label' || kind === 'own' ? { ...change(q, answer, text), ...(note && { note }) } : change(q, d, text);
  return { drafts: { ...drafts, [q.id]: edited } };
}

/**
 * A draft from elsewhere (storage) read against its question, when the store itself could have
 * produced it: only the question's labels, each once; single-select holds one pick or Other (its
 * text, or the row chosen), never both (a pick clears Other and Other clears the pick); no Other
 * text where the question takes only its options; a note only as a non-empty string and never on a
 * secret question; a skip only on a `skippable` question, and with no answer. `undefined` when it does not fit.
 */
export function readDraft(question: AskUserQuestion, value: unknown): QuestionDraft | undefined {
  if (!isObject(value)) return undefined;
  const answer = readAnswerDraft(question, value);
  const note = ownField(value, 'note');
  const skipped = ownField(value, 'skipped');
  if (!answer || (note !== undefined && (typeof note !== 'string' || note === '' || question.secret))) return undefined;
  const noted = note === undefined ? answer : { ...answer, note };
  if (skipped === undefined) return noted;
  if (skipped !== true || !question.skippable || isAnswered(answer)) return undefined;
  return { ...noted, skipped };
}

function readAnswerDraft(question: AskUserQuestion, value: Record<string, unknown>): QuestionDraft | undefined {
  const selected = ownField(value, 'selected');
  const other = ownField(value, 'other');
  if (typeof other !== 'string' || !Array.isArray(selected)) return undefined;
  const labels: string[] = [];
  for (const item of selected as unknown[]) {
    if (typeof item !== 'string' || !question.options.some((o) => o.label === item)) return undefined;
    if (labels.includes(item)) return undefined;
    labels.push(item);
  }
  if (!question.multiSelect && (labels.length > 1 || (labels.length === 1 && other !== ''))) return undefined;
  // The Other row chosen or unchecked explicitly (absent: its text decides); never beside a single pick.
  const otherChosen = ownField(value, 'otherChosen');
  // No Other where the question takes only its options: the store never writes one.
  if (ownAnswerField(question) === undefined && (other !== '' || otherChosen === true)) return undefined;
  if (otherChosen === undefined) return { selected: labels, other };
  if (typeof otherChosen !== 'boolean') return undefined;
  if (!question.multiSelect && otherChosen && labels.length > 0) return undefined;
  return { selected: labels, other, otherChosen };
}
