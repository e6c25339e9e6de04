import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithRef } from 'react';
import { messages as defaultMessages, type Messages, type PromptQueue } from '../../core';
import { usePromptQueue } from '../../react/use-prompt-queue';

/** Props of {@link QueueSwitcher}. */
export interface QueueSwitcherProps extends ComponentPropsWithRef<'div'> {
  /** The queue whose pending prompts to count and switch between (`createPromptQueue`, a gateway's `queue`). */
  readonly queue: PromptQueue;
  /**
   * Every visible string (`messagesTh` for Thai).
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
}

/**
 * "1 of 3 requests" with previous/next buttons, for an agent that asked again before the person
 * answered. Renders nothing while fewer than two prompts are pending. Put it directly above the
 * dock that shows the queue's active store, with no gap: it draws as a tab on the panel's top edge.
 * @example
 * const { active } = usePromptQueue(gateway.queue);
 * <QueueSwitcher queue={gateway.queue} />
 * <QuestionDock store={active} composer={<Composer />} />
 */
export const QueueSwitcher = /* @__PURE__ */ forwardRef<HTMLDivElement, QueueSwitcherProps>(function QueueSwitcher(
  { queue, messages = defaultMessages, className, ...props },
  ref,
) {
  const { items, activeIndex } = usePromptQueue(queue);
  if (items.length < 2) return null;
  const label = messages.requestOf(activeIndex + 1, items.length);
  return (
    <div role="group" aria-label={label} className={clsx('qd-queue', className)} ref={ref} {...props}>
      <button
        type="button"
        className="qd-icon-button"
        aria-label={messages.previousRequest}
        disabled={activeIndex <= 0}
        onClick={() => queue.previous()}
      >
        <span className="qd-chevron" data-state="previous" aria-hidden="true" />
      </button>
      <span className="qd-queue-count" aria-live="polite">
        {label}
      </span>
      <button
        type="button"
        className="qd-icon-button"
        aria-label={messages.nextRequest}
        disabled={activeIndex >= items.length - 1}
        onClick={() => queue.next()}
      >
        <span className="qd-chevron" data-state="next" aria-hidden="true" />
      </button>
    </div>
  );
});
