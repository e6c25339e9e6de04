import { useEffect, useRef } from 'react';
import { isAnswered, ownAnswerField } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { shallowArrayEqual, useQuestionStore } from '../../react/use-question-store';
import { LAST_DIGIT, ownAnswerDigit } from '../behaviour/digits';
import { hasReview, useDockOptions } from './dock-options';

/**
 * Skip (declines the whole prompt; asks once when answers would be lost), Back, and the primary
 * button: Next, Review (2-3 questions, on the last question or once the review was seen) or
 * Submit, "Try again" after a failed send. With `shortcutHint`, a one-line keyboard hint sits
 * between them. `stacked` (every question visible as a card): Skip and Submit only.
 */
export function PanelFooter({ stacked }: { stacked?: boolean | undefined }) {
  const { store, messages } = useQuestionStoreContext('PanelFooter');
  const options = useDockOptions();
  // One subscription for everything the footer shows: each store change is checked once here.
  const [step, busy, reviewing, reviewed, failed, confirming] = useQuestionStore(
    store,
    (s) =>
      [
        s.step,
        s.status === 'submitting',
        !stacked && !!s.reviewing,
        !!s.reviewed,
        s.error?.code === 'submit_failed' || s.error?.code === 'submit_timeout',
        !!s.confirmingSkip,
      ] as const,
    shallowArrayEqual,
  );
  const { questions } = store.getState().request;
  const review = hasReview(options, questions.length, stacked);
  const last = stacked || step === questions.length - 1;
  const keep = useRef<HTMLButtonElement>(null);
  // The question about Skip takes focus, on its safe answer, so Enter cannot discard answers.
  useEffect(() => {
    if (confirming) keep.current?.focus({ preventScroll: true });
  }, [confirming]);

  if (confirming) {
    const answered = questions.filter((q) => isAnswered(store.getState().drafts[q.id])).length;
    return (
      <div className="qd-footer" data-state="confirming-skip">
        <p role="alert" className="qd-confirm">
          {messages.skipConfirm(answered)}
        </p>
        <button type="button" className="qd-button" data-variant="quiet" onClick={() => store.skip()}>
          {messages.skipAnyway}
        </button>
        <button
          type="button"
          className="qd-button"
          data-variant="primary"
          ref={keep}
          onClick={() => store.keepAnswering()}
        >
          {messages.keepAnswering}
        </button>
      </div>
    );
  }

  const submit = !reviewing && !last && !(review && reviewed) ? null : !reviewing && review ? 'review' : 'submit';
  const word =
    submit === null
      ? messages.next
      : submit === 'review'
        ? messages.review
        : busy
          ? messages.submitting
          : failed
            ? messages.retry
            : messages.submit;
  const question = questions[step];
  // The hint counts the digits that pick a row: the options' and the Other row's after them.
  const digits = !question
    ? 0
    : ownAnswerField(question) === 'other'
      ? ownAnswerDigit(question)
      : question.options.length;
  // A longer list's hint names the keys that exist.
  const hint =
    options.shortcutHint && !stacked && !reviewing ? messages.shortcutHint(Math.min(digits, LAST_DIGIT), word) : null;
  return (
    <div className="qd-footer">
      <button type="button" className="qd-button" data-variant="quiet" onClick={() => store.askSkip()}>
        {messages.skip}
      </button>
      {hint && <span className="qd-hint">{hint}</span>}
      {!stacked && questions.length > 1 && (
        <button
          type="button"
          className="qd-button qd-back"
          disabled={step === 0 && !reviewing}
          data-disabled={step === 0 && !reviewing ? '' : undefined}
          onClick={() => (reviewing ? store.goTo(questions.length - 1) : store.back())}
        >
          {messages.back}
        </button>
      )}
      {submit === 'submit' ? (
        <button
          type="button"
          className="qd-button"
          data-variant="primary"
          aria-disabled={busy || undefined}
          data-disabled={busy ? '' : undefined}
          data-state={busy ? 'submitting' : undefined}
          onClick={() => {
            if (!busy) void store.submit();
          }}
        >
          {word}
        </button>
      ) : (
        <button
          type="button"
          className="qd-button"
          data-variant="primary"
          onClick={() => (submit === 'review' ? store.review() : store.next())}
        >
          {word}
        </button>
      )}
    </div>
  );
}
