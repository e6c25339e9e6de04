/**
 * question-dock as the README's example uses it: `<QuestionDock request>` (the dock owns the store;
 * no `promptId`, so no drafts are persisted, as no other peer persists), a composer kept mounted,
 * an AnswerSummary once answered. The review step and the digit's move are off, so the flow is the
 * same as the other peers'.
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

function Chat() {
  const [summary, setSummary] = useState<AnswerSummaryData>();
  return (
    <main>
      {summary && <AnswerSummary summary={summary} />}
      <QuestionDock
        request={request}
        // The peers have no review step: Enter on the last question submits, as in theirs.
        review={false}
        // Nor does a digit move on in theirs: the digit picks, Enter moves, as in every peer.
        advanceOnPick={false}
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

/** Makes the page's `window.peer` (dock.tsx; dock-radix.tsx in an app that has Radix). */
export function definePeer(): void {
  const root = createRoot(document.getElementById('root')!);
  let generation = 0;
  window.peer = {
    submitted: null,
    async mount() {
      generation += 1;
      root.render(<Chat key={generation} />);
      await nextPaint();
    },
    unmount() {
      root.render(null);
    },
  };
}
