/**
 * MCP elicitations as prompts in a queue: each form the server sends becomes a store (read under
 * the form's contract, checked as the server will check it), and resolves the server's request with
 * what the person did: Submit accepts with the content, Skip declines, and a prompt that ends any
 * other way (the server cancels, the deadline passes, the app withdraws it) cancels.
 */
import {
  createPromptQueue,
  createQuestionStore,
  InvalidRequestError,
  normalizeAskUser,
  summarize,
  type AnswerSummaryData,
  type Issue,
  type PromptQueue,
  type RejectedPrompt,
} from '../core';
import { isObject, ownField, REJECTED_TEXT_MAX } from '../core/internal';
import { FORM_CONTRACT } from './form-contract';
import { readForm, type FormValue } from './form';
import { createLinkList, readLink, type LinkPrompts } from './links';
import { createWatchedList, type WatchedList } from './list';
import { FORM_MESSAGES, type FormMessages } from './words';

/** What the server's request resolves with: MCP's `ElicitResult` (a link's accept has no content). */
export type FormResult =
  | { readonly action: 'accept'; readonly content?: Record<string, FormValue> }
  | { readonly action: 'decline' | 'cancel' };

/** Options of {@link createFormPrompts}. */
export interface FormPromptsOptions {
  /**
   * Who asks, shown as "<server> asks".
   * @default the server's title or name from its handshake, when the binding knows it (`bindSdkClient`)
   */
  readonly server?: string | undefined;
  /**
   * The form's words (yes/no, what is wrong with an answer).
   * @default FORM_MESSAGES (English)
   */
  readonly messages?: FormMessages | undefined;
  /**
   * Called once per form when it ends, with its summary for the timeline (`<AnswerSummary>`: answered,
   * declined, or cancelled, when the summary holds what the person had not sent, for Use as message)
   * and what the server was told.
   */
  readonly onResolve?: ((summary: AnswerSummaryData, result: FormResult) => void) | undefined;
}

/** What {@link createFormPrompts} gives. */
export interface FormPrompts {
  /** The open forms, one shown at a time. */
  readonly queue: PromptQueue;
  /** The links (URL mode) waiting for the person, oldest first. */
  readonly links: LinkPrompts;
  /**
   * The requests the dock could not show (outside the spec), each refused to its server: what it
   * asked and why, for a notice in the dock. `dismissRefused` removes one.
   */
  readonly refused: WatchedList<RejectedPrompt>;
  /** Removes a notice of a refused request (`promptId` of an entry of `refused`). */
  dismissRefused(promptId: string): void;
  /** Who asks, as given (`server`). */
  readonly server: string | undefined;
  /** The words the forms are checked and shown with (`messages`). */
  readonly messages: FormMessages;
  /**
   * Shows the form or link of an `elicitation/create` request (its params) and resolves with what the
   * person did. `signal`: the server gave up (a timeout, a cancel), so the prompt ends as not sent. A
   * request outside the spec rejects with the reason (the server's tool is told it) and is never shown.
   * `server`: who asks, as the binding knows it (the `server` option wins).
   */
  ask(params: unknown, signal?: AbortSignal, server?: string): Promise<FormResult>;
  /** The server says a link's step is done (`notifications/elicitation/complete`): its panel closes. */
  complete(elicitationId: string): void;
  /** Stops the queue (open forms and links resolve as cancelled). */
  dispose(): void;
}

/** Far enough that the dock never ends a form itself, within what a timer can wait (24.8 days). */
const FORM_DEADLINE_MS = 7 * 24 * 3600 * 1000;

/**
 * Forms and links from an MCP server, in one queue for the dock (`McpFormDock`). Bind a client to it
 * (`bindSdkClient` from `question-dock/mcp/sdk`, or {@link aiSdkElicitationHandler}).
 * @example
 * ```ts
 * import { createFormPrompts } from 'question-dock/mcp';
 *
 * const prompts = createFormPrompts({ server: 'Calendar' });
 * const result = await prompts.ask({
 *   mode: 'form',
 *   message: 'How many guests?',
 *   requestedSchema: { type: 'object', properties: { guests: { type: 'integer', minimum: 1 } }, required: ['guests'] },
 * });
 * if (result.action === 'accept') console.log(result.content); // { guests: 3 }
 * ```
 */
