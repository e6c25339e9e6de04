import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
// The README's "Use" example, verbatim apart from the import path: a newcomer's first dock must work.
import { AnswerSummary, QuestionDock, type AnswerSummaryData } from '../../src';

const request = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should I deploy?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
    },
  ],
}; // the agent's ask_user input

function Chat({ sendToolResult = console.log }) {
  const [summary, setSummary] = useState<AnswerSummaryData>();
  return (
    <main>
      {summary && <AnswerSummary summary={summary} />}
      <QuestionDock
        request={request}
        composer={<textarea aria-label="Message" />}
        onResolve={(result, _resolution, s) => {
          sendToolResult(result);
          setSummary(s);
        }}
      />
    </main>
  );
}

describe('the README example', () => {
  it('asks, sends the exact result, leaves a summary and gives the composer back', async () => {
    const user = userEvent.setup();
    const sendToolResult = vi.fn();
    render(<Chat sendToolResult={sendToolResult} />);
    expect(screen.getByText('Where should I deploy?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message', hidden: true })).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sendToolResult).toHaveBeenCalledExactlyOnceWith({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging (Recommended)'] } },
    });
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Deploy: Staging');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
});
