/**
 * The page end: the questions the server sends become prompt stores in a queue, and each outcome
 * goes back as the answer Claude's CLI reads. Framework-free: the dock renders the queue's active
 * store (`usePromptQueue`), and the custom element shows a store the same way.
 */
import {
  createPromptQueue,
  createQuestionStore,
  InvalidRequestError,
  normalizeAskUser,
  summarize,
  type AnswerSummaryData,
  type PromptQueue,
  type QuestionStore,
  type Resolution,
  type ToolResult,
} from '../core';
import {
  CALL_DEFAULTS,
  devWarn,
  isMs,
  isObject,
  nonEmpty,
  ownField,
  withDefaults,
  type DraftPersistence,
} from '../core/internal';
import { answerOf, dockRequestOf, resultOf } from './convert';
import type {
  AskUserQuestionAnnotation,
  AskUserQuestionAnswer,
  AskUserQuestionAsk,
  AskUserQuestionInput,
  AskUserQuestionPreviewFormat,
  AskUserQuestionToServer,
} from './types';

/** How many sent answers are kept to send again, should the server ask the same question again (it did not get one). */
const KEPT_ANSWERS = 20;

/** Options of {@link createAskUserQuestionPage}. */
export interface AskUserQuestionPageOptions {
  /**
   * The app's channel to the server: each message is plain JSON, for `bridge.receive` there. If it
   * throws or rejects while sending an answer, the dock says the answer was not sent and keeps it for
   * Try again; a skip or a deadline it could not send goes again when the server asks again.
   */
  readonly send: (message: AskUserQuestionToServer) => void | Promise<void>;
  /**
   * Keep drafts across a reload, by the tool use's id (`persistDrafts()`: sessionStorage). The server
   * sends the open questions again to a page that connects (`bridge.pending()`), and each comes back
   * with what the person had picked and typed. The outcome is not kept (unless its options say
   * `rememberResolved: true`): a question the server still asks never got its answer.
   * @default undefined: nothing is stored
   */
  readonly persist?: DraftPersistence | undefined;
  /**
   * Called once per question when it ends, with its summary for the timeline (answered, skipped,
   * expired, or cancelled by an interrupt: then the summary holds what the person had not sent, for
   * `<AnswerSummary onUseDraft>`), how it ended, and the tool use's id.
   */
  readonly onResolve?: ((summary: AnswerSummaryData, resolution: Resolution, toolUseID: string) => void) | undefined;
}

/** What {@link createAskUserQuestionPage} gives. */
export interface AskUserQuestionPage {
  /** The open questions, one shown at a time: `AskUserQuestionDock` shows it (or your own UI, from `usePromptQueue(page.queue)`). */
  readonly queue: PromptQueue;
  /**
   * Hand it what the server sent (parsed JSON): a question to show, the list of open ones, or a
   * cancel. A malformed message is ignored, with a warning in development.
   */
  receive(message: unknown): void;
  /**
   * The person sent a message from the composer while questions wait: each open one ends (its summary
   * says Skipped) and the model reads that the person replied in the chat (`unanswered:
   * 'replied_in_chat'`), then their message. Call it before you send the message on.
   */
  repliedInChat(): void;
  /** How the previews of `store`'s question are written (`markdown` for a store this page did not make). */
  previewFormatOf(store: QuestionStore | undefined): AskUserQuestionPreviewFormat;
  /** Stops the queue and the stores (their last state stays readable). */
  dispose(): void;
}

/** A question as the server sent it, or `undefined` when it is not one. */
function readAsk(value: unknown): AskUserQuestionAsk | undefined {
  if (!isObject(value)) return undefined;
  const id = ownField(value, 'id');
  const expiresAt = ownField(value, 'expiresAt');
  const input = ownField(value, 'input');
  const previewFormat = ownField(value, 'previewFormat') === 'html' ? 'html' : 'markdown';
  // The input itself is the normalizer's to check: what it cannot show is refused with the reasons.
  return nonEmpty(id) && isMs(expiresAt) && isObject(input)
    ? { id, expiresAt, input: input as unknown as AskUserQuestionInput, previewFormat }
    : undefined;
}

