/**
 * The result the agent receives: the answered envelope or `no_answer`, and how an answer from
 * elsewhere (another tab, the gateway, storage, the app) is read against the request.
 */
import { isObject } from '../request/guards';
import type { AskUserQuestion, AskUserRequest } from '../request/types';
import { ownAnswerField } from './own-answer';
import type { AnswerMap, ToolResult } from './types';

/** The one `no_answer` value; the agent cannot tell skipped, expired and cancelled apart (by design). */
// Pure annotations let bundlers drop unused constants even when the core is one chunk.
export const NO_ANSWER: ToolResult = /* @__PURE__ */ Object.freeze({ status: 'no_answer' });

/** Wraps an answers map in the answered envelope. */
export function answeredResult(answers: AnswerMap): ToolResult {
  return { status: 'answered', answers: { answers } };
}

/**
 * Reads an answers map that comes from elsewhere (another tab, the gateway, the app) against the
 * request, and gives a fresh, frozen copy, or `undefined` when it does not fit: exactly the
 * question ids as own keys; each value an array of 1 or more distinct, non-blank strings (or none,
 * a skipped question, where it is `skippable`); a
 * single-select question (and a secret one) exactly one; at most one value that is not an option
 * label (the person's own text), none for a question with `allowOther: false`. Each property is read once, so a getter cannot answer twice.
 * Never throws.
 */
export function readAnswerMap(request: AskUserRequest, answers: unknown): AnswerMap | undefined {
  try {
    if (!isObject(answers)) return undefined;
    const keys = Object.keys(answers);
    // Ids are unique, so as many own keys as questions, each a question id, means exactly the ids.
    if (keys.length !== request.questions.length) return undefined;
    const copy: Record<string, readonly string[]> = {};
    for (const question of request.questions) {
      if (!keys.includes(question.id)) return undefined;
      const values = readAnswerList(question, answers[question.id]);
      if (!values) return undefined;
      copy[question.id] = values;
    }
    return Object.freeze(copy);
  } catch {
    // A Proxy or a throwing getter: not an answer we can trust.
    return undefined;
  }
}

function readAnswerList(question: AskUserQuestion, value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const single = !question.multiSelect || question.secret !== undefined;
  const max = single ? 1 : question.options.length + 1;
  // The length is checked before the copy, so a huge (sparse) array costs nothing.
  const length = (value as unknown[]).length;
  // `[]` is a skipped question, where it may be skipped.
  if ((length === 0 && !question.skippable) || length > max) return undefined;
  const items: unknown[] = Array.from(value as unknown[]);
  if (items.length !== length) return undefined;
  let ownText = 0;
  for (const item of items) {
    if (typeof item !== 'string' || item.trim() === '') return undefined;
    if (!question.options.some((option) => option.label === item)) ownText += 1;
  }
  // The person's own text: at most one, and none where the question takes only its options (a
  // secret's answer reads `stored` wherever it is kept, which is no option label).
  const ownAllowed = question.secret !== undefined || ownAnswerField(question) !== undefined ? 1 : 0;
  if (ownText > ownAllowed || new Set(items).size !== items.length) return undefined;
  return Object.freeze(items as string[]);
}

/**
 * A tool result from elsewhere (another tab, the gateway, storage, a transcript, untyped app code),
 * read once against the request: {@link NO_ANSWER}, a fresh answered result whose answers fit
 * ({@link readAnswerMap}), or `undefined` when it does not fit. Never throws.
 */
export function readToolResult(request: AskUserRequest, result: unknown): ToolResult | undefined {
  try {
    if (!isObject(result)) return undefined;
    const status = result['status'];
    if (status === 'no_answer') return NO_ANSWER;
    const envelope: unknown = status === 'answered' ? result['answers'] : undefined;
    // Copied: the caller's object is never kept nor read again, so it cannot change under the store.
    const answers = isObject(envelope) ? readAnswerMap(request, envelope['answers']) : undefined;
    return answers && answeredResult(answers);
  } catch {
    // A Proxy or a throwing getter: not a result to trust.
    return undefined;
  }
}
