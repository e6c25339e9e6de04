import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionDock } from '../../src';
import { createQuestionStore, normalizeAskUser } from '../../src/core/index';

// A gateway question that takes only its options (its record has no `isOther`).

function closedStore() {
  const result = normalizeAskUser(
    {
      questions: [
        {
          id: 'color',
          header: 'Color',
          question: 'Which colour?',
          options: [{ label: 'Red' }, { label: 'Blue' }],
          allowOther: false,
        },
      ],
    },
    { contract: 'openclaw' },
  );
  if (!result.ok) throw new Error('fixture does not normalize');
  return createQuestionStore(result.request, { promptId: 'closed' });
}

describe('given a question that takes only its options', () => {
  it('shows no Other row; the digit after the last option picks nothing; a pick is sent', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<QuestionDock store={closedStore()} onResolve={onResolve} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2']);
    // The hint counts the digits that pick: the two options, no Other.
    expect(screen.getByText('1–2 choose · Enter submit · Esc minimize')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard('3');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);
    await user.keyboard('2{Enter}');
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'answered', answers: { answers: { color: ['Blue'] } } });
  });
});
