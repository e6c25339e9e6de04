/**
 * The functions that put codes into words: a normalization issue, a refused action, a store warning,
 * a countdown. The English they fall back on is en.ts's; the shapes they take are types.ts's.
 */
import type { AskUserRequest, Issue, IssueCode } from '../request/types';
import type { StoreWarning } from '../store/options';
import type { StoreError } from '../store/types';
import { issueText, warningText } from './en';
import type { Messages, StoreErrorMessages } from './types';

/**
 * One normalization issue as a line for a reader: `path: what is wrong`, in English unless
 * `messages.issue` says otherwise.
 * @example
 * const result = normalizeAskUser(input);
 * if (!result.ok) console.error(result.errors.map((issue) => formatIssue(issue, messages)).join('\n'));
 */
export function formatIssue(issue: Issue, messages?: Pick<Messages, 'issue'>): string {
  return `${issue.path || 'input'}: ${(messages?.issue ?? issueMessage)(issue.code, issue.detail)}`;
}

/**
 * A refused action or failed submit (`state.error`) as a sentence for the person. Give the
 * request so an unanswered question is named by its header.
 * @example
 * const { error, request } = store.getState();
 * if (error) alert(formatStoreError(error, messagesTh, request));
 */
export function formatStoreError(error: StoreError, messages: StoreErrorMessages, request?: AskUserRequest): string {
  const question = request?.questions.find((q) => q.id === error.questionId);
  switch (error.code) {
    case 'unanswered':
      return messages.unanswered(question?.header ?? error.questionId ?? '');
    case 'submit_failed':
      // The detail is the transport's own sentence; the message adds its own full stop.
      return messages.submitFailed((error.detail ?? '').replace(/[\s.。]+$/u, ''));
    case 'submit_timeout':
      return messages.submitTimeout;
    case 'expired':
      return messages.tooLate;
    case 'terminal':
      return messages.alreadyResolved;
    case 'unknown_question':
      return messages.unknownQuestion(error.questionId ?? '');
    case 'unknown_option':
      return messages.unknownOption(error.detail ?? '');
    case 'invalid_step':
      return messages.invalidStep(Number(error.detail));
    case 'busy':
      return messages.busy;
    case 'invalid_result':
      return messages.invalidResult;
    case 'invalid_input':
      return messages.invalidInput(error.path ?? '');
  }
}

/** English issue text: the normalizer's detail when there is one (it is written in English). */
export const issueMessage = (code: IssueCode, detail: string | undefined): string => detail ?? issueText[code];

/** Formats seconds as m:ss (e.g. 59 -> "0:59", 900 -> "15:00"). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${minutes}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/**
 * A store warning as one English line for a log (warnings are for developers, not the person).
 * @example
 * createQuestionStore(request, { onWarning: (w) => log(formatStoreWarning(w)) });
 */
export function formatStoreWarning(warning: StoreWarning): string {
  const text = warningText[warning.code] ?? warning.code;
  const where = warning.promptId === undefined ? '' : ` (prompt ${warning.promptId})`;
  return `${text}${where}${warning.detail === undefined ? '' : `: ${warning.detail}`}.`;
}
