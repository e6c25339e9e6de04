import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionDock } from '../../src';
import { createQuestionStore, normalizeAskUser } from '../../src/core/index';
import { FORM_CONTRACT } from '../../src/mcp/form-contract';

// A form's choice may list up to 300 options and a form may ask 20 fields: the digit keys stop at 9,
// so rows past the ninth show no key and the hint names only the keys there are.

const OFFICES = ['Amsterdam', 'Athens', 'Bangkok', 'Berlin', 'Cairo', 'Chicago', 'Dubai', 'Lagos', 'Lima', 'London'];
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', null];

function formStore(questions: readonly Record<string, unknown>[]) {
  const result = normalizeAskUser({ questions }, { contract: FORM_CONTRACT });
  if (!result.ok) throw new Error('fixture does not normalize');
  return createQuestionStore(result.request, { promptId: 'long' });
}

describe('given a choice of more options than digit keys', () => {
  it('keys the first nine rows, names 1–9 in the hint, and 9 picks the ninth', async () => {
    const user = userEvent.setup();
    const options = OFFICES.map((label) => ({ label }));
    render(
      <QuestionDock
        store={formStore([{ id: 'office', header: 'Office', question: 'Which office?', options, allowOther: false }])}
      />,
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-keyshortcuts'))).toEqual(KEYS);
    expect(screen.getByText('1–9 choose · Enter submit · Esc minimize')).toBeInTheDocument();
    await user.keyboard('9');
    expect(screen.getByRole('radio', { name: 'Lima' })).toBeChecked();
  });
});

describe('given a review of more fields than digit keys', () => {
  it('keys the first nine rows only', () => {
    const store = formStore(
      OFFICES.map((office, i) => ({
        id: `f${i + 1}`,
        header: office,
        question: `Visit ${office}?`,
        options: [{ label: 'Yes' }],
        allowOther: false,
      })),
    );
    for (const question of store.getState().request.questions) store.select(question.id, 'Yes');
    store.review();
    render(<QuestionDock store={store} />);
    const rows = within(screen.getByRole('list')).getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('aria-keyshortcuts'))).toEqual(KEYS);
  });
});
