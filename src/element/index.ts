/**
 * `question-dock/element`: the dock and the answer summary as custom elements (`<question-dock>`,
 * `<question-dock-summary>`), for Lit apps such as the OpenClaw Control UI, Vue, Svelte and plain
 * pages. The same React components render inside a shadow root with the app's React, a peer dependency
 * (apps without React use `question-dock/element/standalone`, which brings its own renderer).
 * Everything from `question-dock/core` is re-exported, so one import is enough.
 * @example
 * ```ts
 * import { defineQuestionDockElements } from 'question-dock/element';
 *
 * defineQuestionDockElements(); // then <question-dock> and <question-dock-summary> work in any markup
 * ```
 * @packageDocumentation
 */
import { QuestionDockElement, type QuestionResolveDetail, type QuestionUseDraftDetail } from './dock';
import { QuestionDockSummaryElement } from './summary';

// The classes as types only: `defineQuestionDockElements` registers them (under any names).
export type { QuestionDockElement, QuestionDockGatewayLike, QuestionResolveDetail, QuestionResolveEvent } from './dock';
export type { QuestionDockSummaryElement } from './summary';
export * from '../core';

/** Tag names for {@link defineQuestionDockElements}. */
export interface QuestionDockElementNames {
  /**
   * The dock's tag name.
   * @default 'question-dock'
   */
  readonly dock?: string;
  /**
   * The summary's tag name.
   * @default 'question-dock-summary'
   */
  readonly summary?: string;
}

/**
 * Registers `<question-dock>` and `<question-dock-summary>` (or the names you give). Calling it
 * again, after another copy registered the same names, or on a server, does nothing. Each name gets its own
 * subclass, so the elements can be registered under several names.
 * @example
 * ```ts
 * import { defineQuestionDockElements } from 'question-dock/element';
 *
 * defineQuestionDockElements(); // <question-dock>, <question-dock-summary>
 * defineQuestionDockElements({ dock: 'oc-question-dock', summary: 'oc-question-summary' }); // under other names too
 * ```
 */
export function defineQuestionDockElements(names: QuestionDockElementNames = {}): void {
  // On a server there is no registry: defining does nothing (importing stays safe, as with Lit).
  if (typeof customElements === 'undefined') return;
  const define = (name: string, base: CustomElementConstructor): void => {
    if (!customElements.get(name)) customElements.define(name, class extends base {});
  };
  define(names.dock ?? 'question-dock', QuestionDockElement);
  define(names.summary ?? 'question-dock-summary', QuestionDockSummaryElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'question-dock': QuestionDockElement;
    'question-dock-summary': QuestionDockSummaryElement;
  }
  interface HTMLElementEventMap {
    'question-resolve': CustomEvent<QuestionResolveDetail>;
    'question-collapse': Event;
    'question-expand': Event;
    'question-use-draft': CustomEvent<QuestionUseDraftDetail>;
  }
}
