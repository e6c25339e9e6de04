import type { AnswerSummaryData, Messages } from '../core';
import { AnswerSummary } from './AnswerSummary';

/**
 * What a prompt that expired or was cancelled leaves above the composer when the person had
 * answers: the summary with them marked as not sent, its "Use as message" button, and Dismiss.
 * @internal
 */
export default function UnsentDraft({
  summary,
  messages,
  onUse,
  onDismiss,
}: {
  readonly summary: AnswerSummaryData;
  readonly messages: Messages;
  readonly onUse: (text: string) => void;
  readonly onDismiss: () => void;
}) {
  return (
    <div className="qd-unsent">
      <AnswerSummary summary={summary} messages={messages} onUseDraft={onUse} />
      <button type="button" className="qd-button" data-variant="quiet" onClick={onDismiss}>
        {messages.dismiss}
      </button>
    </div>
  );
}
