// The SSR app's component, shared by the server (Node) and the browser bundle: plain
// createElement so Node runs it without a build step.
import { createElement as h, useState } from 'react';
import { AnswerSummary, QuestionDock, persistDrafts } from 'question-dock';

// Drafts kept in sessionStorage by the prompt id: restored right after hydration.
const drafts = persistDrafts();

export const request = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should I deploy?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run?',
      multiSelect: true,
      options: [{ label: 'Unit' }, { label: 'Lint' }, { label: 'E2E' }],
    },
  ],
};

/** `expiresAt` comes from the server (the same number on both sides), so the countdown is live. */
export function App({ expiresAt }) {
  const [summary, setSummary] = useState();
  return h(
    'main',
    null,
    h('h1', null, 'SSR chat'),
    summary ? h(AnswerSummary, { summary }) : null,
    h(QuestionDock, {
      request,
      promptId: 'ssr-prompt',
      persist: drafts,
      expiresAt,
      composer: h('textarea', { 'aria-label': 'Message' }),
      onResolve: (result, _resolution, s) => {
        window.qdResults = [...(window.qdResults ?? []), result];
        setSummary(s);
      },
    }),
  );
}
