/**
 * What the store itself knows of persistence: the `persist` option opened for its prompt, and the
 * saved state put back on the new one. The rest (storage, the saved format) comes with
 * `persistDrafts`, so a store without it carries none of that code.
 */
import { devWarn, warningOf, type Warning } from '../plumbing/report';
import { isObject } from '../request/guards';
import type { AskUserRequest } from '../request/types';
import type { QuestionState } from '../store/types';
import type { DraftPersistence, Persistence } from './persist';
import type { PersistedDraft } from './saved';
import { PERSIST_UNAVAILABLE, type PersistenceWarningCode } from './warnings';

/**
 * The store's `persist` opened for its prompt, or none: not given, or (with a `persist_unavailable`
 * warning whose detail is `persist`) a value that is not a {@link DraftPersistence}, such as the
 * `true` or options object an untyped caller may still pass.
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
    if (isObject(persist) && typeof persist['open'] === 'function') return persist.open(promptId, request, warn);
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
