import { useQuestionStoreContext } from '../react/context';
import { useFormWords } from './form-words';

/**
 * The form's intro, under the panel's header: who asks ("<server> asks"), Cancel (the form ends
 * unanswered, neither accepted nor declined), and the server's message, which says why it asks.
 */
export function FormIntro() {
  const { store } = useQuestionStoreContext('FormIntro');
  const words = useFormWords();
  const { message, from } = store.getState().request;
  return (
    <div className="qd-intro">
      <p className="qd-intro-from">
        {from !== undefined && <bdi>{words.asks(from)}</bdi>}
        <button type="button" className="qd-button" data-variant="quiet" onClick={() => store.cancel()}>
          {words.cancel}
        </button>
      </p>
      {message !== undefined && (
        <p className="qd-intro-message" dir="auto">
          {message}
        </p>
      )}
    </div>
  );
}
