import { buildAnswers } from './summary';
import { isObject } from '../request/guards';
import type { QuestionState } from '../store/types';
import { ownAnswerField } from '../answer/own-answer';
import type { AnswerMap, AskUserQuestion, AskUserRequest, ToolResult } from '../request/types';

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

/** The result with the answers of secret questions (`secretIds`) read as {@link SECRET_GIVEN}: what is kept beyond the transport. */
export function redactSecrets(result: ToolResult, secretIds: ReadonlySet<string>): ToolResult {
  if (secretIds.size === 0 || result.status !== 'answered') return result;
  const answers = Object.entries(result.answers.answers).map(([id, v]) => [id, secretIds.has(id) ? [SECRET_GIVEN] : v]);
  return answeredResult(Object.fromEntries(answers) as AnswerMap);
}

/** Wraps an answers map in the answered envelope. */
export function answeredResult(answers: AnswerMap): ToolResult {
  return { status: 'answered', answers: { answers } };
}

/**
 * Reads an answers map that comes from elsewhere (another tab, the gateway, the app) against the
 * request, and gives a fresh, frozen copy, or `undefined` when it does not fit: exactly the
 * question ids as own keys; each value an array of 1 or more distinct, non-blank strings; a
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
  if (length === 0 || length > max) return undefined;
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
 * A tool result from elsewhere (another tab, the gateway, untyped app code), read once against the
 * request: `'no_answer'`, the answers ({@link readAnswerMap}), or `undefined` when it does not fit.
 * Never throws.
 */
export function readToolResult(request: AskUserRequest, result: unknown): AnswerMap | 'no_answer' | undefined {
  try {
    if (!isObject(result)) return undefined;
    const status = result['status'];
    if (status === 'no_answer') return status;
    const envelope: unknown = status === 'answered' ? result['answers'] : undefined;
    // Copied: the caller's object is never kept nor read again, so it cannot change under the store.
    return isObject(envelope) ? readAnswerMap(request, envelope['answers']) : undefined;
  } catch {
    // A Proxy or a throwing getter: not a result to trust.
    return undefined;
  }
}
