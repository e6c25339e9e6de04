import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Countdown, type Clock } from '../src/index';
import { realClock } from '../src/core/plumbing/clock';
import { PartFrame } from './support/Chat';
import { FIXED_NOW, fixedClock, makeStore, singleRequest } from './support/fixtures';

/** `left`: milliseconds to the deadline; `live`: real time instead of a frozen clock. */
function CountdownDemo({ left, live = false }: { left: number; live?: boolean }) {
  const [setup] = useState(() => {
    const clock: Clock = live ? realClock : fixedClock();
    const start = live ? Date.now() : FIXED_NOW;
    return { clock, store: makeStore(singleRequest, { clock, expiresAt: start + left }) };
  });
  return (
    <PartFrame store={setup.store} width="14rem">
      <Countdown />
    </PartFrame>
  );
}

const meta = {
  title: 'Components/Countdown',
  component: CountdownDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Time left until the deadline, ticking each second on the store\'s clock. `data-state`: `running`, `urgent` (last minute) or `over`. Announces "One minute left" once, politely; the ticking is not announced.',
      },
    },
  },
  args: { left: 299_000 },
} satisfies Meta<typeof CountdownDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Time left 4:59');
  },
};

export const Urgent: Story = {
  args: { left: 42_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.qd-countdown')).toHaveAttribute('data-state', 'urgent');
  },
};

/** Real time, 63 s left: after about three seconds "One minute left to answer." is announced. */
export const AnnouncesLastMinute: Story = {
  args: { left: 63_000, live: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('One minute left to answer.')).toBeInTheDocument(), { timeout: 6000 });
    await expect(canvasElement.querySelector('.qd-countdown')).toHaveAttribute('data-state', 'urgent');
  },
};
