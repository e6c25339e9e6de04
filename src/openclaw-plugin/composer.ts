import { bindOpenClawHost } from '../gateway/host';
import { persistDrafts, type QuestionStore } from '../core';
import type { OpenClawConnection } from '../gateway/connection-types';
import type { QuestionDockElement, QuestionResolveEvent } from '../element/dock';
import type { QuestionDockSummaryElement } from '../element/summary';
import type { ComposerContext, ControlUiHostLike, MountedView } from './host-types';
import { devWarn, modeOf, type DockMode } from '../core/internal';
import { watchNativePanel } from './native-panel';
import { exemptFromAutotype } from './control-ui';

/** Marks the plugin's root while the dock shows a prompt. */
export const ACTIVE_ATTRIBUTE = 'data-qd-dock-active';

/** The person's drafts and the open questions, kept in the tab's sessionStorage across a reload or a new view. */
const DRAFTS = /* @__PURE__ */ persistDrafts();

/**
 * The composer replacement: the dock element with the built-in composer mounted in its slot, so the
 * composer keeps its draft, its send button and every host update, and the dock shows the questions
 * of the session on screen above it. The questions come through the Control UI's own connection
 * (`bindOpenClawHost`), bound again when the session on screen changes.
 */
export function mountComposer(
  host: ControlUiHostLike,
  tag: string,
  container: HTMLElement,
  first: ComposerContext,
): MountedView {
  const root = document.createElement('div');
  root.className = 'qd-openclaw';
  const builtIn = document.createElement('div');
  builtIn.className = 'qd-openclaw__composer';
  let dock: QuestionDockElement | undefined;
  try {
    dock = document.createElement(tag) as QuestionDockElement;
    dock.setAttribute('attention', '');
    dock.append(builtIn);
    root.append(dock);
  } catch (error) {
    // No dock element: the built-in composer alone, with its own question panel. Said in every build:
    // the plugin's view is then the Control UI's own.
    console.warn(`question-dock: <${tag}> could not be made; the Control UI's composer stays as it ships.`, error);
    dock = undefined;
    root.append(builtIn);
  }
  container.append(root);
  const unmountDefault = first.mountDefault(builtIn);

  const normalize = (key: string): string => {
    try {
      return host.sessions?.normalizeKey?.(key) ?? key;
    } catch (error) {
      devWarn(`The Control UI's normalizeKey threw on ${key}; the key is used as it is.`, error);
      return key;
    }
  };
  // How the latest prompt ended (answered, skipped, expired, cancelled, answered elsewhere) stays in
  // view above the composer until the next prompt: a question that ends without the person's doing
  // is never just gone. The Control UI's timeline keeps the ask_user summaries for good.
  let outcome: QuestionDockSummaryElement | undefined;
  const onResolve = (event: Event): void => {
    const { summary } = (event as QuestionResolveEvent).detail;
    outcome ??= document.createElement(`${tag}-summary`) as QuestionDockSummaryElement;
    outcome.className = 'qd-openclaw__outcome';
    outcome.summary = summary;
    if (!outcome.isConnected) root.prepend(outcome);
  };
  dock?.addEventListener('question-resolve', onResolve);
  let sessionKey: string | undefined;
  let connection: OpenClawConnection | undefined;
  let unsubscribe = (): void => {};
  // The built-in panel keeps the async questions in view while the dock shows the blocking ones.
  const native = watchNativePanel(
    root,
    builtIn,
    (message) => console.warn(`question-dock: ${message}`),
    (id) => connection?.getStore(id) !== undefined,
  );
  const dockMode = (): DockMode | undefined => {
    const active = connection?.queue.getState().active?.getState();
    return active && modeOf(active);
  };
  const syncNative = (): void => native.sync(dockMode());
  const observer = new MutationObserver(syncNative);
  // Text too: stepping between two alike questions may change only the pager's and the question's text.
  observer.observe(builtIn, { childList: true, subtree: true, characterData: true });
  // The dock's panel and mini bar keep their keys (digits pick) from the Control UI, whatever it renders next.
  const panels = new MutationObserver(() => {
    for (const part of dock?.shadowRoot?.querySelectorAll('.qd-panel, .qd-minibar') ?? []) exemptFromAutotype(part);
  });
  if (dock?.shadowRoot) panels.observe(dock.shadowRoot, { childList: true, subtree: true });
  // The shown prompt's view (a prompt that arrives while the person types starts collapsed, with no event).
  let shown: QuestionStore | undefined;
  let unwatchShown = (): void => {};
  const watchShown = (store: QuestionStore | undefined): void => {
    if (store === shown) return;
    unwatchShown();
    shown = store;
    // Synced within the change itself: a submit gives the composer back, and the Control UI's text
    // box must be there before the next key press, not a frame later.
    unwatchShown =
      store?.subscribe((state, previous) => {
        if (modeOf(state) !== modeOf(previous)) syncNative();
      }) ?? ((): void => {});
  };

  /** The queue's shown prompt changed: mark the root, follow its view, keep the built-in panel in step. */
  const show = (active: QuestionStore | undefined): void => {
    root.toggleAttribute(ACTIVE_ATTRIBUTE, active !== undefined);
    watchShown(active);
    syncNative();
  };

  const bind = (context: ComposerContext): void => {
    // The Control UI's language picks the dock's words (Thai for `th`), as the page's `lang` would;
    // read again on each update, since the person may switch it.
    if (dock && host.locale && dock.getAttribute('lang') !== host.locale) dock.setAttribute('lang', host.locale);
    const key = normalize(context.props.sessionKey);
    if (key === sessionKey || !dock) return;
    sessionKey = key;
    unsubscribe();
    connection?.dispose();
    const next = bindOpenClawHost(host, { sessionKey: key, persist: DRAFTS });
    connection = next;
    unsubscribe = next.queue.subscribe(({ active }) => {
      if (active) outcome?.remove();
      show(active);
    });
    show(next.queue.getState().active);
    dock.gateway = next;
  };
  bind(first);

  return {
    update: bind,
    dispose() {
      dock?.removeEventListener('question-resolve', onResolve);
      observer.disconnect();
      panels.disconnect();
      unwatchShown();
      unsubscribe();
      connection?.dispose();
      unmountDefault();
      root.remove();
    },
  };
}
