/**
 * OpenClaw's Control UI question card as a standalone Lit element. The built card in
 * openclaw@2026.9.6 (dist/control-ui/assets, class `chat-question-panel`) cannot be lifted out on its
 * own: it is part of an 811 kB shared chunk and reads its gateway, i18n and draft store from the app
 * context. This is a port of its template (option buttons with role radio/checkbox, an
 * aria-checked marker and a <kbd> digit, the Other row with a textarea, Back / Next / Submit, Skip,
 * digit shortcuts) with `lit` from npm; the gateway, persistence and i18n are left out.
 */
import { html, LitElement, nothing } from 'lit';
import { nextPaint, QUESTIONS, type PeerAnswers } from './shared';

class ChatQuestionPanel extends LitElement {
  static override properties = { step: { state: true }, answers: { state: true } };
  // `declare` + constructor: class fields would shadow Lit's reactive accessors.
  declare step: number;
  declare answers: PeerAnswers;
  constructor() {
    super();
    this.step = 0;
    this.answers = Object.fromEntries(QUESTIONS.map((q) => [q.id, { selected: [], other: '' }]));
  }
  onSubmit: (answers: PeerAnswers) => void = () => {};

  // Light DOM, as the Control UI renders its chat.
  protected override createRenderRoot() {
    return this;
  }

  private update_(patch: Partial<PeerAnswers[string]>) {
    const id = QUESTIONS[this.step]!.id;
    this.answers = { ...this.answers, [id]: { ...this.answers[id]!, ...patch } };
  }

  private pick(label: string) {
    const q = QUESTIONS[this.step]!;
    const sel = this.answers[q.id]!.selected;
    this.update_({
      selected: q.multiSelect ? (sel.includes(label) ? sel.filter((l) => l !== label) : [...sel, label]) : [label],
    });
  }

  private go() {
    if (this.step === QUESTIONS.length - 1) this.onSubmit(this.answers);
    else this.step += 1;
  }

  private onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const q = QUESTIONS[this.step]!;
    if (event.key === 'Enter' && !event.shiftKey && !(target.tagName === 'BUTTON' && !target.getAttribute('role'))) {
      event.preventDefault();
      this.go();
      return;
    }
    const n = /^[1-9]$/.test(event.key) && target.tagName !== 'TEXTAREA' ? Number(event.key) : 0;
    if (!n) return;
    if (n <= q.options.length) {
      event.preventDefault();
      this.pick(q.options[n - 1]!.label);
      this.querySelector<HTMLElement>(`[data-option-index="${n - 1}"]`)?.focus();
    } else if (n === q.options.length + 1) {
      event.preventDefault();
      this.querySelector<HTMLElement>('.chat-question-panel__other')?.focus();
    }
  };

  // The next question takes focus (not on first render: the page decides where focus starts).
  protected override updated(changed: Map<string, unknown>) {
    if (changed.has('step') && changed.get('step') !== undefined)
      this.querySelector<HTMLElement>('[data-option-index="0"]')?.focus();
  }

  override render() {
    const q = QUESTIONS[this.step]!;
    const a = this.answers[q.id]!;
    const last = this.step === QUESTIONS.length - 1;
    return html`<section class="chat-question-panel" @keydown=${this.onKeyDown}>
      <div class="chat-question-panel__topline">
        <span class="chat-question-panel__progress">${this.step + 1} / ${QUESTIONS.length}</span>
        <strong class="chat-question-panel__heading">${q.header}</strong>
      </div>
      <div class="chat-question-panel__prompt">${q.question}</div>
      <div class="chat-question-panel__options" role=${q.multiSelect ? 'group' : 'radiogroup'} aria-label=${q.header}>
        ${q.options.map((o, r) => {
          const on = a.selected.includes(o.label);
          const tab = on || (a.selected.length === 0 && r === 0) ? 0 : -1;
          return html`<button
            class="chat-question-panel__option ${on ? 'chat-question-panel__option--selected' : ''}"
            type="button"
            role=${q.multiSelect ? 'checkbox' : 'radio'}
            aria-checked=${on ? 'true' : 'false'}
            tabindex=${q.multiSelect ? 0 : tab}
            data-option-index=${r}
            @click=${() => this.pick(o.label)}
          >
            <span class="chat-question-panel__option-marker" aria-hidden="true">${on ? '✓' : ''}</span>
            <span class="chat-question-panel__option-copy"
              ><strong>${o.label}</strong>${o.description ? html`<small>${o.description}</small>` : nothing}</span
            >
            <kbd>${r + 1}</kbd>
          </button>`;
        })}
      </div>
      <label
        class="chat-question-panel__option chat-question-panel__option--other ${a.other ? 'chat-question-panel__option--selected' : ''}"
      >
        <span class="chat-question-panel__option-marker" aria-hidden="true"></span>
        <textarea
          class="chat-question-panel__other chat-question-panel__textarea"
          rows="1"
          placeholder="Other"
          aria-label=${`Your own answer for ${q.header}`}
          .value=${a.other}
          @input=${(e: Event) => this.update_({ other: (e.currentTarget as HTMLTextAreaElement).value })}
        ></textarea>
        <kbd>${q.options.length + 1}</kbd>
      </label>
      <div class="chat-question-panel__footer">
        <button type="button" class="chat-question-panel__skip" @click=${() => this.onSubmit({})}>Skip</button>
        <button
          type="button"
          class="chat-question-panel__back"
          ?disabled=${this.step === 0}
          @click=${() => (this.step -= 1)}
        >
          Back
        </button>
        <button type="button" class="chat-question-panel__advance" @click=${() => this.go()}>
          ${last ? 'Submit' : 'Next'}
        </button>
      </div>
    </section>`;
  }
}
customElements.define('chat-question-panel', ChatQuestionPanel);

const root = document.getElementById('root')!;
window.peer = {
  submitted: null,
  async mount() {
    root.textContent = '';
    const card = new ChatQuestionPanel();
    card.onSubmit = (answers) => {
      window.peer.submitted = answers;
      root.innerHTML = '<p class="lit-done">Sent</p>';
    };
    root.append(card);
    await nextPaint();
  },
  unmount() {
    root.textContent = '';
  },
};
