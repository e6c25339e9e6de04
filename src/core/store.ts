import { MAX_TIMER_DELAY, realClock } from './clock';
import { messages as defaultMessages } from './messages';
import { normalizeAskUser } from './normalize';
import { persistKey, readPersisted, removePersisted, writePersisted } from './persist';
import { answeredResult, isAnswered, isValidAnswerMap, NO_ANSWER } from './result';
import { buildAnswers } from './text';
import type {
  ActionResult,
  AskUserQuestion,
  AskUserRequest,
  Issue,
  QuestionDraft,
  QuestionState,
  QuestionStore,
  QuestionStoreOptions,
  ResolutionSource,
  StoreError,
  TerminalStatus,
  ToolResult,
} from './types';

/** Thrown by {@link createQuestionStore} for a request that does not normalize; carries the issues. */
export class InvalidRequestError extends Error {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[]) {
    super(`Invalid ask_user request: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`);
    this.name = 'InvalidRequestError';
    this.issues = issues;
  }
}

const OK: ActionResult = Object.freeze({ ok: true });
const EMPTY: QuestionDraft = Object.freeze({ selected: Object.freeze([]) as readonly string[], other: '' });

/**
 * Creates the headless state machine behind a prompt. Framework-free: React binds it with
 * `useQuestionStore`, other code calls `subscribe` / `getState`.
 *
 * The request is normalized again here (idempotent), so a raw agent payload works too; one that
 * does not normalize throws {@link InvalidRequestError} with the structured issues. Use
 * `normalizeAskUser` first to handle bad input without exceptions.
 *
 * The expiry timer is armed while the store has subscribers (so a store created and thrown away,
 * as React Strict Mode does, leaves no timer); every action also checks the deadline first, so
 * expiry is right even when a background tab throttles the timer.
 *
 * @example
 * const store = createQuestionStore(request, { onResolve: (result) => sendToAgent(result) });
 * const stop = store.subscribe((s) => render(s));
 * store.select('deploy_target', 'Staging (Recommended)');
 * await store.submit(); // onResolve({ status: 'answered', answers: { answers: { deploy_target: [...] } } })
 */
