import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AnswerSummary, messages, QuestionDock, type AnswerSummaryData } from '../../src';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';

// A chat timeline re-renders on every streamed token; the summaries already in it should not.
describe('given an answered prompt recorded in a chat timeline', () => {
  it('a re-render of the timeline leaves the summary alone, and a new summary shows at once', async () => {
    const user = userEvent.setup();
    let reads = 0;
    // Counts how often a summary renders: each render reads its status word once.
    const counting = {
      ...messages,
      get youAnswered() {
        reads += 1;
        return messages.youAnswered;
      },
    };
    function Timeline() {
      const [summary, setSummary] = useState<AnswerSummaryData>();
      const [tokens, setTokens] = useState('');
      return (
        <main>
          <p>{`Agent: ${tokens}`}</p>
          <button type="button" onClick={() => setTokens((t) => `${t}x`)}>
            Stream a token
          </button>
          {summary ? (
            <AnswerSummary summary={summary} messages={counting} />
          ) : (
            <QuestionDock
              request={oneQuestion()}
              clock={manualClock()}
              composer={<textarea aria-label="Message" />}
              onResolve={(_result, _resolution, s) => setSummary(s)}
            />
          )}
        </main>
      );
    }
    render(<Timeline />);
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const record = await screen.findByRole('group', { name: messages.summaryLabel });
    expect(record).toHaveTextContent('You answered');
    expect(record).toHaveTextContent('Production');
    const before = reads;
    expect(before).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Stream a token' }));
    await user.click(screen.getByRole('button', { name: 'Stream a token' }));

    expect(screen.getByText('Agent: xx')).toBeInTheDocument();
    expect(reads).toBe(before);
    expect(screen.getByRole('group', { name: messages.summaryLabel })).toBe(record);
  });
});
