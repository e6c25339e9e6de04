/**
 * The server end: a `canUseTool` for the Claude Agent SDK that hands AskUserQuestion to the page over
 * the app's own channel and resolves with the person's answer. Framework-free, for the Node process
 * that runs `query()`.
 */
import { devWarn, isObject, nonEmpty, ownField, type Obj } from '../core/internal';
import { questionTexts, updatedInputOf } from './convert';
import type {
  AskUserQuestionAnswer,
  AskUserQuestionAsk,
  AskUserQuestionInput,
  AskUserQuestionPreviewFormat,
  AskUserQuestionToPage,
} from './types';

/** The tool this bridge answers. */
const TOOL = 'AskUserQuestion';

/** What an interrupted turn's `canUseTool` resolves with: the SDK no longer reads it. */
const INTERRUPTED = { behavior: 'deny', message: 'The turn was interrupted.' } as const;

/** How long the page waits when the app does not say: as long as an `ask_user` prompt. */
const DEFAULT_TIMEOUT_SECONDS = 900;

/** The options `canUseTool` reads of the SDK's: the rest are handed on to `otherTools` as they came. */
export interface CanUseToolOptions {
  /** Aborted when the turn is interrupted: the question is then withdrawn from the page. */
  readonly signal: AbortSignal;
  /** The model's tool use id: the question's id on both ends. */
  readonly toolUseID: string;
}

/** What `canUseTool` resolves with: the SDK's `PermissionResult`, the members this bridge gives. */
export type AskUserQuestionPermission =
  | { readonly behavior: 'allow'; readonly updatedInput: Record<string, unknown> }
  | { readonly behavior: 'deny'; readonly message: string };

/** Options of {@link createAskUserQuestionBridge}. */
export interface AskUserQuestionBridgeOptions<Options extends CanUseToolOptions, Other> {
  /**
   * The app's channel to the page (a WebSocket, server-sent events…): each message is plain JSON.
   * With several pages (tabs) open, send to each of them. If it throws (no page is connected), the
   * question stays open: a page that connects gets it from `pending()`.
   */
  readonly send: (message: AskUserQuestionToPage) => void;
  /**
   * What decides every tool but AskUserQuestion: the app's own `canUseTool`, called as the SDK called
   * this one. Without it, other tools are denied, and the model reads why.
   */
  readonly otherTools?:
    ((toolName: string, input: Record<string, unknown>, options: Options) => Promise<Other>) | undefined;
  /**
   * How long the page waits for the person before it answers that they did not (the model then reads
   * "The user did not answer the questions."). The deadline is set when the model asks, so a page
   * that reloads or connects later counts to the same moment.
   * @default 900
   */
  readonly timeoutSeconds?: number | undefined;
  /**
   * How the model writes its options' previews (mockups, snippets): pass `bridge.toolConfig` to
   * `query()`, so the model and the page agree. `markdown` shows as text, `html` in a sandboxed frame.
   * @default 'markdown'
   */
  readonly previewFormat?: AskUserQuestionPreviewFormat | undefined;
}

/** What {@link createAskUserQuestionBridge} gives: the SDK's `canUseTool`, and the two ends of the channel. */
export interface AskUserQuestionBridge<Options extends CanUseToolOptions, Other> {
  /** Pass it as the `canUseTool` option of `query()` (with `permissionMode: 'default'`). */
  readonly canUseTool: (
    toolName: string,
    input: Record<string, unknown>,
    options: Options,
  ) => Promise<AskUserQuestionPermission | Other>;
  /**
   * Hand it what a page sent (parsed JSON). An answer to an open question resolves it; anything else
   * (an unknown or ended question, a malformed message) is ignored, with a warning in development.
   */
  readonly receive: (message: unknown) => void;
  /** The open questions, as one message: send it to a page when it connects, so a reload shows them again. */
  readonly pending: () => Extract<AskUserQuestionToPage, { type: 'open' }>;
  /** Pass it as the `toolConfig` option of `query()`: the previews' format the page expects. */
  readonly toolConfig: { readonly askUserQuestion: { readonly previewFormat: AskUserQuestionPreviewFormat } };
}

/** The deadline's seconds: a number of 0 or more, else (with a warning in development) the default. */
function secondsOf(given: number | undefined): number {
  if (given === undefined || (Number.isFinite(given) && given >= 0)) return given ?? DEFAULT_TIMEOUT_SECONDS;
  devWarn(`timeoutSeconds must be a number of seconds, 0 or more; using ${DEFAULT_TIMEOUT_SECONDS}.`, given);
  return DEFAULT_TIMEOUT_SECONDS;
}

interface Open {
  readonly ask: AskUserQuestionAsk;
  readonly input: Obj;
  readonly settle: (permission: AskUserQuestionPermission) => void;
}

