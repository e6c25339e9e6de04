import { MAX_TIMER_DELAY, realClock } from './clock';
import { isNormalized, normalizeAskUser } from './normalize';
import { consoleReporter, consoleWarning, describeThrown, isolate } from './report';
import { answeredResult, isAnswered, NO_ANSWER, readAnswerMap, SECRET_GIVEN } from './result';
import { buildAnswers } from './text';
import type {
  ActionResult,
  AnswerMap,
  AskUserQuestion,
  AskUserRequest,
  DraftPersistence,
  Issue,
  Persistence,
  QuestionDraft,
  QuestionState,
  QuestionStore,
  QuestionStoreOptions,
  ResolutionSource,
  StoreError,
  StoreWarning,
  TerminalStatus,
  ToolResult,
} from './types';

/** Thrown by {@link createQuestionStore} for a request that does not normalize; carries the issues. */
export class InvalidRequestError extends Error {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[]) {
    // For logs: where, and the normalizer's own specifics (or the code). A UI formats `issues`
    // itself, in its own language (`formatIssue`); its words stay out of every store's bundle.
    const lines = issues.map((issue) => `${issue.path || 'input'}: ${issue.detail ?? issue.code}`);
    super(`Invalid ask_user request: ${lines.join('; ')}`);
    this.name = 'InvalidRequestError';
    this.issues = issues;
  }
}

/** Opens the `persist` option for this prompt; an option of another shape is refused with a warning, not a crash. */
function openPersistence(
  persist: DraftPersistence | undefined,
  promptId: string | undefined,
  request: AskUserRequest,
  warn: (warning: StoreWarning) => void,
): Persistence | undefined {
  if (persist === undefined) return undefined;
  if (typeof persist?.open === 'function') return persist.open(promptId, request, warn);
  warn({ code: 'persist_unavailable', detail: 'persist takes persistDrafts({ storage })' });
  return undefined;
}

const OK: ActionResult = /* @__PURE__ */ Object.freeze({ ok: true });
const EMPTY: QuestionDraft = /* @__PURE__ */ Object.freeze({
  selected: /* @__PURE__ */ Object.freeze([]) as readonly string[],
  other: '',
});

/** How long `send` may take before the person is offered a retry (issue 12, class 3). */
const DEFAULT_SEND_TIMEOUT_MS = 30_000;

/** The Other row is on: chosen explicitly, or (older drafts) holding non-blank text. */
const otherOn = (d: QuestionDraft): boolean => d.otherChosen ?? d.other.trim() !== '';

/** A draft whose Other row is `on`; `otherChosen` only where the text alone would say otherwise. */
function withOther(selected: readonly string[], other: string, on: boolean): QuestionDraft {
  return on === (other.trim() !== '') ? { selected, other } : { selected, other, otherChosen: on };
}

/** A refused action whose error is not shown in state. */
function refused(error: StoreError): ActionResult {
  return { ok: false, error };
}

/** `typeof`, with `null` and arrays told apart, for `invalid_input` details. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Creates the headless state machine behind a prompt. Framework-free: React binds it with
 * `useQuestionStore`, other code calls `subscribe` / `getState`.
 *
 * The request is normalized here, so a raw agent payload works too; one that does not normalize
 * throws {@link InvalidRequestError} with the structured issues. Use `normalizeAskUser` first to
 * handle bad input without exceptions (its frozen result is taken as it is, not checked twice).
 *
 * The expiry timer runs from creation when someone waits for the result (`onResolve` or `send`),
 * else while the store has subscribers (see `expireUnobserved`: the React bindings create stores
 * during render and arm them only while mounted, so a render thrown away leaves no timer); every
 * action also checks the deadline first, so expiry is right even when a background tab throttles
 * the timer.
 *
 * @example
 * const store = createQuestionStore(request, { onResolve: (result) => sendToAgent(result) });
 * const stop = store.subscribe((s) => render(s));
 * store.select('deploy_target', 'Staging (Recommended)');
 * await store.submit(); // onResolve({ status: 'answered', answers: { answers: { deploy_target: [...] } } })
 */
