import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stepper } from '../src/index';
import { PartFrame } from './support/Chat';
import { deployRequest, fixedClock, makeStore, singleRequest } from './support/fixtures';
import { expectVisible } from './support/play';

function StepperDemo({
  request,
  answerFirst = false,
  step = 0,
}: {
  request: unknown;
  answerFirst?: boolean;
  step?: number;
}) {
  const [store] = useState(() => {
    const s = makeStore(request, { clock: fixedClock() });
    if (answerFirst) s.select('deploy_target', 'Staging (Recommended)');
    s.goTo(step);
    return s;
  });
  return (
    <PartFrame store={store} width="20rem">
      <div className="qd-panel-header">
        <Stepper />
      </div>
    </PartFrame>
  );
}

const meta = {
  title: 'Components/Stepper',
  component: StepperDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '"2/3" plus one dot per question (`data-state="current|answered|unanswered"`); a dot jumps to its question. Renders nothing for a single question.',
      },
    },
  },
  args: { request: deployRequest },
} satisfies Meta<typeof StepperDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfThree: Story = {};

/** The first question answered, the second current; clicking the third dot jumps there. */
export const OneAnswered: Story = {
  args: { answerFirst: true, step: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Question 1 of 3: Target' })).toHaveAttribute(
      'data-state',
      'answered',
    );
    await expect(canvas.getByRole('button', { name: 'Question 2 of 3: Checks' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Question 3 of 3: Notify' }));
    await expectVisible(canvas.getByText('3/3'));
  },
};

export const SingleQuestionRendersNothing: Story = {
  args: { request: singleRequest },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Questions' })).toBeNull();
  },
};
