import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  summarize,
  type AnswerSummaryData,
  type Messages,
  type PromptQueue,
  type QuestionStore,
  type RejectedPrompt,
  type Resolution,
  type ToolResult,
} from '../core';
import { RejectedPromptNotice } from '../components';
import { AskedQuestions } from '../components/internal';
import { gatewayWordsFor } from './words';

/** `detail` of the `question-resolve` event: what `onResolve` gets in React. */
export interface QuestionResolveDetail {
  /** The exact tool result for the agent. */
  readonly result: ToolResult;
  /** How the prompt ended (answered, skipped, expired, cancelled) and by whom. */
  readonly resolution: Resolution;
  /** For the timeline: give it to a `<question-dock-summary>`. */
  readonly summary: AnswerSummaryData;
}

/** The parts of a `connectOpenClaw` state the element shows beside the dock. */
export interface QuestionDockGatewayState {
  /** The questions the dock cannot show. */
  readonly rejected: readonly RejectedPrompt[];
  /** The ids of kept questions not yet confirmed open (absent: none). */
  readonly checking?: readonly string[];
}

/** What `<question-dock>`'s `gateway` property needs: a `connectOpenClaw` result. */
export interface QuestionDockGatewayLike {
  /** The pending prompts of the session; the element shows the active one. */
  readonly queue: PromptQueue;
  /** `connectOpenClaw`'s: the hosts the person keeps for a secret-store question go back through it. */
  readonly setSecretHosts?: ((promptId: string, hosts: readonly string[]) => void) | undefined;
  /** `connectOpenClaw`'s: its `rejected` prompts are told about above the dock until dismissed, its `checking` ones as being checked. */
  readonly getState?: (() => QuestionDockGatewayState) | undefined;
  /** `connectOpenClaw`'s: calls `listener` on each change of `getState()`; returns the unsubscribe function. */
  readonly subscribe?: ((listener: () => void) => () => void) | undefined;
  /** `connectOpenClaw`'s: the notice's Dismiss button calls it. */
  readonly dismissRejected?: ((promptId: string) => void) | undefined;
  /** `connectOpenClaw`'s: the store of a question being checked. */
  readonly getStore?: ((promptId: string) => QuestionStore | undefined) | undefined;
}

const NO_PROMPTS: readonly RejectedPrompt[] = [];
const NO_IDS: readonly string[] = [];
const noop = (): void => {};

/** One field of the gateway's state, re-read on each of its changes. */
function useGatewayState<T>(
  gateway: QuestionDockGatewayLike,
  read: (state: QuestionDockGatewayState) => T,
  none: T,
): T {
  const subscribe = useCallback(
    (listener: () => void) => gateway.subscribe?.call(gateway, listener) ?? noop,
    [gateway],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      const state = gateway.getState?.();
      return state ? read(state) : none;
    },
    () => none,
  );
}

interface NoticesProps {
  readonly gateway: QuestionDockGatewayLike;
  readonly messages: Messages;
}

/**
 * The gateway's questions the dock cannot show, each told about (what was asked, that nothing was
 * sent) until the person dismisses it or it ends: a malformed record never leaves just the composer.
 */
export function RejectedNotices({ gateway, messages }: NoticesProps) {
  const rejected = useGatewayState(gateway, (s) => s.rejected, NO_PROMPTS);
  return rejected.map((prompt) => (
    <RejectedPromptNotice
      key={prompt.promptId}
      prompt={prompt}
      messages={messages}
      onDismiss={gateway.dismissRejected && (() => gateway.dismissRejected?.(prompt.promptId))}
    />
  ));
}

/**
 * The questions an earlier view kept, while the gateway is asked whether they are still open: what
 * was asked, as being checked, never answerable (an answer to a question the gateway forgot would be
 * lost). Confirmed, one joins the queue; ended meanwhile ("No longer available"), it is told about as
 * any prompt is, through `question-resolve`, with the drafts it kept.
 */
export function CheckingNotices({ gateway, messages, emit }: NoticesProps & { readonly emit: Emit }) {
  const checking = useGatewayState(gateway, (s) => s.checking ?? NO_IDS, NO_IDS);
  return checking.map((id) => {
    const store = gateway.getStore?.call(gateway, id);
    return store && <CheckingNotice key={id} store={store} messages={messages} emit={emit} />;
  });
}

type Emit = (type: string, detail?: unknown) => void;

function CheckingNotice({ store, messages, emit }: { store: QuestionStore; messages: Messages; emit: Emit }) {
  const latest = useRef(emit);
  latest.current = emit;
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (!state.resolution || previous.resolution) return;
        const { result } = state.resolution;
        const detail: QuestionResolveDetail = { result, resolution: state.resolution, summary: summarize(state) };
        latest.current('question-resolve', detail);
      }),
    [store],
  );
  return (
    <div
      role="status"
      className="qd-alert qd-checking"
      data-state="checking"
      data-prompt-id={store.getState().promptId}
    >
      <p>{gatewayWordsFor(messages).checkingPrompt}</p>
      <AskedQuestions texts={store.getState().request.questions.map((q) => q.question)} />
    </div>
  );
}
