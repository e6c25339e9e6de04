// A chat shell written in Lit, hosting the custom elements the way OpenClaw's Control UI (a Lit
// app) would: `<question-dock>` above its own composer (slotted, so it stays this shell's form),
// `<question-dock-summary>` entries in its timeline. Used by the Lit story, the Chromium tests of
// the element and the OpenClaw element page (call `defineLitChat()` first). Nothing here is React.
import { css, html, LitElement, nothing } from 'lit';
import {
  defineQuestionDockElements,
  type AnswerSummaryData,
  type QuestionDockGatewayLike,
  type QuestionResolveEvent,
  type QuestionStore,
  type ToolResult,
} from '../../src/element/index';

type Entry = { kind: 'message'; text: string } | { kind: 'summary'; summary: AnswerSummaryData };

/**
 * `<lit-chat>`: properties `request`, `store`, `gateway` and `promptId` go to the dock; `status`
 * shows a connection line; `onSend(text)` is called by the composer; `results` keeps every tool
 * result the dock handed over, in order.
 */
export class LitChat extends LitElement {
  static override properties = {
    request: { attribute: false },
    store: { attribute: false },
    gateway: { attribute: false },
    promptId: { attribute: 'prompt-id' },
    status: {},
    entries: { state: true },
  };

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      gap: 12px;
      max-width: 640px;
      padding: 16px;
      font-family: system-ui, sans-serif;
      background: #fff;
      color: #1f2328;
    }
    /* The shell's accent, on the elements themselves: --qd-* variables reach inside their shadow roots. */
    question-dock,
    question-dock-summary {
      --qd-accent: #0b6e4f;
      --qd-accent-soft: #e3f3ec;
    }
    :host-context([data-theme='dark']) :is(question-dock, question-dock-summary) {
      --qd-accent: #6fd3a8;
      --qd-accent-soft: #1d3a2f;
    }
    :host-context([data-theme='dark']) {
      background: #111318;
      color: #e8eaed;
      color-scheme: dark;
    }
    header {
      display: flex;
      justify-content: space-between;
      font-weight: 600;
    }
    ol {
      display: flex;
      flex-direction: column;
      gap: 8px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .message {
      align-self: end;
      padding: 6px 10px;
      border-radius: 10px;
      background: #0b57d01a;
    }
    form {
      display: flex;
      gap: 8px;
    }
    textarea {
      flex: 1;
      min-height: 3rem;
      font: inherit;
      color: inherit;
      background: transparent;
      border: 1px solid #8b919e;
      border-radius: 8px;
      padding: 8px;
    }
    button {
      font: inherit;
      padding: 0 16px;
      border-radius: 8px;
      border: 1px solid #8b919e;
      background: transparent;
      color: inherit;
    }
  `;

  declare request: unknown;
  declare store: QuestionStore | undefined;
  declare gateway: QuestionDockGatewayLike | undefined;
  declare promptId: string | undefined;
  declare status: string | undefined;
  declare entries: readonly Entry[];
  /** Called with the composer's text when the person sends a message. */
  onSend: ((text: string) => void) | undefined;
  /** Every result the dock handed to this shell, in order (what would go to the agent). */
  readonly results: ToolResult[] = [];

  constructor() {
    super();
    this.entries = [];
  }

  #resolved = (event: QuestionResolveEvent): void => {
    this.results.push(event.detail.result);
    this.entries = [...this.entries, { kind: 'summary', summary: event.detail.summary }];
  };

  #send = (event: SubmitEvent): void => {
    event.preventDefault();
    const field = (event.currentTarget as HTMLFormElement).elements.namedItem('message') as HTMLTextAreaElement;
    const text = field.value.trim();
    if (!text) return;
    field.value = '';
    this.entries = [...this.entries, { kind: 'message', text }];
    this.onSend?.(text);
  };

  override render() {
    return html`
      <header>
        <span>Control UI</span>
        ${this.status ? html`<span role="status">${this.status}</span>` : nothing}
      </header>
      <ol aria-label="Conversation">
        ${this.entries.map((entry) =>
          entry.kind === 'message'
            ? html`<li class="message">${entry.text}</li>`
            : html`<li><question-dock-summary .summary=${entry.summary}></question-dock-summary></li>`,
        )}
      </ol>
      <question-dock
        .request=${this.request}
        .store=${this.store}
        .gateway=${this.gateway}
        prompt-id=${this.promptId ?? nothing}
        @question-resolve=${this.#resolved}
      >
        <form @submit=${this.#send}>
          <textarea name="message" aria-label="Message" placeholder="Write a message…"></textarea>
          <button type="submit">Send</button>
        </form>
      </question-dock>
    `;
  }
}

/**
 * Registers `<lit-chat>` and the library's elements. A call, not an import side effect: the
 * package marks its modules side-effect free (only CSS has effects), so a bundler drops bare imports.
 */
export function defineLitChat(): void {
  defineQuestionDockElements();
  if (!customElements.get('lit-chat')) customElements.define('lit-chat', LitChat);
}

declare global {
  interface HTMLElementTagNameMap {
    'lit-chat': LitChat;
  }
}
