/** How a rendered prompt keeps its drafts: the `persist` it gets (writes after the next paint, the outcome kept). */
import { withDefaults, type DraftPersistence } from '../core/internal';

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
 * The store's `persist` for a rendered prompt: the app's, writing after the next paint and keeping
 * the outcome unless its options say otherwise. The outcome is kept so that a remount of a prompt
 * that ended while the view was gone shows it as over instead of asking again, blank. A server
 * render shows the prompt as it starts, never a saved draft (hydration must match it), so there
 * persistence is off, not a warning per render.
 * @internal
 */
export function promptPersist(persist: DraftPersistence | undefined): DraftPersistence | undefined {
  if (!persist || typeof window === 'undefined') return undefined;
  return withDefaults(persist, { rememberResolved: true, defer: afterPaint });
}
