import { clsx } from 'clsx';
import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
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
import { QuestionStoreProvider } from '../react/context';
import { usePromptStore } from '../react/use-question-prompt';
import { useIsomorphicLayoutEffect } from '../react/use-hydrated';
import { useQuestionStore } from '../react/use-question-store';
import { DOCK_DEFAULTS, DockOptionsProvider } from './dock-options';
import { activeElement, containsFocus, flatContains, focusAfterLayout, focusFirst, focusQuestion } from './focus';
import { PromptError } from './PromptError';
import { QuestionMiniBar } from './QuestionMiniBar';
import { QuestionPanel } from './QuestionPanel';
import { useComposedRef } from './refs';
import { useStackedLayout, type QuestionDockLayout } from './use-stacked-layout';

/** Props of {@link QuestionDock} whatever the prompt comes from. */
export interface QuestionDockBaseProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The chat composer. Kept mounted (hidden while the panel is open), so its draft survives. */
  readonly composer?: ReactNode;
  /** Called once when the prompt ends, with the tool result and the summary for the timeline. */
  readonly onResolve?: ((result: ToolResult, resolution: Resolution, summary: AnswerSummaryData) => void) | undefined;
  /** Every visible string; default English (`messagesTh` for Thai). */
  readonly messages?: Messages | undefined;
  /**
   * `docked` (default): one question at a time with a stepper. `stacked`: every question as a card,
   * for touch screens. `auto`: stacked while the dock itself is narrower than `stackedBelow`.
   */
  readonly layout?: QuestionDockLayout | undefined;
  /** With `layout="auto"`: the dock width (CSS px) under which the cards are shown. Default 480. */
  readonly stackedBelow?: number | undefined;
  /** Show the one-line keyboard hint ("1–3 choose · Enter next · Esc minimize"). Default true. */
  readonly shortcutHint?: boolean | undefined;
  /**
   * Prompts of 2-3 questions end on a review step (every answer at a glance, each reopened by a
   * click or its digit; Enter sends). Default true; `false` submits from the last question.
   */
  readonly review?: boolean | undefined;
  /**
   * Single-select: picking by digit moves to the next question (or the review). Default false:
   * the documented "digit, then Enter" would otherwise move twice.
   */
  readonly advanceOnPick?: boolean | undefined;
}

/** The primitive: the app owns the store (from `createQuestionStore`, a queue or the gateway). */
export interface QuestionDockStoreProps extends QuestionDockBaseProps {
  /**
   * The prompt to show; the app creates and disposes it. `undefined` (e.g. a queue's `active` with
   * nothing pending) shows only the composer, which stays mounted for the next prompt.
   */
  readonly store: QuestionStore | undefined;
  readonly request?: never;
  readonly promptId?: never;
  readonly send?: never;
  readonly clock?: never;
  readonly expiresAt?: never;
  readonly persist?: never;
}

/** The convenience: the dock normalizes the raw request and owns its store. */
export interface QuestionDockRequestProps extends QuestionDockBaseProps {
  readonly store?: never;
  /** The raw `ask_user` arguments; invalid input shows a structured alert instead of throwing. */
  readonly request: unknown;
  /** Prompt id (tool-call id); keys persistence. A new id means a new prompt. */
  readonly promptId?: string | undefined;
  /** Async transport; a rejection keeps the answers and offers Retry. */
  readonly send?: ((result: ToolResult) => Promise<void> | void) | undefined;
  /** Time source of the store (and so of the countdown); default real time. */
  readonly clock?: Clock | undefined;
  /** Absolute deadline (ms epoch) from the transport. */
  readonly expiresAt?: number | undefined;
  /**
   * Keep drafts and step in sessionStorage (or your storage) across remount and reload, keyed by
   * `promptId`. Default: on when `promptId` is given; `false` turns it off.
   */
  readonly persist?: boolean | PersistOptions | undefined;
}

