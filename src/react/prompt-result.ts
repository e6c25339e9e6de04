import type { Issue, QuestionState, QuestionStore } from '../core';
import type { AskUserPreview } from '../core/internal';

/**
 * What {@link useQuestionPrompt} returns: the store and its current state, or, for a request that
 * does not normalize, the structured `issues` (format them with `formatIssue`). With `streaming`
 * (`UseQuestionPromptResult<true>`), also the `preview` of a request the model is still writing.
 */
export type UseQuestionPromptResult<Streaming extends boolean = false> =
  | {
      /** The prompt's store: act through it (`select`, `setOther`, `next`, `submit`, `skip`, ...). */
      readonly store: QuestionStore;
      /** The store's current state; the component re-renders on every change. */
      readonly state: QuestionState;
      /** `undefined`: the request normalized. */
      readonly issues: undefined;
      /** Problems the normalizer repaired (e.g. a header truncated). */
      readonly warnings: readonly Issue[];
      /** `undefined`: the request is complete. */
      readonly preview?: undefined;
    }
  | {
      /** `undefined`: the request does not normalize, so there is no prompt. */
      readonly store: undefined;
      /** `undefined`, like `store`. */
      readonly state: undefined;
      /** Why the request does not normalize, as codes with paths (`formatIssue` gives words). */
      readonly issues: readonly Issue[];
      /** Always empty here: repairs are reported only for a request that normalized. */
      readonly warnings: readonly Issue[];
      /** `undefined`: the request is complete. */
      readonly preview?: undefined;
    }
  | (Streaming extends true
      ? {
          /** `undefined` while the request is being written: nothing can be answered yet. */
          readonly store: undefined;
          /** `undefined`, like `store`. */
          readonly state: undefined;
          /** `undefined`: a request still being written is not checked. */
          readonly issues: undefined;
          /** Always empty while streaming. */
          readonly warnings: readonly Issue[];
          /** The header, question text and complete options so far, to show read-only. */
          readonly preview: AskUserPreview;
        }
      : never);
