// A Server Component: the core runs here on the server; AnswerSummary renders from it.
import { AnswerSummary } from 'question-dock';
import { normalizeAskUser, type AnswerSummaryData } from 'question-dock/core';
import { Dock } from './dock';

const request = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should I deploy?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
    },
  ],
};

export default function Page() {
  const checked = normalizeAskUser(request);
  const summary: AnswerSummaryData = {
    status: 'answered',
    source: 'user',
    items: [{ id: 'earlier', header: 'Earlier', question: 'Earlier?', answers: ['Server summary'] }],
  };
  return (
    <main>
      <p>Server checked the request: {checked.ok ? 'valid' : 'invalid'}</p>
      <AnswerSummary summary={summary} />
      <Dock request={request} />
    </main>
  );
}
