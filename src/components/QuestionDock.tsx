import { clsx } from 'clsx';
import { forwardRef, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  messages as defaultMessages,
  summarize,
  type AnswerSummaryData,
  type Clock,
  type Messages,
  type PersistOptions,
  type QuestionState,
  type QuestionStore,
  type Resolution,
  type ToolResult,
} from '../core';
import type { PromptQueue } from '../gateway/queue';
import { QuestionStoreProvider } from '../react/context';
import { usePromptQueue } from '../react/use-prompt-queue';
import { usePromptStore } from '../react/use-question-prompt';
import { focusFirst, focusQuestion } from './focus';
import { InvalidRequest } from './InvalidRequest';
import { PromptError } from './PromptError';
import { QuestionMiniBar } from './QuestionMiniBar';
import { QuestionPanel } from './QuestionPanel';
import { QueueSwitcher } from './QueueSwitcher';
import { useIsomorphicLayoutEffect } from '../react/use-hydrated';
import { useComposedRef } from './refs';
import { useStackedLayout, type QuestionDockLayout } from './use-stacked-layout';

/** Props of {@link QuestionDock}. Give either `store` (you own it) or `request` (the dock owns one). */
export interface QuestionDockProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** A store from `createQuestionStore`; the app creates and disposes it. */
  readonly store?: QuestionStore | undefined;
  /** The raw `ask_user` arguments; invalid input shows a structured alert instead of throwing. */
  readonly request?: unknown;
  /** The chat composer. Kept mounted (hidden while the panel is open), so its draft survives. */
  readonly composer?: ReactNode;
  /** Called once when the prompt ends, with the tool result and the summary for the timeline. */
  readonly onResolve?: ((result: ToolResult, resolution: Resolution, summary: AnswerSummaryData) => void) | undefined;
  /** Every visible string; default English (`messagesTh` for Thai). */
  readonly messages?: Messages | undefined;
  /** With `request`: prompt id (tool-call id); keys persistence. */
  readonly promptId?: string | undefined;
  /** With `request`: async transport; a rejection keeps the answers and offers Retry. */
  readonly submit?: ((result: ToolResult) => Promise<void> | void) | undefined;
  /** Time source of the store (with `request`) and the countdowns. */
  readonly clock?: Clock | undefined;
  /** With `request`: absolute deadline (ms epoch) from the transport. */
  readonly expiresAt?: number | undefined;
  /**
   * With `request`: keep drafts and step in sessionStorage (or your storage) across remount and
   * reload, keyed by `promptId`. Default: on when `promptId` is given; `false` turns it off.
   */
  readonly persist?: boolean | PersistOptions | undefined;
  /**
   * `docked` (default): one question at a time with a stepper. `stacked`: every question as a card,
   * for touch screens. `auto`: stacked while the dock itself is narrower than `stackedBelow`.
   */
  readonly layout?: QuestionDockLayout | undefined;
  /** With `layout="auto"`: the dock width (CSS px) under which the cards are shown. Default 480. */
  readonly stackedBelow?: number | undefined;
  /**
   * Several pending prompts (from `createPromptQueue` or the gateway): the dock shows the active one
   * and a "1 of 3 requests" switcher. With no prompt pending, only the composer is shown.
   */
  readonly queue?: PromptQueue | undefined;
}

/** Keys in the composer this recently mean the person is typing there. */
const TYPING_MS = 2000;

type Mode = 'expanded' | 'collapsed' | 'resolved' | 'invalid' | 'idle';
const modeOf = (s: QuestionState): Mode => (s.resolution ? 'resolved' : s.expanded ? 'expanded' : 'collapsed');
const noSubscription = () => () => {};

/**
 * The question dock, pinned directly above the chat composer. Expanded, it replaces the composer
 * (which stays mounted, hidden); collapsed, a mini bar sits above the composer; resolved, only the
 * composer remains (show `AnswerSummary` in your timeline). `data-state="expanded|collapsed|resolved|invalid"`,
 * `data-layout="docked|stacked"`. On narrow screens the panel takes at most 60% of the visible
 * viewport (above the on-screen keyboard) and its body scrolls.
 * @example
 * <QuestionDock
 *   request={toolCall.args}
 *   promptId={toolCall.id}
 *   composer={<Composer />}
 *   onResolve={(result, _resolution, summary) => { addToolResult(toolCall.id, result); addSummary(summary); }}
 * />
 */
