/**
 * The store: one closure over the state, read top to bottom: the state as created and restored,
 * `set` (the one way it changes), `resolve` (the one way a prompt ends), expiry, the gate every
 * action passes, the actions and submit. How an edit changes a draft is answer/draft.ts's.
 */
import {
  chooseOther,
  EMPTY,
  isAnswered,
  secretIdsOf,
  selectLabel,
  toggleLabel,
  typeOther,
  withoutSecretDrafts,
  type QuestionDraft,
} from '../answer/draft';
import { ownAnswerField } from '../answer/own-answer';
import { MAX_TIMER_DELAY, realClock } from '../plumbing/clock';
import { runDisposeHooks } from '../plumbing/disposal';
import { notifyListeners, type Listener } from '../plumbing/listeners';
import { consoleReporter, consoleWarning, describeThrown, devWarn, isolate } from '../plumbing/report';
import { openPersist, restored } from '../persistence/restore';
import { checkedRequest } from '../request/checked';
import { typeName } from '../request/guards';
import type { AskUserInput, AskUserQuestion, AskUserRequest, ToolResult } from '../request/types';
import { buildAnswers } from '../tool/summary';
import { answeredResult, NO_ANSWER, readToolResult, redactSecrets } from '../tool/result';
import type { QuestionStoreOptions } from './options';
import { DEFAULT_SEND_TIMEOUT_MS, startSend } from './transport';
import type { ActionResult, QuestionState, QuestionStore, ResolutionSource, StoreError, TerminalStatus } from './types';

/** The one successful outcome. */
const OK: ActionResult = /* @__PURE__ */ Object.freeze({ ok: true });
/** A refused action whose error is not shown in state. */
const refused = (error: StoreError): ActionResult => ({ ok: false, error });

/**
 * Creates the headless state machine behind a prompt. Framework-free: React binds it with
 * `useQuestionStore`, other code calls `subscribe` / `getState`.
 *
 * The request is normalized here (the agent's raw `AskUserInput` works); one that does not normalize
 * throws `InvalidRequestError` with the structured issues. For input you have not checked, call
 * `normalizeAskUser` first: it reports bad input as a result, and its frozen request is not checked
 * twice. Persistence (`persist: persistDrafts()`) is opened here, so a saved draft is restored before
 * the first read.
 *
 * The expiry timer runs from creation when someone waits for the result (`onResolve` or `send`),
 * else while the store has subscribers (`expireUnobserved`); every action checks the deadline
 * first, so expiry is right even when a background tab throttles the timer.
 *
 * @example
 * const store = createQuestionStore(request, { onResolve: (result) => sendToAgent(result) });
 * const stop = store.subscribe((s) => render(s));
 * store.select('deploy_target', 'Staging (Recommended)');
 * await store.submit(); // onResolve({ status: 'answered', answers: { answers: { deploy_target: [...] } } })
 */
