import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionDock, messagesTh, realClock, type Clock, type QuestionStore } from '../src/index';
import { arabicRequest, chatTextAr, messagesAr } from './support/arabic';
import { ChatFrame, chatTextTh, storeArgs, type ChatRequestArgs } from './support/Chat';
import {
  deployAnswered,
  deployRequest,
  descriptionsRequest,
  failOnce,
  fixedClock,
  invalidRequest,
  longRequest,
  makeStore,
  manualClock,
  multiRequest,
  neverSettles,
  recommendedRequest,
  singleRequest,
  thaiRequest,
} from './support/fixtures';
import { expectVisible, clickSubmit } from './support/play';

const PROMPT = 'Question from the agent';
const summaryOf = (canvas: ReturnType<typeof within>) => canvas.findByRole('group', { name: 'Answer summary' });

const meta = {
  title: 'Components/QuestionDock',
  // The request form of the dock: every story's args are a raw request and the page around it.
  component: QuestionDock as ComponentType<ChatRequestArgs>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The dock pinned above the chat composer. Expanded, it replaces the composer (kept mounted, so its draft survives); collapsed, a mini bar sits above the composer. Every story has a fixed clock unless it is about time, and drops the summary into the timeline when the prompt ends.',
      },
    },
  },
  args: {
    request: deployRequest,
    promptId: 'call_deploy',
    clock: fixedClock(),
    onResolve: fn(),
    intro: 'Build 1.4.0 passed. Before I deploy it, I need a few decisions from you.',
    draft: '',
  },
  render: (args) => <ChatFrame {...args} />,
} satisfies Meta<ChatRequestArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// States

/** One question, a radio group plus the "Other" field; no stepper for a single question. */
export const SingleSelect: Story = {
  args: { request: singleRequest, promptId: 'call_db', intro: 'I am setting up the new billing service.' },
};

/** A checkbox group: options and the Other text combine. */
export const MultiSelect: Story = {
  args: { request: multiRequest, promptId: 'call_platforms', intro: 'The release notes are drafted.' },
};

/** Three questions, one at a time, with the "2/3" stepper; the first is already answered. */
export const ThreeQuestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Staging/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectVisible(canvas.getByText('2/3'));
    await expect(canvas.getByRole('button', { name: 'Question 1 of 3: Target' })).toHaveAttribute(
      'data-state',
      'answered',
    );
  },
};

/** Option descriptions sit under their labels and describe the control (`aria-describedby`). */
export const WithDescriptions: Story = {
  args: { request: descriptionsRequest, promptId: 'call_auth', intro: 'The admin area is ready for sign-in.' },
};

/** " (Recommended)" becomes a badge; the value sent back is still the full label. */
export const Recommended: Story = {
  args: { request: recommendedRequest, promptId: 'call_migration', intro: 'The orders table needs a new column.' },
};

/** A long question and long labels wrap; nothing is clipped or truncated. */
export const LongText: Story = {
  args: { request: longRequest, promptId: 'call_refactor', intro: 'I read through payments/processor.ts.' },
};

function CollapsedDemo(args: ChatRequestArgs) {
  const [store] = useState(() => {
    const s = makeStore(deployRequest, { promptId: 'call_deploy', clock: args.clock ?? realClock });
    s.select('deploy_target', 'Staging (Recommended)');
    s.next();
    s.collapse();
    return s;
  });
  return <ChatFrame {...storeArgs(args)} store={store} />;
}

/** A store prepared by `prepare` (answers, a step, the review, a pending Skip), shown in the chat. */
function PreparedDemo({ prepare, ...args }: ChatRequestArgs & { prepare: (store: QuestionStore) => void }) {
  const [store] = useState(() => {
    const s = makeStore(args.request ?? deployRequest, {
      promptId: args.promptId ?? 'call_deploy',
      clock: args.clock ?? realClock,
    });
    prepare(s);
    return s;
  });
  return <ChatFrame {...storeArgs(args)} store={store} />;
}

