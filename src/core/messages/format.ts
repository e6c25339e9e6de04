/**
 * The functions that put codes into words: a normalization issue, a refused action, a warning, a
 * countdown. Each takes the words last, as a {@link Messages} (`messages`, `messagesTh` or your
 * own), and falls back on en.ts's English without them; the shapes they take are types.ts's.
 */
import type { AskUserRequest, Issue, IssueCode } from '../request/types';
import { warningMessage, withoutFullStop, type Warning } from '../plumbing/report';
import type { StoreError } from '../store/types';
import { issueText, storeMessages } from './en';
import type { Messages } from './types';

/**
 * One normalization issue as a line for a reader: `path: what is wrong`.
 * @param messages The words (`messages.issue`); English when absent.
 * @example
 * const result = normalizeAskUser(input);
 * if (!result.ok) console.error(result.errors.map((issue) => formatIssue(issue, messagesTh)).join('\n'));
 */
export function formatIssue(issue: Issue, messages?: Messages): string {
  return `${issue.path || 'input'}: ${(messages?.issue ?? issueMessage)(issue.code, issue.detail)}`;
}

/**
 * A refused action or failed submit (`state.error`) as a sentence for the person. Give the
 * request so an unanswered question is named by its header.
 * @param messages The words; English when absent.
 * @example
 * const { error, request } = store.getState();
 * if (error) alert(formatStoreError(error, request, messagesTh));
 */
export function formatStoreError(error: StoreError, request?: AskUserRequest, messages?: Messages): string {
  const words = messages ?? storeMessages;
  const question = request?.questions.find((q) => q.id === error.questionId);
  switch (error.code) {
    case 'unanswered':
      return words.unanswered(question?.header ?? error.questionId ?? '');
    case 'invalid_answer':
      // The check's own words, in the person's language.
      return error.detail ?? '';
    case 'submit_failed':
      // The detail is the transport's own sentence; the message adds its own full stop.
      return words.submitFailed(withoutFullStop(error.detail ?? ''));
    case 'submit_timeout':
      return words.submitTimeout;
    case 'expired':
      return words.tooLate;
    case 'terminal':
      return words.alreadyResolved;
    case 'unknown_question':
      return words.unknownQuestion(error.questionId ?? '');
    case 'unknown_option':
      return words.unknownOption(error.detail ?? '');
    case 'invalid_step':
      return words.invalidStep(Number(error.detail));
    case 'busy':
      return words.busy;
    case 'invalid_result':
      return words.invalidResult;
    case 'invalid_input':
      return words.invalidInput(error.path ?? '');
  }
}

/**
 * A warning of a store, of `syncAcrossTabs` or of `connectOpenClaw` as one line for a log
 * (warnings are for developers, not the person).
 * @param messages The words (`messages.warning`); English when absent.
 * @example
 * createQuestionStore(request, { onWarning: (w) => log(formatWarning(w)) });
 * connectOpenClaw({ url, onWarning: (w) => console.warn(formatWarning(w)) });
 */
export function formatWarning(warning: Warning, messages?: Messages): string {
  return (messages?.warning ?? warningMessage)(warning);
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
