import { clsx } from 'clsx';
import { forwardRef, useEffect, useId, useMemo, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { messages as defaultMessages, summarize, type Messages, type QuestionStore } from '../../core';
import { modeOf, type DockMode } from '../../core/internal';
import { QuestionStoreProvider } from '../../react/context';
import { usePromptStore, type QuestionPromptOptions } from '../../react/use-question-prompt';
import { useQuestionStore } from '../../react/use-question-store';
import { DOCK_DEFAULTS, DockOptionsProvider, type DockParts } from './dock-options';
import { InvalidRequest } from '../notices/InvalidRequest';
import { PromptError } from '../notices/PromptError';
import { QuestionMiniBar } from './QuestionMiniBar';
import { QuestionPanel } from './QuestionPanel';
import { StreamingPreview } from '../notices/StreamingPreview';
import { useComposedRef } from '../behaviour/refs';
import { SecretHostsContext } from '../question/secret-hosts';
import { useDockFocus } from '../behaviour/use-dock-focus';
import { useAttention, type PageAttention } from '../behaviour/page-attention';
import { useStackedLayout, type QuestionDockLayout } from '../behaviour/use-stacked-layout';

/** Props of {@link QuestionDock} whatever the prompt comes from. */
export interface QuestionDockBaseProps
  extends Omit<ComponentPropsWithRef<'div'>, 'children'>, Pick<QuestionPromptOptions, 'onResolve'> {
  /** The chat composer. Kept mounted (hidden while the panel is open), so its draft survives. */
  readonly composer?: ReactNode;
  /**
   * Every visible string (`messagesTh` for Thai).
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
  /**
   * `docked`: one question at a time with a stepper. `stacked`: every question as a card, for
   * touch screens. `auto`: stacked while the dock itself is narrower than `stackedBelow`.
   * @default 'docked'
   */
  readonly layout?: QuestionDockLayout | undefined;
  /**
   * With `layout="auto"`: the dock width (CSS px) under which the cards are shown.
   * @default 480
   */
  readonly stackedBelow?: number | undefined;
  /**
   * Show the one-line keyboard hint ("1–3 choose · Enter next · Esc minimize").
   * @default true
   */
  readonly shortcutHint?: boolean | undefined;
  /**
   * Prompts of 2-3 questions end on a review step (every answer at a glance, each reopened by a
   * click or its digit; Enter sends). `false` submits from the last question.
   * @default true
   */
  readonly review?: boolean | undefined;
  /**
   * Docked single-select: picking by digit also shows the next question. It never opens the review
   * step nor sends: on the last question (and on one reopened from the review) a digit only picks.
   * `false`: a digit only picks, and Enter or Next moves on.
   * @default true
   */
  readonly advanceOnPick?: boolean | undefined;
  /**
   * Pieces only some hosts' questions use (an option's preview, a note on an answer), given by the
   * entry of that host, e.g. `question-dock/claude-agent-sdk`.
   * @default undefined: none
   */
  readonly parts?: DockParts | undefined;
  /**
   * Called when the open prompt collapses to the mini bar (`false`) or expands again (`true`),
   * whether the person did it (Escape, the collapse button, the mini bar) or the app did through the
   * store (`store.collapse()`, `store.expand()`). Not called on mount, nor when another prompt
   * (store) takes this one's place.
   */
  readonly onExpandedChange?: ((expanded: boolean) => void) | undefined;
  /**
   * Attention for a prompt nobody sees: `pageAttention()` (while the prompt waits and the page is
   * hidden, the document title counts the waiting prompts) or `pageAttention({ notify: true })` (a
   * system notification too, when permission is already granted).
   * @default undefined: the title is left alone
   */
  readonly attention?: PageAttention | undefined;
  /**
   * Receives the hosts the person keeps for a secret-store question (`secretStore.kind === "secret"`),
   * e.g. `connectOpenClaw`'s `setSecretHosts`.
   */
  readonly onSecretHostsChange?: ((promptId: string, hosts: readonly string[]) => void) | undefined;
}

/**
 * The primitive: the app owns the store (from `createQuestionStore`, a queue or the gateway) and its
 * delivery (the store's own `onResolve` survives an unmount); the dock's `onResolve` is told while
 * the dock is mounted.
 */
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
  readonly streaming?: never;
}

