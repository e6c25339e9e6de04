import { useCallback, useSyncExternalStore } from 'react';
import type { PromptQueue, PromptQueueState } from '../core';

// Pure: a bundle without usePromptQueue (the README example) drops it; a bare call would stay.
const empty: PromptQueueState = /* @__PURE__ */ Object.freeze({
  sessionKey: '',
  items: /* @__PURE__ */ Object.freeze([]),
  activeIndex: -1,
  active: undefined,
});

/**
 * Reads a prompt queue (several pending prompts of one session) from React; re-renders when the
 * shown prompt or the list changes. Without a queue it returns an empty state.
 * @example
 * const { active, activeIndex, items } = usePromptQueue(gateway.queue);
 * return <QuestionDock store={active} composer={<Composer />} />; // only the composer while none is pending
 */
export function usePromptQueue(queue: PromptQueue | undefined): PromptQueueState {
  const subscribe = useCallback((onChange: () => void) => (queue ? queue.subscribe(onChange) : () => {}), [queue]);
  const get = () => (queue ? queue.getState() : empty);
  return useSyncExternalStore(subscribe, get, get);
}
