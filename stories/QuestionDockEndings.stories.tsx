// How a prompt ends: time running out, the deadline passing, Skip, a cancelled run, another tab
// (one "Components/QuestionDock" entry with QuestionDock.stories.tsx and QuestionDockPlay.stories.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ChatRequestArgs } from './support/Chat';
import {
  dockMeta,
  ExpiredDemo,
  ExternalDemo,
  NearExpiryDemo,
  PROMPT,
  SleepingTabDemo,
  summaryOf,
} from './support/dock-stories';
import { singleRequest } from './support/fixtures';
import { expectVisible, clickSubmit } from './support/play';

const meta = {
  title: 'Components/QuestionDock',
  tags: ['autodocs'],
  ...dockMeta,
} satisfies Meta<ChatRequestArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real time, 63 s left: within seconds the countdown turns urgent and announces "One minute left". */
export const CountdownNearExpiry: Story = {
  args: { request: singleRequest, promptId: 'call_db', intro: 'I am setting up the new billing service.' },
  render: (args) => <NearExpiryDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('One minute left to answer.')).toBeInTheDocument(), { timeout: 6000 });
    await expect(canvasElement.querySelector('.qd-panel .qd-countdown')).toHaveAttribute('data-state', 'urgent');
  },
};

/** Nobody answered in time: the prompt resolves `no_answer` and the summary says "Expired", not "Skipped". */
export const Expired: Story = {
  args: { request: singleRequest, promptId: 'call_db', intro: 'I am setting up the new billing service.' },
  render: (args) => <ExpiredDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jump 5 minutes ahead' }));
    const summary = await summaryOf(canvas);
    await expect(summary).toHaveAttribute('data-state', 'expired');
    await expect(summary).toHaveTextContent('Expired');
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'no_answer' },
      expect.objectContaining({ status: 'expired' }),
      expect.anything(),
    );
    await expect(canvas.queryByRole('region', { name: PROMPT })).toBeNull();
  },
};

/** An answer sent after the deadline is refused with a clear error; the prompt is expired. */
export const AnswerAfterDeadline: Story = {
  args: { request: singleRequest, promptId: 'call_db', intro: 'I am setting up the new billing service.' },
  render: (args) => <SleepingTabDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'SQLite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sleep the tab past the deadline' }));
    await clickSubmit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Time is up: this question expired before the answer was sent.',
    );
    await expect(await summaryOf(canvas)).toHaveAttribute('data-state', 'expired');
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'no_answer' },
      expect.objectContaining({ status: 'expired' }),
      expect.anything(),
    );
  },
};

/** Skip declines the whole prompt: `no_answer`, and the summary says "Skipped". */
export const Skipped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    const summary = await summaryOf(canvas);
    await expect(summary).toHaveAttribute('data-state', 'skipped');
    await expect(summary).toHaveTextContent('Skipped');
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'no_answer' },
      expect.objectContaining({ status: 'skipped', source: 'user' }),
      expect.anything(),
    );
    // The composer is back.
    await expectVisible(canvas.getByRole('textbox', { name: 'Message' }));
  },
};

/** The agent run ended while the question was open: `no_answer`, kept as "Cancelled". */
export const Cancelled: Story = {
  render: (args) => <ExternalDemo {...args} ending="cancelled" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End the agent run' }));
    const summary = await summaryOf(canvas);
    await expect(summary).toHaveAttribute('data-state', 'cancelled');
    await expect(summary).toHaveTextContent('Cancelled');
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'no_answer' },
      expect.objectContaining({ status: 'cancelled' }),
      expect.anything(),
    );
  },
};

/** Another tab answered first: the panel closes and the summary says "Answered elsewhere". */
export const AnsweredElsewhere: Story = {
  render: (args) => <ExternalDemo {...args} ending="elsewhere" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Answer in another tab' }));
    const summary = await summaryOf(canvas);
    await expect(summary).toHaveAttribute('data-source', 'elsewhere');
    await expect(summary).toHaveTextContent('Answered elsewhere');
    await expect(summary).toHaveTextContent('Checks: Lint, E2E, smoke test on canary');
  },
};
