/**
 * How a rendered prompt keeps its drafts: the `persist` it gets (writes after the next paint, the
 * outcome kept), and for `<QuestionDock request>` the persistence code itself, loaded with
 * `import()` the first time a prompt has somewhere to keep them. A dock without a prompt id (the
 * README example) never downloads it: its bundle is 1.1 kB min+gzip smaller.
 */
import type { PersistOptions } from '../core';
import type { OpenPersistence } from '../core/persistence/persist';
import { loadPersistence } from './load-persistence';

/** Draft writes waiting for the frame after the next paint (one queue per page, see `afterPaint`). */
const queued: Array<() => void> = [];
let listening = false;

function writeQueued(): void {
  for (const write of queued.splice(0)) write();
}

/**
 * When a rendered prompt writes its draft: after the next paint (the key press that changed it
 * does not wait for storage), and at the latest when the page is hidden or left. A hidden page
 * paints nothing, so there it writes on the next task. The writes of every prompt share one frame
 * callback and one pair of page listeners, added once: a key press adds no listener.
 */
function afterPaint(write: () => void): void {
  if (typeof window === 'undefined') return write();
  queued.push(write);
  if (queued.length > 1) return;
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', writeQueued);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') writeQueued();
    });
  }
  // A write that went out early (pagehide) leaves this callback with nothing to do.
  if (document.hidden) setTimeout(writeQueued, 0);
  else requestAnimationFrame(() => setTimeout(writeQueued, 0));
}

/**
 * The store's `persist` for a rendered prompt. The outcome is kept after the end, so a remount of a
 * prompt that ended while the view was gone shows it as over instead of asking again, blank (issue
 * 12, class 2). A server render has no storage: there `true` is off, not a warning per render.
 * @internal
 */
export function promptPersist(persist: boolean | PersistOptions): PersistOptions | undefined {
  if (persist === false || (persist === true && typeof window === 'undefined')) return undefined;
  return { rememberResolved: true, defer: afterPaint, ...(persist === true ? {} : persist) };
}

/** `openPersistence` once downloaded (or, after a failed download, {@link unavailable}). */
let loaded: OpenPersistence | undefined;
let loading: Promise<void> | undefined;

/**
 * An opener that opens nothing and says why: the store reports it like its own warnings (with the
 * prompt id, through `onWarning`, isolated), so the prompt works in memory as with no storage.
 */
const unavailable =
  (detail: string): OpenPersistence =>
  (_persist, _id, _request, warn) => {
    warn({ code: 'persist_unavailable', detail });
    return undefined;
  };

/**
 * How the dock's store opens `persist` (from {@link promptPersist}): `undefined` when there is
 * nothing to open, else the opener, or `null` while it downloads (the store waits for it: one made
 * without it would have to restore the draft later, under the person's hands). The download starts
 * the first time a prompt has a key to store under; then every store is made at once.
 * @internal
 */
export function persistenceOpener(
  persist: PersistOptions | undefined,
  promptId: string | undefined,
): OpenPersistence | null | undefined {
  // A server render shows the store's initial state (useQuestionStore's server snapshot), never a
  // saved draft: nothing to open there, and the prompt renders at once.
  if (!persist || typeof window === 'undefined') return undefined;
  // Neither a prompt id nor a key: nothing could be kept, so nothing is downloaded; the store warns as it always did.
  if ((persist.key ?? promptId) === undefined) return unavailable('key');
  void preloadPersistence();
  return loaded ?? null;
}

/**
 * Starts the download (once) and settles when the opener is there. The dock calls it for its first
 * prompt with a key; a page that knows such a prompt is coming (the stories) may call it first, so
 * that prompt shows in its first render.
 * @internal
 */
export function preloadPersistence(): Promise<void> {
  return (loading ??= loadPersistence().then(
    (open) => void (loaded = open),
    // Offline or a deploy that removed the chunk: persistence is lost, never the prompt. Kept for
    // the page: trying again would hold every later prompt back as long again.
    () => void (loaded = unavailable('module')),
  ));
}

/** Settles once the opener is there (or failed to download); `undefined` before any prompt asked for it. @internal */
export const persistenceLoaded = (): Promise<void> | undefined => loading;
