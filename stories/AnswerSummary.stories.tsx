import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnswerSummary, messagesTh, summarizeToolCall, type AnswerSummaryData } from '../src/index';
import { chatText, chatTextTh, Message } from './support/Chat';
import './support/chat.css';
import { expectVisible } from './support/play';

const items = (answers: readonly (readonly string[])[]): AnswerSummaryData['items'] =>
  [
    { id: 'deploy_target', header: 'Target', question: 'Where should I deploy build 1.4.0?' },
    { id: 'checks', header: 'Checks', question: 'Which checks should run before the deploy?' },
    { id: 'notify', header: 'Notify', question: 'Who should hear when it is done?' },
  ].map((item, i) => ({ ...item, answers: answers[i] ?? [] }));

const answered: AnswerSummaryData = {
  status: 'answered',
  source: 'user',
  items: items([['Staging (Recommended)'], ['Lint', 'E2E', 'smoke test on canary'], ['The team channel']]),
};
const elsewhere: AnswerSummaryData = { ...answered, source: 'elsewhere' };
const skipped: AnswerSummaryData = { status: 'skipped', source: 'user', items: items([]) };
const expired: AnswerSummaryData = { status: 'expired', source: 'timeout', items: items([]) };
const cancelled: AnswerSummaryData = { status: 'cancelled', source: 'cancelled', items: items([]) };
/** The deadline passed while the person was halfway: their answers stay, marked as not sent. */
const notSent: AnswerSummaryData = {
  ...expired,
  items: items([]).map((item, i) =>
    i === 0
      ? { ...item, unsent: ['Staging (Recommended)'] }
      : i === 1
        ? { ...item, unsent: ['Lint', 'smoke test on canary'] }
        : item,
  ),
};
const unavailable: AnswerSummaryData = { status: 'cancelled', source: 'unavailable', items: items([]) };
const thai: AnswerSummaryData = {
  status: 'answered',
  source: 'user',
  items: [
    { id: 'deploy_target', header: 'ปลายทาง', question: 'ควรดีพลอยบิลด์ 1.4.0 ไปที่ไหน', answers: ['สเตจจิง (Recommended)'] },
    { id: 'checks', header: 'การตรวจสอบ', question: 'ควรรันการตรวจสอบใดก่อนดีพลอย', answers: ['ลินต์', 'ทดสอบแบบ E2E'] },
    { id: 'notify', header: 'แจ้งเตือน', question: 'เมื่อเสร็จแล้วควรแจ้งใคร', answers: ['ช่องของทีม'] },
  ],
};

const meta = {
  title: 'Components/AnswerSummary',
  component: AnswerSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The compact record a prompt leaves in the chat timeline: "Header: answer" per question, and a status word when it was skipped, expired, cancelled or answered elsewhere. Never removed by time.',
      },
    },
  },
  args: { summary: answered },
  decorators: [
    (Story) => (
      <div className="demo-chat">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnswerSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Answer summary' });
    await expect(summary).toHaveTextContent('Target: Staging');
    await expect(summary).toHaveTextContent('Checks: Lint, E2E, smoke test on canary');
  },
};

export const AnsweredElsewhere: Story = {
  args: { summary: elsewhere },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).getByText('Answered elsewhere'));
  },
};

export const Skipped: Story = {
  args: { summary: skipped },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).getByText('Skipped'));
  },
};

export const Expired: Story = {
  args: { summary: expired },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).getByText('Expired'));
  },
};

export const Cancelled: Story = {
  args: { summary: cancelled },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).getByText('Cancelled'));
  },
};

/**
 * The prompt expired (or was cancelled) while the person had answered part of it: the answers stay,
 * marked "Not sent", and "Use as message" hands them over as a message draft (`onUseDraft`); the
 * mark then reads "Used as message".
 */
export const NotSent: Story = {
  args: { summary: notSent, onUseDraft: fn() },
  play: async ({ canvasElement, args }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Answer summary' });
    await expect(summary).toHaveTextContent('Expired · Not sent');
    await expect(summary).toHaveTextContent('Target: Staging');
    await userEvent.click(within(summary).getByRole('button', { name: 'Use as message' }));
    await waitFor(() =>
      expect(args.onUseDraft).toHaveBeenCalledWith('My answers:\nTarget: Staging\nChecks: Lint, smoke test on canary'),
    );
    // Taken as a message: "Not sent" is no longer what the box says.
    await expect(summary).toHaveTextContent('Expired · Used as message');
    await expect(summary).not.toHaveTextContent('Not sent');
  },
};

/** The gateway no longer knows the question (e.g. after a restart). */
export const NoLongerAvailable: Story = {
  args: { summary: unavailable },
};

export const Thai: Story = {
  args: { summary: thai, messages: messagesTh },
};

/** Every status as it sits in a timeline between chat messages. */
export const InTimeline: Story = {
  render: () => (
    <ol className="demo-timeline" aria-label="Conversation">
      <Message from="agent">Build 1.4.0 passed. Before I deploy it, I need a few decisions from you.</Message>
      {[answered, elsewhere, skipped, expired, notSent, cancelled, unavailable].map((summary, i) => (
        <li key={i}>
          <AnswerSummary summary={summary} onUseDraft={summary === notSent ? () => {} : undefined} />
        </li>
      ))}
      <li>
        <AnswerSummary summary={thai} messages={messagesTh} />
      </li>
      <Message from="user" text={chatText}>
        Thanks, go ahead.
      </Message>
      <Message from="agent" text={chatTextTh}>
        รับทราบ กำลังดีพลอยไปที่สเตจจิง
      </Message>
    </ol>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: /Answer summary|สรุปคำตอบ/ })).toHaveLength(8);
  },
};

/** An `ask_user` call's arguments and OpenClaw's result texts, as a chat's transcript keeps them. */
const deployCall = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should I deploy build 1.4.0?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run before the deploy?',
      multiSelect: true,
      options: [{ label: 'Lint' }, { label: 'E2E' }, { label: 'Unit' }],
    },
  ],
};
const answeredPayload = {
  status: 'answered',
  answers: { answers: { deploy_target: ['Production'], checks: ['Lint', 'smoke test on canary'] } },
};
const transcriptResults = [
  `Target: Production\nChecks: Lint, smoke test on canary\n\n${JSON.stringify(answeredPayload, null, 2)}`,
  `The question was cancelled; proceed with best judgment.\n\n${JSON.stringify({ status: 'no_answer' }, null, 2)}`,
  `No answer arrived; proceed with best judgment.\n\n${JSON.stringify({ status: 'no_answer' }, null, 2)}`,
];

/**
 * After a reload: summaries rebuilt from the transcript with `summarizeToolCall`. The text says the
 * answers but not who gave them (no "You answered"), "Cancelled" for a skip or a cancel, and "No
 * answer" when the time ran out: never a guess.
 */
export const RebuiltAfterReload: Story = {
  render: () => (
    <ol className="demo-timeline" aria-label="Conversation">
      <Message from="agent">Build 1.4.0 passed. Before I deploy it, I need a few decisions from you.</Message>
      {transcriptResults.map((text, i) => {
        const summary = summarizeToolCall(deployCall, [{ type: 'text', text }]);
        return <li key={i}>{summary && <AnswerSummary summary={summary} />}</li>;
      })}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    const summaries = within(canvasElement).getAllByRole('group', { name: 'Answer summary' });
    await expect(summaries.map((s) => s.textContent)).toEqual([
      'Target: ProductionChecks: Lint, smoke test on canary',
      'CancelledTarget, Checks',
      'No answerTarget, Checks',
    ]);
  },
};
