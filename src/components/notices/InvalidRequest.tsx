import type { Issue, Messages } from '../../core';
import { IssueList } from './IssueList';

/**
 * The structured alert shown instead of a request that does not normalize.
 */
export function InvalidRequest({ issues, messages }: { issues: readonly Issue[]; messages: Messages }) {
  return (
    <div role="alert" className="qd-alert qd-invalid" data-state="invalid">
      <p>{messages.invalidRequest}</p>
      <IssueList issues={issues} messages={messages} />
    </div>
  );
}
