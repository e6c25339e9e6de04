import { clsx } from 'clsx';
import { Fragment, forwardRef, type ComponentPropsWithRef } from 'react';
import { messages as defaultMessages, type AnswerSummaryData, type Messages } from '../core';
import { summaryAnswerText, summaryStatusWord } from '../core/text';
import { recommendedLabel } from './OptionList';

/** Props of {@link AnswerSummary}. */
export interface AnswerSummaryProps extends ComponentPropsWithRef<'div'> {
  /** From `summarize(state)` or the dock's `onResolve`. */
  readonly summary: AnswerSummaryData;
  readonly messages?: Messages | undefined;
}

/**
 * The compact record a prompt leaves in the chat timeline, on the person's side: "You answered"
 * (or Skipped, Expired, Cancelled, Answered elsewhere), then one "Header: answer, answer" line
 * per question with its own status (`data-state="answered|unanswered"`). The Recommended marker
 * shows as the localized badge, never as raw English. Agent text (headers, answers) is isolated
 * (`<bdi>`), so a bidi control in it cannot reorder the rest of its line.
 * `data-state` is the prompt status and `data-source` who ended it. Never removed by time.
 * @example
 * <QuestionDock request={args} onResolve={(result, _r, summary) => addToTimeline(<AnswerSummary summary={summary} />)} />
 */
export const AnswerSummary = forwardRef<HTMLDivElement, AnswerSummaryProps>(function AnswerSummary(
  { summary, messages = defaultMessages, className, ...props },
  ref,
) {
  const word =
    summaryStatusWord(summary, messages) ??
    (summary.status === 'answered' && summary.source === 'user' ? messages.youAnswered : undefined);
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
          {summary.items.map((item) => {
            const given = item.answers.length > 0 || !!item.secret?.given;
            return (
              <li key={item.id} data-state={given ? 'answered' : 'unanswered'}>
                <bdi className="qd-summary-header">{item.header}:</bdi>{' '}
                {item.secret?.given || !given ? (
                  <bdi className="qd-summary-answer">{summaryAnswerText(item, messages)}</bdi>
                ) : (
                  item.answers.map((answer, i) => {
                    const [text, recommended] = recommendedLabel(answer);
                    return (
                      <Fragment key={i}>
                        {i > 0 && ', '}
                        <bdi className="qd-summary-answer">{text}</bdi>
                        {recommended && ' '}
                        {recommended && <span className="qd-badge">{messages.recommended}</span>}
                      </Fragment>
                    );
                  })
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        // Nothing was answered: one line naming what was asked keeps the record compact.
        <span className="qd-summary-topics">
          {summary.items.map((item, i) => (
            <Fragment key={item.id}>
              {i > 0 && ', '}
              <bdi>{item.header}</bdi>
            </Fragment>
          ))}
        </span>
      )}
    </div>
  );
});
