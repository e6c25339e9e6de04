import type { PromptQueue, QuestionStore } from '../../core';

/**
 * Questions made again from what an earlier view kept (kept-records.ts), with their session tags,
 * held out of the queue, so never answerable, until the gateway lists them as open: an answer to a
 * question the gateway forgot (a restart) would be lost. One it no longer knows ends while held.
 */
export function createChecking(queue: PromptQueue, onChange: () => void) {
  const held = new Map<string, { readonly store: QuestionStore; readonly sessionKey: string }>();
  return {
    hold(id: string, store: QuestionStore, sessionKey: string): void {
      held.set(id, { store, sessionKey });
      onChange();
    },
    /** The gateway says the question is open: it joins the queue, answerable. */
    confirm(id: string): void {
      const entry = held.get(id);
      if (!entry) return;
      held.delete(id);
      queue.add(entry.store, { sessionKey: entry.sessionKey });
      onChange();
    },
    /** The question ended while held. */
    drop(id: string): void {
      if (held.delete(id)) onChange();
    },
    ids: (): readonly string[] => [...held.keys()],
  };
}