export function createFormPrompts(options: FormPromptsOptions = {}): FormPrompts {
  const messages = options.messages ?? FORM_MESSAGES;
  const queue = createPromptQueue({ sessionKey: 'mcp' });
  const links = createLinkList();
  const refused = createWatchedList<RejectedPrompt>('refused requests');
  let counter = 0;

  /** Tells the dock of a request it cannot show, and the server why (the rejection). */
  function refuse(params: unknown, what: string, reason: string, issues?: readonly Issue[]): never {
    counter += 1;
    const message = isObject(params) ? ownField(params, 'message') : undefined;
    const questions = typeof message === 'string' ? [message.slice(0, REJECTED_TEXT_MAX)] : [];
    refused.set([...refused.get(), { promptId: `mcp-${counter}`, questions, reason, ...(issues && { issues }) }]);
    if (issues) throw new InvalidRequestError(issues);
    throw new Error(`The ${what} cannot be shown: ${reason}.`);
  }

  function ask(params: unknown, signal?: AbortSignal, server?: string): Promise<FormResult> {
    const from = options.server ?? server;
    return isObject(params) && ownField(params, 'mode') === 'url'
      ? askLink(params, signal, from)
      : askForm(params, signal, from);
  }

  async function askLink(
    params: unknown,
    signal: AbortSignal | undefined,
    from: string | undefined,
  ): Promise<FormResult> {
    const read = readLink(params);
    if (typeof read === 'string') refuse(params, 'link', read);
    return { action: await links.add({ ...read, server: from }, signal) };
  }

  async function askForm(
    params: unknown,
    signal: AbortSignal | undefined,
    from: string | undefined,
  ): Promise<FormResult> {
    const read = readForm(params, messages);
    if (!read.ok) refuse(params, 'form', read.reason);
    const input = { ...read.form.input, ...(from !== undefined && { from }) };
    const normalized = normalizeAskUser(input, { contract: FORM_CONTRACT });
    if (!normalized.ok) refuse(params, 'form', 'it does not fit the dock', normalized.errors);
    return new Promise((resolve) => {
      counter += 1;
      const store = createQuestionStore(normalized.request, {
        promptId: `mcp-${counter}`,
        // The server keeps the time (its request's timeout cancels the form): the dock sets none a person would see.
        expiresAt: Date.now() + FORM_DEADLINE_MS,
        check: (question, answers) => {
          const problem = read.form.problemOf(question.id, answers);
          return problem && messages.problem(problem, question.field?.kind);
        },
        onResolve: (result, resolution) => {
          signal?.removeEventListener('abort', withdraw);
          const reply: FormResult =
            result.status === 'answered'
              ? { action: 'accept', content: read.form.contentOf(result.answers.answers) }
              : { action: resolution.status === 'skipped' && resolution.source === 'user' ? 'decline' : 'cancel' };
          resolve(reply);
          options.onResolve?.(summarize(store.getState()), reply);
        },
      });
      // The form's defaults, filled in as the person would: picked, or typed.
      for (const [id, answers] of read.form.initial) {
        const question = normalized.request.questions.find((q) => q.id === id);
        if (!question) continue;
        if (question.options.length === 0) store.setOther(id, answers[0] ?? '');
        else for (const label of answers) (question.multiSelect ? store.toggle : store.select)(id, label);
      }
      const withdraw = () => store.cancel();
      if (signal?.aborted) return withdraw();
      signal?.addEventListener('abort', withdraw, { once: true });
      queue.add(store);
    });
  }

  return {
    queue,
    links: links.list,
    refused: refused.list,
    server: options.server,
    dismissRefused: (promptId) => refused.set(refused.get().filter((prompt) => prompt.promptId !== promptId)),
    messages,
    ask,
    complete: links.complete,
    dispose: () => {
      for (const store of queue.getState().items) store.cancel();
      queue.dispose();
      links.clear();
    },
  };
}

/**
 * The handler `@ai-sdk/mcp`'s client takes for elicitations:
 * `client.onElicitationRequest(ElicitationRequestSchema, aiSdkElicitationHandler(prompts))`. Create
 * the client with `capabilities: { elicitation: {} }` (it takes form mode only); in a page, give its
 * HTTP transport `fetch: (input, init) => fetch(input, init)` (it calls the global one detached, which
 * a browser refuses). Its requests carry no signal: a server's cancel cannot close the form there.
 */
export const aiSdkElicitationHandler =
  (prompts: FormPrompts) =>
  (request: { readonly params: unknown }): Promise<FormResult> =>
    prompts.ask(request.params);
