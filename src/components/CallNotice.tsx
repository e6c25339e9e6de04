import type { Messages } from '../core';
import { callMessages } from '../core/messages-calls';

/** The words of a call that streams or ends without an answer: the app's, else English. @internal */
export function callWords(messages: Messages): typeof callMessages {
  return {
    stillWriting: messages.stillWriting ?? callMessages.stillWriting,
    questionStopped: messages.questionStopped ?? callMessages.questionStopped,
    questionFailed: messages.questionFailed ?? callMessages.questionFailed,
  };
}

/**
 * What an adapter shows for an `ask_user` call that will never be a prompt: one the agent stopped
 * writing (the run was stopped) or one that ended in an error. An alert, with Dismiss where it sits
 * in the dock, so no dock is left that cannot be closed. @internal
 */
export function CallNotice({
  text,
  messages,
  onDismiss,
}: {
  text: string;
  messages: Messages;
  onDismiss?: (() => void) | undefined;
}) {
  return (
    <div role="alert" className="qd-alert" data-state="call-ended">
      <span dir="auto">{text}</span>
      {onDismiss && (
        <button type="button" className="qd-button" onClick={onDismiss}>
          {messages.dismiss}
        </button>
      )}
    </div>
  );
}
