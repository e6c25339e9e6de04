import { createListeners } from '../plumbing/listeners';
import { consoleReporter, isolate } from '../plumbing/report';
import type { Resolution, ToolResult } from '../answer/types';
import type { QuestionStore } from './types';

/** Options of {@link createPromptQueue}. */
export interface PromptQueueOptions {
  /** The session whose prompts are shown. Prompts of other sessions are kept but never shown. */
  readonly sessionKey: string;
  /**
   * Called once per prompt when it resolves (answered, skipped, expired, cancelled) and leaves the
   * queue. Keeping its summary in the timeline is the app's business.
   */
  readonly onResolve?: (result: ToolResult, resolution: Resolution, promptId: string | undefined) => void;
  /**
   * Where a throwing subscriber or `onResolve` is reported. They are isolated: the others still run
   * and the queue moves on.
   * @default console.error
   */
  readonly onError?: (error: unknown) => void;
}

/** Options of {@link PromptQueue.add}. */
export interface AddPromptOptions {
  /**
   * The session the prompt belongs to.
   * @default the queue's current session
   */
  readonly sessionKey?: string;
}

/** The queue's snapshot: a new object only when something visible changed. */
export interface PromptQueueState {
  /** The current session. */
  readonly sessionKey: string;
  /** Pending prompts of the current session, in arrival order. */
  readonly items: readonly QuestionStore[];
  /** Index of the shown prompt in `items`; -1 when there is none. */
  readonly activeIndex: number;
  /** The shown prompt. */
  readonly active: QuestionStore | undefined;
}

/** Several pending prompts per session, one shown at a time. Framework-free. */
export interface PromptQueue {
  /** The current snapshot: the same object until something visible changes. */
  getState(): PromptQueueState;
  /** Returns an unsubscribe function. Listeners run after every visible change. */
  subscribe(listener: (state: PromptQueueState, previous: PromptQueueState) => void): () => void;
  /** Adds a pending prompt (a finished one is ignored). Returns a function that removes it. */
  add(store: QuestionStore, options?: AddPromptOptions): () => void;
  /** Removes a prompt without resolving it; `onResolve` is not called. */
  remove(store: QuestionStore): boolean;
  /** Shows `items[index]`. Returns false for an index out of range. */
  setActive(index: number): boolean;
  /** Shows the next prompt; false at the end (no wrap, so a "2 of 3" switcher has clear ends). */
  next(): boolean;
  /** Shows the previous prompt; false at the start. */
  previous(): boolean;
  /** Switches the shown session. Each session remembers its own active prompt. */
  setSessionKey(sessionKey: string): void;
  /** Stops listening to every prompt. The prompts themselves are not disposed. */
  dispose(): void;
}

interface Entry {
  readonly store: QuestionStore;
  readonly sessionKey: string;
  readonly unsubscribe: () => void;
}

/**
 * Creates a prompt queue: an agent may ask again before the person answered (several runs, or
 * several sessions in one page). The queue shows the current session's prompts one at a time;
 * when the shown one resolves it leaves the queue and the next pending one is shown.
 *
 * The queue subscribes to every prompt it holds, so their expiry timers run even while hidden.
 *
 * @example
 * const queue = createPromptQueue({ sessionKey: 'main', onResolve: (result, _resolution, promptId) => sendToAgent(promptId, result) });
 * queue.add(createQuestionStore(request, { promptId: toolCallId }));
 * queue.subscribe(({ active, activeIndex, items }) => render(active, `${activeIndex + 1}/${items.length}`));
 */
export function createPromptQueue(options: PromptQueueOptions): PromptQueue {
  let sessionKey = options.sessionKey;
  let entries: Entry[] = [];
  /** The shown prompt per session; falls back to the first item when it is gone. */
  const activeBySession = new Map<string, QuestionStore>();
  let disposed = false;
  const report = options.onError ?? consoleReporter('A prompt queue subscriber or onResolve');
  const listeners = createListeners<PromptQueueState>(report);

  const compute = (): PromptQueueState => {
    const items = entries.filter((e) => e.sessionKey === sessionKey).map((e) => e.store);
    const remembered = activeBySession.get(sessionKey);
    const index = remembered ? items.indexOf(remembered) : -1;
    const activeIndex = index >= 0 ? index : items.length > 0 ? 0 : -1;
    return { sessionKey, items, activeIndex, active: items[activeIndex] };
  };

  let state = compute();

  const sameState = (a: PromptQueueState, b: PromptQueueState): boolean =>
    a.sessionKey === b.sessionKey &&
    a.activeIndex === b.activeIndex &&
    a.items.length === b.items.length &&
    a.items.every((s, i) => s === b.items[i]);

  const update = (): void => {
    const next = compute();
    if (sameState(next, state)) return;
    const previous = state;
    state = next;
    listeners.notify(state, previous);
  };

  const detach = (entry: Entry): void => {
    entry.unsubscribe();
    const items = entries.filter((e) => e.sessionKey === entry.sessionKey).map((e) => e.store);
    const at = items.indexOf(entry.store);
    entries = entries.filter((e) => e !== entry);
    // The shown prompt left: show the one after it (or the first), never jump to another session.
    if (activeBySession.get(entry.sessionKey) === entry.store) {
      const rest = items.filter((s) => s !== entry.store);
      const following = rest[at] ?? rest[0];
      if (following) activeBySession.set(entry.sessionKey, following);
      else activeBySession.delete(entry.sessionKey);
    }
  };

  const queue: PromptQueue = {
    getState: () => state,

    subscribe: (listener) => listeners.subscribe(listener),

    add(store, addOptions = {}) {
      if (disposed || store.getState().resolution !== null) return () => {};
      const existing = entries.find((e) => e.store === store);
      if (existing) return () => queue.remove(store);
      const key = addOptions.sessionKey ?? sessionKey;
      let entry: Entry | undefined;
      const unsubscribe = store.subscribe((s, previous) => {
        if (!s.resolution || previous.resolution || !entry || !entries.includes(entry)) return;
        detach(entry);
        update();
        const resolution = s.resolution;
        isolate(() => options.onResolve?.(resolution.result, resolution, s.promptId), report);
      });
      entry = { store, sessionKey: key, unsubscribe };
      entries = [...entries, entry];
      if (!activeBySession.has(key)) activeBySession.set(key, store);
      update();
      return () => queue.remove(store);
    },

    remove(store) {
      const entry = entries.find((e) => e.store === store);
      if (!entry) return false;
      detach(entry);
      update();
      return true;
    },

    setActive(index) {
      const target = state.items[index];
      if (!Number.isInteger(index) || !target) return false;
      activeBySession.set(sessionKey, target);
      update();
      return true;
    },

    next: () => queue.setActive(state.activeIndex + 1),
    previous: () => queue.setActive(state.activeIndex - 1),

    setSessionKey(key) {
      sessionKey = key;
      update();
    },

    dispose() {
      disposed = true;
      for (const e of entries) e.unsubscribe();
      entries = [];
      activeBySession.clear();
      update();
      listeners.clear();
    },
  };
  return queue;
}
