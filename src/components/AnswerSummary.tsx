import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithRef } from 'react';
import { messages as defaultMessages, type AnswerSummaryData, type Messages } from '../core';
import { summaryAnswerText, summaryStatusWord } from '../core/text';

/** Props of {@link AnswerSummary}. */
export interface AnswerSummaryProps extends ComponentPropsWithRef<'div'> {
  /** From `summarize(state)` or the dock's `onResolve`. */
  readonly summary: AnswerSummaryData;
  readonly messages?: Messages | undefined;
}

/**
 * The compact record a prompt leaves in the chat timeline: one "Header: answer, answer" line per
 * question, and a status word when it was skipped, expired, cancelled or answered elsewhere.
 * `data-state` is the prompt status and `data-source` who ended it. Never removed by time.
 * @example
 * <QuestionDock request={args} onResolve={(result, _r, summary) => addToTimeline(<AnswerSummary summary={summary} />)} />
 */
export const AnswerSummary = forwardRef<HTMLDivElement, AnswerSummaryProps>(function AnswerSummary(
  { summary, messages = defaultMessages, className, ...props },
  ref,
) {
  const word = summaryStatusWord(summary, messages);
  return (
    <div
      role="group"
      aria-label={messages.summaryLabel}
      className={clsx('qd-summary', className)}
      data-state={summary.status}
      data-source={summary.source ?? undefined}
      ref={ref}
      {...props}
    >
      {word && <span className="qd-summary-status">{word}</span>}
      {summary.items.some((item) => item.answers.length > 0 || item.secret?.given) ? (
        <ul className="qd-summary-list">
          {summary.items.map((item) => (
            <li key={item.id} dir="auto">
              <span className="qd-summary-header">{item.header}:</span> {summaryAnswerText(item, messages)}
            </li>
          ))}
        </ul>
      ) : (
        // Nothing was answered: one line naming what was asked keeps the record compact.
        <span className="qd-summary-topics" dir="auto">
          {summary.items.map((item) => item.header).join(', ')}
        </span>
      )}
    </div>
  );
});
