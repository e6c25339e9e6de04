import type { Messages } from '../core';

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