/** An `answered` message's answer, or `undefined` when it has no answers object. */
function readAnswer(value: Record<string, unknown>): AskUserQuestionAnswer | undefined {
  const answers = ownField(value, 'answers');
  const annotations = ownField(value, 'annotations');
  if (!isObject(answers) || (annotations !== undefined && !isObject(annotations))) return undefined;
  // Each value is read where it is used (`resultOf`, then the store's check of the result).
  const answer = { answers: answers as Record<string, string> };
  return annotations ? { ...answer, annotations: annotations as Record<string, AskUserQuestionAnnotation> } : answer;
}

/** Every question of an `open` message, or `undefined` when one of them is not one. */
function readAsks(value: unknown): AskUserQuestionAsk[] | undefined {
  const asks = Array.isArray(value) ? value.map(readAsk) : undefined;
  return asks?.every((ask) => ask !== undefined) ? asks : undefined;
}

/**
 * The page end of {@link createAskUserQuestionBridge}: each question the server sends becomes a prompt
 * in `queue` (the tool use's id is its prompt id, so `persist` keeps its drafts across a reload), and
 * its outcome goes back through `send`: the answer, a whole skip, or the deadline passing (the
 * model then reads that the person did not answer). A question the server withdraws (the turn was
 * interrupted) ends cancelled, its drafts kept in the summary as not sent.
 * Show it with `AskUserQuestionDock` (`question-dock/claude-agent-sdk/react`): a plain `QuestionDock`
 * of `page.queue` leaves out the previews, the notes and Skip question.
 * @example
 * ```tsx
 * import type { ReactNode } from 'react';
 * import { persistDrafts } from 'question-dock';
 * import { createAskUserQuestionPage } from 'question-dock/claude-agent-sdk';
 * import { AskUserQuestionDock } from 'question-dock/claude-agent-sdk/react';
 * import 'question-dock/styles.css';
 *
 * const socket = new WebSocket('/agent');
 * const page = createAskUserQuestionPage({ send: (message) => socket.send(JSON.stringify(message)), persist: persistDrafts() });
 * socket.addEventListener('message', (event) => page.receive(JSON.parse(String(event.data))));
 *
 * export function Composer({ children }: { children: ReactNode }) {
 *   return <AskUserQuestionDock page={page} composer={children} />;
 * }
 * ```
 */
