import {
  persistDrafts,
  type AnswerSummaryData,
  type Messages,
  type QuestionStore,
  type Resolution,
  type ToolResult,
} from '../core';
import { usePromptQueue } from '../react/use-prompt-queue';
import { pageAttention, QuestionDock, QueueSwitcher } from '../components';
import { useAttention, type PageAttention, type QuestionDockLayout } from '../components/internal';
import { ReactHostElement } from './host';
import { radioKeys } from './radio-keys';
import {
  CheckingNotices,
  RejectedNotices,
  type QuestionDockGatewayLike,
  type QuestionResolveDetail,
} from './gateway-notices';

export type { QuestionDockGatewayLike, QuestionResolveDetail } from './gateway-notices';

/**
 * `detail` of the cancelable `question-use-draft` event of `<question-dock-summary>`: answers a
 * prompt ended without sending, as a message draft. Unless prevented, the text goes into the
 * slotted composer of the `<question-dock>` beside the summary.
 */
export interface QuestionUseDraftDetail {
  /** "My answers:" and one "Header: answer" line per question; never a secret. */
  readonly text: string;
}

/** The `question-resolve` event of `<question-dock>`. */
export type QuestionResolveEvent = CustomEvent<QuestionResolveDetail>;

const LAYOUTS: readonly string[] = ['docked', 'stacked', 'auto'];

const PROPERTIES = ['request', 'store', 'gateway', 'messages', 'layout', 'promptId'];

const isStore = (value: unknown): value is QuestionStore =>
  typeof (value as QuestionStore | undefined)?.getState === 'function' &&
  typeof (value as QuestionStore).subscribe === 'function';

interface ViewProps {
  readonly request: unknown;
  readonly store: QuestionStore | undefined;
  readonly gateway: QuestionDockGatewayLike | undefined;
  readonly promptId: string | undefined;
  readonly messages: Messages;
  readonly layout: QuestionDockLayout;
  readonly attention: PageAttention | undefined;
  readonly emit: (type: string, detail?: unknown) => void;
}

/** With a prompt id, the element keeps the person's drafts across a reload (sessionStorage). */
const DRAFTS = /* @__PURE__ */ persistDrafts();

/**
 * The dock as the element shows it: the prompt from `gateway`, `store` or `request`, the host's
 * composer in a slot. A `request` goes to the dock as it came: the dock normalizes it (a bad one
 * shows its invalid-request view) and owns its store.
 */
function ElementDock({ request, store, gateway, promptId, messages, layout, attention, emit }: ViewProps) {
  const { active } = usePromptQueue(gateway?.queue);
  // With a gateway, every waiting prompt of the session counts, not only the one shown.
  useAttention(gateway?.queue, attention, messages);
  const setSecretHosts = gateway?.setSecretHosts;
  const common = {
    composer: <slot />,
    messages,
    layout,
    // The shown prompt counts once, whether the queue's watcher holds it too.
    attention,
    onResolve: (result: ToolResult, resolution: Resolution, summary: AnswerSummaryData) =>
      emit('question-resolve', { result, resolution, summary } satisfies QuestionResolveDetail),
    onExpandedChange: (expanded: boolean) => emit(expanded ? 'question-expand' : 'question-collapse'),
    onSecretHostsChange:
      setSecretHosts && ((id: string, hosts: readonly string[]) => setSecretHosts.call(gateway, id, hosts)),
  };
  return (
    <>
      {gateway && <RejectedNotices gateway={gateway} messages={messages} />}
      {gateway && <CheckingNotices gateway={gateway} messages={messages} emit={emit} />}
      {gateway && <QueueSwitcher queue={gateway.queue} messages={messages} />}
      {gateway || store || request === undefined ? (
        <QuestionDock store={gateway ? active : store} {...common} />
      ) : (
        <QuestionDock
          request={request}
          promptId={promptId}
          persist={promptId === undefined ? undefined : DRAFTS}
          {...common}
        />
      )}
    </>
  );
}

