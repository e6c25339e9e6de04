/** The store's state as created and as restored, and what of it a secret question lets out. */
import type { PersistedDraft } from './persist';
import { answeredResult, SECRET_GIVEN } from './result';
import type { QuestionStoreOptions } from './store-options';
import type { QuestionDraft, QuestionState } from './store-types';
import type { AskUserQuestion, AskUserRequest, ToolResult } from './types';

/** The draft of a question nobody has touched. */
export const EMPTY: QuestionDraft = /* @__PURE__ */ Object.freeze({
  selected: /* @__PURE__ */ Object.freeze([]) as readonly string[],
  other: '',
});

/** What a render without storage (a server) shows; the restored draft goes on top of it. */
export function initialState(request: AskUserRequest, options: QuestionStoreOptions, now: number): QuestionState {
  return {
    request,
    promptId: options.promptId,
    step: 0,
    drafts: Object.fromEntries(request.questions.map((q) => [q.id, EMPTY])),
    expanded: true,
    deadline: options.expiresAt ?? now + request.timeoutSeconds * 1000,
    status: 'pending',
    error: null,
    resolution: null,
  };
}

/** The initial state with what was saved before, if anything was. */
export function restoredState(
  initial: QuestionState,
  saved: PersistedDraft | undefined,
  expiresAt: number | undefined,
): QuestionState {
  if (!saved) return initial;
  return {
    ...initial,
    step: saved.step,
    drafts: saved.drafts,
    expanded: saved.expanded,
    // A saved deadline never reaches past the request's own timeout (tampered storage, class 7).
    deadline: expiresAt ?? Math.min(saved.deadline, initial.deadline),
    ...(saved.resolution ? { status: saved.resolution.status, resolution: saved.resolution } : {}),
  };
}

/**
 * Secret answers reach the transport (`options.send`) and nothing else: not storage, not state
 * after the end, not other tabs, not `onResolve`, not a summary. These strip them.
 */
export interface SecretFilter {
  /** Whether the request has a secret question at all. */
  readonly any: boolean;
  /** The drafts with every secret question's draft emptied. */
  withoutSecrets(drafts: QuestionState['drafts']): QuestionState['drafts'];
  /** The result with every secret answer replaced by {@link SECRET_GIVEN}. */
  redact(result: ToolResult): ToolResult;
}

/** The {@link SecretFilter} of a request's questions. */
export function secretFilter(questions: readonly AskUserQuestion[]): SecretFilter {
  const secretIds = new Set(questions.filter((q) => q.secret !== undefined).map((q) => q.id));
  const any = secretIds.size > 0;
  return {
    any,
    withoutSecrets: (drafts) =>
      any ? Object.fromEntries(Object.entries(drafts).map(([id, d]) => [id, secretIds.has(id) ? EMPTY : d])) : drafts,
    redact: (result) =>
      !any || result.status !== 'answered'
        ? result
        : answeredResult(
            Object.fromEntries(
              Object.entries(result.answers.answers).map(([id, v]) => [id, secretIds.has(id) ? [SECRET_GIVEN] : v]),
            ),
          ),
  };
}
