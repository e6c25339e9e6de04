import type { AskUserQuestion } from '../../core';
import { safeHttpUrl } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';

/**
 * The page a question points to (gateway `url`), as a link that opens in a new tab without
 * giving that page a handle on this one. Only `http:` and `https:` links are rendered.
 */
export function QuestionLink({ question }: { question: AskUserQuestion }) {
  const { messages } = useQuestionStoreContext('QuestionLink');
  const href = question.url === undefined ? undefined : safeHttpUrl(question.url);
  if (href === undefined) return null;
  return (
    <p className="qd-link">
      <a href={href} target="_blank" rel="noopener noreferrer" dir="auto">
        {messages.openLink}: {href}
      </a>
    </p>
  );
}
