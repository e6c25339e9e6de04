import { useEffect, useRef } from 'react';
import { watchAttention, type Messages, type PromptQueue, type QuestionStore } from '../../core';

type Source = QuestionStore | PromptQueue;

/** What {@link pageAttention} gives `QuestionDock`'s `attention`. */
export interface PageAttention {
  /** Also a system notification for each prompt that arrives while the page is hidden. */
  readonly notify: boolean;
  /** Watches `source` on this page until the returned function is called. */
  readonly watch: (source: Source, words: () => Messages, notify: boolean) => () => void;
}

/** The core's `watchAttention` on this page: its `document`, `Notification` and `focus`. */
function watchPage(source: Source, words: () => Messages, notify: boolean): () => void {
  const Notification = notify ? globalThis.Notification : undefined;
  return watchAttention(source, {
    document,
    // Read when the title changes: new words do not restart the watch.
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

/**
 * Attention for a prompt nobody sees, given to `QuestionDock`'s `attention`: while a prompt waits
 * and the page is hidden, the document title carries the count of waiting prompts ("(1 question)
 * Chat"), taken off exactly when the page is seen again or the prompt ends. `{ notify: true }`
 * also shows a system notification, only when `Notification.permission` is already `'granted'` (the
 * dock never asks). Several docks on one page share one count. An import the app makes, as
 * `persistDrafts` is: a dock without it carries none of this.
 * @example
 * <QuestionDock request={toolCall.args} promptId={toolCall.id} attention={pageAttention({ notify: true })} />
 */
export function pageAttention(options: { readonly notify?: boolean | undefined } = {}): PageAttention {
  return { notify: options.notify === true, watch: watchPage };
}

/** Runs `attention` for `source` while both are given (a new `messages` object does not restart it). @internal */
export function useAttention(
  source: Source | undefined,
  attention: PageAttention | undefined,
  messages: Messages,
): void {
  const latest = useRef(messages);
  latest.current = messages;
  const watch = attention?.watch;
  const notify = attention?.notify === true;
  useEffect(() => (source && watch ? watch(source, () => latest.current, notify) : undefined), [source, watch, notify]);
}
