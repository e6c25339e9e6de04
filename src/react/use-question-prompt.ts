import { useEffect, useRef } from 'react';
import {
  createQuestionStore,
  messages as defaultMessages,
  normalizeAskUser,
  summarize,
  type AnswerSummaryData,
  type Clock,
  type Issue,
  type Messages,
  type PersistOptions,
  type QuestionState,
  type QuestionStore,
  type QuestionStoreOptions,
  type Resolution,
  type StoreWarning,
  type ToolResult,
} from '../core';
import { useQuestionStore } from './use-question-store';

/** Options of {@link useQuestionPrompt}: the store options, plus `persist: true` for sessionStorage. */
export interface QuestionPromptOptions {
  /** Prompt id (tool-call id); keys persistence. A new id means a new prompt. */
  readonly id?: string | undefined;
  /** Called exactly once when the prompt ends, with the summary to show in the timeline. */
  readonly onResolve?: ((result: ToolResult, resolution: Resolution, summary: AnswerSummaryData) => void) | undefined;
  /** Async transport; while it runs the status is `submitting`, a rejection allows retry. */
  readonly submit?: ((result: ToolResult) => Promise<void> | void) | undefined;
  readonly clock?: Clock | undefined;
  /** Absolute deadline (ms epoch) when the transport gives one. */
  readonly expiresAt?: number | undefined;
  /**
   * Keep drafts in `window.sessionStorage` (or your own storage) across remount and reload, keyed by
   * `id`. Default: on when `id` is given; `false` turns it off.
   */
  readonly persist?: boolean | PersistOptions | undefined;
  /** Strings for the errors kept in state; default English. */
  readonly messages?: Messages | undefined;
  readonly onWarning?: ((warning: StoreWarning) => void) | undefined;
}

/** The request could not be normalized: the structured issues, to show or send back. */
export interface QuestionPromptError {
  readonly issues: readonly Issue[];
}

/** Store actions, bound, for apps that bring their own UI. */
export type QuestionActions = Pick<
  QuestionStore,
  'select' | 'toggle' | 'setOther' | 'next' | 'back' | 'goTo' | 'submit' | 'skip' | 'collapse' | 'expand' | 'cancel'
>;

/** {@link useQuestionPrompt} for a valid request. */
export interface QuestionPromptReady extends QuestionActions {
  readonly store: QuestionStore;
  readonly state: QuestionState;
  /** The tool result once the prompt has ended. */
  readonly result: ToolResult | undefined;
  /** The timeline summary once the prompt has ended. */
  readonly summary: AnswerSummaryData | undefined;
  readonly warnings: readonly Issue[];
  readonly error: undefined;
}

/** {@link useQuestionPrompt} for a request that does not normalize. */
export interface QuestionPromptInvalid {
  readonly store: undefined;
  readonly state: undefined;
  readonly result: undefined;
  readonly summary: undefined;
  readonly warnings: readonly Issue[];
  readonly error: QuestionPromptError;
}

export type UseQuestionPromptResult = QuestionPromptReady | QuestionPromptInvalid;

interface Entry {
  readonly key: readonly unknown[];
  readonly store: QuestionStore | undefined;
  readonly error: QuestionPromptError | undefined;
  readonly warnings: readonly Issue[];
}

function keyOf(request: unknown, id: string | undefined): readonly unknown[] {
  // Apps often pass a fresh object literal each render: the same content is the same prompt.
  try {
    return [id, JSON.stringify(request)];
  } catch {
    return [id, request];
  }
}

function sessionPersist(persist: QuestionPromptOptions['persist']): PersistOptions | undefined {
  if (persist !== true) return persist || undefined;
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? { storage: window.sessionStorage } : undefined;
  } catch {
    return undefined; // storage blocked (privacy mode, sandboxed frame)
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
export function usePromptStore(request: unknown, options: QuestionPromptOptions, skip = false): Entry {
  const latest = useRef(options);
  latest.current = options;
  const key = skip ? [] : keyOf(request, options.id);
  const entry = useRef<Entry | null>(null);
  if (!entry.current || entry.current.key.length !== key.length || entry.current.key.some((part, i) => !Object.is(part, key[i]))) {
    entry.current = skip ? { key, store: undefined, error: undefined, warnings: [] } : build(request, key, options, latest);
  }
  const { store } = entry.current;
  const mounted = useRef(false);

  useEffect(() => {
    if (!store) return;
    mounted.current = true;
    const recheck = (): void => {
      if (document.visibilityState === 'visible') store.checkExpiry();
    };
    document.addEventListener('visibilitychange', recheck);
    return () => {
      mounted.current = false;
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
): Entry {
  const normalized = normalizeAskUser(request);
  if (!normalized.ok) return { key, store: undefined, error: { issues: normalized.errors }, warnings: [] };
  const storeOptions: QuestionStoreOptions = defined({
    id: options.id,
    clock: options.clock,
    expiresAt: options.expiresAt,
    // With a prompt id, drafts survive remount and reload by default (DESIGN.md: answers are never lost).
    persist: sessionPersist(options.persist ?? options.id !== undefined),
    messages: options.messages ?? defaultMessages,
    onWarning: options.onWarning,
    submit: options.submit && ((result: ToolResult) => (latest.current.submit ?? options.submit)?.(result)),
    onResolve: (result: ToolResult, resolution: Resolution) => {
      latest.current.onResolve?.(result, resolution, summarize(store.getState()));
    },
  });
  const store = createQuestionStore(normalized.request, storeOptions);
  return { key, store, error: undefined, warnings: normalized.warnings };
}

const noStore: QuestionStore = {
  getState: () => undefined as never,
  subscribe: () => () => {},
} as Partial<QuestionStore> as QuestionStore;

/**
 * Everything a prompt needs, for apps that bring their own UI: normalizes `request` (invalid input
 * gives `error.issues`, never an exception), creates and disposes the store, and re-renders on
 * every change.
 * @example
 * const prompt = useQuestionPrompt(toolCall.args, { id: toolCall.id, onResolve: (r) => addToolResult(r) });
 * if (prompt.error) return <pre>{prompt.error.issues.map((i) => `${i.path}: ${i.message}`).join('\n')}</pre>;
 * return <MyQuestion state={prompt.state} onPick={(label) => prompt.select(prompt.state.request.questions[0].id, label)} />;
 */
export function useQuestionPrompt(request: unknown, options: QuestionPromptOptions = {}): UseQuestionPromptResult {
  const { store, error, warnings } = usePromptStore(request, options);
  const state = useQuestionStore(store ?? noStore) as QuestionState | undefined;
  if (!store || !state) return { store: undefined, state: undefined, result: undefined, summary: undefined, warnings, error: error ?? { issues: [] } };
  const ended = state.resolution !== null;
  return {
    store,
    state,
    result: state.resolution?.result,
    summary: ended ? summarize(state) : undefined,
    warnings,
    error: undefined,
    select: store.select,
    toggle: store.toggle,
    setOther: store.setOther,
    next: store.next,
    back: store.back,
    goTo: store.goTo,
    submit: store.submit,
    skip: store.skip,
    collapse: store.collapse,
    expand: store.expand,
    cancel: store.cancel,
  };
}
