// Mounts the README's headless form (`<!-- run: headless -->`) as its text says: the agent's call as a
// prop, and a `sendToolResult` that keeps what the agent would receive for the suite to read.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToolResult } from 'question-dock';
import { MyPrompt } from '../src/headless';

declare global {
  interface Window {
    qdResults: ToolResult[];
  }
}
window.qdResults = [];

const toolCall = {
  id: 'call_headless',
  input: {
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
        question: 'Which checks should run first?',
        options: [{ label: 'Unit' }, { label: 'Lint' }, { label: 'E2E' }],
        multiSelect: true,
      },
    ],
  },
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MyPrompt toolCall={toolCall} sendToolResult={(result) => window.qdResults.push(result)} />
  </StrictMode>,
);
