import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { messages as defaultMessages, type Messages, type RejectedPrompt } from '../../core';
import { IssueList } from './IssueList';

/** Props of {@link RejectedPromptNotice}. */
export interface RejectedPromptNoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The prompt to tell about: an entry of a gateway's `getState().rejected`. */
  readonly prompt: RejectedPrompt;
  /** Called by the Dismiss button; without it there is no button. */
  readonly onDismiss?: (() => void) | undefined;
  /**
   * Every visible string (`messagesTh` for Thai).
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
}

/** What the agent asked, a line per question text, each isolated from the page's direction. @internal */
export function AskedQuestions({ texts }: { readonly texts: readonly string[] }) {
  return (
    <ul className="qd-rejected-questions">
      {texts.map((text, i) => (
        <li key={i} dir="auto">
          <bdi>{text}</bdi>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tells the person about a question the agent asked that the dock cannot show (a malformed gateway
 * record, or a request that does not normalize): what was asked, that nothing was sent (it stays
 * open for another app until it expires), and the reasons behind a disclosure for the developer. Render one per entry of a
 * gateway's `getState().rejected`, above the composer like the dock.
 *
 * @example
 * const { rejected } = useSyncExternalStore(openclaw.subscribe, openclaw.getState);
 * rejected.map((prompt) => (
 *   <RejectedPromptNotice key={prompt.promptId} prompt={prompt} onDismiss={() => openclaw.dismissRejected(prompt.promptId)} />
 * ));
 */
export const RejectedPromptNotice = /* @__PURE__ */ forwardRef<HTMLDivElement, RejectedPromptNoticeProps>(
  function RejectedPromptNotice({ prompt, onDismiss, messages = defaultMessages, className, ...rest }, ref) {
    const hasDetails = (prompt.issues?.length ?? 0) > 0 || prompt.reason !== undefined;
    return (
      <div
        {...rest}
        ref={ref}
        role="alert"
        className={className ? `qd-alert qd-rejected ${className}` : 'qd-alert qd-rejected'}
        data-state="rejected"
        data-prompt-id={prompt.promptId}
      >
        <p>{messages.rejectedPrompt}</p>
        {prompt.questions.length > 0 && <AskedQuestions texts={prompt.questions} />}
        {hasDetails && (
          <details>
            <summary>{messages.rejectedDetails}</summary>
            {prompt.issues && <IssueList issues={prompt.issues} messages={messages} />}
            {prompt.reason !== undefined && <p dir="auto">{prompt.reason}</p>}
          </details>
        )}
        {onDismiss && (
          <button type="button" className="qd-button" onClick={onDismiss}>
            {messages.dismiss}
          </button>
        )}
      </div>
    );
  },
);
