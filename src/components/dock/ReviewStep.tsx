import { useEffect, useRef } from 'react';
import { buildAnswers, isDone, noteText, splitRecommended } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';
import { keyOf } from '../behaviour/digits';

/**
 * The review step of a 2-3 question prompt (like Claude Code's): every answer at a glance, each
 * row a button (and digit) that reopens its question; Enter or Submit sends. Unanswered rows are
 * marked; a question skipped on its own reads "Skipped", and a note follows its answer. Focus goes to Submit, so Enter sends; Shift+Tab walks back through the rows.
 */
export function ReviewStep() {
  const { store, messages } = useQuestionStoreContext('ReviewStep');
  const drafts = useQuestionStore(store, (s) => s.drafts);
  const { request } = store.getState();
  const answers = buildAnswers(request, drafts);
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Focus on Submit: its ring says what Enter does; digits still reopen a question.
    heading.current
      ?.closest('.qd-panel')
      ?.querySelector<HTMLElement>('.qd-footer [data-variant="primary"]')
      ?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="qd-question qd-review" data-review="">
      <p className="qd-question-text" ref={heading}>
        {messages.reviewTitle}
      </p>
      <ol className="qd-review-list">
        {request.questions.map((q, i) => {
          const draft = drafts[q.id];
          const done = isDone(draft);
          const values = (answers[q.id] ?? []).map((v) => splitRecommended(v)[0]);
          const text = draft?.skipped ? messages.skipped : values.join(', ');
          return (
            <li key={q.id}>
              <button
                type="button"
                className="qd-review-row"
                data-state={done ? 'answered' : 'unanswered'}
                aria-keyshortcuts={keyOf(i + 1)}
                data-key={keyOf(i + 1)}
                onClick={() => store.goTo(i)}
              >
                {/* Named by what shows ("Target Staging Change"), so voice control can say it. */}
                <span className="qd-chip" dir="auto">
                  {q.header}
                </span>{' '}
                <span className="qd-review-answer">
                  {done ? <bdi>{text + noteText(draft?.note, messages)}</bdi> : messages.unanswered(q.header)}
                </span>{' '}
                <span className="qd-review-change">{messages.change}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
