import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  AnswerSummary,
  createQuestionStore,
  normalizeAskUser,
  QuestionDock,
  summarize,
  type AskUserRequest,
} from '../../src';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';

// user-event stories take a few seconds on a loaded 2-core CI machine.

// jsdom has no canvas: contrast is checked in the browser projects.
async function violations(node: Element) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(5); // axe really looked (a compact summary has few nodes)
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function request(): AskUserRequest {
  const normalized = normalizeAskUser(threeQuestions());
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
}

describe('given the dock in each of its states', () => {
  it('has no axe violations expanded, on a multi-select step with an error', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <QuestionDock request={threeQuestions()} clock={manualClock()} composer={<textarea aria-label="Message" />} />,
    );
    expect(await violations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Question 3 of 3: Notify' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violations collapsed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <QuestionDock request={threeQuestions()} clock={manualClock()} composer={<textarea aria-label="Message" />} />,
    );
    await user.click(screen.getByRole('button', { name: 'Minimize question' }));

    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violations as a summary, answered and skipped', async () => {
    const store = createQuestionStore(request(), { clock: manualClock() });
    const open = render(<AnswerSummary summary={summarize(store.getState())} />);
    store.skip();
    const skipped = render(<AnswerSummary summary={summarize(store.getState())} />);

    expect(await violations(open.container)).toEqual([]);
    expect(await violations(skipped.container)).toEqual([]);
  });
});
