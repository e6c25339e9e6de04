import { useEffect, useId, useRef } from 'react';
import { useQuestionStoreContext } from '../react/context';
import { useQuestionStore } from '../react/use-question-store';
import { Countdown } from './Countdown';
import { focusIsIn, focusQuestion } from './focus';
import { OptionList } from './OptionList';
import { OtherField } from './OtherField';
import { PanelFooter } from './PanelFooter';
import { PromptError } from './PromptError';
import { Stepper } from './Stepper';
import { useDockKeyboard } from './use-dock-keyboard';

/**
 * The expanded dock: header (chip, stepper, countdown, collapse), the visible question, errors and
 * the footer. Re-renders only when the step changes; each part subscribes to its own slice.
 */
export function QuestionPanel({ id }: { id: string }) {
  const { store, messages } = useQuestionStoreContext('QuestionPanel');
  const step = useQuestionStore(store, (s) => s.step);
  const question = store.getState().request.questions[step];
  const panel = useRef<HTMLElement>(null);
  const onKeyDown = useDockKeyboard(store, panel);
  const textId = useId();

  // A new question: keep the keyboard user inside the dock (the old options just unmounted).
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (focusIsIn(panel.current)) focusQuestion(panel.current);
  }, [step]);

  return (
    <section ref={panel} id={id} role="region" aria-label={messages.promptLabel} className="qd-panel" onKeyDown={onKeyDown}>
      <div className="qd-panel-header">
        <span className="qd-chip">{question?.header}</span>
        <Stepper />
        <Countdown />
        <button
          type="button"
          className="qd-icon-button"
          aria-expanded="true"
          aria-controls={id}
          aria-label={messages.collapse}
          title={messages.collapse}
          onClick={() => store.collapse()}
        >
          <span className="qd-chevron" data-state="expanded" aria-hidden="true" />
        </button>
      </div>
      {question && (
        <div key={question.id} className="qd-question" data-multiselect={question.multiSelect ? '' : undefined}>
          <p id={textId} className="qd-question-text">
            {question.question}
            {question.multiSelect && ' '}
            {question.multiSelect && <span className="qd-note">{messages.multipleChoice}</span>}
          </p>
          <OptionList question={question} aria-labelledby={textId} />
          <OtherField question={question} />
        </div>
      )}
      <PromptError />
      <PanelFooter />
    </section>
  );
}