// One closure, read top to bottom; splitting it would bring back a seam of handed-over internals.
// eslint-disable-next-line max-lines-per-function
export function createQuestionStore(
  request: AskUserInput | AskUserRequest,
  options: QuestionStoreOptions = {},
): QuestionStore {
  const req = checkedRequest(request, options.expiresAt);
  const { questions } = req;
  const clock = options.clock ?? realClock;
  const report = options.onError ?? consoleReporter('A store listener or onResolve');
  const warnTo = options.onWarning ?? consoleWarning;
  const persisted = openPersist(options.persist, options.promptId, req, (w) =>
    isolate(() => warnTo(options.promptId === undefined ? w : { ...w, promptId: options.promptId }), report),
  );
  // Someone waits for the result: expire on time even when nobody renders the prompt.
  const expireUnobserved = options.expireUnobserved ?? (options.onResolve !== undefined || options.send !== undefined);
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;

  // Secret answers reach the transport (`options.send`) and nothing else: not storage, not state
  // after the end, not other tabs, not `onResolve`, not a summary.
  const secretIds = secretIdsOf(req);

  // ── The state: what a render without storage (a server) shows; the restored draft goes on top.
  const initial: QuestionState = {
    request: req,
    promptId: options.promptId,
    step: 0,
    drafts: Object.fromEntries(questions.map((q) => [q.id, EMPTY])),
    expanded: true,
    deadline: options.expiresAt ?? clock.now() + req.timeoutSeconds * 1000,
    status: 'pending',
    error: null,
    resolution: null,
  };
  let state: QuestionState = persisted ? restored(initial, persisted.saved, options.expiresAt) : initial;
  const listeners = new Set<Listener<QuestionState>>();
  let timer: unknown;
  let disposed = false;
  /** Bumped by every submit, so the late outcome of an attempt that timed out is told apart. */
  let attempt = 0;

  function set(patch: Partial<QuestionState>): void {
    const previous = state;
    state = { ...state, ...patch };
    persisted?.save(state, previous);
    // A listener that throws is reported and the others still run.
    notifyListeners(listeners, state, previous, report);
  }

  /** Ends the prompt, the first time only, and calls `onResolve`. */
  function resolve(status: TerminalStatus, source: ResolutionSource, result: ToolResult, error?: StoreError | null) {
    if (!state.resolution) {
      disarm();
      const kept = redactSecrets(result, secretIds);
      const resolution = { status, source, result: kept, at: clock.now() };
      set({ status, resolution, error: error ?? null, drafts: withoutSecretDrafts(state.drafts, secretIds) });
      // Like a listener, a throwing `onResolve` cannot stop the delivery of the result.
      isolate(() => options.onResolve?.(kept, resolution), report);
    }
    return OK;
  }

  // ── Expiry: the deadline decides, the timer only wakes the store up.
  function expireIfDue(error: StoreError | null = null): boolean {
    if (state.resolution) return state.status === 'expired';
    // While a transport runs, its outcome decides: the answer left before the deadline.
    if (state.status === 'submitting') return false;
    if (clock.now() < state.deadline) return false;
    resolve('expired', 'timeout', NO_ANSWER, error);
    return true;
  }
  function disarm(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }
  function arm(): void {
    disarm();
    if (disposed || state.resolution || (listeners.size === 0 && !expireUnobserved)) return;
    const delay = Math.min(Math.max(0, state.deadline - clock.now()), MAX_TIMER_DELAY);
    timer = clock.setTimeout(() => {
      timer = undefined;
      // A throttled or early timer is harmless. While a transport runs, its settlement re-checks the deadline.
      if (!expireIfDue() && state.status === 'pending') arm();
    }, delay);
  }

  // ── The gate every action passes: a finished prompt refuses, a passed deadline expires first,
  // and an edit is refused (`busy`) while a transport runs.
  const tooLate = (): StoreError => ({ code: 'expired' });
  const closed = (): ActionResult => refused({ code: 'terminal' });
  function gate(editing: boolean): ActionResult | undefined {
    if (expireIfDue()) return refused(state.error ?? tooLate());
    if (state.resolution) return closed();
    if (editing && state.status === 'submitting') return refused({ code: 'busy' });
    return undefined;
  }
  function gated<A extends unknown[]>(editing: boolean, action: (...args: A) => ActionResult) {
    return (...args: A): ActionResult => gate(editing) ?? action(...args);
  }
  /** A refused action whose error is shown in state (while the prompt is open); a misuse is said in development. */
  function fail(error: StoreError): ActionResult {
    if (error.code.startsWith('invalid_') || error.code.startsWith('unknown_'))
      devWarn(`A store action was refused (${error.code}): check the arguments your UI passes.`, error);
    if (!state.resolution) set({ error });
    return refused(error);
  }
  /** Bad arguments (wrong types from untyped callers) are refused with a code and never stored. */
  const notText = (path: string, value: unknown): ActionResult | undefined =>
    typeof value === 'string' ? undefined : fail({ code: 'invalid_input', path, detail: typeName(value) });

  // ── Draft actions. `label`: the option picked, or `undefined` for the person's own answer.
  type Change = (q: AskUserQuestion, d: QuestionDraft) => QuestionDraft;
  function edit(questionId: unknown, label: string | undefined, change: Change) {
    const bad = notText('questionId', questionId);
    if (bad) return bad;
    const q = questions.find((item) => item.id === questionId);
    if (!q) return fail({ code: 'unknown_question', questionId: questionId as string });
    const known = label === undefined ? ownAnswerField(q) !== undefined : q.options.some((o) => o.label === label);
    if (!known) return fail({ code: 'unknown_option', questionId: q.id, detail: label ?? 'Other' });
    const drafts = state.drafts;
    set({ drafts: { ...drafts, [q.id]: change(q, drafts[q.id] ?? EMPTY) }, error: null, confirmingSkip: false });
    return OK;
  }
  const pick = (change: (...args: [...Parameters<Change>, label: string]) => QuestionDraft) =>
    gated(
      true,
      (id: string, label: string) => notText('label', label) ?? edit(id, label, (q, d) => change(q, d, label)),
    );

  const move = gated(false, (index: number): ActionResult => {
    if (typeof index !== 'number') return fail({ code: 'invalid_input', path: 'index', detail: typeName(index) });
    if (!Number.isInteger(index) || index < 0 || index >= questions.length)
      return fail({ code: 'invalid_step', detail: String(index) });
    if (index !== state.step || state.error || state.reviewing || state.confirmingSkip)
      set({ step: index, error: null, reviewing: false, confirmingSkip: false });
    return OK;
  });
  const setExpanded = (expanded: boolean) =>
    gated(false, () => {
      if (state.expanded !== expanded) set({ expanded });
      return OK;
    });

  // ── Submit: every question answered, then resolved at once or through the transport (`send`),
  // which may fail, time out or succeed late.
  async function submit(): Promise<ActionResult> {
    if (expireIfDue(tooLate())) return refused(tooLate());
    const refusal = gate(true);
    if (refusal) return refusal;
    const missingIndex = questions.findIndex((q) => !isAnswered(state.drafts[q.id]));
    const missing = questions[missingIndex];
    if (missing) {
      const error: StoreError = { code: 'unanswered', questionId: missing.id };
      set({ step: missingIndex, error, expanded: true, reviewing: false });
      return refused(error);
    }
    const result = answeredResult(buildAnswers(req, state.drafts));
    if (!options.send) return resolve('answered', 'user', result);
    attempt += 1;
    const mine = attempt;
    set({ status: 'submitting', error: null });
    const { sending, bounded } = startSend(options.send, result, clock, sendTimeoutMs);
    const settled = await bounded;
    // Cancelled or answered elsewhere while the transport ran: the first resolution stands.
    if (state.resolution) return closed();
    if (settled.outcome === 'sent') return resolve('answered', 'user', result);
    // The attempt is not forgotten: if it gets through after all, the agent has that answer.
    if (settled.outcome === 'timeout')
      void sending.then((late) => {
        if (late.outcome === 'sent' && !state.resolution) resolve('answered', 'user', result);
      });
    // A newer attempt (a retry after a timeout) is still running: its outcome decides the status.
    if (mine !== attempt) return refused({ code: 'busy' });
    set({ status: 'pending' });
    if (expireIfDue(tooLate())) return refused(tooLate());
    arm();
    if (settled.outcome === 'failed') return fail({ code: 'submit_failed', detail: describeThrown(settled.cause) });
    return fail({ code: 'submit_timeout', detail: String(sendTimeoutMs) });
  }

  if (expireUnobserved) arm();
  const store: QuestionStore = {
    clock,
    getState: () => state,
    getInitialState: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) arm();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && !expireUnobserved) disarm();
      };
    },
    select: pick(selectLabel),
    toggle: pick(toggleLabel),
    setOther: gated(
      true,
      (id: string, text: string) => notText('text', text) ?? edit(id, undefined, (q, d) => typeOther(q, d, text)),
    ),
    chooseOther: gated(true, (questionId: string) => edit(questionId, undefined, chooseOther)),
    review: gated(false, () => {
      if (!state.reviewing) set({ reviewing: true, reviewed: true, error: null, confirmingSkip: false });
      return OK;
    }),
    next: () => move(Math.min(state.step + 1, questions.length - 1)),
    back: () => move(Math.max(state.step - 1, 0)),
    goTo: move,
    collapse: setExpanded(false),
    expand: setExpanded(true),
    submit,
    skip: gated(true, () => resolve('skipped', 'user', NO_ANSWER)),
    // Answers would be thrown away: ask once. A second press (or `skip()`) confirms.
    askSkip: gated(true, () => {
      if (state.confirmingSkip || !questions.some((q) => isAnswered(state.drafts[q.id])))
        return resolve('skipped', 'user', NO_ANSWER);
      set({ confirmingSkip: true });
      return OK;
    }),
    keepAnswering() {
      if (state.confirmingSkip) set({ confirmingSkip: false });
      return OK;
    },
    cancel: (source = 'cancelled') => (state.resolution ? closed() : resolve('cancelled', source, NO_ANSWER)),
    expire: () => (state.resolution ? closed() : resolve('expired', 'timeout', NO_ANSWER)),
    resolveExternally(result) {
      if (state.resolution) return closed();
      const read = readToolResult(req, result);
      if (read === 'no_answer') return resolve('skipped', 'elsewhere', NO_ANSWER);
      // Not shown in state: the person did nothing wrong.
      if (!read) return refused({ code: 'invalid_result' });
      return resolve('answered', 'elsewhere', answeredResult(read));
    },
    checkExpiry: () => void expireIfDue(),
    dispose() {
      disposed = true;
      disarm();
      listeners.clear();
      persisted?.flush();
      runDisposeHooks(store);
    },
  };
  return store;
}