export function createQuestionStore(request: AskUserRequest, options: QuestionStoreOptions = {}): QuestionStore {
  const normalized = normalizeAskUser(request);
  if (!normalized.ok) throw new InvalidRequestError(normalized.errors);
  const req = normalized.request;
  const clock = options.clock ?? realClock;
  const m = options.messages ?? defaultMessages;
  const warn = options.onWarning ?? ((w) => console.warn(`[question-dock] ${w.message}`));
  const persist = options.persist;
  const key = persist && persistKey(persist, options.id);
  if (persist && key === undefined) {
    warn({ code: 'persist_unavailable', message: 'persist needs an id or a key; answers are kept in memory only.' });
  }
  const saved = persist && key !== undefined ? readPersisted(persist, key, req, warn) : undefined;
  const byId = new Map<string, AskUserQuestion>(req.questions.map((q) => [q.id, q]));

  let state: QuestionState = {
    request: req,
    id: options.id,
    step: saved?.step ?? 0,
    drafts: saved?.drafts ?? Object.fromEntries(req.questions.map((q) => [q.id, EMPTY])),
    expanded: saved?.expanded ?? true,
    deadline: options.expiresAt ?? saved?.deadline ?? clock.now() + req.timeoutSeconds * 1000,
    status: 'pending',
    error: null,
    resolution: null,
  };
  const listeners = new Set<(s: QuestionState, p: QuestionState) => void>();
  let timer: unknown;
  let disposed = false;

  const set = (patch: Partial<QuestionState>): void => {
    const previous = state;
    state = { ...state, ...patch };
    if (persist && key !== undefined) {
      if (state.resolution) removePersisted(persist, key);
      else writePersisted(persist, key, req, { step: state.step, drafts: state.drafts, expanded: state.expanded, deadline: state.deadline });
    }
    for (const l of [...listeners]) l(state, previous);
  };

  const fail = (error: StoreError, show = true): ActionResult => {
    if (show && state.resolution === null) set({ error });
    return { ok: false, error };
  };

  const isTerminal = (): boolean => state.resolution !== null;

  const resolve = (status: TerminalStatus, source: ResolutionSource, result: ToolResult, error: StoreError | null = null): void => {
    if (isTerminal()) return;
    disarm();
    const resolution = { status, source, result, at: clock.now() };
    set({ status, resolution, error });
    options.onResolve?.(result, resolution);
  };

  /** Expires when the deadline has passed. Returns true when the prompt is (now) expired. */
  const expireIfDue = (error: StoreError | null = null): boolean => {
    if (isTerminal()) return state.status === 'expired';
    // While a transport runs, its outcome decides: the answer left before the deadline.
    if (state.status === 'submitting' || clock.now() < state.deadline) return false;
    resolve('expired', 'timeout', NO_ANSWER, error);
    return true;
  };

  const tooLate = (): StoreError => ({ code: 'expired', message: m.tooLate });

  function disarm(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  function arm(): void {
    disarm();
    if (disposed || isTerminal() || listeners.size === 0) return;
    const delay = Math.min(Math.max(0, state.deadline - clock.now()), MAX_TIMER_DELAY);
    timer = clock.setTimeout(() => {
      timer = undefined;
      // A throttled or early timer is harmless: the deadline decides, not the timer. While a
      // transport runs, its settlement re-checks the deadline (see submit), so no re-arm here.
      if (!expireIfDue() && state.status === 'pending') arm();
    }, delay);
  }

  /** Common gate of every action: finished prompts refuse, a passed deadline expires first. */
  const gate = (editing: boolean): ActionResult | undefined => {
    if (expireIfDue()) return { ok: false, error: state.error ?? tooLate() };
    if (isTerminal()) return { ok: false, error: { code: 'terminal', message: m.alreadyResolved } };
    if (editing && state.status === 'submitting') return { ok: false, error: { code: 'busy', message: m.busy } };
    return undefined;
  };

  const edit = (questionId: string, label: string | undefined, change: (q: AskUserQuestion, d: QuestionDraft) => QuestionDraft): ActionResult => {
    const refused = gate(true);
    if (refused) return refused;
    const q = byId.get(questionId);
    if (!q) return fail({ code: 'unknown_question', message: m.unknownQuestion(questionId), questionId });
    if (label !== undefined && !q.options.some((o) => o.label === label)) {
      return fail({ code: 'unknown_option', message: m.unknownOption(label), questionId });
    }
    const draft = change(q, state.drafts[questionId] ?? EMPTY);
    set({ drafts: { ...state.drafts, [questionId]: draft }, error: null });
    return OK;
  };

  const move = (index: number): ActionResult => {
    const refused = gate(false);
    if (refused) return refused;
    if (!Number.isInteger(index) || index < 0 || index >= req.questions.length) {
      return fail({ code: 'invalid_step', message: m.invalidStep(index) });
    }
    if (index !== state.step || state.error) set({ step: index, error: null });
    return OK;
  };

  const setExpanded = (expanded: boolean): ActionResult => {
    const refused = gate(false);
    if (refused) return refused;
    if (state.expanded !== expanded) set({ expanded });
    return OK;
  };

  const store: QuestionStore = {
    clock,
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) arm();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) disarm();
      };
    },

    select: (id, label) =>
      edit(id, label, (q, d) =>
        q.multiSelect ? (d.selected.includes(label) ? d : { ...d, selected: [...d.selected, label] }) : { selected: [label], other: '' },
      ),

    toggle: (id, label) =>
      edit(id, label, (q, d) => {
        const has = d.selected.includes(label);
        if (q.multiSelect) return { ...d, selected: has ? d.selected.filter((s) => s !== label) : [...d.selected, label] };
        return { selected: has ? [] : [label], other: has ? d.other : '' };
      }),

    setOther: (id, text) =>
      // Single-select: typing your own answer replaces the pick (DESIGN.md); clearing the field does not.
      edit(id, undefined, (q, d) => ({ selected: !q.multiSelect && text !== '' ? [] : d.selected, other: text })),

    next: () => move(Math.min(state.step + 1, req.questions.length - 1)),
    back: () => move(Math.max(state.step - 1, 0)),
    goTo: move,

    async submit() {
      if (expireIfDue(tooLate())) return { ok: false, error: tooLate() };
      const refused = gate(true);
      if (refused) return refused;
      const missingIndex = req.questions.findIndex((q) => !isAnswered(state.drafts[q.id]));
      const missing = req.questions[missingIndex];
      if (missing) {
        const error: StoreError = { code: 'unanswered', message: m.unanswered(missing.header), questionId: missing.id };
        set({ step: missingIndex, error, expanded: true });
        return { ok: false, error };
      }
      const result = answeredResult(buildAnswers(req, state.drafts));
      if (!options.submit) {
        resolve('answered', 'user', result);
        return OK;
      }
      set({ status: 'submitting', error: null });
      try {
        await options.submit(result);
      } catch (cause) {
        if (isTerminal()) return { ok: false, error: { code: 'terminal', message: m.alreadyResolved } };
        set({ status: 'pending' });
        if (expireIfDue(tooLate())) return { ok: false, error: tooLate() };
        arm();
        const detail = cause instanceof Error ? cause.message : String(cause);
        return fail({ code: 'submit_failed', message: m.submitFailed(detail), detail });
      }
      // Cancelled or answered elsewhere while the transport ran: the first resolution stands.
      if (isTerminal()) return { ok: false, error: { code: 'terminal', message: m.alreadyResolved } };
      resolve('answered', 'user', result);
      return OK;
    },

    skip() {
      const refused = gate(true);
      if (refused) return refused;
      resolve('skipped', 'user', NO_ANSWER);
      return OK;
    },

    collapse: () => setExpanded(false),
    expand: () => setExpanded(true),

    cancel(source = 'cancelled') {
      if (isTerminal()) return { ok: false, error: { code: 'terminal', message: m.alreadyResolved } };
      resolve('cancelled', source, NO_ANSWER);
      return OK;
    },

    resolveExternally(result) {
      if (isTerminal()) return { ok: false, error: { code: 'terminal', message: m.alreadyResolved } };
      if (result.status === 'no_answer') {
        resolve('skipped', 'elsewhere', NO_ANSWER);
        return OK;
      }
      const answers: unknown = (result as { answers?: { answers?: unknown } }).answers?.answers;
      if (result.status !== 'answered' || !isValidAnswerMap(req, answers)) {
        return fail({ code: 'invalid_result', message: m.invalidResult }, false);
      }
      resolve('answered', 'elsewhere', answeredResult(answers));
      return OK;
    },

    checkExpiry() {
      expireIfDue();
    },

    dispose() {
      disposed = true;
      disarm();
      listeners.clear();
    },
  };
  return store;
}
