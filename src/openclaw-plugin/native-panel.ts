/**
 * The Control UI's own question panel, rendered by its built-in composer (light DOM, inside the
 * container the plugin mounted it in). It shows one request at a time: the gateway's blocking
 * questions first, then the Control UI's async (non-blocking) ones, with a "1/2" pager between them.
 * While a blocking question shows there, the built-in composer takes its text box away; collapsing
 * that panel, or showing an async question in it, gives the box back.
 *
 * The dock shows the blocking questions, so while it has one the panel must not show it again, yet
 * the async questions must stay answerable: the panel is moved on to an async question when there is
 * one (`data-qd-native-async` on the plugin's root lets the stylesheet show it), and hidden otherwise.
 * Everything here reads the panel's `props` defensively: a Control UI that renders it differently
 * leaves the panel hidden while the dock has a question, never broken.
 */
import type { DockMode } from '../components/behaviour/use-dock-focus';

const PANEL = 'openclaw-chat-question-panel';

/** Marks the plugin's root while the built-in panel shows an async question: the stylesheet shows it. */
export const NATIVE_ASYNC_ATTRIBUTE = 'data-qd-native-async';

interface PanelProps {
  readonly model?: {
    /** The gateway question's id (absent on an async question). */
    readonly requestKey?: string;
    readonly nonBlocking?: boolean;
    readonly collapsed?: boolean;
    readonly requestPosition?: { readonly current: number; readonly total: number };
  };
  readonly onCollapsedChange?: (collapsed: boolean) => void;
  readonly onNextRequest?: () => void;
}

const propsOf = (root: ParentNode): PanelProps | undefined =>
  (root.querySelector(PANEL) as (Element & { props?: PanelProps }) | null)?.props;

/**
 * Collapses the blocking question the built-in composer shows under `panelRoot`; true when there
 * was one. The Control UI then focuses its text box; focus that was elsewhere on the page, outside
 * `keep` (the plugin's root), is given back.
 */
export function collapseNativeQuestions(panelRoot: ParentNode, keep?: Node): boolean {
  const props = propsOf(panelRoot);
  if (!props?.model || props.model.nonBlocking || props.model.collapsed) return false;
  if (typeof props.onCollapsedChange !== 'function') return false;
  const before = document.activeElement;
  props.onCollapsedChange(true);
  if (keep && before instanceof HTMLElement && before !== document.body && !keep.contains(before))
    requestAnimationFrame(() => {
      if (before.isConnected && document.activeElement !== before) before.focus({ preventScroll: true });
    });
  return true;
}

/**
 * Keeps the built-in panel under `panelRoot` out of the dock's way: call `sync` whenever the panel
 * or the dock may have changed (`undefined`: the dock shows no question). While the dock has a
 * question, the panel is stepped past the blocking questions (the dock shows them) to an async one,
 * one step per panel update and at most once round its pager, so a panel holding only blocking
 * questions is left alone, hidden by the stylesheet, instead of paged forever. With the dock
 * collapsed, a blocking question left in the panel is collapsed too, so the composer under the mini
 * bar takes text.
 */
export function watchNativePanel(root: HTMLElement, panelRoot: ParentNode): { sync(dock: DockMode | undefined): void } {
  // Where the latest step started (a step shows only once the panel updates), the steps of this
  // round, and where a full round found no async question (tried again when the panel changes).
  let steppedFrom: string | undefined;
  let steps = 0;
  let exhaustedAt: string | undefined;
  return {
    sync(dock) {
      const props = propsOf(panelRoot);
      const model = props?.model;
      const onAsync = model?.nonBlocking === true;
      root.toggleAttribute(NATIVE_ASYNC_ATTRIBUTE, onAsync);
      if (dock === undefined || dock === 'resolved' || !model || onAsync) {
        steppedFrom = exhaustedAt = undefined;
        steps = 0;
        return;
      }
      const total = model.requestPosition?.total ?? 1;
      const at = `${total}:${model.requestPosition?.current ?? 1}:${model.requestKey ?? ''}`;
      if (at === steppedFrom) return;
      if (total > 1 && at !== exhaustedAt && typeof props.onNextRequest === 'function') {
        if (steps < total - 1) {
          steps += 1;
          steppedFrom = at;
          props.onNextRequest();
          return;
        }
        exhaustedAt = at;
      }
      steppedFrom = undefined;
      steps = 0;
      if (dock === 'collapsed') collapseNativeQuestions(panelRoot, root);
    },
  };
}
