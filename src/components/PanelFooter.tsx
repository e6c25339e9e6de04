import { useQuestionStoreContext } from '../react/context';
import { useQuestionStore } from '../react/use-question-store';

/**
 * Skip (declines the whole prompt), Back, and Next or Submit on the last question. `stacked`
 * (every question visible as a card): Skip and Submit only.
 */
export function PanelFooter({ stacked }: { stacked?: boolean | undefined }) {
  const { store, messages } = useQuestionStoreContext('PanelFooter');
  const step = useQuestionStore(store, (s) => s.step);
  const busy = useQuestionStore(store, (s) => s.status === 'submitting');
  const last = stacked || step === store.getState().request.questions.length - 1;
  return (
    <div className="qd-footer">
      <button type="button" className="qd-button" data-variant="quiet" onClick={() => store.skip()}>
        {messages.skip}
      </button>
      {!stacked && store.getState().request.questions.length > 1 && (
        <button
          type="button"
          className="qd-button qd-back"
          disabled={step === 0}
          data-disabled={step === 0 ? '' : undefined}
          onClick={() => store.back()}
        >
          {messages.back}
        </button>
      )}
      {last ? (
        <button
          type="button"
          className="qd-button"
          data-variant="primary"
          aria-disabled={busy || undefined}
          data-disabled={busy ? '' : undefined}
          data-state={busy ? 'submitting' : undefined}
          onClick={() => {
            if (!busy) void store.submit();
          }}
        >
          {busy ? messages.submitting : messages.submit}
        </button>
      ) : (
        <button type="button" className="qd-button" data-variant="primary" onClick={() => store.next()}>
          {messages.next}
        </button>
      )}
    </div>
  );
}
