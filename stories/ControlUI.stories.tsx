import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createScriptedAgent } from './support/agent';
import { ControlUIPage } from './support/ControlUIPage';
import { GatewayControlUIPage } from './support/GatewayControlUIPage';
import { opsAsk } from './support/gateway-agent';
import { resolveRequests, standInOnScreen } from './support/gateway-play';
import { clickSubmit, expectVisible } from './support/play';

const PROMPT = 'Question from the agent';
const WAIT = { timeout: 8000 };
/** Short reconnect backoff for the gateway stories (the binding's default starts at 1 s). */
const RECONNECT_MS = 600;

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
          'A whole chat page: a scripted agent (timers, offline) writes, then asks three questions with `ask_user`. The dock takes over the composer (its draft is kept); after the answer, the summary lands in the timeline and the agent replies using the answers. A second ask can be skipped. The agent sits behind a small `Agent` interface (stories/support/agent.ts).\n\nThe **Gateway** stories run the same page through the real gateway code path, offline: `createGatewayStandIn()` (an in-browser stand-in for the OpenClaw gateway, speaking its protocol 4) and `connectOpenClaw({ url: \'memory://gateway\', WebSocket: standIn.WebSocket, sessionKey })`, whose prompt queue (`.queue`) feeds the dock (`<QuestionDock store={active} />`) and the `<QueueSwitcher>` above it. The agent asks two questions at once ("1 of 2 requests") plus one in another session, which never shows. The story controls answer from another device, drop the connection (the header shows Reconnecting…, drafts stay) and end the agent run (its requests close as "Cancelled": protocol 4 does not say who ended a question).',
      },
      story: { inline: false, height: '640px' },
    },
  },
  args: { pace: 400, draft: 'Also, can you bump the changelog' },
} satisfies Meta<typeof ControlUI>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page as a person meets it, nothing pressed for you: the agent writes, then asks. Focus rests
 * on the page, so the dock takes it when the question arrives; try the digits, Enter and Esc.
 * The stories below named "Play ·" drive the page by themselves (their play functions); they are
 * left out of this docs page, so it runs none on load.
 */
export const Untouched: Story = {};

/** The agent has asked; the person answered the first question and is on the second. */
export const WaitingForAnswer: Story = {
  name: 'Play · Waiting for the answer',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dock = await canvas.findByRole('region', { name: PROMPT }, WAIT);
    await userEvent.click(within(dock).getByRole('radio', { name: /Staging/ }));
    await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dock).findByRole('checkbox', { name: 'Lint' }));
    await expectVisible(within(dock).getByText('2/3'));
  },
};

/** The whole conversation, as a person would have it. */
export const Conversation: Story = {
  name: 'Play · Whole conversation',
  tags: ['!autodocs'],
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
      await userEvent.click(await within(dock).findByRole('checkbox', { name: 'Lint' }));
      await userEvent.click(await within(dock).findByRole('checkbox', { name: 'Unit tests' }));
      await userEvent.type(within(dock).getByRole('textbox', { name: 'Your own answer for Checks' }), 'a smoke test');
      await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
      await userEvent.click(within(dock).getByRole('radio', { name: 'The team channel' }));
      await clickSubmit(within(dock));
    });

    await step('The summary lands in the timeline and the agent uses the answers', async () => {
      const summary = await within(log).findByRole('group', { name: 'Answer summary' });
      await expect(summary).toHaveTextContent('Target: Staging');
      await expect(summary).toHaveTextContent('Checks: Lint, Unit tests, a smoke test');
      await expect(summary).toHaveTextContent('Notify: The team channel');
      await within(log).findByText(
        'Deploying to Staging, running Lint, Unit tests and a smoke test first. I will tell the team channel when it is done.',
        {},
        WAIT,
      );
      // The composer is back with the draft.
      await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
        'Also, can you bump the changelog after the deploy?',
      );
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

// ---- The same page through the gateway: the protocol-4 stand-in + connectOpenClaw -------------------

function ControlUIGateway({ pace, draft }: { pace: number; draft: string }) {
  return <GatewayControlUIPage pace={pace} draft={draft} reconnectMs={RECONNECT_MS} />;
}

const REQUESTS = /^\d+ of \d+ requests$/;

/** Two requests are pending through the gateway; the person is on the second question of the first. */
export const GatewayWaiting: Story = {
  name: 'Play · Gateway, two requests',
  tags: ['!autodocs'],
  render: (args) => <ControlUIGateway {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dock = await canvas.findByRole('region', { name: PROMPT }, WAIT);
    await canvas.findByRole('group', { name: '1 of 2 requests' }, WAIT);
    await expect(canvas.getByRole('status', { name: 'Gateway connection' })).toHaveTextContent('Connected');
    await userEvent.click(within(dock).getByRole('radio', { name: /Staging/ }));
    await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dock).findByRole('checkbox', { name: 'Lint' }));
    await expectVisible(within(dock).getByText('2/3'));
  },
};

