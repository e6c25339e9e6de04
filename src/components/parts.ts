/**
 * The parts of the dock only some prompts need, each downloaded with `import()` (see on-demand.tsx)
 * as a prompt that needs it arrives, before anyone can reach it. The README example (one
 * single-select question) downloads none of them.
 */
import type { AskUserQuestion } from '../core';
import { hasReview, type DockOptions } from './dock-options';
import { onDemand } from './on-demand';

/** The answer field of a secret question. @internal */
export const secretField = /* @__PURE__ */ onDemand(() => import('./SecretField').then((m) => m.SecretField));

/** The review step of a 2-3 question prompt. @internal */
export const reviewStep = /* @__PURE__ */ onDemand(() => import('./ReviewStep').then((m) => m.ReviewStep));

/**
 * The checkbox of multi-select rows. Until it is here (a few milliseconds, or while hydrating), each
 * row shows a stand-in of the same markup that ticks through the store (`checkbox` in
 * OptionList.tsx). @internal
 */
export const checkboxControl = /* @__PURE__ */ onDemand(() =>
  import('./CheckboxControl').then((m) => m.CheckboxControl),
);

/** Starts the download of each part `questions` will need (each once). @internal */
export function preloadParts(
  questions: readonly AskUserQuestion[],
  options: DockOptions,
  stacked: boolean | undefined,
): void {
  if (questions.some((q) => q.secret)) secretField.preload();
  if (questions.some((q) => q.multiSelect)) checkboxControl.preload();
  if (hasReview(options, questions.length, stacked)) reviewStep.preload();
}
