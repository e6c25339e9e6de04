import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithRef } from 'react';
import { isAnswered } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';

/** A dot's `data-state` by its letter in the stepper's one string. */
const STATES = { c: 'current', a: 'answered', s: 'skipped', u: 'unanswered' } as const;

/** Props of {@link Stepper}: a `div`'s props. */
export type StepperProps = ComponentPropsWithRef<'div'>;

/**
 * "2/3" plus one dot per question; a dot jumps to its question. Each dot has
 * `data-state="current|answered|skipped|unanswered"` and the current one `aria-current="step"`.
 * Renders nothing for a single question.
 * @example
 * <QuestionStoreProvider store={store}><Stepper /></QuestionStoreProvider>
 */
export const Stepper = /* @__PURE__ */ forwardRef<HTMLDivElement, StepperProps>(function Stepper(
  { className, ...props },
  ref,
) {
  const { store, messages } = useQuestionStoreContext('Stepper');
  // One string for all dots, so the stepper re-renders only when a dot changes.
  const states = useQuestionStore(store, (s) =>
    s.request.questions
      .map((q, i) =>
        i === s.step && !s.reviewing ? 'c' : isAnswered(s.drafts[q.id]) ? 'a' : s.drafts[q.id]?.skipped ? 's' : 'u',
      )
      .join(''),
  );
  const { questions } = store.getState().request;
  const total = questions.length;
  if (total < 2) return null;
  // On the review step no dot is current; the count shows the last question.
  const current = states.includes('c') ? states.indexOf('c') : total - 1;
  return (
    <div role="group" aria-label={messages.stepsLabel} className={clsx('qd-stepper', className)} ref={ref} {...props}>
      <span className="qd-step-count">{messages.stepOf(current + 1, total)}</span>
      {questions.map((q, i) => (
        <button
          key={q.id}
          type="button"
          className="qd-step"
          data-state={STATES[states[i] as keyof typeof STATES]}
          aria-current={states[i] === 'c' ? 'step' : undefined}
          aria-label={messages.stepLabel(i + 1, total, q.header)}
          // The question's name on hover, for a pointer user deciding where to jump.
          title={messages.stepLabel(i + 1, total, q.header)}
          onClick={() => store.goTo(i)}
        >
          {states[i] === 'a' && <span className="qd-step-check" aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
});