/**
 * The whole conversation through the gateway: a half answer survives a dropped connection, the
 * gateway receives exactly the answers, and the second request is answered on another device.
 */
export const GatewayConversation: Story = {
  name: 'Play · Gateway conversation',
  tags: ['!autodocs'],
  render: (args) => <ControlUIGateway {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The page mounts its gateway in an effect: wait for it.
    const log = await canvas.findByRole('log', { name: 'Conversation' });
    const status = canvas.getByRole('status', { name: 'Gateway connection' });
    const standIn = await standInOnScreen();
    // The other session's question must never reach this page, not even for a moment.
    const opsQuestion = opsAsk.questions[0]!.question;
    let leaked = false;
    const watch = new MutationObserver(() => {
      if (canvasElement.textContent?.includes(opsQuestion)) leaked = true;
    });
    watch.observe(canvasElement, { subtree: true, childList: true, characterData: true });

    try {
      await step('The agent writes, then two requests arrive at once', async () => {
        await within(log).findByText(/I have two questions for you/, {}, WAIT);
        const dock = await canvas.findByRole('region', { name: PROMPT }, WAIT);
        await canvas.findByRole('group', { name: '1 of 2 requests' }, WAIT);
        await expectVisible(within(dock).getByText('Where should I deploy build 1.4.0?'));
        await expect(status).toHaveTextContent('Connected');
        // The gateway does hold the other session's question; the page just never shows it.
        await expect(standIn.get('call_ops')?.status).toBe('pending');
      });

      await step('Half an answer, then the connection drops', async () => {
        await userEvent.type(canvas.getByRole('textbox', { name: 'Your own answer for Target' }), 'Staging, then');
        await userEvent.click(canvas.getByRole('button', { name: 'Drop connection' }));
        await waitFor(() => expect(status).toHaveTextContent('Reconnecting…'));
        await expect(canvas.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Staging, then');
      });

      await step('Reconnected: the half answer is still there', async () => {
        await waitFor(() => expect(status).toHaveTextContent('Connected'), WAIT);
        // After the reconnect the binding reconciled with the gateway again.
        await waitFor(() => expect(standIn.calls.filter((c) => c.method === 'question.list')).toHaveLength(2));
        await expect(canvas.getByRole('group', { name: '1 of 2 requests' })).toBeInTheDocument();
        await expect(canvas.getByRole('textbox', { name: 'Your own answer for Target' })).toHaveValue('Staging, then');
      });

      await step('Finish the answer and submit', async () => {
        const dock = canvas.getByRole('region', { name: PROMPT });
        await userEvent.type(within(dock).getByRole('textbox', { name: 'Your own answer for Target' }), ' production');
        await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
        await userEvent.click(await within(dock).findByRole('checkbox', { name: 'Lint' }));
        await userEvent.click(await within(dock).findByRole('checkbox', { name: 'Unit tests' }));
        await userEvent.click(within(dock).getByRole('button', { name: 'Next' }));
        await userEvent.click(within(dock).getByRole('radio', { name: 'The team channel' }));
        await clickSubmit(within(dock));
      });

      await step('The gateway received exactly the answers; the summary lands; the agent uses them', async () => {
        await waitFor(() =>
          expect(resolveRequests(standIn)).toEqual([
            {
              id: 'call_deploy',
              answers: {
                answers: {
                  deploy_target: ['Staging, then production'],
                  checks: ['Lint', 'Unit tests'],
                  notify: ['The team channel'],
                },
              },
              resolutionId: expect.any(String),
            },
          ]),
        );
        await expect(standIn.get('call_deploy')?.status).toBe('answered');
        const summary = await within(log).findByRole('group', { name: 'Answer summary' });
        await expect(summary).toHaveTextContent('Target: Staging, then production');
        await expect(summary).toHaveTextContent('Checks: Lint, Unit tests');
        await expect(summary).toHaveTextContent('Notify: The team channel');
        await within(log).findByText(
          'Deploying to Staging, then production, running Lint and Unit tests first. I will tell the team channel when it is done.',
          {},
          WAIT,
        );
      });

      await step('The second request is shown and answered on another device', async () => {
        const dock = canvas.getByRole('region', { name: PROMPT });
        await expectVisible(
          within(dock).getByText('Should I also delete the 4 preview deployments older than a week?'),
        );
        await expect(canvas.queryByRole('group', { name: REQUESTS })).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: 'Answer from another device' }));
        await waitFor(() => expect(within(log).getAllByRole('group', { name: 'Answer summary' })).toHaveLength(2));
        const elsewhere = within(log).getAllByRole('group', { name: 'Answer summary' })[1]!;
        await expect(elsewhere).toHaveTextContent('Answered elsewhere');
        await expect(elsewhere).toHaveTextContent(/Cleanup: Delete them$/);
        await within(log).findByText('Deleted the 4 old preview deployments.', {}, WAIT);
        // The page sent nothing for it: the other device answered.
        await expect(resolveRequests(standIn)).toHaveLength(1);
        // Nothing pending: only the composer, with its draft.
        await expect(canvas.queryByRole('region', { name: PROMPT })).toBeNull();
        await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Also, can you bump the changelog');
      });

      await step("The other session's question never appeared", async () => {
        await expect(leaked).toBe(false);
        await expect(canvas.queryByText(opsQuestion)).toBeNull();
        await expect(standIn.get('call_ops')?.status).toBe('pending');
      });
    } finally {
      watch.disconnect();
    }
  },
};

/** The agent run ends while both requests wait: both close as "Cancelled". */
export const GatewayRunEnded: Story = {
  name: 'Play · Gateway, run ended',
  tags: ['!autodocs'],
  render: (args) => <ControlUIGateway {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Conversation' });
    const standIn = await standInOnScreen();
    await canvas.findByRole('group', { name: '1 of 2 requests' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'End agent run' }));
    await waitFor(() => expect(within(log).getAllByRole('group', { name: 'Answer summary' })).toHaveLength(2));
    for (const summary of within(log).getAllByRole('group', { name: 'Answer summary' }))
      await expect(summary).toHaveTextContent('Cancelled');
    await expect(canvas.queryByRole('region', { name: PROMPT })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Also, can you bump the changelog');
    await expect(canvas.getByRole('button', { name: 'End agent run' })).toHaveAttribute('aria-disabled', 'true');
    // The gateway cancelled them; the page sent nothing. The other session's run goes on.
    await expect(resolveRequests(standIn)).toEqual([]);
    await expect(standIn.get('call_deploy')?.status).toBe('cancelled');
    await expect(standIn.get('call_ops')?.status).toBe('pending');
  },
};
