import type { Issue, Messages } from '../../core';

/**
 * One line per normalization issue: where, and what is wrong, in the reader's language. English is
 * the normalizer's own detail (it always writes one), so the table of English issue texts stays
 * with `formatIssue`, out of the dock's bundle.
 */
export function IssueList({ issues, messages }: { issues: readonly Issue[]; messages: Messages }) {
  return (
    <ul>
      {issues.map((issue, i) => (
        <li key={i} data-code={issue.code}>
          <code>{issue.path || '(root)'}</code>{' '}
          {messages.issue?.(issue.code, issue.detail) ?? issue.detail ?? issue.code}
        </li>
      ))}
    </ul>
  );
}