/**
 * `<question-dock>`: the question dock as a custom element, for Lit, Vue, Svelte or plain pages.
 * The prompt comes from one of three properties (first wins): `gateway` (a `connectOpenClaw`
 * result: the element shows its queue's active prompt, and tells of the questions it refused until
 * dismissed), `store` (a store you created) or `request`
 * (the raw `ask_user` arguments; the element owns the store; a bad one shows the structured
 * invalid-request view). The host's composer goes in the default slot and stays the host's element:
 * hidden while the panel is open, its draft untouched, focus given back on collapse.
 *
 * Attributes: `prompt-id`, `layout` (`docked` | `stacked` | `auto`), `attention` (present: the
 * document title counts waiting prompts while the page is hidden; `attention="notify"`: a system
 * notification too, when permission is already granted; see `QuestionDock`'s `attention`); `lang`, `dir` and dark mode
 * (`data-theme`, class `dark` / `light`) are followed from the element and the page above it, and
 * `lang="th…"` picks the Thai messages unless `messages` is set. Events (bubbling, composed):
 * `question-resolve` (`detail: { result, resolution, summary }`), `question-collapse`,
 * `question-expand`. Answers a prompt ended without sending come back through the summary's "Use as
 * message" (`question-use-draft`), which puts them into this dock's slotted composer. Theme with `--qd-*` variables on the element; style pieces with `::part()`
 * (`dock`, `panel`, `minibar`, `header`, `question`, `option`, `other`, `footer`, `button`, `primary`, ...).
 * @example
 * ```ts
 * import { html } from 'lit';
 * import { defineQuestionDockElements, type QuestionResolveEvent, type ToolResult } from 'question-dock/element';
 *
 * declare function sendToolResult(callId: string, result: ToolResult): void; // yours to replace
 *
 * defineQuestionDockElements();
 *
 * // A Lit template for the agent's ask_user call: its id and its arguments.
 * export const dockView = (callId: string, args: unknown) => html`
 *   <question-dock .request=${args} prompt-id=${callId} @question-resolve=${(event: QuestionResolveEvent) =>
 *       sendToolResult(callId, event.detail.result)}>
 *     <textarea aria-label="Message"></textarea>
 *   </question-dock>
 * `;
 * ```
 */
export class QuestionDockElement extends ReactHostElement {
  static readonly observedAttributes = ['prompt-id', 'layout', 'attention'];
  #request: unknown;
  #store: QuestionStore | undefined;
  #gateway: QuestionDockGatewayLike | undefined;
  #messages: Messages | undefined;
  #layout: QuestionDockLayout | undefined;
  #promptId: string | undefined;
  #emit = (type: string, detail?: unknown): void => this.emit(type, detail);

  constructor() {
    super();
    this.shadowRoot!.addEventListener('keydown', radioKeys, { capture: true });
    this.upgrade(PROPERTIES);
  }

  /** The raw `ask_user` arguments (validated here: a bad one shows the invalid-request view). */
  get request(): unknown {
    return this.#request;
  }
  set request(value: unknown) {
    this.#request = value;
    this.update();
  }

  /** A store you own (`createQuestionStore`, a queue's `active`); `undefined` shows only the composer. */
  get store(): QuestionStore | undefined {
    return this.#store;
  }
  set store(value: QuestionStore | undefined) {
    if (value != null && !isStore(value))
      throw new TypeError('<question-dock>.store must be a store from createQuestionStore (or undefined).');
    this.#store = value ?? undefined;
    this.update();
  }

  /** A `connectOpenClaw` result: the element shows its queue's active prompt (and the queue switcher). */
  get gateway(): QuestionDockGatewayLike | undefined {
    return this.#gateway;
  }
  set gateway(value: QuestionDockGatewayLike | undefined) {
    if (value != null && typeof value.queue?.subscribe !== 'function')
      throw new TypeError('<question-dock>.gateway must be a connectOpenClaw() result (with a queue).');
    this.#gateway = value ?? undefined;
    this.update();
  }

  /**
   * Every visible string (`messagesTh` for Thai).
   * @default messagesTh when `lang` starts with `th`, else messages (English)
   */
  get messages(): Messages | undefined {
    return this.#messages;
  }
  set messages(value: Messages | undefined) {
    this.#messages = value ?? undefined;
    this.update();
  }

  /**
   * `docked`, `stacked` or `auto` (see `QuestionDock`'s `layout`); also the `layout` attribute.
   * @default 'docked'
   */
  get layout(): QuestionDockLayout {
    return this.#layout ?? 'docked';
  }
  set layout(value: QuestionDockLayout) {
    this.#layout = LAYOUTS.includes(value) ? value : undefined;
    this.update();
  }

  /** With `request`: the prompt id (tool-call id), keys draft persistence; also `prompt-id`. */
  get promptId(): string | undefined {
    return this.#promptId;
  }
  set promptId(value: string | undefined) {
    this.#promptId = value ?? undefined;
    this.update();
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'layout') this.layout = (value ?? 'docked') as QuestionDockLayout;
    else if (name === 'attention') this.update();
    else this.promptId = value ?? undefined;
  }

  /** The `attention` attribute as the dock's prop: absent off, `notify` with notifications, else the title only. */
  #attention(): PageAttention | undefined {
    const value = this.getAttribute('attention');
    return value === null ? undefined : pageAttention({ notify: value === 'notify' });
  }

  protected view() {
    const messages = this.words(this.#messages);
    return (
      <ElementDock
        request={this.#request}
        store={this.#store}
        gateway={this.#gateway}
        promptId={this.#promptId}
        messages={messages}
        layout={this.layout}
        attention={this.#attention()}
        emit={this.#emit}
      />
    );
  }
}
