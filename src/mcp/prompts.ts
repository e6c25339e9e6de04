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
  type PromptQueue,
} from '../core';
import { isObject, ownField } from '../core/internal';
import { FORM_CONTRACT } from './form-contract';
import { readForm, type FormValue } from './form';
import { createLinkList, readLink, type LinkPrompts } from './links';
import { FORM_MESSAGES, type FormMessages } from './words';

/** What the server's request resolves with: MCP's `ElicitResult` (a link's accept has no content). */
export type FormResult =
  | { readonly action: 'accept'; readonly content?: Record<string, FormValue> }
  | { readonly action: 'decline' | 'cancel' };

/** Options of {@link createFormPrompts}. */
export interface FormPromptsOptions {
  /** Who asks: the server's title or name (`client.getServerVersion()`), shown as "<server> asks". */
  readonly server?: string | undefined;
  /**
   * The form's words (yes/no, what is wrong with an answer).
   * @default FORM_MESSAGES (English)
   */
  readonly messages?: FormMessages | undefined;
}

/** What {@link createFormPrompts} gives. */
export interface FormPrompts {
  /** The open forms, one shown at a time. */
  readonly queue: PromptQueue;
  /** The links (URL mode) waiting for the person, oldest first. */
  readonly links: LinkPrompts;
  /** The words the forms are checked and shown with (`messages`). */
  readonly messages: FormMessages;
  /**
   * Shows the form or link of an `elicitation/create` request (its params) and resolves with what the
   * person did. `signal`: the server gave up (a timeout, a cancel), so the prompt ends as not sent. A
   * request outside the spec rejects with the reason (the server's tool is told it) and is never shown.
   */
  ask(params: unknown, signal?: AbortSignal): Promise<FormResult>;
  /** The server says a link's step is done (`notifications/elicitation/complete`): its panel closes. */
  complete(elicitationId: string): void;
  /** Stops the queue (open forms and links resolve as cancelled). */
  dispose(): void;
}

/** Forms from MCP servers, in one queue for the dock. */
export function createFormPrompts(options: FormPromptsOptions = {}): FormPrompts {
  const messages = options.messages ?? FORM_MESSAGES;
  const queue = createPromptQueue({ sessionKey: 'mcp' });
  const links = createLinkList();
  let counter = 0;

  function ask(params: unknown, signal?: AbortSignal): Promise<FormResult> {
    return isObject(params) && ownField(params, 'mode') === 'url' ? askLink(params, signal) : askForm(params, signal);
  }

  async function askLink(params: unknown, signal?: AbortSignal): Promise<FormResult> {
    const read = readLink(params);
    if (typeof read === 'string') throw new Error(`The link cannot be shown: ${read}.`);
    return { action: await links.add({ ...read, server: options.server }, signal) };
  }

  function askForm(params: unknown, signal?: AbortSignal): Promise<FormResult> {
    const read = readForm(params, messages);
    if (!read.ok) return Promise.reject(new Error(`The form cannot be shown: ${read.reason}.`));
    const input = { ...read.form.input, ...(options.server !== undefined && { from: options.server }) };
    const normalized = normalizeAskUser(input, { contract: FORM_CONTRACT });
    if (!normalized.ok) return Promise.reject(new InvalidRequestError(normalized.errors));
    return new Promise((resolve) => {
      counter += 1;
      const store = createQuestionStore(normalized.request, {
        promptId: `mcp-${counter}`,
        check: (question, answers) => {
          const problem = read.form.problemOf(question.id, answers);
          return problem && messages.problem(problem, question.field?.kind);
        },
        onResolve: (result, resolution) => {
          signal?.removeEventListener('abort', withdraw);
          if (result.status === 'answered')
            resolve({ action: 'accept', content: read.form.contentOf(result.answers.answers) });
          else
            resolve({ action: resolution.status === 'skipped' && resolution.source === 'user' ? 'decline' : 'cancel' });
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
 * the client with `capabilities: { elicitation: {} }` (it takes form mode only). Its requests carry no
 * signal: a server's cancel cannot close the form there.
 */
export const aiSdkElicitationHandler =
  (prompts: FormPrompts) =>
  (request: { readonly params: unknown }): Promise<FormResult> =>
    prompts.ask(request.params);
