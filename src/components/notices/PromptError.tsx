import { formatStoreError } from '../../core';
import { ownAnswerField } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';
import { useDockOptions } from '../dock/dock-options';

/**
 * The last refused action or failed submit (unanswered question, transport failure, too late),
 * as an alert. A failed submit is retried from the footer's primary button ("Try again"), so
 * there is one retry button, not two.
 */
export function PromptError() {
  const { store, messages } = useQuestionStoreContext('PromptError');
  const error = useQuestionStore(store, (s) => s.error);
  const typed = useDockOptions().parts?.AnswerInput !== undefined;
  if (!error) return null;
  const { request } = store.getState();
  const question = request.questions.find((q) => q.id === error.questionId);
  // A typed field (`parts.AnswerInput`) says what is wrong with its answer at the field: said here as
  // well, the person would see and hear it twice.
  if (typed && error.code === 'invalid_answer' && question && ownAnswerField(question) === 'text') return null;
  const text = formatStoreError(error, request, messages);
  return (
    <div role="alert" className="qd-alert" data-state={error.code}>
      <span>{text}</span>
    </div>
  );
}
