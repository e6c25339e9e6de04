import { useEffect, useRef } from 'react';
import {
  createQuestionStore,
  InvalidRequestError,
  summarize,
  type AnswerSummaryData,
  type AskUserRequest,
  type Clock,
  type Issue,
  type QuestionStore,
  type QuestionStoreOptions,
  type Resolution,
  type Warning,
  type ToolResult,
} from '../core';
import { useQuestionStore } from './use-question-store';
import { normalizeOnce, type DraftPersistence } from '../core/internal';
import { previewAskUser } from '../core';
import { promptPersist } from './persistence';
import type { UseQuestionPromptResult } from './prompt-result';

export type { UseQuestionPromptResult } from './prompt-result';

/**
 * Options of {@link useQuestionPrompt}: the store options a rendered prompt takes.
 * `<QuestionDock request>` takes the same ones as props.
 */
export interface QuestionPromptOptions {
  /** Prompt id (tool-call id); keys persistence. A new id means a new prompt. */
  readonly promptId?: string | undefined;
  /**
   * Called exactly once when the prompt ends, with the tool result, how it ended (answered, skipped,
   * expired, cancelled) and the summary to show in the timeline.
   */
  readonly onResolve?: ((result: ToolResult, resolution: Resolution, summary: AnswerSummaryData) => void) | undefined;
  /** Async transport; while it runs the status is `submitting`, a rejection keeps the answers and allows a retry. */
  readonly send?: ((result: ToolResult) => Promise<void> | void) | undefined;
  /**
   * Time source of the store (and so of the countdown).
   * @default the real clock (`Date.now`, `setTimeout`)
   */
  readonly clock?: Clock | undefined;
  /** Absolute deadline (ms epoch) when the transport gives one. */
  readonly expiresAt?: number | undefined;
  /**
   * Keep drafts across remount and reload: `persistDrafts()` (sessionStorage, keyed by `promptId`)
   * or `persistDrafts(options)`. Here the outcome is kept (`rememberResolved: true`) and drafts are
   * written after the next paint unless its options say otherwise. Not on a server render.
   * @default undefined: nothing is stored
   */
  readonly persist?: DraftPersistence | undefined;
  /**
   * Non-fatal problems (saved drafts that do not fit the request, storage that cannot be read): a
   * code, and `message`, what happened in English.
   * @default console.warn (the line, with its code)
   */
  readonly onWarning?: ((warning: Warning) => void) | undefined;
  /**
   * Where a throwing `onResolve` or `onWarning` is reported (they are isolated).
   * @default console.error
   */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** @internal One prompt's store (or its issues), kept while the request and prompt id stay the same. */
export interface PromptEntry {
  /** The prompt id and the request's content: a new key means a new prompt. */
  readonly key: readonly unknown[];
  /** The prompt's store, or `undefined` when the request does not normalize. */
  readonly store: QuestionStore | undefined;
  /** Why the request does not normalize. */
  readonly issues: readonly Issue[] | undefined;
  /** Problems the normalizer repaired. */
  readonly warnings: readonly Issue[];
}

function keyOf(request: unknown, promptId: string | undefined): readonly unknown[] {
  // Apps often pass a fresh object literal each render: the same content is the same prompt.
  try {
    return [promptId, JSON.stringify(request)];
  } catch {
    // Not plain data (a cycle, a BigInt): the object itself is the key; the normalizer reports it.
    return [promptId, request];
  }
}

/** Drops `undefined` values (exactOptionalPropertyTypes: absent and undefined differ). */
function defined<T extends object>(object: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as never;
}

/**
 * Creates the store for a request and disposes it when the component unmounts or the prompt
 * changes, without subscribing to it. Strict Mode safe: the store is created once (a ref, not a
 * state initializer React would call twice), its expiry timer runs only while subscribed, and
 * disposal is deferred so Strict Mode's simulated unmount does not kill a store still in use.
 * @internal
 */
export function usePromptStore(request: unknown, options: QuestionPromptOptions, skip = false): PromptEntry {
  const latest = useRef(options);
  latest.current = options;
  const key = skip ? [] : keyOf(request, options.promptId);
  const entry = useRef<PromptEntry | null>(null);
  if (
    !entry.current ||
    entry.current.key.length !== key.length ||
    entry.current.key.some((part, i) => !Object.is(part, key[i]))
  ) {
    entry.current = skip
      ? { key, store: undefined, issues: undefined, warnings: [] }
      : build(request, key, options, latest);
  }
  const { store } = entry.current;
  const mounted = useRef(false);

  useEffect(() => {
    if (!store) return;
    mounted.current = true;
    // The expiry timer runs while mounted (the store was made with `expireUnobserved: false`, so a
    // render React throws away leaves no timer). An answer in flight at unmount is still delivered:
    // `onResolve` is the store's own option, not this subscription.
    const unsubscribe = store.subscribe(() => {});
    const recheck = (): void => {
      if (document.visibilityState === 'visible') store.checkExpiry();
    };
    document.addEventListener('visibilitychange', recheck);
    return () => {
      mounted.current = false;
      unsubscribe();
      document.removeEventListener('visibilitychange', recheck);
      queueMicrotask(() => {
        if (!mounted.current || entry.current?.store !== store) store.dispose();
      });
    };
  }, [store]);

  return entry.current;
}

function build(
  request: unknown,
  key: readonly unknown[],
  options: QuestionPromptOptions,
  latest: { readonly current: QuestionPromptOptions },
): PromptEntry {
  const normalized = normalizeOnce(request);
  if (!normalized.ok) return { key, store: undefined, issues: normalized.errors, warnings: [] };
  const persist = promptPersist(options.persist);
  try {
    return {
      key,
      store: create(normalized.request, options, latest, persist),
      issues: undefined,
      warnings: normalized.warnings,
    };
  } catch (error) {
    // A bad `expiresAt` (NaN, a string) is refused like a bad request: shown, never thrown at React.
    if (error instanceof InvalidRequestError) return { key, store: undefined, issues: error.issues, warnings: [] };
    throw error;
  }
}

function create(
  request: AskUserRequest,
  options: QuestionPromptOptions,
  latest: { readonly current: QuestionPromptOptions },
  persist: DraftPersistence | undefined,
): QuestionStore {
  const storeOptions: QuestionStoreOptions = defined({
    promptId: options.promptId,
    clock: options.clock,
    expiresAt: options.expiresAt,
    persist,
    onWarning: options.onWarning && ((warning: Warning) => latest.current.onWarning?.(warning)),
    onError: options.onError && ((error: unknown) => latest.current.onError?.(error)),
    // Armed while mounted only (see usePromptStore's effect).
    expireUnobserved: false,
    send: options.send && ((result: ToolResult) => (latest.current.send ?? options.send)?.(result)),
    onResolve: (result: ToolResult, resolution: Resolution) => {
      latest.current.onResolve?.(result, resolution, summarize(store.getState()));
    },
  });
  const store = createQuestionStore(request, storeOptions);
  return store;
}

/**
 * A prompt for apps that bring their own UI: normalizes `request` (invalid input gives the
 * structured `issues`, never an exception), creates the store and disposes it on unmount or when the
 * prompt changes, and re-renders on every change. Act through `store` (`store.select(...)`,
 * `store.submit()`); derive the rest from `state` (`state.resolution?.result`, `summarize(state)`).
 * @example
 * const { store, state, issues } = useQuestionPrompt(toolCall.args, { promptId: toolCall.id, onResolve: (result) => addToolResult(result) });
 * if (issues) return <pre>{issues.map((issue) => formatIssue(issue, messages)).join('\n')}</pre>;
 * return <MyQuestion state={state} onPick={(label) => store.select(state.request.questions[0].id, label)} />;
 */
export function useQuestionPrompt(request: unknown, options?: QuestionPromptOptions): UseQuestionPromptResult;
/**
 * With `streaming: true` while the model is still writing `request` (a tool call's input parsed as far
 * as it has arrived): no store yet, only `preview` (header, question text, the options complete so
 * far) to show read-only. When `streaming` turns false the prompt is created from the whole request,
 * in the same component (no remount).
 * @example
 * const prompt = useQuestionPrompt(part.input, { promptId: part.toolCallId, streaming: part.state === 'input-streaming' });
 * if (prompt.preview) return <p aria-busy="true">{prompt.preview.questions[0]?.question}</p>;
 */
export function useQuestionPrompt(
  request: unknown,
  options: QuestionPromptOptions & {
    /**
     * The model is still writing `request`: show `preview`; nothing is answerable yet.
     * @default false
     */
    readonly streaming: boolean | undefined;
  },
): UseQuestionPromptResult<true>;
export function useQuestionPrompt(
  request: unknown,
  options: QuestionPromptOptions & { readonly streaming?: boolean | undefined } = {},
): UseQuestionPromptResult<true> {
  const streaming = options.streaming === true;
  const { store, issues, warnings } = usePromptStore(request, options, streaming);
  const state = useQuestionStore(store);
  if (streaming)
    return { store: undefined, state: undefined, issues: undefined, warnings, preview: previewAskUser(request) };
  if (!store || !state) return { store: undefined, state: undefined, issues: issues ?? [], warnings };
  return { store, state, issues: undefined, warnings };
}
