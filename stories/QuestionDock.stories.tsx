// The states of the dock (one "Components/QuestionDock" entry with QuestionDockEndings.stories.tsx,
// how a prompt ends, and QuestionDockPlay.stories.tsx, the behaviours a person relies on).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messagesTh } from '../src/index';
import { arabicRequest, chatTextAr, messagesAr } from './support/arabic';
import { chatTextTh, type ChatRequestArgs } from './support/Chat';
import { CollapsedDemo, dockMeta, FailOnceDemo, PreparedDemo, reviewing } from './support/dock-stories';
import {
  descriptionsRequest,
  invalidRequest,
  longRequest,
  multiRequest,
  neverSettles,
  recommendedRequest,
  singleRequest,
  thaiRequest,
} from './support/fixtures';
import { expectVisible, clickSubmit } from './support/play';

const meta = {
  title: 'Components/QuestionDock',
  tags: ['autodocs'],
  ...dockMeta,
} satisfies Meta<ChatRequestArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/**
 * A call the model is still writing (`streaming`): the question and the options complete so far,
 * read-only, above the composer; the dock becomes the prompt when the input is complete.
 */
export const Streaming: Story = {
  args: {
    request: {
      questions: [
        {
          id: 'deploy_target',
          header: 'Target',
          question: 'Where should I deploy build 1.4.0?',
          options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Prod' }],
        },
      ],
    },
    streaming: true,
    promptId: 'call_streaming',
    intro: 'The build passed. One decision before I deploy.',
  },
  play: async ({ canvasElement }) => {
    const dock = await within(canvasElement).findByRole('region', { name: 'Question from the agent' });
    await expectVisible(within(dock).getByText('The agent is still writing this question…'));
    await expect(within(dock).queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** " (Recommended)" becomes a badge; the value sent back is still the full label. */
export const Recommended: Story = {
  args: { request: recommendedRequest, promptId: 'call_migration', intro: 'The orders table needs a new column.' },
};

/** A long question and long labels wrap; nothing is clipped or truncated. */
export const LongText: Story = {
  args: { request: longRequest, promptId: 'call_refactor', intro: 'I read through payments/processor.ts.' },
};

/** The review step of a 2-3 question prompt: every answer at a glance, a row (or its digit) reopens it. */
export const ReviewStep: Story = {
  render: reviewing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(await canvas.findByText('Check your answers'));
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

/** The transport never settles: the mini bar says "Sending…" and the composer is the person's again. */
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
    const sending = await canvas.findByText('Sending…');
    await expect(sending.closest('[role="status"]')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expect(args.onResolve).not.toHaveBeenCalled();
  },
};

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
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'اختبارات الوحدات' }));
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
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Lint' }));
  },
};

/** A request that does not normalize shows a structured alert (path, message) instead of throwing. */
export const InvalidRequest: Story = {
  args: { request: invalidRequest, promptId: 'call_bad', intro: 'Let me ask you something.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This question from the agent cannot be shown:');
    await expect(within(alert).getAllByRole('listitem').length).toBeGreaterThan(2);
    await expectVisible(canvas.getByRole('textbox', { name: 'Message' }));
  },
};
