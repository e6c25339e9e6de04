import type { AnswerSummaryData, Messages } from '../core';
import { AnswerSummary } from '../components';
import { QuestionDockElement, type QuestionUseDraftDetail } from './dock';
import { ReactHostElement } from './host';
import { putDraftBeside } from './put-draft';

/**
 * `<question-dock-summary>`: the compact answer record for the chat timeline, as a custom element.
 * Set `summary` to the `detail.summary` of a `question-resolve` event (or `summarize(state)`).
 * `lang`, `dir` and dark mode follow the page like `<question-dock>`; `::part(summary)`. Answers a
 * prompt ended without sending are marked as not sent, with a "Use as message" button: it fires the
 * cancelable `question-use-draft` (`detail: { text }`); unless prevented, the text goes into the
 * composer of the `<question-dock>` beside it (the first in the same document or shadow root).
 * @example
 * ```ts
 * import { html } from 'lit';
 * import { defineQuestionDockElements, type AnswerSummaryData } from 'question-dock/element';
 *
 * defineQuestionDockElements();
 *
 * // A Lit template for a `question-resolve` event's `detail.summary` (or summarizeToolCall(args, result) after a reload).
 * export const summaryView = (summary: AnswerSummaryData) =>
 *   html`<question-dock-summary .summary=${summary}></question-dock-summary>`;
 * ```
 */
export class QuestionDockSummaryElement extends ReactHostElement {
  #summary: AnswerSummaryData | undefined;
  #messages: Messages | undefined;
  #useDraft = (text: string): void => {
    const detail: QuestionUseDraftDetail = { text };
    if (
      this.dispatchEvent(
        new CustomEvent('question-use-draft', { detail, bubbles: true, composed: true, cancelable: true }),
      )
    )
      putDraftBeside(this, text, QuestionDockElement);
  };

  constructor() {
    super();
    this.upgrade(['summary', 'messages']);
  }

  /** What to show; nothing renders without it. */
  get summary(): AnswerSummaryData | undefined {
    return this.#summary;
  }
  set summary(value: AnswerSummaryData | undefined) {
    this.#summary = value ?? undefined;
    this.update();
  }

  /**
   * Every visible string.
   * @default messagesTh when `lang` starts with `th`, else messages (English)
   */
  get messages(): Messages | undefined {
    return this.#messages;
  }
  set messages(value: Messages | undefined) {
    this.#messages = value ?? undefined;
    this.update();
  }

  protected view() {
    const summary = this.#summary;
    // A summary from another version or a hand-made object without items shows nothing rather than throwing.
    if (!summary || !Array.isArray(summary.items)) return null;
    const messages = this.words(this.#messages);
    return <AnswerSummary summary={summary} messages={messages} onUseDraft={this.#useDraft} />;
  }
}
