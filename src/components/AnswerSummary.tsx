import { clsx } from 'clsx';
import { forwardRef, memo, useState, type ComponentPropsWithRef } from 'react';
import { messages as defaultMessages, type AnswerSummaryData, type Messages } from '../core';
import { isolateBidi, noteText, splitRecommended, summaryAnswerText, summaryStatusWord } from '../core/internal';

/** Props of {@link AnswerSummary}. */
export interface AnswerSummaryProps extends ComponentPropsWithRef<'div'> {
  /** From `summarize(state)` or the dock's `onResolve`. */
  readonly summary: AnswerSummaryData;
  /**
   * Every visible string (`messagesTh` for Thai).
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
  /**
   * When the prompt expired or was cancelled with answers the person had picked or typed, the
   * summary shows them as not sent and, with this, a "Use as message" button that hands them over
   * as a message draft ("My answers:" and one "Header: answer" line each; never a secret). Once
   * used, the summary says so ("Used as message") instead of "Not sent".
   */
  readonly onUseDraft?: ((text: string) => void) | undefined;
}

/**
 * One summary line as text: "Header: answer, answer". A piece of agent text that holds bidi controls
 * is wrapped in an isolate (FSI ... PDI, the text form of `<bdi>`), so an RLO in a header cannot
 * reverse the answer after it; other text stays as it is. One text node, no element per piece: a
 * timeline can hold thousands of summaries, and each extra element per line costs about a third
 * more to render and paint (bench: 1,000 summaries against a plain list). The agent's
 * " (Recommended)" marker is dropped: the record says what the person chose (the plain-text
 * `formatSummaryText` keeps it, localized).
 */
function lineText(item: AnswerSummaryData['items'][number], given: boolean, messages: Messages): string {
  const answer =
    item.secret?.given || !given
      ? isolateBidi(summaryAnswerText(item, messages))
      : item.answers.map((text) => isolateBidi(splitRecommended(text)[0])).join(', ');
  return `${isolateBidi(item.header)}: ${answer}${noteText(item.note && isolateBidi(item.note), messages)}`;
}

/**
 * The compact record a prompt leaves in the chat timeline, on the person's side: "You answered"
 * (or Skipped, Expired, Cancelled, Answered elsewhere), then one "Header: answer, answer" line
 * per question with its own status (`data-state="answered|unanswered"`; "Skipped" for a question
 * skipped on its own), the person's note after it ("(Note: …)"). The agent's Recommended
 * marker is left out of the labels. Agent text (headers, answers) that holds bidi controls is
 * isolated (FSI ... PDI), so a control in it cannot reorder the rest of its line.
 * One element per line, so a long timeline stays cheap.
 * `data-state` is the prompt status and `data-source` who ended it. Never removed by time.
 * Memoized: a timeline that re-renders (a streamed token, a new message) leaves a summary whose
 * `summary` and `messages` are the same objects as before alone.
 * @example
 * <QuestionDock request={args} onResolve={(result, _r, summary) => addToTimeline(<AnswerSummary summary={summary} />)} />
 */
export const AnswerSummary = /* @__PURE__ */ memo(
  /* @__PURE__ */ forwardRef<HTMLDivElement, AnswerSummaryProps>(function AnswerSummary(
    { summary, messages = defaultMessages, onUseDraft, className, ...props },
    ref,
  ) {
    // Answers a prompt ended without sending take the place of the (empty) answers, marked.
    // Read defensively (an element's `summary` property may hold anything): strings only, never a secret.
    const unsent = summary.items.flatMap((item) => {
      const answers = Array.isArray(item.unsent) && !item.secret ? item.unsent.filter((a) => typeof a == 'string') : [];
      return answers.length > 0 ? [{ ...item, answers }] : [];
    });
    const lost = unsent.length > 0;
    // The summary whose answers the person took as a message: "Not sent" would no longer be the
    // whole truth. Kept by identity, so a host that shows the next prompt's summary in the same
    // place starts from "Not sent" again.
    const [used, setUsed] = useState<AnswerSummaryData>();
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
        {word && (
          <span className="qd-summary-status">
            {lost ? `${word} · ${used === summary ? messages.usedDraft : messages.notSent}` : word}
          </span>
        )}
        {lost || summary.items.some((item) => item.answers.length > 0 || item.secret?.given || item.skipped) ? (
          <ul className="qd-summary-list">
            {(lost ? unsent : summary.items).map((item) => {
              const given = item.answers.length > 0 || !!item.secret?.given;
              return (
                <li key={item.id} data-state={given ? 'answered' : 'unanswered'}>
                  {lineText(item, given, messages)}
                </li>
              );
            })}
          </ul>
        ) : (
          // Nothing was answered: one line naming what was asked keeps the record compact.
          <span className="qd-summary-topics">{summary.items.map((item) => isolateBidi(item.header)).join(', ')}</span>
        )}
        {lost && onUseDraft && (
          <button
            type="button"
            className="qd-button"
            // Once used, a second press would put the same lines in the composer again: it stays (and
            // keeps focus) but does nothing.
            aria-disabled={used === summary || undefined}
            data-disabled={used === summary ? '' : undefined}
            // The summary's own lines ("Header: answer, answer"; bidi controls kept isolated) as the message.
            onClick={() => {
              if (used === summary) return;
              onUseDraft(messages.unsentDraft(unsent.map((item) => lineText(item, true, messages))));
              setUsed(summary);
            }}
          >
            {messages.useDraft}
          </button>
        )}
      </div>
    );
  }),
);