/** The convenience: the dock normalizes the raw request and owns its store. */
export interface QuestionDockRequestProps
  extends QuestionDockBaseProps, Pick<QuestionPromptOptions, 'promptId' | 'send' | 'clock' | 'expiresAt' | 'persist'> {
  readonly store?: never;
  /** The raw `ask_user` arguments; invalid input shows a structured alert instead of throwing. */
  readonly request: unknown;
  /**
   * The model is still writing `request` (a tool call streaming its input, parsed as far as it has
   * arrived): the dock shows it read-only as "still being written", above the composer, and makes no
   * prompt until this turns `false`. The dock and the composer stay mounted through the change.
   * @default false
   */
  readonly streaming?: boolean | undefined;
}

/** Props of {@link QuestionDock}: either `store` (you own it) or `request` (the dock owns one). */
export type QuestionDockProps = QuestionDockStoreProps | QuestionDockRequestProps;

/**
 * Tells the dock's callbacks what the store does: `onExpandedChange` on a collapse or an expand of
 * the open prompt, and, with `store`, `onResolve` when it ends (with `request`, the store created
 * by the dock calls `onResolve` itself, so an answer in flight at unmount still reaches the app).
 */
function useDockCallbacks(
  store: QuestionStore | undefined,
  fromRequest: boolean,
  props: Pick<QuestionDockBaseProps, 'onResolve' | 'onExpandedChange'>,
): void {
  // The latest props themselves, not an object of the two callbacks rebuilt on every render.
  const latest = useRef(props);
  latest.current = props;
  useEffect(
    () =>
      store?.subscribe((state, previous) => {
        if (!state.resolution && state.expanded !== previous.expanded)
          latest.current.onExpandedChange?.(state.expanded);
        if (!fromRequest && state.resolution && !previous.resolution)
          latest.current.onResolve?.(state.resolution.result, state.resolution, summarize(state));
      }),
    [store, fromRequest],
  );
}

/**
 * The question dock, pinned directly above the chat composer. Expanded, it replaces the composer
 * (which stays mounted, hidden); collapsed, a mini bar sits above the composer; resolved, only the
 * composer remains (show `AnswerSummary` in your timeline); with no store, only the composer.
 * `data-state="expanded|collapsed|resolved|invalid|streaming"` (absent with no prompt),
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
      onExpandedChange,
      onSecretHostsChange,
      attention,
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
      parts,
      streaming: streamingProp,
      className,
      ...rest
    } = props;
    const fromRequest = 'request' in props && !('store' in props && props.store);
    const streaming = fromRequest && !!streamingProp;
    // With `request`, the result is delivered by the store itself (its `onResolve` option), so an
    // answer still in flight when the dock unmounts reaches the app all the same.
    const owned = usePromptStore(
      request,
      { promptId, send, clock, expiresAt, persist, onResolve },
      !fromRequest || streaming,
    );
    const store = fromRequest ? owned.store : given;
    const storeMode = useQuestionStore(store, modeOf);
    const mode: DockMode | 'invalid' | 'streaming' | undefined = streaming
      ? 'streaming'
      : (storeMode ?? (owned.issues ? 'invalid' : undefined));
    const root = useRef<HTMLDivElement>(null);
    const composerSlot = useRef<HTMLDivElement>(null);
    const composedRef = useComposedRef(root, ref);
    const panelId = useId();
    const stacked = useStackedLayout(root, layout, stackedBelow);
    const options = useMemo(
      () => ({ shortcutHint, review, advanceOnPick, parts }),
      [shortcutHint, review, advanceOnPick, parts],
    );
    useDockCallbacks(store, fromRequest, props);
    useDockFocus(root, composerSlot, store, mode === 'streaming' ? undefined : mode);
    useAttention(store, attention, messages);

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
              <SecretHostsContext.Provider value={onSecretHostsChange}>
                {mode === 'expanded' ? (
                  <QuestionPanel id={panelId} stacked={stacked} />
                ) : mode === 'collapsed' ? (
                  <QuestionMiniBar controls={panelId} />
                ) : (
                  <PromptError />
                )}
              </SecretHostsContext.Provider>
            </DockOptionsProvider>
          </QuestionStoreProvider>
        ) : streaming ? (
          <StreamingPreview request={request} messages={messages} />
        ) : (
          owned.issues && <InvalidRequest issues={owned.issues} messages={messages} />
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
 * Its own component, and its text written into the live region as the prompt arrives rather than
 * kept in state, so the announcement re-renders nothing, not even itself.
 */
function Arrival({ store, messages }: { store: QuestionStore | undefined; messages: Messages }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const s = store?.getState();
    const first = s?.request.questions[0];
    const text = s && first && !s.resolution ? `${messages.promptLabel}: ${first.question}` : '';
    // Written only when it changes: the same words written again would be announced again.
    if (region.current && region.current.textContent !== text) region.current.textContent = text;
  }, [store, messages]);
  return <div ref={region} className="qd-sr-only" role="status" />;
}
