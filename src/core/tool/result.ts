import { buildAnswers } from '../answer/answers';
import { answeredResult, NO_ANSWER } from '../answer/result';
import type { ToolResult } from '../answer/types';
import type { QuestionState } from '../store/types';

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
