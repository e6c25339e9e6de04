import { formatStoreError } from '../../core';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';

/**
 * The last refused action or failed submit (unanswered question, transport failure, too late),
 * as an alert. A failed submit is retried from the footer's primary button ("Try again"), so
 * there is one retry button, not two.
 */
export function PromptError() {
  const { store, messages } = useQuestionStoreContext('PromptError');
  const error = useQuestionStore(store, (s) => s.error);
  if (!error) return null;
  const text = formatStoreError(error, store.getState().request, messages);
  return (
    <div role="alert" className="qd-alert" data-state={error.code}>
      <span>{text}</span>
    </div>
  );
}
