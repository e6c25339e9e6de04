import type { QuestionStore, ToolResult } from './types';

/** The part of `BroadcastChannel` the sync needs, so tests and other transports can stand in. */
export interface SyncChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** Options of {@link syncAcrossTabs}. */
export interface SyncOptions {
  /** Channel name shared by the tabs of your app. Default `question-dock`. */
  readonly channelName?: string;
  /** Channel factory; default `new BroadcastChannel(name)` where it exists. */
  readonly createChannel?: (name: string) => SyncChannel;
}

const TYPE = 'question-dock:resolved';

/**
 * Keeps tabs of the same app in step: when one tab answers, skips or cancels a prompt, the
 * others show it as answered elsewhere (or skipped / cancelled) instead of asking again.
 * The store needs a `promptId`. Returns a function that stops syncing.
 *
 * @example
 * const store = createQuestionStore(request, { promptId: toolCallId });
 * const stop = syncAcrossTabs(store);
 */
export function syncAcrossTabs(store: QuestionStore, options: SyncOptions = {}): () => void {
  const id = store.getState().promptId;
  const Channel = (globalThis as { BroadcastChannel?: new (n: string) => SyncChannel }).BroadcastChannel;
  const create = options.createChannel ?? (Channel && ((n: string) => new Channel(n)));
  if (id === undefined || !create) return () => {};
  const channel = create(options.channelName ?? 'question-dock');
  let remote = false;

  // Messages are `{ type, id, status, result }`.
  channel.onmessage = (event) => {
    const data = event.data as { type?: unknown; id?: unknown; status?: unknown; result?: ToolResult } | null;
    if (typeof data !== 'object' || data?.type !== TYPE || data.id !== id || typeof data.result !== 'object') return;
    remote = true;
    try {
      if (data.status === 'cancelled') store.cancel();
      else store.resolveExternally(data.result);
    } finally {
      remote = false;
    }
  };

  const unsubscribe = store.subscribe((state, previous) => {
    const r = state.resolution;
    // Only this tab's own resolutions travel; expiry happens in every tab by itself.
    if (
      remote ||
      !r ||
      previous.resolution ||
      (r.source !== 'user' && r.source !== 'cancelled') ||
      r.status === 'expired'
    )
      return;
    channel.postMessage({ type: TYPE, id, status: r.status, result: r.result });
  });

  return () => {
    unsubscribe();
    channel.onmessage = null;
    channel.close();
  };
}
