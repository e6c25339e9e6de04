import type { Issue, Messages } from '../core';

/** The structured alert shown instead of a request that does not normalize. */
export function InvalidRequest({ issues, messages }: { issues: readonly Issue[]; messages: Messages }) {
  return (
    <div role="alert" className="qd-alert qd-invalid" data-state="invalid">
      <p>{messages.invalidRequest}</p>
      <IssueList issues={issues} messages={messages} />
    </div>
  );
}

/** One line per normalization issue: where, and what is wrong, in the reader's language. */
export function IssueList({ issues, messages }: { issues: readonly Issue[]; messages: Messages }) {
  return (
    <ul>
      {issues.map((issue, i) => (
        <li key={i} data-code={issue.code}>
          <code>{issue.path || '(root)'}</code> {messages.issue(issue.code, issue.detail)}
        </li>
      ))}
    </ul>
  );
}