export function createQuestionStore(request: AskUserRequest, options: QuestionStoreOptions = {}): QuestionStore {
  const normalized = isNormalized(request) ? { ok: true as const, request } : normalizeAskUser(request);
  if (!normalized.ok) throw new InvalidRequestError(normalized.errors);
  const expiresAt: unknown = options.expiresAt;
  // NaN or a string would expire the prompt at once (or never): refused like a bad request.
  if (expiresAt !== undefined && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) {
    const detail = `expected a finite ms epoch, got ${typeof expiresAt === 'number' ? String(expiresAt) : typeof expiresAt}`;
    throw new InvalidRequestError([{ code: 'invalid_type', path: 'expiresAt', detail }]);
  }
  const req = normalized.request;
  const questions = req.questions;
  const clock = options.clock ?? realClock;
  const report = options.onError ?? consoleReporter('A store listener or onResolve');
  const warnTo = options.onWarning ?? consoleWarning;
  const warn = (w: StoreWarning): void => isolate(() => warnTo(w), report);
  const persisted = openPersistence(options.persist, options.promptId, req, (w) =>
    warn(options.promptId === undefined ? w : { ...w, promptId: options.promptId }),
  );
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  // Someone waits for the result: expire on time even when nobody renders the prompt (class 4).
  const expireUnobserved = options.expireUnobserved ?? (options.onResolve !== undefined || options.send !== undefined);
  // Secret answers reach the transport (`options.send`) and nothing else: not storage, not state
  // after the end, not other tabs, not `onResolve`, not a summary.
  const secretIds = new Set(questions.filter((q) => q.secret !== undefined).map((q) => q.id));
  const withoutSecrets = (drafts: QuestionState['drafts']): QuestionState['drafts'] =>
    secretIds.size === 0
      ? drafts
      : Object.fromEntries(Object.entries(drafts).map(([id, d]) => [id, secretIds.has(id) ? EMPTY : d]));
  const redact = (result: ToolResult): ToolResult =>
    secretIds.size === 0 || result.status !== 'answered'
      ? result
      : answeredResult(
          Object.fromEntries(
            Object.entries(result.answers.answers).map(([id, v]) => [id, secretIds.has(id) ? [SECRET_GIVEN] : v]),
          ),
        );
  const saved = persisted?.saved;
  const now = clock.now();

  // What a render without storage (a server) shows; the restored draft goes on top of it.
  const initial: QuestionState = {
    request: req,
    promptId: options.promptId,
    step: 0,
    drafts: Object.fromEntries(questions.map((q) => [q.id, EMPTY])),
    expanded: true,
    deadline: options.expiresAt ?? now + req.timeoutSeconds * 1000,
    status: 'pending',
    error: null,
    resolution: null,
  };
  let state: QuestionState = saved
    ? {
        ...initial,
        step: saved.step,
        drafts: saved.drafts,
        expanded: saved.expanded,
        // A saved deadline never reaches past the request's own timeout (tampered storage, class 7).
        deadline: options.expiresAt ?? Math.min(saved.deadline, initial.deadline),
        ...(saved.resolution ? { status: saved.resolution.status, resolution: saved.resolution } : {}),
      }
    : initial;
  const listeners = new Set<(s: QuestionState, p: QuestionState) => void>();
  let timer: unknown;
  let disposed = false;
  /** Bumped by every submit, so the late outcome of an attempt that timed out is told apart. */
  let attempt = 0;

  /**
   * Runs app code (a listener, `onResolve`) so that one that throws cannot stop the others or the
   * delivery of the result (issue 12, class 1): the error is reported and the store carries on.
   */
  const isolated = (run: () => void): void => isolate(run, report);

  function set(patch: Partial<QuestionState>): void {
    const previous = state;
    state = { ...state, ...patch };
    // Only a change to what is saved writes storage (an error shown or cleared, a status change do not).
    const changed = (['step', 'drafts', 'expanded', 'deadline', 'resolution'] as const).some(
      (k) => previous[k] !== state[k],
    );
    if (changed) persisted?.save(secretIds.size === 0 ? state : { ...state, drafts: withoutSecrets(state.drafts) });
    for (const listener of [...listeners]) isolated(() => listener(state, previous));
  }

  /** A refused action whose error is shown in state (while the prompt is open). */
  function fail(error: StoreError): ActionResult {
    if (!state.resolution) set({ error });
    return { ok: false, error };
  }

  const closed = (): ActionResult => refused({ code: 'terminal' });
  const tooLate = (): StoreError => ({ code: 'expired' });

  function resolve(
    status: TerminalStatus,
    source: ResolutionSource,
    result: ToolResult,
    error: StoreError | null = null,
  ): ActionResult {
    if (!state.resolution) {
      disarm();
      const kept = redact(result);
      const resolution = { status, source, result: kept, at: clock.now() };
      set({ status, resolution, error, ...(secretIds.size > 0 ? { drafts: withoutSecrets(state.drafts) } : {}) });
      isolated(() => options.onResolve?.(kept, resolution));
    }
    return OK;
  }

  /** Expires when the deadline has passed. Returns true when the prompt is (now) expired. */
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

  function onTimer(): void {
    timer = undefined;
    // A throttled or early timer is harmless: the deadline decides, not the timer. While a
    // transport runs, its settlement re-checks the deadline (see submit), so no re-arm here.
    const expired = expireIfDue();
    if (!expired && state.status === 'pending') arm();
  }

  function arm(): void {
    disarm();
    if (disposed || state.resolution || (listeners.size === 0 && !expireUnobserved)) return;
    const delay = Math.min(Math.max(0, state.deadline - clock.now()), MAX_TIMER_DELAY);
    timer = clock.setTimeout(onTimer, delay);
  }

  /** Common gate of every action: finished prompts refuse, a passed deadline expires first. */
  function gate(editing: boolean): ActionResult | undefined {
    if (expireIfDue()) return { ok: false, error: state.error ?? tooLate() };
    if (state.resolution) return closed();
    if (editing && state.status === 'submitting') return refused({ code: 'busy' });
    return undefined;
  }

  /** Bad arguments (wrong types from untyped callers) are refused with a code and never stored. */
  function checkText(argument: string, value: unknown): ActionResult | undefined {
    if (typeof value === 'string') return undefined;
    return fail({ code: 'invalid_input', path: argument, detail: typeName(value) });
  }

  function edit(
    questionId: string,
    label: string | undefined,
    change: (q: AskUserQuestion, d: QuestionDraft) => QuestionDraft,
  ): ActionResult {
    const refusal = gate(true);
    if (refusal) return refusal;
    const badId = checkText('questionId', questionId);
    if (badId) return badId;
    const q = questions.find((item) => item.id === questionId);
    if (!q) return fail({ code: 'unknown_question', questionId });
    if (label !== undefined && !q.options.some((o) => o.label === label)) {
      return fail({ code: 'unknown_option', questionId, detail: label });
    }
    const draft = change(q, state.drafts[questionId] ?? EMPTY);
    set({ drafts: { ...state.drafts, [questionId]: draft }, error: null, confirmingSkip: false });
    return OK;
  }

  function pick(
    questionId: string,
    label: unknown,
    change: (q: AskUserQuestion, d: QuestionDraft, label: string) => QuestionDraft,
  ): ActionResult {
    const refusal = gate(true);
    if (refusal) return refusal;
    if (typeof label !== 'string') return fail({ code: 'invalid_input', path: 'label', detail: typeName(label) });
    return edit(questionId, label, (q, d) => change(q, d, label));
  }

  function move(index: number): ActionResult {
    const refusal = gate(false);
    if (refusal) return refusal;
    if (typeof index !== 'number') return fail({ code: 'invalid_input', path: 'index', detail: typeName(index) });
    if (!Number.isInteger(index) || index < 0 || index >= questions.length)
      return fail({ code: 'invalid_step', detail: String(index) });
    if (index !== state.step || state.error || state.reviewing || state.confirmingSkip)
      set({ step: index, error: null, reviewing: false, confirmingSkip: false });
    return OK;
  }

  function setExpanded(expanded: boolean): ActionResult {
    const refusal = gate(false);
    if (refusal) return refusal;
    if (state.expanded !== expanded) set({ expanded });
    return OK;
  }

  /** Single-select: the pick replaces Other text. Multi-select: added once, in picking order. */
  function selectLabel(q: AskUserQuestion, d: QuestionDraft, label: string): QuestionDraft {
    if (!q.multiSelect) return { selected: [label], other: '' };
    if (d.selected.includes(label)) return d;
    return { ...d, selected: [...d.selected, label] };
  }

  /** Multi-select: add or remove. Single-select: pick, or clear when already picked. */
  function toggleLabel(q: AskUserQuestion, d: QuestionDraft, label: string): QuestionDraft {
    const has = d.selected.includes(label);
    if (q.multiSelect) {
      const selected = has ? d.selected.filter((s) => s !== label) : [...d.selected, label];
      return { ...d, selected };
    }
    if (has) return { ...d, selected: [] };
    return { selected: [label], other: '' };
  }

  type SendOutcome = { readonly outcome: 'sent' | 'timeout' } | { readonly outcome: 'failed'; readonly cause: unknown };

  /**
   * Runs `send` and waits for it at most `sendTimeoutMs` (class 3: a promise that never settles must
   * not hold the prompt). Never rejects: a synchronous throw is a failed attempt like a rejection.
   */
  function startSend(result: ToolResult): { sending: Promise<SendOutcome>; bounded: Promise<SendOutcome> } {
    const send = options.send as NonNullable<QuestionStoreOptions['send']>;
    const sending = new Promise<void>((resolve, reject) => {
      Promise.resolve(send(result)).then(() => resolve(), reject);
    }).then(
      (): SendOutcome => ({ outcome: 'sent' }),
      (cause: unknown): SendOutcome => ({ outcome: 'failed', cause }),
    );
    if (!(sendTimeoutMs > 0)) return { sending, bounded: sending };
    const bounded = new Promise<SendOutcome>((resolve) => {
      const handle = clock.setTimeout(() => resolve({ outcome: 'timeout' }), sendTimeoutMs);
      void sending.then((settled) => {
        clock.clearTimeout(handle);
        resolve(settled);
      });
    });
    return { sending, bounded };
  }

  async function submit(): Promise<ActionResult> {
    if (expireIfDue(tooLate())) return { ok: false, error: tooLate() };
    const gated = gate(true);
    if (gated) return gated;
    const missingIndex = questions.findIndex((q) => !isAnswered(state.drafts[q.id]));
    const missing = questions[missingIndex];
    if (missing) {
      const error: StoreError = { code: 'unanswered', questionId: missing.id };
      set({ step: missingIndex, error, expanded: true, reviewing: false });
      return { ok: false, error };
    }
    const result = answeredResult(buildAnswers(req, state.drafts));
    if (options.send) {
      attempt += 1;
      const mine = attempt;
      set({ status: 'submitting', error: null });
      const { sending, bounded } = startSend(result);
      const settled = await bounded;
      // Cancelled or answered elsewhere while the transport ran: the first resolution stands.
      if (state.resolution) return closed();
      if (settled.outcome === 'timeout') {
        // The attempt is not forgotten: if it gets through after all, the agent has that answer.
        void sending.then((late) => {
          if (late.outcome === 'sent' && !state.resolution) resolve('answered', 'user', result);
        });
      }
      if (settled.outcome !== 'sent') {
        // A newer attempt (a retry after a timeout) is still running: its outcome decides the status.
        if (mine !== attempt) return { ok: false, error: { code: 'busy' } };
        set({ status: 'pending' });
        if (expireIfDue(tooLate())) return { ok: false, error: tooLate() };
        arm();
        if (settled.outcome === 'failed') return fail({ code: 'submit_failed', detail: describeThrown(settled.cause) });
        return fail({ code: 'submit_timeout', detail: String(sendTimeoutMs) });
      }
    }
    return resolve('answered', 'user', result);
  }

  if (expireUnobserved) arm();

  return {
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

    select: (questionId, label) => pick(questionId, label, selectLabel),
    toggle: (questionId, label) => pick(questionId, label, toggleLabel),

    setOther(questionId, text) {
      const refusal = gate(true);
      if (refusal) return refusal;
      const badText = checkText('text', text);
      if (badText) return badText;
      // Single-select: typing your own answer replaces the pick (DESIGN.md); clearing the field does not.
      return edit(questionId, undefined, (q, d) => {
        const selected = !q.multiSelect && text !== '' ? [] : d.selected;
        // Typing is choosing the Other row; clearing the field leaves the choice as it was.
        return withOther(selected, text, text !== '' || otherOn(d));
      });
    },

    chooseOther(questionId) {
      return edit(questionId, undefined, (q, d) => {
        // Single-select: an explicit, exclusive choice (the pick goes, the text stays).
        if (!q.multiSelect) return withOther([], d.other, true);
        return withOther(d.selected, d.other, !otherOn(d));
      });
    },

    review() {
      const refusal = gate(false);
      if (refusal) return refusal;
      if (!state.reviewing) set({ reviewing: true, reviewed: true, error: null, confirmingSkip: false });
      return OK;
    },

    next: () => move(Math.min(state.step + 1, questions.length - 1)),
    back: () => move(Math.max(state.step - 1, 0)),
    goTo: move,

    submit,

    skip() {
      const refusal = gate(true);
      if (refusal) return refusal;
      return resolve('skipped', 'user', NO_ANSWER);
    },

    askSkip() {
      const refusal = gate(true);
      if (refusal) return refusal;
      // Answers would be thrown away: ask once. A second press (or `skip()`) confirms.
      if (state.confirmingSkip || !questions.some((q) => isAnswered(state.drafts[q.id])))
        return resolve('skipped', 'user', NO_ANSWER);
      set({ confirmingSkip: true });
      return OK;
    },

    keepAnswering() {
      if (state.confirmingSkip) set({ confirmingSkip: false });
      return OK;
    },

    collapse: () => setExpanded(false),
    expand: () => setExpanded(true),

    cancel(source = 'cancelled') {
      if (state.resolution) return closed();
      return resolve('cancelled', source, NO_ANSWER);
    },

    expire() {
      if (state.resolution) return closed();
      return resolve('expired', 'timeout', NO_ANSWER);
    },

    resolveExternally(result) {
      if (state.resolution) return closed();
      let status: unknown;
      let answers: AnswerMap | undefined;
      try {
        if (typeof result !== 'object' || result === null) return refused({ code: 'invalid_result' });
        status = result.status;
        const envelope: unknown = status === 'answered' ? (result as { answers?: unknown }).answers : undefined;
        // Read once and copied: the caller's object is never kept nor read again (classes 8 and 12).
        if (typeof envelope === 'object' && envelope !== null)
          answers = readAnswerMap(req, (envelope as { answers?: unknown }).answers);
      } catch {
        return refused({ code: 'invalid_result' });
      }
      if (status === 'no_answer') return resolve('skipped', 'elsewhere', NO_ANSWER);
      // Not shown in state: the person did nothing wrong.
      if (!answers) return refused({ code: 'invalid_result' });
      return resolve('answered', 'elsewhere', answeredResult(answers));
    },

    checkExpiry() {
      expireIfDue();
    },

    dispose() {
      disposed = true;
      disarm();
      listeners.clear();
      persisted?.flush();
    },
  };
}
