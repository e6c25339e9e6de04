import { useEffect, useRef } from 'react';
import type { Messages, PromptQueue, QuestionStore } from '../core';

/**
 * `QuestionDock`'s `attention`: `true` marks the document title while a prompt waits on a hidden
 * page; `{ notify: true }` also shows a system notification when permission is already granted.
 */
export type DockAttention = boolean | { readonly notify?: boolean | undefined };

/**
 * Binds `watchAttention` to the page while `attention` is set. The watcher, its words and the page
 * binding load with `import()` on first use, so a dock without `attention` carries none of them.
 */
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
    let stop: (() => void) | undefined;
    let live = true;
    void import('./attention-page').then(({ watchPage }) => {
      if (live) stop = watchPage(source, notify, () => latest.current);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [source, on, notify]);
}
