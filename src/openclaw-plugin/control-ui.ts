/**
 * Everything the plugin reads or writes of the Control UI's own DOM (openclaw 2026.9.6), here and
 * nowhere else: OpenClaw has no API to hide its question panel or to keep its composer from taking
 * keys, so these are the Control UI's internals, checked each time they are read.
 *
 * - Its question panel, `<openclaw-chat-question-panel>` inside the built-in composer, in a
 *   `.agent-chat__question-dock` wrapper: its `props` (`model` with `requestKey`, `nonBlocking`,
 *   `collapsed`, `requestPosition`; `onCollapsedChange`, `onNextRequest`) tell which request it
 *   shows and move it on.
 * - The composer's text box, which the Control UI takes away while its panel shows a blocking
 *   question: a missing text box with no panel found means a panel this file cannot read.
 * - `data-chat-autotype-exempt`: the Control UI sends a typed character to its composer (taking the
 *   key) unless focus is in a text field or inside an element carrying it.
 *
 * - While disconnected from the gateway (`<openclaw-app>`'s gateway phase, else its connection
 *   badge, `.gateway-status--reconnecting` and the like), the Control UI ends the plugin's activation
 *   and shows its panel from what it cached: the plugin finds every panel of the page
 *   (`readPanels`) and holds the blocking ones out of reach, its notice in their wrapper.
 *
 * When a read fails (another OpenClaw version), the reading says what was not found; the plugin then
 * leaves the panel alone: the dock still shows every blocking question, and collapsing the dock
 * shows the Control UI's panel as it ships, async questions included.
 */

const PANEL_TAG = 'openclaw-chat-question-panel';
const PANEL_WRAPPER = '.agent-chat__question-dock';
const TEXT_BOX = 'textarea';
const AUTOTYPE_EXEMPT = 'data-chat-autotype-exempt';
/** Set by the plugin on the panel's wrapper; its stylesheet hides what carries it. */
const HIDDEN = 'data-qd-hidden';
/** Marks the plugin's notice put in the panel's wrapper while the gateway is out of reach. */
const OFFLINE_NOTICE = 'data-qd-offline-notice';

/** The Control UI's question panel, read. */
export interface NativePanel {
  /** The gateway question's id (absent on an async question). */
  readonly requestKey: string | undefined;
  /** An async (non-blocking) question, which only this panel answers. */
  readonly nonBlocking: boolean;
  readonly collapsed: boolean;
  /** Where it is on its pager (1-based), and how many requests it holds. */
  readonly current: number;
  readonly total: number;
  collapse(): void;
  next(): void;
  /** Hides the panel (its wrapper) while the dock shows the same question, or shows it again. */
  hide(hidden: boolean): void;
  /**
   * While the gateway is out of reach: the panel out of reach too (hidden, inert), `notice` shown in
   * its wrapper in its place; `undefined` gives the panel back and takes the notice away.
   */
  hold(notice: HTMLElement | undefined): void;
}

/** The panel found (or none shown), or the names of what could not be read. */
export type ControlUiReading =
  | { readonly ok: true; readonly panel: NativePanel | undefined }
  | { readonly ok: false; readonly missing: readonly string[] };

const isFunction = (value: unknown): value is () => void => typeof value === 'function';
const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/**
 * Reads the built-in composer mounted under `composer`. `questionShown`: the dock shows a question,
 * so a blocking one is expected in the Control UI too (its text box gone, its panel there).
 */
export function readControlUi(composer: ParentNode, questionShown: boolean): ControlUiReading {
  const element = composer.querySelector(PANEL_TAG);
  if (!element) {
    const unread = questionShown && composer.firstElementChild !== null && !composer.querySelector(TEXT_BOX);
    return unread ? { ok: false, missing: [`<${PANEL_TAG}>`] } : { ok: true, panel: undefined };
  }
  return readPanel(element);
}