export const QuestionDock = forwardRef<HTMLDivElement, QuestionDockProps>(function QuestionDock({
  store: given,
  request,
  composer,
  onResolve,
  messages = defaultMessages,
  promptId,
  submit,
  clock,
  expiresAt,
  persist,
  layout = 'docked',
  stackedBelow = 480,
  queue,
  className,
  ...props
}, ref) {
  const queued = usePromptQueue(queue).active;
  // No store and no request: an idle dock is just the composer (kept mounted for the next prompt).
  const idle = !given && !queued && request === undefined;
  const owned = usePromptStore(request, { id: promptId, submit, clock, expiresAt, persist, messages }, !!(given ?? queued) || idle);
  const store = given ?? queued ?? owned.store;
  const mode = useSyncExternalStore(
    useCallback((onChange: () => void) => (store ? store.subscribe(onChange) : noSubscription()), [store]),
    () => (store ? modeOf(store.getState()) : idle ? 'idle' : 'invalid'),
    // Server and hydration: the state before any persisted draft (see useQuestionStore).
    () => (store ? modeOf(store.getInitialState()) : idle ? 'idle' : 'invalid'),
  );
  const root = useRef<HTMLDivElement>(null);
  const composerSlot = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRef(root, ref);
  const panelId = useId();
  const stacked = useStackedLayout(root, layout, stackedBelow);

  const latest = useRef(onResolve);
  latest.current = onResolve;
  useEffect(
    () =>
      store?.subscribe((state, previous) => {
        if (state.resolution && !previous.resolution) latest.current?.(state.resolution.result, state.resolution, summarize(state));
      }),
    [store],
  );

  // Focus follows the mode: into the question on expand, back to the composer on collapse, and to
  // the composer when the panel closed under the person's focus.
  // Where in the composer the person was, to give it back on collapse.
  const composerFocus = useRef<HTMLElement | null>(null);
  const focusComposer = (): void => {
    const slot = composerSlot.current;
    if (slot?.contains(document.activeElement)) return;
    const last = composerFocus.current;
    if (last?.isConnected && slot?.contains(last)) last.focus();
    else focusFirst(slot);
  };

  // A prompt that arrives while the person is typing in the composer must not take the keyboard
  // (their next keys would answer the agent): it starts collapsed, as a mini bar above the composer.
  // Focus merely resting in the composer (e.g. given back after the last answer) is not typing.
  const typedAt = useRef(-Infinity);
  const arrived = useRef<QuestionStore | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    if (!store || arrived.current === store) return;
    arrived.current = store;
    const s = store.getState();
    const typing = composerSlot.current?.contains(document.activeElement) && Date.now() - typedAt.current < TYPING_MS;
    if (s.expanded && !s.resolution && typing) store.collapse();
  }, [store]);

  const previous = useRef({ mode, store });
  useEffect(() => {
    const from = previous.current;
    previous.current = { mode, store };
    const lost = !document.activeElement || document.activeElement === document.body;
    // A queue's next prompt replaced the one just answered: the focused Submit went with it.
    if (from.mode === mode && (from.store === store || mode !== 'expanded' || !lost)) return;
    const step = store?.getState().request.questions[store.getState().step];
    if (mode === 'expanded') focusQuestion(root.current?.querySelector<HTMLElement>(`[data-question="${step?.id}"]`) ?? null);
    else if (mode === 'collapsed' || lost) focusComposer();
  }, [mode, store]);

  return (
    <div ref={composedRef} className={clsx('qd-dock', className)} data-state={mode} data-layout={stacked ? 'stacked' : 'docked'} {...props}>
      {queue && mode !== 'resolved' && <QueueSwitcher queue={queue} messages={messages} />}
      {store ? (
        <QuestionStoreProvider key={store.getState().id} store={store} messages={messages} clock={clock}>
          {mode === 'expanded' ? (
            <QuestionPanel id={panelId} stacked={stacked} />
          ) : mode === 'collapsed' ? (
            <QuestionMiniBar controls={panelId} />
          ) : (
            <PromptError />
          )}
        </QuestionStoreProvider>
      ) : (
        !idle && <InvalidRequest issues={owned.error?.issues ?? []} messages={messages} />
      )}
      <div
        ref={composerSlot}
        className="qd-composer"
        hidden={mode === 'expanded'}
        onFocus={(event) => {
          composerFocus.current = event.target;
        }}
        onKeyDown={() => {
          typedAt.current = Date.now();
        }}
      >
        {composer}
      </div>
      <Arrival store={store} messages={messages} />
    </div>
  );
});

/**
 * Says that a question arrived: it may open as a mini bar, or while a screen reader is elsewhere.
 * Its own component, so the announcement re-renders nothing else.
 */
function Arrival({ store, messages }: { store: QuestionStore | undefined; messages: Messages }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const s = store?.getState();
    const first = s?.request.questions[0];
    setText(s && first && !s.resolution ? `${messages.promptLabel}: ${first.question}` : '');
  }, [store, messages]);
  return (
    <div className="qd-sr-only" role="status">
      {text}
    </div>
  );
}
