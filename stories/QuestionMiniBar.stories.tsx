import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, useSyncExternalStore } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuestionMiniBar, messagesTh } from '../src/index';
import { PartFrame } from './support/Chat';
import { deployRequest, fixedClock, makeStore, singleRequest, thaiRequest } from './support/fixtures';
import { expectVisible } from './support/play';

function MiniBarDemo({ request, step = 0, thai = false }: { request: unknown; step?: number; thai?: boolean }) {
  const [clock] = useState(() => fixedClock());
  const [store] = useState(() => {
    const s = makeStore(request, { clock });
    s.goTo(step);
    s.collapse();
    return s;
  });
  const expanded = useSyncExternalStore(store.subscribe, () => store.getState().expanded);
  return (
    <PartFrame store={store} messages={thai ? messagesTh : undefined}>
      <QuestionMiniBar />
      <p className="qd-note" role="status">
        store.expanded: {String(expanded)}
      </p>
    </PartFrame>
  );
}

const meta = {
  title: 'Components/QuestionMiniBar',
  component: MiniBarDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The collapsed dock: header chip, the question, "2/3", the time left and an expand button. Clicking anywhere on the bar expands. `QuestionDock` shows it above the composer when collapsed; here it is rendered alone inside a `QuestionStoreProvider`.',
      },
    },
  },
  args: { request: deployRequest, step: 1 },
} satisfies Meta<typeof MiniBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Question 2 of 3, collapsed. Clicking the bar asks the store to expand. */
export const SecondOfThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.getByText('2/3'));
    await expect(canvas.getByRole('timer')).toHaveTextContent('Time left 5:00');
    await userEvent.click(canvas.getByText('Which checks should run before the deploy?'));
    await expect(canvas.getByRole('status')).toHaveTextContent('store.expanded: true');
  },
};

/** A single question: no "1/1". */
export const SingleQuestion: Story = {
  args: { request: singleRequest, step: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('1/1')).toBeNull();
  },
};

export const Thai: Story = {
  args: { request: thaiRequest, step: 0, thai: true },
};
