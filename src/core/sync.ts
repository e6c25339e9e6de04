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

interface SyncMessage {
  readonly type: 'question-dock:resolved';
  readonly id: string;
  readonly status: 'answered' | 'skipped' | 'cancelled';
  readonly result: ToolResult;
}

function isSyncMessage(data: unknown): data is SyncMessage {
  const d = data as Partial<SyncMessage> | null;
  return typeof d === 'object' && d !== null && d.type === 'question-dock:resolved' && typeof d.id === 'string' && typeof d.result === 'object';
}

/**
 * Keeps tabs of the same app in step: when one tab answers, skips or cancels a prompt, the
 * others show it as answered elsewhere (or skipped / cancelled) instead of asking again.
 * The store needs an `id`. Returns a function that stops syncing.
 *
 * @example
 * const store = createQuestionStore(request, { id: toolCallId });
 * const stop = syncAcrossTabs(store);
 */
export function syncAcrossTabs(store: QuestionStore, options: SyncOptions = {}): () => void {
  const id = store.getState().id;
  const name = options.channelName ?? 'question-dock';
  const Channel = (globalThis as { BroadcastChannel?: new (n: string) => SyncChannel }).BroadcastChannel;
  const create = options.createChannel ?? (Channel ? (n: string) => new Channel(n) : undefined);
  if (id === undefined || !create) return () => {};
  const channel = create(name);
  let remote = false;

  channel.onmessage = (event) => {
    const data = event.data;
    if (!isSyncMessage(data) || data.id !== id) return;
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
    if (remote || !r || previous.resolution || r.source !== 'user' && r.source !== 'cancelled') return;
    if (r.status === 'expired') return;
    const message: SyncMessage = { type: 'question-dock:resolved', id, status: r.status, result: r.result };
    channel.postMessage(message);
  });

  return () => {
    unsubscribe();
    channel.onmessage = null;
    channel.close();
  };
}
