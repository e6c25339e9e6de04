import { clsx } from 'clsx';
import { forwardRef, useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';
import { isAnswered } from '../../core/internal';
import { Countdown } from './Countdown';
import { hasReview, useDockOptions } from './dock-options';
import { focusAfterLayout, focusIsIn, focusQuestion } from '../behaviour/focus';
import { PanelFooter } from './PanelFooter';
import { PromptError } from '../notices/PromptError';
import { QuestionBody } from '../question/QuestionBody';
import { ReviewStep } from './ReviewStep';
import { QuestionSizer } from './QuestionSizer';
import { Stepper } from './Stepper';
import { useComposedRef } from '../behaviour/refs';
import { useDockKeyboard } from '../behaviour/use-dock-keyboard';
import { useVisualViewport } from '../behaviour/use-visual-viewport';

/** Props of the expanded panel. @internal */
export interface QuestionPanelProps extends ComponentPropsWithRef<'section'> {
  /**
   * Every question as a card (one Skip, one Submit) instead of one at a time with a stepper.
   * @default false
   */
  readonly stacked?: boolean | undefined;
  /**
   * Show the collapse button (the dock's panel); stand-alone cards have nothing to collapse into.
   * @default true
   */
  readonly collapsible?: boolean | undefined;
}

/**
 * The expanded dock: header (chip, stepper, countdown, collapse), the visible question (or, stacked,
 * every question as a card), errors and the footer. Docked, it re-renders only when the step
 * changes; each part subscribes to its own slice.
 */
export const QuestionPanel = /* @__PURE__ */ forwardRef<HTMLElement, QuestionPanelProps>(function QuestionPanel(
  { stacked, collapsible = true, className, onKeyDown: theirKeyDown, onFocus, ...props },
  ref,
) {
  const { store, messages } = useQuestionStoreContext('QuestionPanel');
  const options = useDockOptions();
  const Intro = options.parts?.PromptIntro;
  const step = useQuestionStore(store, (s) => s.step);
  const reviewing = useQuestionStore(store, (s) => !stacked && !!s.reviewing);
  const answered = useQuestionStore(store, (s) =>
    stacked ? s.request.questions.filter((q) => isAnswered(s.drafts[q.id])).length : 0,
  );
  const unanswered = useQuestionStore(store, (s) => (stacked && s.error?.code === 'unanswered' ? s.error : null));
  const { questions } = store.getState().request;
  const question = questions[step];
  const panel = useRef<HTMLElement>(null);
  const onKeyDown = useDockKeyboard(store, panel, options);
  const review = hasReview(options, questions.length, stacked);
  const composedRef = useComposedRef(panel, ref);
  useVisualViewport(panel);

  // Docked, a new question, or a switch of layout (a phone turned): keep the keyboard user inside
  // the dock, on the current question (the old options just unmounted). Stacked, the step follows
  // focus instead; a refused Submit (a new error each time) brings its card into view, focused.
  const shown = useRef([step, stacked, reviewing]);
  useEffect(() => {
    const root = panel.current;
    const [lastStep, wasStacked, wasReviewing] = shown.current;
    shown.current = [step, stacked, reviewing];
    const card = (id: string | undefined) => root?.querySelector<HTMLElement>(`[data-question="${id}"]`) ?? null;
    const refused = card(unanswered?.questionId);
    if (refused) {
      focusQuestion(refused);
      refused.scrollIntoView?.({ block: 'nearest' });
    } else if (
      ((!stacked && lastStep !== step) || wasStacked !== stacked || (wasReviewing && !reviewing)) &&
      focusIsIn(root)
    )
      focusAfterLayout(() => focusQuestion(card(question?.id)));
  }, [step, unanswered, stacked, question, reviewing]);

  return (
    <section
      ref={composedRef}
      role="region"
      aria-label={messages.promptLabel}
      className={clsx('qd-panel', className)}
      data-layout={stacked ? 'stacked' : 'docked'}
      onKeyDown={(event) => {
        // Radix prevents Enter on radios before it bubbles here; only the app's own handler opts out.
        const before = event.defaultPrevented;
        theirKeyDown?.(event);
        if (before || !event.defaultPrevented) onKeyDown(event);
      }}
      // Stacked: the card in use is the step, so the mini bar shows it and a reload returns to it.
      onFocus={(event) => {
        onFocus?.(event);
        const id = (event.target as HTMLElement).closest<HTMLElement>('[data-question]')?.dataset['question'];
        const index = questions.findIndex((q) => q.id === id);
        if (stacked && index >= 0 && index !== store.getState().step) store.goTo(index);
      }}
      {...props}
    >
      <div className="qd-panel-header">
        {stacked ? (
          <span className="qd-panel-title">
            <span>{messages.promptLabel}</span>
            {questions.length > 1 && (
              <span className="qd-step-count">{messages.answeredOf(answered, questions.length)}</span>
            )}
          </span>
        ) : (
          <span className="qd-chip" dir="auto">
            {reviewing ? messages.review : question?.header}
          </span>
        )}
        {!stacked && <Stepper />}
        <Countdown />
        {collapsible && (
          <button
            type="button"
            className="qd-icon-button"
            aria-expanded="true"
            aria-controls={props.id}
            aria-label={messages.collapse}
            title={messages.collapse}
            onClick={() => store.collapse()}
          >
            <span className="qd-chevron" data-state="expanded" aria-hidden="true" />
          </button>
        )}
      </div>
      {Intro && <Intro />}
      {stacked ? (
        <div className="qd-cards">
          {questions.map((q) => (
            <QuestionBody key={q.id} question={q} card />
          ))}
        </div>
      ) : (
        // Every step in one grid cell, the ones not shown as invisible sizers: a stable height. The
        // step on show needs no sizer of its own (a third of the sizers' elements at mount and at
        // unmount, for one small sizer mounted and one removed per step).
        <div className="qd-steps" data-review={review ? '' : undefined}>
          {reviewing ? <ReviewStep /> : question && <QuestionBody key={question.id} question={question} />}
          {questions.length > 1 &&
            questions.map((q) =>
              q === question && !reviewing ? null : <QuestionSizer key={q.id} question={q} messages={messages} />,
            )}
        </div>
      )}
      <PromptError />
      <PanelFooter stacked={stacked} />
    </section>
  );
});