/** Props of {@link QuestionDock}: either `store` (you own it) or `request` (the dock owns one). */
export type QuestionDockProps = QuestionDockStoreProps | QuestionDockRequestProps;

// The alert for a request that does not normalize, and its issue words, load only when one comes.
const InvalidRequest = /* @__PURE__ */ lazy(() => import('./InvalidRequest'));

/** Keys in the composer this recently mean the person is typing there. */
const TYPING_MS = 2000;

type Mode = 'expanded' | 'collapsed' | 'resolved';

function modeOf(state: QuestionState): Mode {
  if (state.resolution) return 'resolved';
  return state.expanded ? 'expanded' : 'collapsed';
}

/**
 * The question dock, pinned directly above the chat composer. Expanded, it replaces the composer
 * (which stays mounted, hidden); collapsed, a mini bar sits above the composer; resolved, only the
 * composer remains (show `AnswerSummary` in your timeline); with no store, only the composer.
 * `data-state="expanded|collapsed|resolved|invalid"` (absent with no prompt),
 * `data-layout="docked|stacked"`. On narrow screens the panel takes at most 60% of the visible
 * viewport (above the on-screen keyboard) and its body scrolls.
 * @example
 * <QuestionDock store={store} composer={<Composer />} />
 * @example
 * <QuestionDock
 *   request={toolCall.args}
 *   promptId={toolCall.id}
 *   composer={<Composer />}
 *   onResolve={(result, _resolution, summary) => { addToolResult(toolCall.id, result); addSummary(summary); }}
 * />
 */
