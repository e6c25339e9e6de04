import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OptionList, type AskUserQuestion } from '../src/index';
import { PartFrame } from './support/Chat';
import {
  descriptionsRequest,
  fixedClock,
  longRequest,
  makeStore,
  multiRequest,
  recommendedRequest,
} from './support/fixtures';
import { expectVisible } from './support/play';

function OptionListDemo({ request }: { request: unknown }) {
  const [store] = useState(() => makeStore(request, { clock: fixedClock() }));
  const question = store.getState().request.questions[0] as AskUserQuestion;
  return (
    <PartFrame store={store}>
      <p id="demo-q" className="qd-question-text">
        {question.question}
      </p>
      <OptionList question={question} aria-labelledby="demo-q" />
    </PartFrame>
  );
}

const meta = {
  title: 'Components/OptionList',
  component: OptionListDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The options of one question as full-width cards: a Radix radio group for single-select, Radix checkboxes in a group for multi-select. The whole card is the click target; " (Recommended)" shows as a badge.',
      },
    },
  },
  args: { request: descriptionsRequest },
} satisfies Meta<typeof OptionListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radios with descriptions; clicking a label picks its option (the whole card is the target). */
export const SingleWithDescriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email magic link'));
    await expect(canvas.getByRole('radio', { name: 'Email magic link' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Email magic link' })).toHaveAccessibleDescription(
      'Works everywhere; each sign-in waits for an email.',
    );
  },
};

/** Checkboxes; clicking a label ticks its option, as clicking the box does. */
export const MultiSelect: Story = {
  args: { request: multiRequest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('iOS'));
    await userEvent.click(canvas.getByText('Desktop'));
    await expect(canvas.getByRole('checkbox', { name: 'iOS' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Desktop' })).toBeChecked();
  },
};

export const Recommended: Story = {
  args: { request: recommendedRequest },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).getByText('Recommended'));
  },
};

export const LongLabels: Story = {
  args: { request: longRequest },
};
