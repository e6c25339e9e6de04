/** The page-level events `connectOpenClaw` listens to; optional, as Node has neither `window` nor `document`. */
interface EventTargetLike {
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
}

/**
 * Calls `wake` when the network or the page comes back (`online`, `visibilitychange` to visible),
 * so a dropped connection reconnects at once instead of waiting out a backoff delay. A no-op
 * outside a browser.
 */
export function createWakeUp(wake: () => void): { dispose(): void } {
  const target = globalThis as EventTargetLike;
  const doc = (globalThis as { document?: EventTargetLike & { visibilityState?: string } }).document;
  const listener = (): void => {
    if (doc?.visibilityState !== 'hidden') wake();
  };
  target.addEventListener?.('online', listener);
  doc?.addEventListener?.('visibilitychange', listener);
  return {
    dispose() {
      target.removeEventListener?.('online', listener);
      doc?.removeEventListener?.('visibilitychange', listener);
    },
  };
}
