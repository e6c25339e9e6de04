/**
 * The store's shell: the request checked, the state (as created and as restored) and its listeners,
 * the secrets kept out, persistence, resolution and the expiry timer. The actions live in
 * actions.ts and submit.ts, on what gate.ts says they are handed.
 *
 * Size (every store and the dock carry this module): the actions share one {@link StoreCore}; the
 * rest are locals of `createQuestionStore`, not helper objects whose method names stay unminified
 * nor state builders called once (together ~0.1 kB gzip more in the README example's bundle).
 */
import { MAX_TIMER_DELAY, realClock } from './clock';
import { runDisposeHooks } from './disposal';
import { notifyListeners, type Listener } from './listeners';
import { isNormalized, normalizeAskUser } from '../request/normalize';
import { openPersistence } from '../persistence/persist';
import { consoleReporter, consoleWarning, isolate } from './report';
import { answeredResult, NO_ANSWER, SECRET_GIVEN } from '../tool/result';
import { draftActions, EMPTY, endActions, stepActions } from './actions';
import { OK, type StoreCore } from './gate';
import type { QuestionStoreOptions, Warning } from './options';
import { submitAction } from './submit';
import type { ActionResult, QuestionState, QuestionStore, ResolutionSource, StoreError, TerminalStatus } from './types';
import type { AskUserInput, AskUserRequest, Issue, ToolResult } from '../request/types';

/** Thrown by `createQuestionStore` for a request that does not normalize; carries the issues. */
export class InvalidRequestError extends Error {
  /** What is wrong with the request, as `normalizeAskUser` reports it. */
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

/** The normalized request; throws {@link InvalidRequestError} for one that does not normalize or a bad `expiresAt`. */
function checkedRequest(request: AskUserInput | AskUserRequest, expiresAt: unknown): AskUserRequest {
  const normalized = isNormalized(request) ? { ok: true as const, request } : normalizeAskUser(request);
  if (!normalized.ok) throw new InvalidRequestError(normalized.errors);
  // NaN or a string would expire the prompt at once (or never): refused like a bad request.
  if (expiresAt !== undefined && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) {
    const detail = `expected a finite ms epoch, got ${typeof expiresAt === 'number' ? String(expiresAt) : typeof expiresAt}`;
    throw new InvalidRequestError([{ code: 'invalid_type', path: 'expiresAt', detail }]);
  }
  return normalized.request;
}

/**
 * Creates the headless state machine behind a prompt. Framework-free: React binds it with
 * `useQuestionStore`, other code calls `subscribe` / `getState`.
 *
 * The request is normalized here, so the agent's raw input (`AskUserInput`) works as well as a
 * normalized `AskUserRequest`; one that does not normalize throws `InvalidRequestError` with the
 * structured issues. For input you have not checked (a tool call's `unknown` arguments), call
 * `normalizeAskUser` first: it reports bad input as a result, never an exception, and its frozen
 * request is taken as it is, not checked twice. Persistence (`persist`) is opened here, so a saved draft is restored before the first read.
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
export function createQuestionStore(
  request: AskUserInput | AskUserRequest,
  options: QuestionStoreOptions = {},
): QuestionStore {
  const req = checkedRequest(request, options.expiresAt);
  const clock = options.clock ?? realClock;
  const report = options.onError ?? consoleReporter('A store listener or onResolve');
  const warnTo = options.onWarning ?? consoleWarning;
  const warn = (w: Warning): void => isolate(() => warnTo(w), report);
  const persisted = openPersistence(options.persist, options.promptId, req, (w) =>
    warn(options.promptId === undefined ? w : { ...w, promptId: options.promptId }),
  );
  // Someone waits for the result: expire on time even when nobody renders the prompt.
  const expireUnobserved = options.expireUnobserved ?? (options.onResolve !== undefined || options.send !== undefined);
  // Secret answers reach the transport (`options.send`) and nothing else: not storage, not state
  // after the end, not other tabs, not `onResolve`, not a summary.
  const secretIds = new Set(req.questions.filter((q) => q.secret !== undefined).map((q) => q.id));
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
  // What a render without storage (a server) shows; the restored draft goes on top of it.
  const initial: QuestionState = {
    request: req,
    promptId: options.promptId,
    step: 0,
    drafts: Object.fromEntries(req.questions.map((q) => [q.id, EMPTY])),
    expanded: true,
    deadline: options.expiresAt ?? clock.now() + req.timeoutSeconds * 1000,
    status: 'pending',
    error: null,
    resolution: null,
  };
  const saved = persisted?.saved;
  let state: QuestionState = saved
    ? {
        ...initial,
        step: saved.step,
        drafts: saved.drafts,
        expanded: saved.expanded,
        // A saved deadline never reaches past the request's own timeout (tampered storage cannot extend it).
        deadline: options.expiresAt ?? Math.min(saved.deadline, initial.deadline),
        ...(saved.resolution ? { status: saved.resolution.status, resolution: saved.resolution } : {}),
      }
    : initial;
  const listeners = new Set<Listener<QuestionState>>();
  let timer: unknown;
  let disposed = false;

  function set(patch: Partial<QuestionState>): void {
    const previous = state;
    state = { ...state, ...patch };
    // Only a change to what is saved writes storage (an error shown or cleared, a status change do not).
    const changed = (['step', 'drafts', 'expanded', 'deadline', 'resolution'] as const).some(
      (k) => previous[k] !== state[k],
    );
    if (changed) persisted?.save({ ...state, drafts: withoutSecrets(state.drafts) });
    // A listener that throws is reported and the others still run.
    notifyListeners(listeners, state, previous, report);
  }

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
      set({ status, resolution, error, drafts: withoutSecrets(state.drafts) });
      // Like a listener, a throwing `onResolve` cannot stop the delivery of the result.
      isolate(() => options.onResolve?.(kept, resolution), report);
    }
    return OK;
  }

  function expireIfDue(error: QuestionState['error'] = null): boolean {
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

  const core: StoreCore = { request: req, clock, options, state: () => state, set, resolve, expireIfDue, arm };
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
    ...draftActions(core),
    ...stepActions(core),
    submit: submitAction(core),
    ...endActions(core),
    checkExpiry() {
      expireIfDue();
    },
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
