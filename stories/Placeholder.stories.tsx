// Placeholder so the Storybook and `storybook` vitest project have something to run.
// The lead replaces this with the real QuestionDock stories.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

function PlaceholderCounter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label="Placeholder">
      <p>Storybook is set up. Real question-dock stories come next.</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label}
      </button>
      <p role="status">Clicked {count} times</p>
    </section>
  );
}

const meta = {
  title: 'Internal/Placeholder',
  component: PlaceholderCounter,
  args: { label: 'Click me' },
} satisfies Meta<typeof PlaceholderCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Click me' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Clicked 1 times');
  },
};
