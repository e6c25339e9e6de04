import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OtherField, messagesTh, type AskUserQuestion } from '../src/index';
import { PartFrame } from './support/Chat';
import { fixedClock, makeStore, singleRequest, thaiRequest } from './support/fixtures';

function OtherFieldDemo({ request, thai = false, text = '' }: { request: unknown; thai?: boolean; text?: string }) {
  const [store] = useState(() => {
    const s = makeStore(request, { clock: fixedClock() });
    const q = s.getState().request.questions[0] as AskUserQuestion;
    if (text) s.setOther(q.id, text);
    return s;
  });
  const question = store.getState().request.questions[0] as AskUserQuestion;
  return (
    <PartFrame store={store} messages={thai ? messagesTh : undefined}>
      <OtherField question={question} />
    </PartFrame>
  );
}

const meta = {
  title: 'Components/OtherField',
  component: OtherFieldDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The free-text "Other" answer every question gets. It grows with its content; digits typed here stay text (they are option shortcuts only outside text fields).',
      },
    },
  },
  args: { request: singleRequest },
} satisfies Meta<typeof OtherFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your own answer for Database' });
    await userEvent.type(field, 'CockroachDB 23.2, 3 nodes');
    await expect(field).toHaveValue('CockroachDB 23.2, 3 nodes');
    await expect(field).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { text: 'DuckDB for the analytics part,\nPostgreSQL for everything else' },
};

export const Thai: Story = {
  args: { request: thaiRequest, thai: true },
};
