/** What a prompt's state shows: the panel, the mini bar, or (the prompt over) only the composer. */
import type { QuestionState } from './types';

/** What the dock shows for a state: `expanded` (the panel), `collapsed` (the mini bar) or `resolved` (the composer alone). */
export type DockMode = 'expanded' | 'collapsed' | 'resolved';

/**
 * The dock's mode in a state (a selector for `useQuestionStore`). An answer being sent shows as the
 * mini bar: the person is done, so the composer is theirs again at once (the words they type next
 * land there); a send that fails opens the panel again with the error.
 */
export function modeOf(state: QuestionState): DockMode {
  if (state.resolution) return 'resolved';
  return state.expanded && state.status !== 'submitting' ? 'expanded' : 'collapsed';
}