export const QuestionDock = /* @__PURE__ */ forwardRef<HTMLDivElement, QuestionDockProps>(
  function QuestionDock(props, ref) {
    const {
      store: given,
      request,
      composer,
      onResolve,
      messages = defaultMessages,
      promptId,
      send,
      clock,
      expiresAt,
      persist,
      layout = 'docked',
      stackedBelow = 480,
      shortcutHint = DOCK_DEFAULTS.shortcutHint,
      review = DOCK_DEFAULTS.review,
      advanceOnPick = DOCK_DEFAULTS.advanceOnPick,
      className,
      ...rest
    } = props;
    const fromRequest = 'request' in props && !('store' in props && props.store);
    // With `request`, the result is delivered by the store itself (its `onResolve` option), so an
    // answer still in flight when the dock unmounts reaches the app all the same (issue 12, class 2).
    const owned = usePromptStore(request, { promptId, send, clock, expiresAt, persist, onResolve }, !fromRequest);
    const store = fromRequest ? owned.store : given;
    const mode: Mode | 'invalid' | undefined =
      useQuestionStore(store, modeOf) ?? (owned.issues ? 'invalid' : undefined);
    const root = useRef<HTMLDivElement>(null);
    const composerSlot = useRef<HTMLDivElement>(null);
    const composedRef = useComposedRef(root, ref);
    const panelId = useId();
    const stacked = useStackedLayout(root, layout, stackedBelow);
    const options = useMemo(() => ({ shortcutHint, review, advanceOnPick }), [shortcutHint, review, advanceOnPick]);

    const latest = useRef(onResolve);
    latest.current = onResolve;
    // With `store`, the app owns delivery (the store's own `onResolve` survives an unmount); this
    // prop is told while the dock is mounted.
    useEffect(
      () =>
        fromRequest
          ? undefined
          : store?.subscribe((state, previous) => {
              if (state.resolution && !previous.resolution)
                latest.current?.(state.resolution.result, state.resolution, summarize(state));
            }),
      [store, fromRequest],
    );

    // Focus follows the mode: into the question on expand, back to the composer on collapse, and to
    // the composer when the panel closed under the person's focus.
    // Where in the composer the person was, to give it back on collapse.
    const composerFocus = useRef<HTMLElement | null>(null);
    const typedAt = useRef(-Infinity);
    const focusComposer = (): void => {
      const slot = composerSlot.current;
      if (containsFocus(slot)) return;
      const last = composerFocus.current;
      if (last?.isConnected && slot && flatContains(slot, last)) last.focus({ preventScroll: true });
      else focusFirst(slot);
    };

    // Native listeners, not React props: a composer slotted into the `<question-dock>` element lives
    // outside React's tree, so React would not dispatch its events here; the DOM still does.
    useEffect(() => {
      const slot = composerSlot.current;
      if (!slot) return;
      const onFocus = (event: FocusEvent): void => {
        composerFocus.current = event.target as HTMLElement;
      };
      const onKey = (): void => {
        typedAt.current = Date.now();
      };
      slot.addEventListener('focusin', onFocus);
      slot.addEventListener('keydown', onKey);
      return () => {
        slot.removeEventListener('focusin', onFocus);
        slot.removeEventListener('keydown', onKey);
      };
    }, []);

    // A prompt that arrives while the person is typing in the composer must not take the keyboard
    // (their next keys would answer the agent): it starts collapsed, as a mini bar above the composer.
    // Focus merely resting in the composer (e.g. given back after the last answer) is not typing.
    const arrived = useRef<QuestionStore | undefined>(undefined);
    useIsomorphicLayoutEffect(() => {
      if (!store || arrived.current === store) return;
      arrived.current = store;
      const s = store.getState();
      const typing = containsFocus(composerSlot.current) && Date.now() - typedAt.current < TYPING_MS;
      if (s.expanded && !s.resolution && typing) store.collapse();
    }, [store]);

    // A prompt open on arrival (or on page load) while focus rests on the page body takes the
    // keyboard, so its digits work at once. Never when focus is anywhere else (the person is
    // typing or reading something).
    useEffect(() => {
      const s = store?.getState();
      if (!s || !s.expanded || s.resolution) return;
      const active = activeElement();
      if (active && active !== document.body) return;
      focusAfterLayout(() =>
        focusQuestion(
          root.current?.querySelector<HTMLElement>(`[data-question="${s.request.questions[s.step]?.id}"]`) ?? null,
        ),
      );
    }, [store]);

    const previous = useRef({ mode, store });
    useEffect(() => {
      const from = previous.current;
      previous.current = { mode, store };
      const focused = activeElement();
      const lost = !focused || focused === document.body;
      // A queue's next prompt replaced the one just answered: the focused Submit went with it.
      if (from.mode === mode && (from.store === store || mode !== 'expanded' || !lost)) return;
      const step = store?.getState().request.questions[store.getState().step];
      if (mode === 'expanded')
        focusAfterLayout(() =>
          focusQuestion(root.current?.querySelector<HTMLElement>(`[data-question="${step?.id}"]`) ?? null),
        );
      else if (mode === 'collapsed' || lost) focusAfterLayout(focusComposer);
    }, [mode, store]);

    return (
      <div
        ref={composedRef}
        className={clsx('qd-dock', className)}
        data-state={mode}
        data-layout={stacked ? 'stacked' : 'docked'}
        {...rest}
      >
        {store ? (
          <QuestionStoreProvider key={store.getState().promptId} store={store} messages={messages}>
            <DockOptionsProvider value={options}>
              {mode === 'expanded' ? (
                <QuestionPanel id={panelId} stacked={stacked} />
              ) : mode === 'collapsed' ? (
                <QuestionMiniBar controls={panelId} />
              ) : (
                <PromptError />
              )}
            </DockOptionsProvider>
          </QuestionStoreProvider>
        ) : (
          owned.issues && (
            <Suspense fallback={null}>
              <InvalidRequest issues={owned.issues} messages={messages} />
            </Suspense>
          )
        )}
        <div ref={composerSlot} className="qd-composer" hidden={mode === 'expanded'}>
          {composer}
        </div>
        <Arrival store={store} messages={messages} />
      </div>
    );
  },
);

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
