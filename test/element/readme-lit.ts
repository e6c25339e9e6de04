// The README's "Without React" Lit example, verbatim apart from the import path (readme.test.ts
// checks that); `npm run typecheck` compiles it, the browser test answers a prompt through it.
import { html, LitElement, nothing } from 'lit';
import {
  defineQuestionDockElements,
  type AnswerSummaryData,
  type QuestionResolveEvent,
  type ToolResult,
} from '../../src/element/index';

defineQuestionDockElements(); // <question-dock> and <question-dock-summary>; calling it again does nothing

export class ChatView extends LitElement {
  static override properties = { toolCall: { attribute: false }, summaries: { state: true } };
  declare toolCall: { id: string; input: unknown } | undefined; // the agent's ask_user call, set by your chat
  declare summaries: readonly AnswerSummaryData[];

  constructor() {
    super();
    this.summaries = [];
  }

  // Your way back to the agent (replace).
  sendToolResult(id: string, result: ToolResult) {
    console.log('tool result', id, result);
  }

  override render() {
    const call = this.toolCall;
    return html`
      ${this.summaries.map((s) => html`<question-dock-summary .summary=${s}></question-dock-summary>`)}
      <question-dock
        .request=${call?.input}
        prompt-id=${call?.id ?? nothing}
        @question-resolve=${(event: QuestionResolveEvent) => {
          if (call) this.sendToolResult(call.id, event.detail.result);
          this.summaries = [...this.summaries, event.detail.summary];
        }}
      >
        <textarea aria-label="Message"></textarea>
      </question-dock>
    `;
  }
}
customElements.define('chat-view', ChatView);