/** Answers every question with its first option (the last multi-select one with an own answer too). */
function answerAll(store: QuestionStore, other = 'smoke test on canary') {
  for (const q of store.getState().request.questions) {
    if (q.multiSelect) {
      store.toggle(q.id, q.options[0]!.label);
      store.setOther(q.id, other);
    } else store.select(q.id, q.options[0]!.label);
  }
}

/** Renders the chat with every question answered and the review step open. */
const reviewing = (args: ChatRequestArgs) => (
  <PreparedDemo
    {...args}
    prepare={(s) => {
      answerAll(s);
      s.review();
    }}
  />
);

/** The review step of a 2-3 question prompt: every answer at a glance, a row (or its digit) reopens it. */
export const ReviewStep: Story = {
  render: reviewing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.getByText('Check your answers'));
    await expect(canvas.getByRole('button', { name: /^Checks Lint, smoke test on canary/ })).toHaveAttribute(
      'aria-keyshortcuts',
      '2',
    );
  },
};

/** The review step in Thai. */
export const ReviewStepThai: Story = {
  args: { request: thaiRequest, promptId: 'call_deploy_th', messages: messagesTh, text: chatTextTh },
  render: reviewing,
};

/** The review step right to left, in Arabic. */
export const ReviewStepRightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { request: arabicRequest, promptId: 'call_deploy_ar', messages: messagesAr, text: chatTextAr },
  render: reviewing,
};

/** Skip on a partly answered prompt asks once, with "Keep answering" focused. */
export const SkipAsksFirst: Story = {
  render: (args) => (
    <PreparedDemo
      {...args}
      prepare={(s) => {
        s.select('deploy_target', 'Staging (Recommended)');
        s.askSkip();
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Skip all questions?');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Keep answering' })).toHaveFocus());
  },
};

/** "Other" chosen: the last option row, checked, its field open inline. */
export const OtherChosen: Story = {
  render: (args) => (
    <PreparedDemo {...args} prepare={(s) => s.setOther('deploy_target', 'Canary first, then production')} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Other' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Keyboard focus rings the whole option card; each option shows its digit. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('radio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Production' })).toHaveFocus());
  },
};

/** Collapsed into the mini bar: the composer is back, with its draft; the bar restores the panel. */
export const Collapsed: Story = {
  args: { draft: 'Also bump the changelog before you deploy' },
  render: (args) => <CollapsedDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Also bump the changelog before you deploy',
    );
    await expect(canvas.getByRole('button', { name: 'Show question' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The transport never settles: Submit turns into a disabled "Sending…". */
export const Submitting: Story = {
  args: {
    request: singleRequest,
    promptId: 'call_db',
    send: neverSettles,
    intro: 'I am setting up the new billing service.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PostgreSQL' }));
    await clickSubmit(canvas);
    const sending = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onResolve).not.toHaveBeenCalled();
  },
};

function FailOnceDemo(args: ChatRequestArgs) {
  const [submit] = useState(() => failOnce());
  return <ChatFrame {...args} send={submit} />;
}

/** The transport fails: the answers are kept and the alert offers "Try again". */
export const SubmitFailed: Story = {
  args: { request: singleRequest, promptId: 'call_db', intro: 'I am setting up the new billing service.' },
  render: (args) => <FailOnceDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PostgreSQL' }));
    await clickSubmit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not send your answer: the connection to the agent dropped.');
    await expectVisible(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByRole('radio', { name: 'PostgreSQL' })).toBeChecked();
    await expect(args.onResolve).not.toHaveBeenCalled();
  },
};

function NearExpiryDemo(args: ChatRequestArgs) {
  // Real time, 63 s ahead: the countdown turns urgent and announces "One minute left" within seconds.
  const [expiresAt] = useState(() => Date.now() + 63_000);
  return <ChatFrame {...args} clock={realClock} expiresAt={expiresAt} />;
}

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

