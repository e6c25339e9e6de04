import type { GatewayWords } from '../element/words';
import { controlUiConnection, readPanels } from './control-ui';

/** The hold on the Control UI's own question panels while the plugin is not active. */
export interface OfflineHold {
  /** The plugin's activation ended: from now on, panels are held while the Control UI is disconnected. */
  watch(words: GatewayWords): void;
  /** The plugin is active again (its view shows the questions): every panel given back. */
  stop(): void;
}

/**
 * Reconnected, the Control UI shows its cached panel for a few seconds more, then activates the
 * plugin again (3-4 s seen); past this, the plugin is not coming back (turned off meanwhile) and the
 * panels are the person's again.
 */
const RETURN_WITHIN_MS = 15_000;

/**
 * The notice, styled inline in the Control UI's own tokens: the plugin's stylesheet goes with its
 * activation, and this shows while there is none.
 */
function makeNotice(): HTMLElement {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.style.cssText =
    'box-sizing:border-box;margin:0;padding:10px 14px;' +
    'border:1px solid var(--chat-composer-hairline,var(--border,#e8e4dc));' +
    'border-radius:calc(20px * var(--openclaw-corner-radius-scale,1));' +
    'background:var(--chat-composer-surface,var(--popover,#fff));' +
    'color:var(--text-strong,var(--card-foreground,#211e1a));font-size:var(--chat-text-size,14px)';
  return notice;
}

/**
 * While the Control UI is disconnected from the gateway (a restart takes 25-60 s), it ends the
 * plugin's activation, takes its composer view away and shows its own question panel from what it
 * cached, with nothing the person picked: an invitation to answer a question the gateway may have
 * forgotten. It goes on showing that panel for a few seconds after the reconnect, until it has asked
 * the gateway again. The plugin's module stays loaded, so it holds every blocking question panel of
 * the page out of reach from the disconnect until it is active again, a notice in its place saying
 * the answers are kept; its view then shows a kept question once the gateway confirms it is still
 * open. Async questions (answered as chat messages, which wait for the connection anyway) are left
 * as they are, and so is every panel when the activation ends with the Control UI connected (the
 * plugin turned off), or its connection cannot be read.
 */
export function createOfflineHold(): OfflineHold {
  let observer: MutationObserver | undefined;
  let notices: HTMLElement[] = [];
  let words: GatewayWords | undefined;
  let outage = false;
  let giveUp: ReturnType<typeof setTimeout> | undefined;

  // Every held panel has its notice: with none, nothing is held, and the page (which changes with
  // every streamed token while this watches) is not searched.
  const release = (): void => {
    if (notices.length === 0) return;
    for (const panel of readPanels(document)) panel.hold(undefined);
    for (const notice of notices) notice.remove();
    notices = [];
  };
  const end = (): void => {
    observer?.disconnect();
    observer = undefined;
    clearTimeout(giveUp);
    giveUp = undefined;
    words = undefined;
    outage = false;
    release();
  };
  const update = (): void => {
    const connection = controlUiConnection(document);
    if (connection === 'disconnected') {
      outage = true;
      clearTimeout(giveUp);
      giveUp = undefined;
    } else if (outage && connection === 'connected') giveUp ??= setTimeout(end, RETURN_WITHIN_MS);
    if (!words || !outage || connection === undefined) return release();
    const text = words.offlineKept;
    const panels = readPanels(document).filter((panel) => !panel.nonBlocking);
    notices = panels.map((panel, i) => {
      const notice = notices[i] ?? makeNotice();
      if (notice.textContent !== text) notice.textContent = text;
      panel.hold(notice);
      return notice;
    });
  };

  return {
    watch(given) {
      words = given;
      // The Control UI renders its panels and its connection state again as it reconnects.
      observer ??= new MutationObserver(update);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      update();
    },
    stop: end,
  };
}
