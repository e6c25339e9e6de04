/**
 * The store: one closure over the state, read top to bottom: the state as created and restored,
 * `set` (the one way it changes), `resolve` (the one way a prompt ends), expiry, the gate every
 * action passes, the actions and submit. What an answer is, how an edit changes a draft and what
 * is sent are the answer folder's; the store checks its arguments and the prompt, then applies them.
 */
import { anyAnswered, buildAnswers, emptyDrafts, firstProblem, guardedCheck } from '../answer/answers';
import * as draft from '../answer/draft';
import { answeredResult, NO_ANSWER, readToolResult } from '../answer/result';
import { redactSecrets, withoutSecretDrafts } from '../answer/secrets';
import type { ResolutionSource, TerminalStatus, ToolResult } from '../answer/types';
import { realClock, wakeAt } from '../plumbing/clock';
import { runDisposeHooks } from '../plumbing/disposal';
import { notifyListeners, type Listener } from '../plumbing/listeners';
import { consoleReporter, consoleWarning, describeThrown, devWarn, isolate } from '../plumbing/report';
import { checkedRequest } from '../request/checked';
import { typeName } from '../request/guards';
import type { AskUserInput, AskUserRequest } from '../request/types';
import type { QuestionStoreOptions } from './options';
import { openPersist } from './persistence';
import { createTransport, DEFAULT_SEND_TIMEOUT_MS } from './transport';
import type { ActionResult, QuestionState, QuestionStore, StoreError } from './types';

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
  const persisted = openPersist(options.persist, options.promptId, req, (w) => isolate(() => warnTo(w), report));
  // Someone waits for the result: expire on time even when nobody renders the prompt.
  const expireUnobserved = options.expireUnobserved ?? (options.onResolve !== undefined || options.send !== undefined);
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  // A send that gets through after its timeout still answers (the first resolution stands).
  const transport =
    options.send && createTransport(options.send, clock, sendTimeoutMs, (late) => resolve('answered', 'user', late));

  // ── The state: what a render without storage (a server) shows; the restored draft goes on top.
  const initial: QuestionState = {
    request: req,
    promptId: options.promptId,
    step: 0,
    drafts: emptyDrafts(req),
    expanded: true,
    deadline: options.expiresAt ?? clock.now() + req.timeoutSeconds * 1000,
    status: 'pending',
    error: null,
    resolution: null,
  };
  let state: QuestionState = persisted?.restore(initial, options.expiresAt) ?? initial;
  const listeners = new Set<Listener<QuestionState>>();
  let disarm: (() => void) | undefined; // cancels the expiry timer, when one is set
  let disposed = false;

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
      disarm?.();
      const kept = redactSecrets(result, req);
      const resolution = { status, source, result: kept, at: clock.now() };
      set({ status, resolution, error: error ?? null, drafts: withoutSecretDrafts(state.drafts, req) });
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
  function arm(): void {
    disarm?.();
    if (disposed || state.resolution || (listeners.size === 0 && !expireUnobserved)) return;
    // A throttled or early timer is harmless. While a transport runs, its settlement re-checks the deadline.
    disarm = wakeAt(clock, state.deadline, () => {
      if (!expireIfDue() && state.status === 'pending') arm();
    });
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
  /** A refused action whose error is shown in state (while the prompt is open). */
  function fail(error: StoreError): ActionResult {
    if (!state.resolution) set({ error });
    return refused(error);
  }
  /** {@link fail} for arguments the UI should not have passed (an unknown id, a wrong type): said in development. */
  function misuse(error: StoreError): ActionResult {
    devWarn(`A store action was refused (${error.code}): check the arguments your UI passes.`, error);
    return fail(error);
  }
  /** Bad arguments (wrong types from untyped callers) are refused with a code and never stored. */
  const notText = (path: string, value: unknown): ActionResult | undefined =>
    typeof value === 'string' ? undefined : misuse({ code: 'invalid_input', path, detail: typeName(value) });

  // ── Draft actions: `text` is a label (`path` 'label'), own text or a note ('text'); Other's row and skips none.
  const edit = (kind: draft.EditKind, change: draft.DraftChange, path?: 'label' | 'text') =>
    gated(true, (questionId: string, text?: unknown): ActionResult => {
      const bad = (path && notText(path, text)) ?? notText('questionId', questionId);
      if (bad) return bad;
      const edited = draft.editDrafts(req, state.drafts, questionId, kind, text as string, change);
      if ('refusal' in edited) return misuse(edited.refusal);
      set({ drafts: edited.drafts, error: null, confirmingSkip: false });
      return OK;
    });

  const move = gated(false, (index: number): ActionResult => {
    if (typeof index !== 'number') return misuse({ code: 'invalid_input', path: 'index', detail: typeName(index) });
    if (!Number.isInteger(index) || index < 0 || index >= questions.length)
      return misuse({ code: 'invalid_step', detail: String(index) });
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
    const problem = firstProblem(req, state.drafts, options.check && guardedCheck(options.check, report));
    if (problem) {
      const { index, detail } = problem;
      const questionId = questions[index]?.id ?? '';
      const error: StoreError =
        detail === undefined ? { code: 'unanswered', questionId } : { code: 'invalid_answer', questionId, detail };
      set({ step: index, error, expanded: true, reviewing: false });
      return refused(error);
    }
    const result = answeredResult(buildAnswers(req, state.drafts));
    if (!transport) return resolve('answered', 'user', result);
    set({ status: 'submitting', error: null });
    const settled = await transport(result);
    // Cancelled or answered elsewhere while the transport ran: the first resolution stands.
    if (state.resolution) return closed();
    if (settled.outcome === 'sent') return resolve('answered', 'user', result);
    // A newer attempt (a retry after a timeout) is still running: its outcome decides the status.
    if (settled.outcome === 'overtaken') return refused({ code: 'busy' });
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
        if (listeners.size === 0 && !expireUnobserved) disarm?.();
      };
    },
    select: edit('label', draft.selectLabel, 'label'),
    toggle: edit('label', draft.toggleLabel, 'label'),
    setOther: edit('own', draft.typeOther, 'text'),
    chooseOther: edit('own', draft.chooseOther),
    setNote: edit('note', draft.writeNote, 'text'),
    skipQuestion: edit('skip', draft.skipDraft),
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
      if (state.confirmingSkip || !anyAnswered(req, state.drafts)) return resolve('skipped', 'user', NO_ANSWER);
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
      // Not shown in state: the person did nothing wrong.
      if (!read) return refused({ code: 'invalid_result' });
      return resolve(read.status === 'answered' ? 'answered' : 'skipped', 'elsewhere', read);
    },
    checkExpiry: () => void expireIfDue(),
    dispose() {
      disposed = true;
      disarm?.();
      listeners.clear();
      persisted?.flush();
      runDisposeHooks(store);
    },
  };
  return store;
}