/**
 * A `canUseTool` for `query()` that asks AskUserQuestion in the page: it sends the question
 * (`{ type: 'ask', id, input, expiresAt }`), waits for the page's answer for that id, and resolves
 * `allow` with the model's questions as they came and the person's answers keyed by question text
 * (the CLI writes the model's tool result from them). An interrupted turn (`signal`) withdraws the
 * question from the page (`{ type: 'cancel', id }`). Other tools go to `otherTools`.
 * @example
 * ```ts
 * import { query } from '@anthropic-ai/claude-agent-sdk';
 * import { createAskUserQuestionBridge } from 'question-dock/claude-agent-sdk';
 *
 * // Yours to replace: the page's connection (a WebSocket, server-sent events and a POST…).
 * declare const socket: { send(text: string): void; onMessage(listener: (text: string) => void): void };
 *
 * const bridge = createAskUserQuestionBridge({ send: (message) => socket.send(JSON.stringify(message)) });
 * socket.onMessage((text) => bridge.receive(JSON.parse(text)));
 * for await (const message of query({
 *   prompt: 'Plan the release with me.',
 *   options: { canUseTool: bridge.canUseTool, toolConfig: bridge.toolConfig, permissionMode: 'default' },
 * })) console.log(message.type);
 * ```
 */
export function createAskUserQuestionBridge<Options extends CanUseToolOptions, Other = never>(
  options: AskUserQuestionBridgeOptions<Options, Other>,
): AskUserQuestionBridge<Options, Other> {
  const { send, otherTools, previewFormat = 'markdown' } = options;
  const timeoutSeconds = secondsOf(options.timeoutSeconds);
  const open = new Map<string, Open>();

  /** Sends to the page; one that is not there (yet) gets the open questions when it connects (`pending`). */
  function post(message: AskUserQuestionToPage): void {
    try {
      send(message);
    } catch (error) {
      devWarn('Could not send to the page; a page that connects gets the open questions from pending().', error);
    }
  }

  function ask(input: Obj, toolUseID: string, signal: AbortSignal): Promise<AskUserQuestionPermission> {
    return new Promise((resolve) => {
      // The CLI has checked the input against its schema before asking: it is Claude's input.
      const item: AskUserQuestionAsk = {
        id: toolUseID,
        input: input as unknown as AskUserQuestionInput,
        expiresAt: Date.now() + timeoutSeconds * 1000,
        previewFormat,
      };
      const withdraw = (): void => {
        if (!open.delete(toolUseID)) return;
        post({ type: 'cancel', id: toolUseID });
        resolve(INTERRUPTED);
      };
      const settle = (permission: AskUserQuestionPermission): void => {
        signal.removeEventListener('abort', withdraw);
        open.delete(toolUseID);
        resolve(permission);
      };
      open.set(toolUseID, { ask: item, input, settle });
      signal.addEventListener('abort', withdraw, { once: true });
      post({ type: 'ask', ...item });
    });
  }

  async function canUseTool(toolName: string, input: Record<string, unknown>, callOptions: Options) {
    if (toolName !== TOOL) {
      if (otherTools) return otherTools(toolName, input, callOptions);
      return { behavior: 'deny' as const, message: `${toolName} is not allowed in this session.` };
    }
    const { signal, toolUseID } = callOptions;
    if (signal.aborted) return INTERRUPTED;
    if (!questionTexts(input))
      return { behavior: 'deny' as const, message: `${TOOL} was called without questions to ask.` };
    return ask(input, toolUseID, signal);
  }

  function receive(message: unknown): void {
    const type = isObject(message) ? ownField(message, 'type') : undefined;
    const id = isObject(message) ? ownField(message, 'id') : undefined;
    const waiting = nonEmpty(id) ? open.get(id) : undefined;
    if (!isObject(message) || !waiting || (type !== 'answer' && type !== 'refuse')) {
      devWarn(`Ignored a page message that answers no open ${TOOL}.`, message);
      return;
    }
    if (type === 'refuse') {
      const text = ownField(message, 'message');
      waiting.settle({ behavior: 'deny', message: nonEmpty(text) ? text : `The page could not show the ${TOOL}.` });
      // Any other page that shows it: the model no longer waits for it.
      post({ type: 'cancel', id: waiting.ask.id });
      return;
    }
    const updatedInput = updatedInputOf(waiting.input, ownField(message, 'answers'), ownField(message, 'annotations'));
    if (!updatedInput) {
      devWarn(`Ignored an answer that does not fit the ${TOOL} it answers; it stays open.`, message);
      return;
    }
    waiting.settle({ behavior: 'allow', updatedInput });
    // Every page hears of it: another tab that shows the question says "Answered elsewhere", with the answer.
    const { answers, annotations } = updatedInput as unknown as AskUserQuestionAnswer;
    post({ type: 'answered', id: waiting.ask.id, answers, ...(annotations && { annotations }) });
  }

  return {
    canUseTool,
    receive,
    pending: () => ({ type: 'open', asks: [...open.values()].map((o) => o.ask) }),
    toolConfig: { askUserQuestion: { previewFormat } },
  };
}
