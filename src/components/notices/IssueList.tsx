import { issueMessage } from '../../core/internal';
import type { Issue, Messages } from '../../core';

/** One line per normalization issue: where, and what is wrong, in the reader's language. */
export function IssueList({ issues, messages }: { issues: readonly Issue[]; messages: Messages }) {
  return (
    <ul>
      {issues.map((issue, i) => (
        <li key={i} data-code={issue.code}>
          <code>{issue.path || '(root)'}</code> {(messages.issue ?? issueMessage)(issue.code, issue.detail)}
        </li>
      ))}
    </ul>
  );
}
