import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AnswerSummary,
  normalizeAskUser,
  QuestionDock,
  type AnswerSummaryData,
  type AskUserRequest,
  type QuestionDockProps,
} from '../src/index';
import { Composer, Message } from './support/Chat';
import { deployRequest, fixedClock } from './support/fixtures';

// Issue 7: the web Control UI on a phone (390 x 844). The story frame is phone-sized through the
// viewport parameter (also used by the story tests, which resize the real browser to it) and the
// page below fills it like a phone chat: the timeline scrolls, the dock sits at the bottom.

const PHONE = { name: 'Phone 390 x 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } as const;
const PROMPT = 'Question from the agent';

/** A phone chat page: timeline on top (scrolls), the dock and composer at the bottom. */
function PhoneChat({ onResolve, ...dock }: QuestionDockProps) {
  const [timeline, setTimeline] = useState<readonly AnswerSummaryData[]>([]);
  return (
    <div className="demo-chat" style={{ height: 'calc(100dvh - 2rem)', maxWidth: 'none' }}>
      <ol className="demo-timeline" aria-label="Conversation" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Message from="user">Ship build 1.4.0 today, please.</Message>
        <Message from="agent">Build 1.4.0 passed. Before I deploy it, I need a few decisions from you.</Message>
        {timeline.map((summary, i) => (
          <li key={i}>
            <AnswerSummary summary={summary} />
          </li>
        ))}
      </ol>
      <QuestionDock
        {...dock}
        composer={<Composer />}
        onResolve={(result, resolution, summary) => {
          setTimeline((t) => [...t, summary]);
          onResolve?.(result, resolution, summary);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Layouts/Phone',
  component: QuestionDock,
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: {
      description: {
        component:
          'The dock on a 390 x 844 phone. `layout="stacked"` shows every question as a card (one Skip, one Submit), as the iOS and Android apps do; `layout="auto"` picks it when the dock is narrower than `stackedBelow` (480 px). Docked or stacked, the panel takes at most 60% of the visible viewport and its body scrolls. Touch targets are at least 44 x 44 px (step dots too, on touch screens).',
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { request: deployRequest, promptId: 'call_phone', clock: fixedClock(), onResolve: fn(), layout: 'stacked' },
  render: (args) => <PhoneChat {...args} />,
} satisfies Meta<QuestionDockProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finger press and release (user-event's touch pointer: pointerType "touch", then a click). */
async function tap(target: Element) {
  await userEvent.pointer({ keys: '[TouchA]', target });
}

/** Everything a finger can hit in the dock is at least 44 x 44 (an option's whole card is its target). */
async function expectTouchTargets(root: HTMLElement) {
  const coarse = matchMedia('(pointer: coarse)').matches;
  const small = [...root.querySelectorAll<HTMLElement>('.qd-dock button, .qd-dock textarea')]
    .filter((el) => el.getClientRects().length && !el.closest('.qd-composer'))
    // Step dots are 44 px wide on touch screens only; with a mouse they stay compact.
    .filter((el) => coarse || !el.classList.contains('qd-step'))
    .map((el) => el.closest<HTMLElement>('.qd-option') ?? el)
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 44 || box.height < 44)
    .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent}: ${box.width}x${box.height}`);
  await expect(small).toEqual([]);
}

/** The open panel stays within 60% of the screen, header and footer on screen. */
async function expectPanelFits(panel: HTMLElement) {
  await waitFor(() => expect(panel).toBeVisible(), { timeout: 3000 });
  const box = panel.getBoundingClientRect();
  await expect(box.height).toBeLessThanOrEqual(innerHeight * 0.6 + 0.5);
  await expect(panel.querySelector('.qd-footer')!.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
}

/** The stacked cards as a person meets them on a phone, nothing tapped for you. */
export const Untouched: Story = {};

/** Every question as a card; a couple already picked with a tap. The body scrolls to the rest. */
export const StackedCards: Story = {
  name: 'Play · Stacked cards',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: PROMPT });
    await expect([innerWidth, innerHeight]).toEqual([390, 844]); // the viewport parameter applies
    await expect(canvas.getAllByRole('group', { name: /^(Target|Checks|Notify) / })).toHaveLength(3);
    await expect(within(panel).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await tap(canvas.getByText('Production'));
    await tap(canvas.getByText('Lint'));
    await expect(canvas.getByRole('radio', { name: 'Production' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    await expectPanelFits(panel);
    await expectTouchTargets(canvasElement);
    const body = panel.querySelector<HTMLElement>('.qd-cards')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    body.scrollTop = 0;
  },
};

/** The whole prompt answered with taps; the agent gets the exact result, the timeline the summary. */
export const StackedAnsweredByTouch: Story = {
  name: 'Play · Stacked answered by touch',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: PROMPT });
    await tap(canvas.getByText('Production'));
    await tap(canvas.getByText('Unit tests'));
    await tap(canvas.getByText('E2E'));
    // Other is the last row of each card: a tap chooses it and opens its field.
    await tap(within(canvas.getByRole('group', { name: /^Notify / })).getByText('Other'));
    const other = canvas.getByRole('textbox', { name: 'Your own answer for Notify' });
    await waitFor(() => expect(other).toHaveFocus());
    await userEvent.type(other, 'the on-call person');
    await tap(canvas.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(args.onResolve).toHaveBeenCalledTimes(1));
    await expect(args.onResolve).toHaveBeenCalledWith(
      {
        status: 'answered',
        answers: {
          answers: { deploy_target: ['Production'], checks: ['Unit tests', 'E2E'], notify: ['the on-call person'] },
        },
      },
      expect.objectContaining({ status: 'answered', source: 'user' }),
      expect.anything(),
    );
    const summary = await canvas.findByRole('group', { name: 'Answer summary' });
    await expect(summary).toHaveTextContent('Notify: the on-call person');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** Submit with unanswered cards: the alert names the first, which is marked, scrolled to and focused. */
export const StackedUnanswered: Story = {
  name: 'Play · Stacked unanswered',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: PROMPT });
    await tap(canvas.getByText('The team channel'));
    await tap(canvas.getByRole('button', { name: 'Submit' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please answer “Target” or type your own answer.');
    const card = canvas.getByRole('group', { name: /^Target / });
    await expect(card).toHaveAttribute('data-invalid');
    await waitFor(() => expect(within(card).getByRole('radio', { name: /Staging/ })).toHaveFocus());
  },
};

/** `layout="auto"` on a phone: the dock is narrower than 480 px, so it shows the cards. */
export const AutoOnPhone: Story = {
  name: 'Play · Auto on phone',
  tags: ['!autodocs'],
  args: { layout: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: PROMPT });
    await waitFor(() => expect(canvasElement.querySelector('.qd-dock')).toHaveAttribute('data-layout', 'stacked'));
    await expect(canvas.getAllByRole('group', { name: /^(Target|Checks|Notify) / })).toHaveLength(3);
  },
};

/** The one-at-a-time layout on a phone: capped height, the step controls always on screen. */
export const DockedOnPhone: Story = {
  name: 'Play · Docked on phone',
  tags: ['!autodocs'],
  args: { layout: 'docked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: PROMPT });
    await tap(canvas.getByText('Production'));
    await tap(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('2/3')).toBeVisible();
    await tap(canvas.getByText('Lint'));
    await expectPanelFits(panel);
    await expectTouchTargets(canvasElement);
  },
};

/** Collapsed on a phone: the mini bar above the full composer; a tap brings the panel back. */
export const CollapsedOnPhone: Story = {
  name: 'Play · Collapsed on phone',
  tags: ['!autodocs'],
  args: { layout: 'docked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: PROMPT });
    await tap(canvas.getByRole('button', { name: 'Minimize question' }));
    await expect(canvas.getByRole('button', { name: 'Show question' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expectTouchTargets(canvasElement);
  },
};

// A gateway record's free-text question (no options) after a question with options and Other.
const release = normalizeAskUser(
  {
    questions: [
      {
        id: 'deploy_target',
        header: 'Target',
        question: 'Where should 1.4.0 go first?',
        options: [{ label: 'Staging' }, { label: 'Production' }],
      },
      { id: 'release_name', header: 'Name', question: 'What should this release be called?', options: [] },
    ],
  },
  { contract: 'openclaw' },
);
const releaseRequest = (release.ok ? release.request : undefined) as AskUserRequest;

/** Typed into the Other field of the first card, then into the free-text field, as a person does. */
async function answerRelease(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: PROMPT });
  await tap(canvas.getByRole('radio', { name: 'Other' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your own answer for Target' }), 'Canary, 5% of traffic');
  const name = canvas.getByRole('textbox', { name: 'Your answer for Name' });
  await userEvent.click(name);
  await userEvent.type(name, 'Blue Heron');
  await expect(name).toHaveValue('Blue Heron');
  await expectTouchTargets(canvasElement);
}

/**
 * A question with no options (the OpenClaw gateway's `question.request` allows them): a labelled
 * text field is the answer, with the Other field's keys (Enter goes on, Shift+Enter adds a line).
 */
export const FreeText: Story = {
  args: { request: releaseRequest, promptId: 'call_free_text' },
  play: async ({ canvasElement }) => answerRelease(canvasElement),
};

/** The same, dark. */
export const FreeTextDark: Story = {
  args: { request: releaseRequest, promptId: 'call_free_text_dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => answerRelease(canvasElement),
};
