import { useState, type ReactNode } from 'react';
import { AnswerSummary, QuestionDock, type AnswerSummaryData, type QuestionDockProps } from '../../src';

/** A tiny chat page: a timeline that receives the summary, and the dock above a composer. */
export function ChatPage({ composer, ...props }: QuestionDockProps & { composer?: ReactNode }) {
  const [summary, setSummary] = useState<AnswerSummaryData | null>(null);
  return (
    <main>
      <ol aria-label="Timeline">
        {summary && (
          <li>
            <AnswerSummary summary={summary} messages={props.messages} />
          </li>
        )}
      </ol>
      <QuestionDock
        {...props}
        composer={composer ?? <textarea aria-label="Message" />}
        onResolve={(result, resolution, s) => {
          setSummary(s);
          props.onResolve?.(result, resolution, s);
        }}
      />
    </main>
  );
}
