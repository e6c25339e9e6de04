/**
 * The page side of `attention`, loaded with `import()` by {@link useAttention} on first use: the
 * browser's `document`, `Notification` and `focus` given to the core's `watchAttention`.
 */
import { watchAttention, type Messages, type PromptQueue, type QuestionStore } from '../core';

/** Watches `source` on this page; `words()` gives the dock's current messages. Returns the stop function. */
export function watchPage(
  source: QuestionStore | PromptQueue,
  notify: boolean,
  words: () => Pick<Messages, 'attentionTitle' | 'attentionNotice'>,
): () => void {
  const Notification = notify ? globalThis.Notification : undefined;
  return watchAttention(source, {
    document,
    // Read when the title changes: a new `messages` object does not restart the watch.
    messages: {
      get attentionTitle() {
        return words().attentionTitle;
      },
      get attentionNotice() {
        return words().attentionNotice;
      },
    },
    notify: Notification && { Notification, focus: () => globalThis.focus?.() },
  });
}
