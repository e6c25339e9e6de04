import { useEffect, useRef } from 'react';
import { watchAttention, type Messages, type PromptQueue, type QuestionStore } from '../../core';

/**
 * `QuestionDock`'s `attention`: `true` marks the document title while a prompt waits on a hidden
 * page; `{ notify: true }` also shows a system notification when permission is already granted.
 */
export type DockAttention = boolean | { readonly notify?: boolean | undefined };

/** Binds the core's `watchAttention` to this page (its `document`, `Notification` and `focus`) while `attention` is set. */
export function useAttention(
  source: QuestionStore | PromptQueue | undefined,
  attention: DockAttention | undefined,
  messages: Messages,
): void {
  const latest = useRef(messages);
  latest.current = messages;
  const notify = typeof attention === 'object' && attention?.notify === true;
  const on = !!attention && !!source;
  useEffect(() => {
    if (!on) return;
    const Notification = notify ? globalThis.Notification : undefined;
    return watchAttention(source, {
      document,
      // Read when the title changes: a new `messages` object does not restart the watch.
      messages: {
        get attentionTitle() {
          return latest.current.attentionTitle;
        },
        get attentionNotice() {
          return latest.current.attentionNotice;
        },
      },
      notify: Notification && { Notification, focus: () => globalThis.focus?.() },
    });
  }, [source, on, notify]);
}
