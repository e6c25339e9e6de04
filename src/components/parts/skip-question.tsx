import type { AskUserQuestion } from '../../core';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';

/**
 * "Skip question", a dock part (`parts.SkipQuestion`): on a `skippable` question, the person may leave it
 * unanswered (it sends `[]`, and the agent reads it as skipped) while answering
 * the others. Pressed while skipped; picking or typing an answer takes the skip back. None on a secret
 * question, nor on a request that takes no skips.
 * @example
 * <QuestionDock request={request} parts={{ SkipQuestion }} />
 */
export function SkipQuestion({ question }: { readonly question: AskUserQuestion }) {
  const { store, messages } = useQuestionStoreContext('SkipQuestion');
  const skipped = useQuestionStore(store, (s) => !!s.drafts[question.id]?.skipped);
  if (!question.skippable) return null;
  return (
    <button
      type="button"
      className="qd-button"
      data-variant="quiet"
      aria-pressed={skipped}
      onClick={() => store.skipQuestion(question.id)}
    >
      {messages.skipQuestion}
    </button>
  );
}
