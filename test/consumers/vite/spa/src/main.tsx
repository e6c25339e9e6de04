// The README's first example, mounted as its text says (`<Chat />`), plus probes the suite reads from
// the page. What the agent receives is the example's own `sendToolResult`, a console line.
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { AnswerSummary, QuestionDock, type AnswerSummaryData } from 'question-dock';
import { Chat } from './readme-example';
import './app.css';

declare global {
  interface Window {
    qdRefs?: { dock: string | null; summary: string | null };
  }
}

const probeSummary: AnswerSummaryData = {
  status: 'answered',
  source: 'user',
  items: [{ id: 'a', header: 'Probe', question: 'Probe?', answers: ['yes'] }],
};
const probeRequest = {
  questions: [{ id: 'probe', header: 'Probe', question: 'Ref probe?', options: [{ label: 'A' }, { label: 'B' }] }],
};

// `ref` on the components must reach their DOM element on React 18 and 19.
function RefProbe() {
  const dock = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.qdRefs = { dock: dock.current?.className ?? null, summary: summary.current?.className ?? null };
  }, []);
  return (
    <div hidden>
      <AnswerSummary ref={summary} summary={probeSummary} />
      <QuestionDock ref={dock} request={probeRequest} />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Chat />
    {/* The same element as the README's composer, outside the dock: the composer must look like it. */}
    <textarea aria-label="Outside" />
    <RefProbe />
  </StrictMode>,
);
