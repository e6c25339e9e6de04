/**
 * question-dock as the README shows it: `<QuestionDock request promptId>` (the dock owns the store,
 * drafts persist by promptId), a composer kept mounted, an AnswerSummary once answered. The review
 * step is off, so the flow is the same as the other peers'.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AnswerSummary, QuestionDock, type AnswerSummaryData } from '../../src';
import '../../src/styles/question-dock.css';
import { nextPaint, QUESTIONS, type PeerAnswers } from './shared';

const request = {
  questions: QUESTIONS.map(({ id, header, question, multiSelect, options }) => ({
    id,
    header,
    question,
    multiSelect,
    options,
  })),
};

function Chat({ promptId }: { promptId: string }) {
  const [summary, setSummary] = useState<AnswerSummaryData>();
  return (
    <main>
      {summary && <AnswerSummary summary={summary} />}
      <QuestionDock
        request={request}
        promptId={promptId}
        // The peers have no review step: Enter on the last question submits, as in theirs.
        review={false}
        composer={<textarea aria-label="Message" />}
        onResolve={(result, _resolution, s) => {
          const answers: PeerAnswers = {};
          if (result.status === 'answered') {
            for (const [id, values] of Object.entries(result.answers.answers))
              answers[id] = { selected: [...values], other: '' };
          }
          window.peer.submitted = answers;
          setSummary(s);
        }}
      />
    </main>
  );
}

const root = createRoot(document.getElementById('root')!);
// Unique per page load too: an answered prompt's outcome stays remembered for the session
// (`rememberResolved`), so a reused id would mount as already answered.
const session = Date.now().toString(36);
let generation = 0;
window.peer = {
  submitted: null,
  async mount() {
    generation += 1;
    root.render(<Chat key={generation} promptId={`bench-${session}-${generation}`} />);
    await nextPaint();
  },
  unmount() {
    root.render(null);
  },
};
