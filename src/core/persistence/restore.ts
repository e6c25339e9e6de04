/**
 * What the store itself knows of persistence: the `persist` option opened for its prompt, and the
 * saved state put back on the new one. The rest (storage, the saved format) comes with
 * `persistDrafts`, so a store without it carries none of that code.
 */
import { devWarn, warningOf, type Warning } from '../plumbing/report';
import type { AskUserRequest } from '../request/types';
import type { QuestionState } from '../store/types';
import type { PersistOptions } from './persist-option';
import type { PersistedDraft } from './saved';
import { PERSIST_UNAVAILABLE, type PersistenceWarningCode } from './warnings';

/** One prompt's persistence: what was saved before, and how to save the current state. */
export interface Persistence {
  readonly saved: PersistedDraft | undefined;
  /**
   * Saves the state when what is kept of it changed since `previous` (not an error shown, not a
   * status), never a secret answer; once the prompt is resolved, forgets it (or keeps only the outcome).
   */
  save(state: QuestionState, previous: QuestionState): void;
  /** Writes a change still waiting for `defer`. */
  flush(): void;
}

/**
 * How a store keeps its drafts, given as its `persist` option: made by {@link persistDrafts}, so a
 * store that keeps nothing carries none of this code.
 */
export interface DraftPersistence {
  /** The options it was made with (the gateway reads where it keeps its open questions). */
  readonly options: PersistOptions;
  /**
   * Opens it for one prompt (the store calls this once, as it is created); `defaults` fill what the
   * app left unset (a rendered prompt writes after the next paint and keeps the outcome).
   */
  open(
    promptId: string | undefined,
    request: AskUserRequest,
    warn: (warning: Warning<PersistenceWarningCode>) => void,
    defaults?: Pick<PersistOptions, 'rememberResolved' | 'defer'>,
  ): Persistence | undefined;
}

/**
 * What `persistDrafts` made (and the wrappers below): the only `persist` a store opens, so that what
 * it is handed (every draft, secrets included) goes to code that keeps secrets out of storage.
 */
const made = new WeakSet<object>();

/** Marks `persist` as made here (see {@link made}). */
export function madeDrafts<T extends DraftPersistence>(persist: T): T {
  made.add(persist);
  return persist;
}

/**
 * `persist` with `defaults` under the app's own options (a rendered prompt writes after the next
 * paint; the adapters keep no outcome): an inner call's defaults win over an outer one's. Anything
 * but a `persistDrafts(...)` is handed back as it is, for the store to refuse.
 */
export function withDefaults<T>(persist: T, defaults: Pick<PersistOptions, 'rememberResolved' | 'defer'>): T {
  if (!made.has(persist as object)) return persist;
  const inner = persist as DraftPersistence;
  return madeDrafts({
    options: inner.options,
    open: (promptId, request, warn, outer) => inner.open(promptId, request, warn, { ...outer, ...defaults }),
  }) as T;
}

/**
 * The store's `persist` opened for its prompt, or none: not given, or (with a `persist_unavailable`
 * warning whose detail is `persist`) a value that is not a `persistDrafts(...)`, such as the `true`
 * or options object an untyped caller may still pass.
 */
export function openPersist(
  persist: DraftPersistence | undefined,
  promptId: string | undefined,
  request: AskUserRequest,
  warn: (warning: Warning<PersistenceWarningCode>) => void,
): Persistence | undefined {
  if (persist === undefined || (persist as unknown) === false) return undefined;
  const unavailable = (why: string, cause: unknown): undefined => {
    devWarn(why, cause);
    warn(warningOf({ persist_unavailable: PERSIST_UNAVAILABLE }, { code: 'persist_unavailable', detail: 'persist' }));
    return undefined;
  };
  try {
    if (made.has(persist)) return persist.open(promptId, request, warn);
  } catch (error) {
    return unavailable('persist.open threw; the prompt works in memory.', error);
  }
  return unavailable('`persist` takes persistDrafts(options); it was ignored.', persist);
}

/** The state as created with what was saved put back on it (nothing saved: as created). */
export function restored(initial: QuestionState, saved: PersistedDraft | undefined, expiresAt: number | undefined) {
  if (!saved) return initial;
  const { step, drafts, expanded, resolution } = saved;
  // A saved deadline never reaches past the request's own timeout (tampered storage cannot extend it).
  const deadline = expiresAt ?? Math.min(saved.deadline, initial.deadline);
  const ended = resolution ? { status: resolution.status, resolution } : {};
  return { ...initial, step, drafts, expanded, deadline, ...ended } satisfies QuestionState;
}
