/**
 * Answers a prompt ended without sending, as a message draft (issue 25, part 5). Loaded with
 * `import()` when the person presses "Use as message", so a summary carries only its button.
 */
import type { Messages } from './messages';
import { splitRecommended } from './recommended';
import type { AnswerSummaryData } from './text';
import { unsentAnswers } from './unsent';

/** English, the default of `messages.unsentDraft` (kept here, with the one code that uses it). */
const english = (lines: readonly string[]): string =>
  [lines.length === 1 ? 'My answer:' : 'My answers:', ...lines].join('\n');

/**
 * The answers a prompt ended without sending, as a message the person may send themselves: one
 * "Header: answer, answer" line per question under the words of `messages.unsentDraft`, without
 * the agent's Recommended marker and never a secret; `''` when there is nothing.
 */
export function unsentDraftText(summary: AnswerSummaryData, messages?: Pick<Messages, 'unsentDraft'>): string {
  const lines = (Array.isArray(summary.items) ? summary.items : []).flatMap((item) => {
    const answers = unsentAnswers(item);
    return answers.length > 0
      ? [`${item.header}: ${answers.map((answer) => splitRecommended(answer)[0]).join(', ')}`]
      : [];
  });
  return lines.length > 0 ? (messages?.unsentDraft ?? english)(lines) : '';
}
