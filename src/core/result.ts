import { buildAnswers } from './text';
import type { AnswerMap, AskUserRequest, QuestionDraft, QuestionState, ToolResult } from './types';

/** The one `no_answer` value; the agent cannot tell skipped, expired and cancelled apart (by design). */
// Pure annotations let bundlers drop unused constants even when the core is one chunk.
export const NO_ANSWER: ToolResult = /* @__PURE__ */ Object.freeze({ status: 'no_answer' });

/**
 * The tool result for the agent, exactly `{ status: "answered", answers: { answers } }` or
 * `{ status: "no_answer" }`. Anything but an answered state gives `no_answer`.
 * @example
 * store.subscribe((state) => { if (state.resolution) send(toToolResult(state)); });
 */
export function toToolResult(state: QuestionState): ToolResult {
  if (state.status !== 'answered') return NO_ANSWER;
  return state.resolution?.result ?? answeredResult(buildAnswers(state.request, state.drafts));
}

/**
 * What a secret question's answer becomes everywhere but the transport (state, other tabs,
 * `onResolve`, summaries): the word the OpenClaw Control UI also keeps, `stored`.
 */
export const SECRET_GIVEN = 'stored';

/** Wraps an answers map in the answered envelope. */
export function answeredResult(answers: AnswerMap): ToolResult {
  return { status: 'answered', answers: { answers } };
}

/** The Other text is part of the answer: not blank and its row not unchecked. */
export function otherCounts(draft: QuestionDraft): boolean {
  return draft.otherChosen !== false && draft.other.trim() !== '';
}

/** True when a draft holds a real answer: a pick or non-blank Other text whose row is chosen. */
export function isAnswered(draft: QuestionDraft | undefined): boolean {
  return draft !== undefined && (draft.selected.length > 0 || otherCounts(draft));
}

/**
 * Checks an answers map against the request: every question answered with at least one
 * non-blank string and no unknown keys. Used for results that arrive from elsewhere.
 */
export function isValidAnswerMap(request: AskUserRequest, answers: unknown): answers is AnswerMap {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return false;
  const keys = Object.keys(answers);
  // Ids are unique, so as many own keys as questions, each a question id, means exactly the ids.
  return (
    keys.length === request.questions.length &&
    request.questions.every((q) => {
      const value: unknown = keys.includes(q.id) && (answers as Record<string, unknown>)[q.id];
      return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim() !== '');
    })
  );
}
