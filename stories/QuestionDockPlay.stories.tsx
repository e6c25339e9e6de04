// The behaviours a person relies on, as play functions (one "Components/QuestionDock" entry with
// QuestionDock.stories.tsx and QuestionDockEndings.stories.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ChatRequestArgs } from './support/Chat';
import { dockMeta, FailOnceDemo, PROMPT, summaryOf } from './support/dock-stories';
import { deployAnswered, multiRequest, singleRequest } from './support/fixtures';
import { expectVisible, clickSubmit } from './support/play';

const meta = {
  title: 'Components/QuestionDock',
  tags: ['autodocs'],
  ...dockMeta,
} satisfies Meta<ChatRequestArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person picks one option and submits. */
export const AnswerSingle: Story = {
  args: { request: singleRequest, promptId: 'call_db', intro: 'I am setting up the new billing service.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'SQLite' }));
    await expect(canvas.getByRole('radio', { name: 'SQLite' })).toBeChecked();
    await clickSubmit(canvas);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'answered', answers: { answers: { database: ['SQLite'] } } },
      expect.objectContaining({ status: 'answered', source: 'user' }),
      expect.anything(),
    );
    await expect(await summaryOf(canvas)).toHaveTextContent('Database: SQLite');
  },
};

/** Multi-select: two options plus an own answer, sent in the order they were picked. */
export const AnswerMultiWithOther: Story = {
  args: { request: multiRequest, promptId: 'call_platforms', intro: 'The release notes are drafted.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The labels: the first question's checkboxes may arrive (parts.ts) between a query and its click.
    await userEvent.click(canvas.getByText('Android', { selector: 'label' }));
    await userEvent.click(canvas.getByText('Web', { selector: 'label' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your own answer for Platforms' }), 'Smart TV');
    // Other text does not clear the picked options in a multi-select question.
    await expect(canvas.getByRole('checkbox', { name: 'Android' })).toBeChecked();
    await clickSubmit(canvas);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'answered', answers: { answers: { platforms: ['Android', 'Web', 'Smart TV'] } } },
      expect.anything(),
      expect.anything(),
    );
    await expect(await summaryOf(canvas)).toHaveTextContent('Platforms: Android, Web, Smart TV');
  },
};

/** All three questions end to end with Back/Next, checking the exact tool result. */
export const ThreeStepFlow: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Target: pick the recommended option', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Staging/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });
    await step('Checks: two options and an own answer', async () => {
      await expectVisible(canvas.getByText('2/3'));
      await userEvent.click(await canvas.findByRole('checkbox', { name: 'Lint' }));
      await userEvent.click(await canvas.findByRole('checkbox', { name: 'E2E' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Your own answer for Checks' }), 'smoke test on canary');
    });
    await step('Back keeps the answers', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await expect(canvas.getByRole('radio', { name: /Staging/ })).toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
      await expect(canvas.getByRole('textbox', { name: 'Your own answer for Checks' })).toHaveValue(
        'smoke test on canary',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });
    await step('Notify: pick and submit', async () => {
      await expectVisible(canvas.getByText('3/3'));
      await userEvent.click(canvas.getByRole('radio', { name: 'The team channel' }));
      await clickSubmit(canvas);
    });
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(args.onResolve).toHaveBeenCalledWith(
      deployAnswered,
      expect.objectContaining({ status: 'answered', source: 'user', result: deployAnswered }),
      expect.objectContaining({ status: 'answered' }),
    );
    const summary = await summaryOf(canvas);
    await expect(summary).toHaveTextContent('Target: Staging');
    await expect(summary).toHaveTextContent('Checks: Lint, E2E, smoke test on canary');
    await expect(summary).toHaveTextContent('Notify: The team channel');
    await expect(canvas.queryByRole('region', { name: PROMPT })).toBeNull();
  },
};

/** Collapsing gives the composer back with its draft; expanding restores the question and its answer. */
export const CollapseKeepsDraft: Story = {
  args: { draft: 'Also bump the changelog' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull(); // hidden while expanded
    await userEvent.click(canvas.getByRole('radio', { name: /Production/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Minimize question' }));
    const composer = canvas.getByRole('textbox', { name: 'Message' });
    await expect(composer).toHaveValue('Also bump the changelog');
    await waitFor(() => expect(composer).toHaveFocus()); // focus moves on the next frame
    await userEvent.type(composer, ' to 1.4.0');
    await userEvent.click(canvas.getByRole('button', { name: 'Show question' }));
    await expect(canvas.getByRole('radio', { name: /Production/ })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Production/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Minimize question' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Also bump the changelog to 1.4.0');
    await expect(args.onResolve).not.toHaveBeenCalled();
    // The app was told each time: collapsed, expanded, collapsed.
    await expect(args.onExpandedChange).toHaveBeenNthCalledWith(1, false);
    await expect(args.onExpandedChange).toHaveBeenNthCalledWith(2, true);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Escape collapses the panel (it never skips); focus returns to the composer; `onExpandedChange` says so. */
export const EscapeCollapses: Story = {
  args: { draft: 'Half-written message' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Staging/ }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: PROMPT })).toBeNull();
    await expectVisible(canvas.getByRole('button', { name: 'Show question' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await expect(args.onResolve).not.toHaveBeenCalled();
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(1);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    // The mini bar restores the panel, and the app hears it.
    await userEvent.click(canvas.getByRole('button', { name: 'Show question' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Submit with an unanswered question is blocked: a visible alert, and the dock jumps to that question. */
export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await clickSubmit(canvas);
    const alert = await canvas.findByRole('alert');
    await expectVisible(alert);
    await expect(alert).toHaveTextContent('Please answer “Target” or type your own answer.');
    await expectVisible(canvas.getByText('1/3'));
    await expect(args.onResolve).not.toHaveBeenCalled();
  },
};

/** The transport fails once; "Try again" sends the kept answers and the prompt resolves. */
export const RetryAfterFailure: Story = {
  args: { request: singleRequest, promptId: 'call_db', intro: 'I am setting up the new billing service.' },
  render: (args) => <FailOnceDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PostgreSQL' }));
    await clickSubmit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not send your answer');
    await expect(args.onResolve).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await summaryOf(canvas)).toHaveTextContent('Database: PostgreSQL');
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'answered', answers: { answers: { database: ['PostgreSQL'] } } },
      expect.anything(),
      expect.anything(),
    );
  },
};