function ExpiredDemo(args: ChatRequestArgs) {
  const [clock] = useState(() => manualClock());
  return (
    <ChatFrame
      {...args}
      clock={clock}
      controls={
        <button type="button" className="demo-button" onClick={() => clock.advance(300_000)}>
          Jump 5 minutes ahead
        </button>
      }
    />
  );
}

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

function SleepingTabDemo(args: ChatRequestArgs) {
  // A clock whose timers never fire, like a throttled background tab; the button moves time on.
  const [clock] = useState(() => {
    let now = fixedClock().now();
    const c: Clock & { sleep(ms: number): void } = {
      now: () => now,
      setTimeout: () => 0,
      clearTimeout: () => {},
      sleep: (ms) => {
        now += ms;
      },
    };
    return c;
  });
  return (
    <ChatFrame
      {...args}
      clock={clock}
      controls={
        <button type="button" className="demo-button" onClick={() => clock.sleep(301_000)}>
          Sleep the tab past the deadline
        </button>
      }
    />
  );
}

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

function ExternalDemo(args: ChatRequestArgs & { ending: 'cancelled' | 'elsewhere' }) {
  const { ending, ...rest } = args;
  const [store] = useState(() => makeStore(deployRequest, { promptId: 'call_deploy', clock: args.clock ?? realClock }));
  return (
    <ChatFrame
      {...storeArgs(rest)}
      store={store}
      controls={
        ending === 'cancelled' ? (
          <button type="button" className="demo-button" onClick={() => store.cancel()}>
            End the agent run
          </button>
        ) : (
          <button type="button" className="demo-button" onClick={() => store.resolveExternally(deployAnswered)}>
            Answer in another tab
          </button>
        )
      }
    />
  );
}

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

/** Every string from `messagesTh`, with Thai questions. */
export const Thai: Story = {
  args: {
    request: thaiRequest,
    promptId: 'call_deploy_th',
    messages: messagesTh,
    text: chatTextTh,
    intro: 'บิลด์ 1.4.0 ผ่านแล้ว ก่อนดีพลอยขอให้คุณช่วยตัดสินใจสักสองสามข้อ',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /สเตจจิง/ }));
    await expectVisible(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expectVisible(canvas.getByText('แนะนำ'));
  },
};

/**
 * Right to left (the `dir` toolbar global), in Arabic: logical properties mirror the whole dock.
 * The strings are a `messages` object of the story's own; the library ships English and Thai.
 */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    request: arabicRequest,
    promptId: 'call_deploy_ar',
    messages: messagesAr,
    text: chatTextAr,
    intro: 'نجح بناء الإصدار 1.4.0. قبل النشر أحتاج منك إلى بعض القرارات.',
    draft: 'وحدّث سجل التغييرات أيضًا',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole('radio', { name: /بيئة الاختبار/ });
    await userEvent.click(radio);
    // The single-select rows run right to left too: the control sits at the start (right) of its row.
    const label = canvasElement.querySelector(`label[for="${radio.id}"]`);
    await expect(radio.getBoundingClientRect().left).toBeGreaterThan(label?.getBoundingClientRect().right ?? Infinity);
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'اختبارات الوحدات' }));
    await expect(canvas.getByText('2/3')).toBeInTheDocument();
  },
};

/** The dark theme (`data-theme="dark"` on an ancestor, or the system preference). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Staging/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lint' }));
  },
};

/** A request that does not normalize shows a structured alert (path, message) instead of throwing. */
export const InvalidRequest: Story = {
  args: { request: invalidRequest, promptId: 'call_bad', intro: 'Let me ask you something.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 }); // loaded on demand (a cold dev server transforms it first)
    await expect(alert).toHaveTextContent('This question from the agent cannot be shown:');
    await expect(within(alert).getAllByRole('listitem').length).toBeGreaterThan(2);
    await expectVisible(canvas.getByRole('textbox', { name: 'Message' }));
  },
};

// ---------------------------------------------------------------------------------------------
// Behaviour (play functions)

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
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Android' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Web' }));
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
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Lint' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'E2E' }));
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
  },
};

/** Escape collapses the panel (it never skips); focus returns to the composer. */
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
