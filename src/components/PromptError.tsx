import { formatStoreError } from '../core';
import { useQuestionStoreContext } from '../react/context';
import { useQuestionStore } from '../react/use-question-store';

/**
 * The last refused action or failed submit (unanswered question, transport failure, too late),
 * as an alert; a failed submit gets a Retry button. `data-state` is the error code.
 */
export function PromptError() {
  const { store, messages } = useQuestionStoreContext('PromptError');
  const error = useQuestionStore(store, (s) => s.error);
  if (!error) return null;
  const text = formatStoreError(error, messages, store.getState().request);
  return (
    <div role="alert" className="qd-alert" data-state={error.code}>
      <span>{text}</span>
      {(error.code === 'submit_failed' || error.code === 'submit_timeout') && (
        <button type="button" className="qd-button" onClick={() => void store.submit()}>
          {messages.retry}
        </button>
      )}
    </div>
  );
}
