/**
 * How drafts become answers: what is sent for each question, and which questions still wait for
 * one. The store sends these, the summary shows them, a cancelled prompt keeps them as not sent.
 */
import { ownField } from '../request/guards';
import type { AskUserQuestion, AskUserRequest } from '../request/types';
import { EMPTY, isAnswered, isDone } from './draft';
import { ownAnswerText } from './own-answer';
import type { AnswerMap, QuestionDraft } from './types';

/**
 * What a draft sends: the picked labels in the order they were picked, then the trimmed own text
 * when it is chosen, not blank and not a repeat (case-insensitive) of a picked label. No draft: none.
 */
export function answersOf(draft: QuestionDraft | undefined): string[] {
  if (!draft) return [];
  const answers = [...new Set(draft.selected)];
  const other = ownAnswerText(draft);
  const lower = other.toLowerCase();
  // Typing an option's own label in Other must not send it twice.
  if (other !== '' && !answers.some((label) => label.toLowerCase() === lower)) answers.push(other);
  return answers;
}

/** The draft of `id` in `drafts`, read as an own property: ids such as "constructor" are valid. */
export function draftOf(drafts: Readonly<Record<string, QuestionDraft>>, id: string): QuestionDraft | undefined {
  return ownField(drafts, id) as QuestionDraft | undefined;
}

/**
 * The answers map for the agent, built from drafts ({@link answersOf} per question). A question
 * without a draft, or skipped, gets `[]`.
 *
 * @example
 * buildAnswers(request, { checks: { selected: ['Lint', 'Tests'], other: ' e2e ' } });
 * // { checks: ['Lint', 'Tests', 'e2e'] }
 */
export function buildAnswers(request: AskUserRequest, drafts: Readonly<Record<string, QuestionDraft>>): AnswerMap {
  // fromEntries defines own properties, so no id can reach a prototype.
  return Object.fromEntries(
    request.questions.map((question) => [question.id, answersOf(draftOf(drafts, question.id))]),
  );
}

/** A draft nobody has touched for every question of `request`. */
export function emptyDrafts(request: AskUserRequest): Readonly<Record<string, QuestionDraft>> {
  return Object.fromEntries(request.questions.map((q) => [q.id, EMPTY]));
}

/** Checks a question's answers before they are sent: what is wrong, in the person's words, or `undefined`. */
export type AnswerCheck = (question: AskUserQuestion, answers: readonly string[]) => string | undefined;

/**
 * `check`, made safe to call: one that throws is reported and lets the answer through (the person is
 * not held by a broken check; the receiver still checks what it gets).
 */
export function guardedCheck(check: AnswerCheck, report: (error: unknown) => void): AnswerCheck {
  return (question, answers) => {
    try {
      const words = check(question, answers);
      return typeof words === 'string' ? words : undefined;
    } catch (error) {
      report(error);
      return undefined;
    }
  };
}

/**
 * Where Submit must stop: the first question neither answered nor skipped (nor `optional`), else the first whose
 * answers `check` refuses (with its words); `undefined` when every one may be sent.
 */
export function firstProblem(
  request: AskUserRequest,
  drafts: Readonly<Record<string, QuestionDraft>>,
  check?: AnswerCheck,
): { readonly index: number; readonly detail?: string } | undefined {
  const index = request.questions.findIndex((q) => !q.optional && !isDone(draftOf(drafts, q.id)));
  if (index >= 0) return { index };
  for (const [at, question] of request.questions.entries()) {
    const answers = answersOf(draftOf(drafts, question.id));
    const detail = check && answers.length > 0 ? check(question, answers) : undefined;
    if (detail !== undefined) return { index: at, detail };
  }
  return undefined;
}

/** Whether any question of `request` has an answer in `drafts`. */
export function anyAnswered(request: AskUserRequest, drafts: Readonly<Record<string, QuestionDraft>>): boolean {
  return request.questions.some((q) => isAnswered(draftOf(drafts, q.id)));
}
