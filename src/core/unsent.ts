import type { AnswerSummaryItem } from './text';

/**
 * An item's answers that were not sent, read defensively (a summary may come from an element
 * property or storage): the non-blank strings of `unsent`, none for a secret question.
 */
export function unsentAnswers(item: AnswerSummaryItem | undefined): string[] {
  const unsent: unknown = item?.unsent;
  if (!item || !Array.isArray(unsent) || item.secret !== undefined) return [];
  return unsent.filter((answer): answer is string => typeof answer === 'string' && answer.trim() !== '');
}
