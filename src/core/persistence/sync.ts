import { isObject, typeName } from '../request/guards';
import { onDispose } from '../plumbing/disposal';
import { consoleWarning, describeThrown, devWarn, warningOf, type Warning } from '../plumbing/report';
import { PERSISTENCE_WARNINGS, type PersistenceWarningCode } from '../store/warnings';
import type { QuestionStore } from '../store/types';

/** The part of `BroadcastChannel` the sync needs, so tests and other transports can stand in. */
export interface SyncChannel {
  /** Sends a message to the other tabs. */
  postMessage(message: unknown): void;
  /** Stops the channel (when syncing stops). */
  close(): void;
  /** Receives the other tabs' messages. */
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** Options of {@link syncAcrossTabs}. */
export interface SyncOptions {
  /**
   * Channel name shared by the tabs of your app.
   * @default 'question-dock'
   */
  readonly channelName?: string;
  /**
   * Channel factory.
   * @default (name) => new BroadcastChannel(name), where BroadcastChannel exists (else no sync)
   */
  readonly createChannel?: (name: string) => SyncChannel;
  /**
   * A message about this prompt that does not fit it (`sync_invalid`), or a channel that throws
   * (`sync_unavailable`: this tab goes on alone).
   * @default console.warn
   */
  readonly onWarning?: (warning: Warning<PersistenceWarningCode>) => void;
}

const TYPE = 'question-dock:resolved';

/**
 * Keeps tabs of the same app in step: when one tab answers, skips or cancels a prompt, the
 * others show it as answered elsewhere (or skipped / cancelled) instead of asking again.
 * The store needs a `promptId`. Syncing stops by itself when the prompt ends (its outcome sent to
 * the other tabs) or the store is disposed, so the channel never outlives the prompt; the returned
 * function stops it sooner.
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
  // A prompt already over (restored from storage) has nothing left to tell or hear.
  if (store.getState().resolution) return () => {};

  const warn = (code: 'sync_invalid' | 'sync_unavailable', detail: string): void => {
    const warning = warningOf(PERSISTENCE_WARNINGS, { code, promptId: id, detail });
    try {
      (options.onWarning ?? consoleWarning)(warning);
    } catch (error) {
      // A throwing warning handler costs the warning, not the tab.
      devWarn(`syncAcrossTabs: onWarning threw on ${warning.code}.`, error);
    }
  };
  // A channel that throws (an opaque origin's BroadcastChannel, a hostile stand-in) costs the sync,
  // never the prompt: one warning, and this tab goes on alone.
  let broken = false;
  const guarded = (run: () => void): void => {
    if (broken) return;
    try {
      run();
    } catch (error) {
      broken = true;
      warn('sync_unavailable', describeThrown(error));
    }
  };

  let channel: SyncChannel | undefined;
  let remote = false;
  // Messages are `{ type, id, status, result }`. Another tab is another program: every field is
  // checked, and the answers are validated against the request by `resolveExternally`.
  const receive = (event: { data: unknown }): void => {
    let status: unknown;
    let result: unknown;
    try {
      const data: unknown = event.data;
      if (!isObject(data) || data['type'] !== TYPE || data['id'] !== id) return;
      status = data['status'];
      result = data['result'];
    } catch {
      return warn('sync_invalid', 'unreadable message');
    }
    if (store.getState().resolution) return;
    remote = true;
    try {
      if (status === 'cancelled') store.cancel();
      else if (!isObject(result)) warn('sync_invalid', `result is ${typeName(result)}`);
      else if (!store.resolveExternally(result as never).ok)
        warn('sync_invalid', 'the answers do not fit the questions');
    } finally {
      remote = false;
    }
  };
  guarded(() => {
    const opened = create(options.channelName ?? 'question-dock');
    channel = opened;
    opened.onmessage = receive;
  });

  let stopped = false;
  const unsubscribe = store.subscribe((state, previous) => {
    const r = state.resolution;
    if (!r || previous.resolution) return;
    // Only this tab's own resolutions travel; expiry happens in every tab by itself.
    if (!remote && (r.source === 'user' || r.source === 'cancelled') && r.status !== 'expired')
      guarded(() => channel?.postMessage({ type: TYPE, id, status: r.status, result: r.result }));
    // Once the prompt is over, nothing another tab says can change it: the channel closes (a message
    // posted before `close` is still delivered).
    stop();
  });
  const forget = onDispose(store, () => stop());

  function stop(): void {
    if (stopped) return;
    stopped = true;
    unsubscribe();
    forget();
    const opened = channel;
    channel = undefined;
    try {
      if (opened) {
        opened.onmessage = null;
        opened.close();
      }
    } catch {
      // Closing a broken channel has nothing left to save: the sync has already stopped here.
    }
  }
  return stop;
}
