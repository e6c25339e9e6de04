import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Messages } from '../core';
import { adoptStyles } from './styles';
import { wordsFor } from './words';

/** What the element takes from the page around it (through shadow roots). */
export interface HostContext {
  /** The nearest `lang`. */
  readonly lang: string | undefined;
  /** The nearest `dir` (`ltr` or `rtl`). */
  readonly dir: string | undefined;
  /** The nearest explicit theme (`data-theme`, class `dark` / `light`); `undefined` follows the system. */
  readonly theme: 'dark' | 'light' | undefined;
}

const WATCHED = ['lang', 'dir', 'class', 'data-theme'];

/**
 * `::part()` names of the main pieces, given by class: the React components stay free of element
 * concerns, and a part is added the moment its piece is rendered.
 */
const PARTS: ReadonlyArray<readonly [string, string]> = [
  ['.qd-dock', 'dock'],
  ['.qd-panel', 'panel'],
  ['.qd-minibar', 'minibar'],
  ['.qd-panel-header', 'header'],
  ['.qd-chip', 'chip'],
  ['.qd-stepper', 'stepper'],
  ['.qd-countdown', 'countdown'],
  ['.qd-question', 'question'],
  ['.qd-question-text', 'question-text'],
  ['.qd-option', 'option'],
  ['.qd-control', 'control'],
  ['.qd-other-input', 'other'],
  ['.qd-footer', 'footer'],
  ['.qd-button', 'button'],
  ['.qd-button[data-variant="primary"]', 'primary'],
  ['.qd-alert', 'alert'],
  ['.qd-invalid', 'invalid'],
  ['.qd-rejected', 'rejected'],
  ['.qd-checking', 'checking'],
  ['.qd-composer', 'composer'],
  ['.qd-queue', 'queue'],
  ['.qd-summary', 'summary'],
];

function addParts(root: HTMLElement): void {
  for (const [selector, name] of PARTS) for (const el of root.querySelectorAll(selector)) el.part.add(name);
}

/** Reads lang, dir and theme from `el` and its ancestors, crossing shadow roots; lists them. */
function contextOf(el: Element): { context: HostContext; chain: Element[] } {
  let lang: string | undefined;
  let dir: string | undefined;
  let theme: HostContext['theme'];
  const chain: Element[] = [];
  for (let n: Node | null = el; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) {
    if (!(n instanceof Element)) continue;
    chain.push(n);
    lang ??= n.getAttribute('lang') || undefined;
    const d = n.getAttribute('dir');
    dir ??= d === 'rtl' || d === 'ltr' ? d : undefined;
    const t = n.getAttribute('data-theme');
    theme ??=
      t === 'dark' || n.classList.contains('dark')
        ? 'dark'
        : t === 'light' || n.classList.contains('light')
          ? 'light'
          : undefined;
  }
  return { context: { lang, dir, theme }, chain };
}

/**
 * `HTMLElement`, or a stand-in on a server: importing the elements there (shared code of an SSR
 * app, a Node test runner) must not throw, as with Lit; `defineQuestionDockElements` does nothing there.
 */
const HTMLElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * The shared part of the custom elements: an open shadow root with the stylesheet adopted, a React
 * root rendering `view()` into it, and the page context (lang, dir, dark or light) followed live.
 * @internal
 */
export abstract class ReactHostElement extends HTMLElementBase {
  #root: Root | undefined;
  #mount: HTMLDivElement;
  #observer: MutationObserver | undefined;
  #internals: ElementInternals | undefined;
  #queued = false;
  /** The page context, read when connected and whenever an ancestor's lang, dir, class or data-theme changes. */
  protected context: HostContext = { lang: undefined, dir: undefined, theme: undefined };

  constructor() {
    super();
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyles(shadow);
    this.#mount = document.createElement('div');
    this.#mount.setAttribute('part', 'root');
    shadow.append(this.#mount);
    new MutationObserver(() => addParts(this.#mount)).observe(this.#mount, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-variant'],
    });
    try {
      this.#internals = this.attachInternals();
    } catch {
      this.#internals = undefined; // no ElementInternals: the system colour scheme still applies
    }
  }

  /**
   * Re-applies properties set before the element was defined (own properties that shadow the
   * accessors), so nothing set before the upgrade is lost. Call at the end of the constructor.
   */
  protected upgrade(names: readonly string[]): void {
    for (const name of names) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value = (this as Record<string, unknown>)[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }

  /** The words to render: `custom` when set, else those of the page's `lang`. */
  protected words(custom: Messages | undefined): Messages {
    return custom ?? wordsFor(this.context.lang);
  }

  /** What to render in the shadow root. */
  protected abstract view(): ReactNode;

  /**
   * Re-renders on the next microtask (several property sets in a row render once), and commits
   * then, like a Lit element: each state the host sets is rendered (a prompt that arrives right
   * after the dock is mounted is an arrival, not the first render) and the DOM is current after it.
   */
  protected update(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      if (!this.isConnected) return;
      const root = (this.#root ??= createRoot(this.#mount));
      flushSync(() => root.render(this.view()));
    });
  }

  /** Dispatches a bubbling, composed event from the element. */
  protected emit(type: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #readContext = (connecting?: true): void => {
    const { context, chain } = contextOf(this);
    // Only the language reaches React (the default messages); dir and theme are set right here.
    const rerender = connecting === true || context.lang !== this.context.lang;
    this.context = context;
    const mount = this.#mount;
    if (context.lang) mount.lang = context.lang;
    else mount.removeAttribute('lang');
    if (context.dir) mount.dir = context.dir;
    else mount.removeAttribute('dir');
    const states = this.#internals?.states;
    try {
      for (const name of ['dark', 'light'] as const)
        if (context.theme === name) states?.add(name);
        else states?.delete(name);
    } catch {
      // Chromium before 125 wanted `--dark`: the system colour scheme still applies there.
    }
    this.#observer?.disconnect();
    this.#observer = new MutationObserver(() => this.#readContext());
    for (const el of chain) this.#observer.observe(el, { attributes: true, attributeFilter: WATCHED });
    if (rerender) this.update();
  };

  connectedCallback(): void {
    this.#readContext(true);
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
    // Moved, not removed (the element is connected again in the same task): keep the prompt.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = undefined;
    });
  }
}
