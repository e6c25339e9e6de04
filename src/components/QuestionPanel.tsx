import { clsx } from 'clsx';
import { forwardRef, useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { useQuestionStoreContext } from '../react/context';
import { useQuestionStore } from '../react/use-question-store';
import { Countdown } from './Countdown';
import { focusIsIn, focusQuestion } from './focus';
import { PanelFooter } from './PanelFooter';
import { PromptError } from './PromptError';
import { QuestionBody } from './QuestionBody';
import { Stepper } from './Stepper';
import { useComposedRef } from './refs';
import { useDockKeyboard } from './use-dock-keyboard';
import { useVisualViewport } from './use-visual-viewport';

/** Props of the expanded panel. @internal */
export interface QuestionPanelProps extends ComponentPropsWithRef<'section'> {
  /** Every question as a card (one Skip, one Submit) instead of one at a time with a stepper. */
  readonly stacked?: boolean | undefined;
  /** Show the collapse button. Default true (the dock); stand-alone cards have nothing to collapse into. */
  readonly collapsible?: boolean | undefined;
}

/**
 * The expanded dock: header (chip, stepper, countdown, collapse), the visible question (or, stacked,
 * every question as a card), errors and the footer. Docked, it re-renders only when the step
 * changes; each part subscribes to its own slice.
 */
export const QuestionPanel = forwardRef<HTMLElement, QuestionPanelProps>(function QuestionPanel(
  { stacked, collapsible = true, className, onKeyDown: theirKeyDown, onFocus, ...props },
  ref,
) {
  const { store, messages } = useQuestionStoreContext('QuestionPanel');
  const step = useQuestionStore(store, (s) => s.step);
  const unanswered = useQuestionStore(store, (s) => (stacked && s.error?.code === 'unanswered' ? s.error : null));
  const { questions } = store.getState().request;
  const question = questions[step];
  const panel = useRef<HTMLElement>(null);
  const onKeyDown = useDockKeyboard(store, panel);
  const composedRef = useComposedRef(panel, ref);
  useVisualViewport(panel);

  // Docked, a new question, or a switch of layout (a phone turned): keep the keyboard user inside
  // the dock, on the current question (the old options just unmounted). Stacked, the step follows
  // focus instead; a refused Submit (a new error each time) brings its card into view, focused.
  const shown = useRef([step, stacked]);
  useEffect(() => {
    const root = panel.current;
    const [lastStep, wasStacked] = shown.current;
    shown.current = [step, stacked];
    const card = (id: string | undefined) => root?.querySelector<HTMLElement>(`[data-question="${id}"]`) ?? null;
    const refused = card(unanswered?.questionId);
    if (refused) {
      focusQuestion(refused);
      refused.scrollIntoView?.({ block: 'nearest' });
    } else if (((!stacked && lastStep !== step) || wasStacked !== stacked) && focusIsIn(root))
      focusQuestion(card(question?.id));
  }, [step, unanswered, stacked, question]);

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
        {!stacked && (
          <span className="qd-chip" dir="auto">
            {question?.header}
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
      {stacked ? (
        <div className="qd-cards">
          {questions.map((q) => (
            <QuestionBody key={q.id} question={q} card />
          ))}
        </div>
      ) : (
        question && <QuestionBody key={question.id} question={question} />
      )}
      <PromptError />
      <PanelFooter stacked={stacked} />
    </section>
  );
});
