import { useId } from 'react';
import type { AskUserQuestion } from '../../core';
import { ownAnswerField } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';
import { useDockOptions } from '../dock/dock-options';
import { OptionList } from './OptionList';
import { OtherField } from './OtherField';
import { QuestionLink } from './QuestionLink';
import { SecretField } from './SecretField';

/** Longer than this (characters), the question reads as a paragraph: normal weight, not a wall of bold. */
const LONG = 140;

/**
 * One question: its text and options (Other is the last option row), or for a free-text question (no options) a
 * labelled text field. The docked panel shows the current one; the
 * stacked layout shows every one as a card (`role="group"` named by header and question).
 * `data-question` is the question id (the keyboard and focus moves find the card by it);
 * `data-invalid` marks the question a refused Submit is about (unanswered, or an answer the check refused). The dock's parts (`parts`), if
 * any, add an option's preview and the question's own actions (a note, a skip).
 */
export function QuestionBody({ question, card }: { question: AskUserQuestion; card?: boolean }) {
  const { store, messages } = useQuestionStoreContext('QuestionBody');
  const invalid = useQuestionStore(
    store,
    (s) => (s.error?.code === 'unanswered' || s.error?.code === 'invalid_answer') && s.error.questionId === question.id,
  );
  const id = useId();
  const field = ownAnswerField(question);
  const {
    OptionPreview: Preview,
    AnswerNote: Note,
    SkipQuestion: Skip,
    AnswerInput: Input,
  } = useDockOptions().parts ?? {};
  return (
    <div
      role={card ? 'group' : undefined}
      aria-labelledby={card ? `${id}-h ${id}-q` : undefined}
      className={card ? 'qd-question qd-card' : 'qd-question'}
      data-question={question.id}
      data-multiselect={question.multiSelect ? '' : undefined}
      data-invalid={invalid ? '' : undefined}
    >
      {card && (
        <span id={`${id}-h`} className="qd-chip" dir="auto">
          {question.header}
        </span>
      )}
      {/* Focusable by script only: on a touch screen the question takes focus here, not on an option. */}
      <p
        id={`${id}-q`}
        className="qd-question-text"
        tabIndex={-1}
        data-long={question.question.length > LONG ? '' : undefined}
      >
        <bdi>{question.question}</bdi>
        {question.multiSelect && ' '}
        {question.multiSelect && <span className="qd-note">{messages.multipleChoice}</span>}
      </p>
      <QuestionLink question={question} />
      {question.options.length > 0 && <OptionList question={question} aria-labelledby={`${id}-q`} />}
      {field === 'secret' && <SecretField question={question} />}
      {field === 'text' &&
        (Input ? <Input question={question} /> : <OtherField question={question} aria-describedby={`${id}-q`} />)}
      {Preview && <Preview question={question} />}
      {(Note || Skip) && (
        <div className="qd-question-actions">
          {Note && <Note question={question} />}
          {Skip && <Skip question={question} />}
        </div>
      )}
    </div>
  );
}
