/**
 * Secret questions: their answers reach the transport (the store's `send`) and nothing else: not
 * storage, not state after the end, not other tabs, not `onResolve`, not a summary.
 */
import type { AskUserRequest } from '../request/types';
import { EMPTY } from './draft';
import { answeredResult } from './result';
import type { AnswerMap, QuestionDraft, ToolResult } from './types';

/** The ids of a request's secret questions. */
function secretIdsOf(request: AskUserRequest): ReadonlySet<string> {
  return new Set(request.questions.filter((q) => q.secret !== undefined).map((q) => q.id));
}

/** The drafts with those of the request's secret questions emptied: what may be kept, saved or shared. */
export function withoutSecretDrafts(
  drafts: Readonly<Record<string, QuestionDraft>>,
  request: AskUserRequest,
): Readonly<Record<string, QuestionDraft>> {
  const secretIds = secretIdsOf(request);
  if (secretIds.size === 0) return drafts;
  return Object.fromEntries(Object.entries(drafts).map(([id, d]) => [id, secretIds.has(id) ? EMPTY : d]));
}

/**
 * What a secret question's answer becomes everywhere but the transport (state, other tabs,
 * `onResolve`, summaries): the word the OpenClaw Control UI also keeps, `stored`.
 */
export const SECRET_GIVEN = 'stored';

/** The result with the answers of the request's secret questions read as {@link SECRET_GIVEN}: what is kept beyond the transport. */
export function redactSecrets(result: ToolResult, request: AskUserRequest): ToolResult {
  const secretIds = secretIdsOf(request);
  if (secretIds.size === 0 || result.status !== 'answered') return result;
  const answers = Object.entries(result.answers.answers).map(([id, v]) => [id, secretIds.has(id) ? [SECRET_GIVEN] : v]);
  return answeredResult(Object.fromEntries(answers) as AnswerMap);
}