/** One question panel element, read. */
function readPanel(element: Element): ControlUiReading {
  const props = (element as Element & { props?: unknown }).props as Record<string, unknown> | undefined;
  const model = props?.['model'] as Record<string, unknown> | undefined;
  const missing = [
    ...(typeof model === 'object' && model !== null ? [] : ['props.model']),
    ...(isFunction(props?.['onCollapsedChange']) ? [] : ['props.onCollapsedChange']),
    ...(isFunction(props?.['onNextRequest']) ? [] : ['props.onNextRequest']),
  ].map((name) => `<${PANEL_TAG}> ${name}`);
  if (missing.length > 0 || !model || !props) return { ok: false, missing };
  const position = model['requestPosition'] as Record<string, unknown> | undefined;
  const total = positive(position?.['total'], 1);
  const wrapper = (element.closest(PANEL_WRAPPER) as HTMLElement | null) ?? element;
  return {
    ok: true,
    panel: {
      requestKey: typeof model['requestKey'] === 'string' ? model['requestKey'] : undefined,
      nonBlocking: model['nonBlocking'] === true,
      collapsed: model['collapsed'] === true,
      current: Math.min(positive(position?.['current'], 1), total),
      total,
      collapse: () => (props['onCollapsedChange'] as (collapsed: boolean) => void)(true),
      next: () => (props['onNextRequest'] as () => void)(),
      hide: (hidden) => wrapper.toggleAttribute(HIDDEN, hidden),
      hold(notice) {
        const panel = element as HTMLElement;
        // Inline, not the plugin's stylesheet: the Control UI takes that away with the activation.
        if (notice) panel.style.setProperty('display', 'none', 'important');
        else panel.style.removeProperty('display');
        panel.inert = notice !== undefined;
        for (const old of wrapper.querySelectorAll(`[${OFFLINE_NOTICE}]`)) if (old !== notice) old.remove();
        if (notice && notice.parentNode !== wrapper) wrapper.prepend(notice);
        notice?.setAttribute(OFFLINE_NOTICE, '');
      },
    },
  };
}

/** The Control UI's connection badge while the gateway is out of reach (its states as of 2026.9.6). */
const DISCONNECTED = ['reconnecting', 'offline', 'suspending', 'suspended', 'connecting', 'starting']
  .map((state) => `.gateway-status--${state}`)
  .join(',');

/**
 * Whether the Control UI is connected to the gateway: the phase of its gateway client
 * (`<openclaw-app>`'s `context.gateway.snapshot.phase`, which turns at once), else its connection
 * badge (shown a few seconds into an outage). `undefined` when neither can be read, or the badge
 * alone does not tell: a panel is then never held, so every question stays answerable.
 */
export function controlUiConnection(root: Document): 'connected' | 'disconnected' | undefined {
  const app = root.querySelector('openclaw-app') as
    (Element & { context?: { gateway?: { snapshot?: { phase?: unknown } } } }) | null;
  const phase = app?.context?.gateway?.snapshot?.phase;
  if (typeof phase === 'string') return phase === 'connected' ? 'connected' : 'disconnected';
  return root.querySelector(DISCONNECTED) ? 'disconnected' : undefined;
}

/** The question panels anywhere under `root` that could be read (every chat pane has a composer). */
export function readPanels(root: ParentNode): NativePanel[] {
  return [...root.querySelectorAll(PANEL_TAG)].flatMap((element) => {
    const reading = readPanel(element);
    return reading.ok && reading.panel ? [reading.panel] : [];
  });
}

/** Shows again every panel wrapper the plugin hid under `composer` (the reading failed, or the dock left). */
export function unhideAll(composer: ParentNode): void {
  for (const el of composer.querySelectorAll(`[${HIDDEN}]`)) el.removeAttribute(HIDDEN);
}

/**
 * Keeps the Control UI from taking the dock's keys: its panel (where digits pick) is marked as the
 * Control UI's own text fields are. The composer slotted in the dock is not, so typing from its
 * buttons still goes to its text box.
 */
export function exemptFromAutotype(panel: Element): void {
  if (!panel.hasAttribute(AUTOTYPE_EXEMPT)) panel.setAttribute(AUTOTYPE_EXEMPT, '');
}
