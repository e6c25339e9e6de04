import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithRef } from 'react';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';
import { Countdown } from './Countdown';
import { digitOf, pickByDigit } from '../behaviour/digits';
import { notOurs } from '../behaviour/use-dock-keyboard';

/** Props of {@link QuestionMiniBar}. */
export interface QuestionMiniBarProps extends ComponentPropsWithRef<'div'> {
  /** Id of the panel the expand button restores (its `aria-controls`). */
  readonly controls?: string | undefined;
}

/**
 * The collapsed dock, one row at any width: the current question's header, its text (ellipsized,
 * whole on hover), "2/3", the time left and an expand button (`aria-expanded="false"`). Clicking
 * anywhere on the bar expands; a digit pressed on it picks as in the panel and expands. While the answer
 * is being sent, it says "Sending…" (a status).
 * @example
 * <QuestionStoreProvider store={store}><QuestionMiniBar /></QuestionStoreProvider>
 */
export const QuestionMiniBar = /* @__PURE__ */ forwardRef<HTMLDivElement, QuestionMiniBarProps>(
  function QuestionMiniBar({ controls, className, onClick, onKeyDown, ...props }, ref) {
    const { store, messages } = useQuestionStoreContext('QuestionMiniBar');
    const step = useQuestionStore(store, (s) => s.step);
    // The answer is on its way: the bar says so, and opening it does nothing until the send fails.
    const sending = useQuestionStore(store, (s) => s.status === 'submitting');
    const { questions } = store.getState().request;
    const question = questions[step];
    return (
      <div
        className={clsx('qd-minibar', className)}
        data-state={sending ? 'submitting' : 'collapsed'}
        role={sending ? 'status' : undefined}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) store.expand();
        }}
        // A digit on the focused bar answers as in the panel, which opens to show the pick.
        onKeyDown={(event) => {
          onKeyDown?.(event);
          const n = digitOf(event);
          if (event.defaultPrevented || sending || notOurs(event) || !n || !question) return;
          if (!pickByDigit(store, question, n)) return;
          event.preventDefault();
          store.expand();
        }}
        ref={ref}
        {...props}
      >
        {sending ? (
          <span className="qd-minibar-text">{messages.submitting}</span>
        ) : (
          <>
            {question && (
              <span className="qd-chip" dir="auto">
                {question.header}
              </span>
            )}
            <span className="qd-minibar-text" title={question?.question}>
              <bdi>{question?.question}</bdi>
            </span>
            {questions.length > 1 && (
              <span className="qd-step-count">{messages.stepOf(step + 1, questions.length)}</span>
            )}
            <Countdown />
            <button
              type="button"
              className="qd-icon-button"
              aria-expanded="false"
              aria-controls={controls}
              aria-label={messages.expand}
              title={messages.expand}
            >
              <span className="qd-chevron" data-state="collapsed" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    );
  },
);
