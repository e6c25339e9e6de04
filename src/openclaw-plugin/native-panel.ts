/**
 * The Control UI's own question panel, rendered by its built-in composer (light DOM, inside the
 * container the plugin mounted it in). While a blocking question shows there, the built-in composer
 * takes its text box away; collapsing that panel gives it back. The plugin hides the panel while the
 * dock shows the question (stylesheet, `data-qd-dock-active`), and collapses it when the person
 * collapses the dock, so the composer under the dock takes text as it does everywhere else.
 */
const PANEL = 'openclaw-chat-question-panel';

interface PanelProps {
  readonly model?: { readonly nonBlocking?: boolean; readonly collapsed?: boolean };
  readonly onCollapsedChange?: (collapsed: boolean) => void;
}

/** Collapses each blocking question the built-in composer shows under `root`; true when one was. */
export function collapseNativeQuestions(root: ParentNode): boolean {
  let collapsed = false;
  for (const panel of root.querySelectorAll(PANEL)) {
    const props = (panel as Element & { props?: PanelProps }).props;
    if (!props?.model || props.model.nonBlocking || props.model.collapsed) continue;
    if (typeof props.onCollapsedChange !== 'function') continue;
    props.onCollapsedChange(true);
    collapsed = true;
  }
  return collapsed;
}
