/** The one button of a {@link CallNotice}: its word and what it does. @internal */
export interface CallNoticeAction {
  readonly label: string;
  readonly onClick: () => void;
}

/**
 * What an adapter shows for an `ask_user` call that will never be a prompt (one the agent stopped
 * writing, one that ended in an error) or whose answer the host did not take. An alert, with its
 * action (Dismiss, Try again) where it sits in the dock, so no dock is left that cannot be closed.
 * It sits outside `.qd-dock` (above it, or in the timeline): `qd-notice` gives it the theme. @internal
 */
export function CallNotice({ text, action }: { text: string; action?: CallNoticeAction | undefined }) {
  return (
    <div role="alert" className="qd-alert qd-notice" data-state="call-ended">
      <span dir="auto">{text}</span>
      {action && (
        <button type="button" className="qd-button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
