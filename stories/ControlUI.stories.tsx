import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createScriptedAgent } from './support/agent';
import { ControlUIPage } from './support/ControlUIPage';
import { expectVisible } from './support/play';

const PROMPT = 'Question from the agent';
const WAIT = { timeout: 8000 };

function ControlUI({ pace, draft }: { pace: number; draft: string }) {
  return <ControlUIPage createAgent={() => createScriptedAgent({ pace })} draft={draft} />;
}

const meta = {
  title: 'Examples/Control UI',
  component: ControlUI,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A whole chat page: a scripted agent (timers, offline) writes, then asks three questions with `ask_user`. The dock takes over the composer (its draft is kept); after the answer, the summary lands in the timeline and the agent replies using the answers. A second ask can be skipped. The agent sits behind a small `Agent` interface (stories/support/agent.ts), so a gateway-backed one can replace it.',
      },
      story: { inline: false, height: '640px' },
    },
  },
  args: { pace: 400, draft: 'Also, can you bump the changelog' },
} satisfies Meta<typeof ControlUI>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent has asked; the person answered the first question and is on the second. */
export const WaitingForAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dock = await canvas.findByRole('region', { name: PROMPT }, WAIT);
    await userEvent.click(within(dock).getByRole('radio', { name: /Staging/ }));
    await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dock).getByRole('checkbox', { name: 'Lint' }));
    await expectVisible(within(dock).getByText('2/3'));
  },
};

/** The whole conversation, as a person would have it. */
export const Conversation: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation' });

    await step('The agent writes, then asks; the dock takes over the composer', async () => {
      await within(log).findByText(/I need three decisions from you/, {}, WAIT);
      await canvas.findByRole('region', { name: PROMPT }, WAIT);
      await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    });

    await step('Collapse to finish the draft, then come back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Minimize question' }));
      const composer = canvas.getByRole('textbox', { name: 'Message' });
      await expect(composer).toHaveValue('Also, can you bump the changelog');
      await userEvent.type(composer, ' after the deploy?');
      await userEvent.click(canvas.getByRole('button', { name: 'Show question' }));
    });

    await step('Answer the three questions', async () => {
      const dock = canvas.getByRole('region', { name: PROMPT });
      await userEvent.click(within(dock).getByRole('radio', { name: /Staging/ }));
      await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
      await userEvent.click(within(dock).getByRole('checkbox', { name: 'Lint' }));
      await userEvent.click(within(dock).getByRole('checkbox', { name: 'Unit tests' }));
      await userEvent.type(within(dock).getByRole('textbox', { name: 'Your own answer for Checks' }), 'a smoke test');
      await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
      await userEvent.click(within(dock).getByRole('radio', { name: 'The team channel' }));
      await userEvent.click(within(dock).getByRole('button', { name: 'Submit' }));
    });

    await step('The summary lands in the timeline and the agent uses the answers', async () => {
      const summary = await within(log).findByRole('group', { name: 'Answer summary' });
      await expect(summary).toHaveTextContent('Target: Staging (Recommended)');
      await expect(summary).toHaveTextContent('Checks: Lint, Unit tests, a smoke test');
      await expect(summary).toHaveTextContent('Notify: The team channel');
      await within(log).findByText(
        'Deploying to Staging, running Lint, Unit tests and a smoke test first. I will tell the team channel when it is done.',
        {},
        WAIT,
      );
      // The composer is back with the draft.
      await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Also, can you bump the changelog after the deploy?');
    });

    await step('The second ask is skipped', async () => {
      const dock = await canvas.findByRole('region', { name: PROMPT }, WAIT);
      await expectVisible(within(dock).getByText('Should I also delete the 4 preview deployments older than a week?'));
      await userEvent.click(within(dock).getByRole('button', { name: 'Skip' }));
      await waitFor(() => expect(within(log).getAllByRole('group', { name: 'Answer summary' })).toHaveLength(2));
      await expect(within(log).getAllByRole('group', { name: 'Answer summary' })[1]).toHaveTextContent('Skipped');
      await within(log).findByText(/You skipped it, so I will keep the old previews/, {}, WAIT);
    });

    await step('Send the kept draft', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await expectVisible(within(log).getByText('Also, can you bump the changelog after the deploy?'));
      await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      await within(log).findByText(/^Noted:/, {}, WAIT);
    });
  },
};
