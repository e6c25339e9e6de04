/**
 * The Control UI's own question panel beside the dock. The panel shows one request at a time: the
 * gateway's blocking questions first, then the Control UI's async (non-blocking) ones, with a "1/2"
 * pager between them. While a blocking question shows there, the built-in composer takes its text
 * box away; collapsing that panel, or showing an async question in it, gives the box back.
 *
 * The dock shows the blocking questions, so while it has one the panel must not show it again, yet
 * the async questions must stay answerable: the panel is moved on to an async question when there is
 * one, and hidden otherwise. What is read of the panel is read in control-ui.ts; when it cannot be
 * read, the panel is left as it ships (a console warning says what was not found).
 */
import type { DockMode } from '../core/internal';
import { readControlUi, unhideAll, type NativePanel } from './control-ui';

/**
 * Collapses the blocking question `panel` shows; true when there was one. The Control UI then
 * focuses its text box; focus that was elsewhere on the page, outside `keep` (the plugin's root), is
 * given back.
 */
export function collapseNativeQuestion(panel: NativePanel, keep?: Node): boolean {
  if (panel.nonBlocking || panel.collapsed) return false;
  const before = document.activeElement;
  panel.collapse();
  if (keep && before instanceof HTMLElement && before !== document.body && !keep.contains(before))
    requestAnimationFrame(() => {
      if (before.isConnected && document.activeElement !== before) before.focus({ preventScroll: true });
    });
  return true;
}

/**
 * Keeps the built-in panel under `composer` out of the dock's way: call `sync` whenever the panel or
 * the dock may have changed (`undefined`: the dock shows no question). While the dock has a
 * question, the panel is stepped past the blocking questions (the dock shows them) to an async one,
 * one step per panel update and at most once round its pager, so a panel holding only blocking
 * questions is hidden instead of paged forever. With the dock collapsed, a blocking question left in
 * the panel is collapsed too, so the composer under the mini bar takes text. `warn` hears, once per
 * different finding, what of the panel could not be read; `known` tells a question the dock has (or
 * had) by its id.
 */
export function watchNativePanel(
  root: HTMLElement,
  composer: ParentNode,
  warn: (message: string) => void,
  known: (questionId: string) => boolean,
): { sync(dock: DockMode | undefined): void } {
  // Where the latest step started (a step shows only once the panel updates), the steps of this
  // round, and where a full round found no async question (tried again when the panel changes).
  let steppedFrom: string | undefined;
  let steps = 0;
  let exhaustedAt: string | undefined;
  let warned = '';
  const reset = (): void => {
    steppedFrom = exhaustedAt = undefined;
    steps = 0;
  };
  return {
    sync(dock) {
      const shown = dock !== undefined && dock !== 'resolved';
      const reading = readControlUi(composer, shown);
      if (!reading.ok) {
        const missing = reading.missing.join(', ');
        if (missing !== warned)
          warn(`the Control UI's question panel could not be read (not found: ${missing}); it stays as it ships.`);
        warned = missing;
        unhideAll(composer);
        return reset();
      }
      const { panel } = reading;
      // A question the dock answered stays hidden until the Control UI hears it is over, not only
      // while the dock shows it: the Control UI clears its panel a moment after the dock moved on.
      const ours = panel?.requestKey !== undefined && known(panel.requestKey);
      panel?.hide(!panel.nonBlocking && (dock !== undefined || ours));
      // The dock is done with the question the panel still holds (the Control UI hears it ended a
      // moment later): collapsed now, so the Control UI gives its text box back at once.
      if (!shown && panel && ours) collapseNativeQuestion(panel, root);
      if (!shown || !panel || panel.nonBlocking) return reset();
      const at = `${panel.total}:${panel.current}:${panel.requestKey ?? ''}`;
      if (at === steppedFrom) return;
      if (panel.total > 1 && at !== exhaustedAt) {
        if (steps < panel.total - 1) {
          steps += 1;
          steppedFrom = at;
          panel.next();
          return;
        }
        exhaustedAt = at;
      }
      steppedFrom = undefined;
      steps = 0;
      if (dock === 'collapsed') collapseNativeQuestion(panel, root);
    },
  };
}
