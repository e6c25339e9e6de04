'use client';
import { useState } from 'react';
import { AnswerSummary, QuestionDock, type AnswerSummaryData } from 'question-dock';

export function Dock({ request }: { request: unknown }) {
  const [summary, setSummary] = useState<AnswerSummaryData>();
  return (
    <>
      {summary && <AnswerSummary summary={summary} />}
      <QuestionDock
        request={request}
        promptId="next-prompt"
        composer={<textarea aria-label="Message" />}
        onResolve={(_result, _resolution, s) => setSummary(s)}
      />
    </>
  );
}