export function createAskUserQuestionPage(options: AskUserQuestionPageOptions): AskUserQuestionPage {
  const queue = createPromptQueue({ sessionKey: 'claude' });
  const persist = options.persist && withDefaults(options.persist, CALL_DEFAULTS);
  const stores = new Map<string, { readonly ask: AskUserQuestionAsk; readonly store: QuestionStore }>();
  // Each store's previews' format, for as long as anything shows the store (an ended one too).
  const formats = new WeakMap<QuestionStore, AskUserQuestionPreviewFormat>();
  const answered = new Map<string, AskUserQuestionToServer>();
  // The questions the person left by writing in the chat: their skip says so.
  const chatted = new Set<string>();

  /**
   * The answer for the dock's result, with the notes and previews of `store`'s drafts, kept to send
   * again should the server ask again (it did not get it).
   */
  function answer(ask: AskUserQuestionAsk, result: ToolResult, store: QuestionStore): void | Promise<void> {
    const why = chatted.delete(ask.id) ? 'replied_in_chat' : 'skipped';
    const message: AskUserQuestionToServer = {
      type: 'answer',
      id: ask.id,
      ...answerOf(ask.input, result, store.getState(), why),
    };
    answered.set(ask.id, message);
    for (const id of [...answered.keys()].slice(0, -KEPT_ANSWERS)) answered.delete(id);
    return options.send(message);
  }

  /** Sends what no prompt waits on (a skip, a deadline, a refusal): a failure is said in development only. */
  function hand(sending: () => void | Promise<void>): void {
    const unsent = (error: unknown): void =>
      devWarn('Could not send to the server; it goes again when the server asks for the question again.', error);
    try {
      Promise.resolve(sending()).then(undefined, unsent);
    } catch (error) {
      unsent(error);
    }
  }

  function ended(ask: AskUserQuestionAsk, store: QuestionStore, resolution: Resolution): void {
    // An answer went through `send` already; a skip or a deadline goes now. A cancel is the server's own.
    if ((resolution.status === 'skipped' || resolution.status === 'expired') && resolution.source !== 'elsewhere')
      hand(() => answer(ask, resolution.result, store));
    stores.delete(ask.id);
    options.onResolve?.(summarize(store.getState()), resolution, ask.id);
    // Released once it has ended: its last state stays readable, nothing of it keeps running.
    store.dispose();
  }

  function show(ask: AskUserQuestionAsk): void {
    // Still open here (after a failed send, Try again sends it): the prompt sends its own answer.
    if (stores.has(ask.id)) return;
    const sent = answered.get(ask.id);
    // Asked again after it was answered: the answer did not reach the server (a dropped connection).
    if (sent) return hand(() => options.send(sent));
    const checked = normalizeAskUser(dockRequestOf(ask.input), { contract: 'claude' });
    if (!checked.ok) {
      const why = new InvalidRequestError(checked.errors).message;
      const message = `The page could not show the question. ${why}`;
      return hand(() => options.send({ type: 'refuse', id: ask.id, message }));
    }
    const store: QuestionStore = createQuestionStore(checked.request, {
      promptId: ask.id,
      expiresAt: ask.expiresAt,
      ...(persist && { persist }),
      send: (result) => answer(ask, result, store),
      onResolve: (_result, resolution) => ended(ask, store, resolution),
    });
    stores.set(ask.id, { ask, store });
    formats.set(store, ask.previewFormat);
    queue.add(store);
  }

  function receive(message: unknown): void {
    const type = isObject(message) ? ownField(message, 'type') : undefined;
    const ask = type === 'ask' ? readAsk(message) : undefined;
    const listed = type === 'open' && isObject(message) ? readAsks(ownField(message, 'asks')) : undefined;
    const id = (type === 'cancel' || type === 'answered') && isObject(message) ? ownField(message, 'id') : undefined;
    const shown = nonEmpty(id) ? stores.get(id) : undefined;
    const given = type === 'answered' && isObject(message) ? readAnswer(message) : undefined;
    if (ask) show(ask);
    else if (listed) {
      // One this page shows that the server no longer has (it restarted, or the turn ended meanwhile).
      for (const [openId, { store }] of stores)
        if (!listed.some((item) => item.id === openId)) store.cancel('unavailable');
      listed.forEach(show);
    } else if (type === 'cancel' && nonEmpty(id)) shown?.store.cancel();
    else if (given && nonEmpty(id)) {
      // Answered in another tab: shown so, with its answer; one the dock cannot read back just closes.
      // This page's own answer comes back too, while its send may still be waiting: that one is left alone.
      if (shown && !answered.has(id) && !shown.store.resolveExternally(resultOf(shown.ask.input, given)).ok)
        shown.store.cancel('unavailable');
    } else devWarn('Ignored a malformed message from the server.', message);
  }

  return {
    queue,
    receive,
    repliedInChat() {
      for (const [id, { store }] of stores) {
        chatted.add(id);
        if (!store.skip().ok) chatted.delete(id);
      }
    },
    previewFormatOf: (store) => (store && formats.get(store)) ?? 'markdown',
    dispose() {
      queue.dispose();
      for (const { store } of stores.values()) store.dispose();
      stores.clear();
    },
  };
}
