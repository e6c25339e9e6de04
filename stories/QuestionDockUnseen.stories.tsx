// A prompt nobody sees, and answers a prompt ended without sending: the
// title marker while the page is hidden, and "Not sent" answers handed back as a message draft.
// (One "Components/QuestionDock" entry with the other QuestionDock story files.)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AnswerSummary, messagesTh, pageAttention, QuestionDock, type AnswerSummaryData } from '../src/index';
import { chatText, chatTextTh, Composer, Message, StoryControls, type ChatRequestArgs } from './support/Chat';
import { dockMeta, PROMPT } from './support/dock-stories';
import { manualClock, thaiRequest } from './support/fixtures';

/** The title counts the waiting prompt while the page is hidden. */
const attention = pageAttention();

const meta = {
  title: 'Components/QuestionDock',
  tags: ['autodocs'],
  ...dockMeta,
} satisfies Meta<ChatRequestArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page as the story shows it: whether it is hidden, set by the story controls the way a browser
 * reports a background tab (`document.hidden` and a `visibilitychange` event).
 */
function usePageVisibility() {
  const [hidden, setHiddenState] = useState(false);
  useEffect(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, [hidden]);
  useEffect(
    () => () => {
      Reflect.deleteProperty(document, 'hidden');
      document.dispatchEvent(new Event('visibilitychange'));
    },
    [],
  );
  return [hidden, setHiddenState] as const;
}

/** The document title, read live (the story's frame is a page of its own). */
function useDocumentTitle() {
  const [title, setTitle] = useState(document.title);
  useEffect(() => {
    const observer = new MutationObserver(() => setTitle(document.title));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return title;
}

function AttentionDemo(args: ChatRequestArgs) {
  const [hidden, setHidden] = usePageVisibility();
  const title = useDocumentTitle();
  useEffect(() => {
    const before = document.title;
    document.title = 'Release chat';
    return () => {
      document.title = before;
    };
  }, []);
  const thai = args.messages === messagesTh;
  const text = thai ? chatTextTh : chatText;
  return (
    <div className="demo-chat">
      <StoryControls>
        <button type="button" className="demo-button" onClick={() => setHidden(!hidden)}>
          {hidden ? 'Come back to the tab' : 'Switch to another tab'}
        </button>
      </StoryControls>
      <p className="demo-tab" aria-label="Browser tab title" data-state={hidden ? 'hidden' : 'visible'}>
        {title}
      </p>
      <ol className="demo-timeline" aria-label={text.conversation}>
        <Message from="agent" text={text}>
          {args.intro}
        </Message>
      </ol>
      <QuestionDock
        request={args.request}
        promptId={args.promptId}
        messages={args.messages}
        attention={attention}
        composer={<Composer text={text} />}
      />
    </div>
  );
}

/**
 * `attention`: while the prompt waits and the page is hidden, the document title counts it
 * ("(1 question) Release chat"); it comes back exactly when the person returns. The story's tab line
 * shows the real `document.title`; the control hides the page as a background tab would.
 */
export const TitleWhileHidden: Story = {
  args: { intro: 'Build 1.4.0 passed. Before I deploy it, I need a few decisions from you.' },
  render: (args) => <AttentionDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByLabelText('Browser tab title');
    await waitFor(() => expect(tab).toHaveTextContent(/^Release chat$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to another tab' }));
    await waitFor(() => expect(tab).toHaveTextContent('(1 question) Release chat'));
    await userEvent.click(canvas.getByRole('button', { name: 'Come back to the tab' }));
    await waitFor(() => expect(tab).toHaveTextContent(/^Release chat$/));
    // Hidden again, for the screenshot: the marker is what the person sees on the tab.
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to another tab' }));
    await waitFor(() => expect(tab).toHaveTextContent('(1 question) Release chat'));
  },
};

/** The same in Thai. */
export const TitleWhileHiddenThai: Story = {
  args: { request: thaiRequest, messages: messagesTh, intro: 'ก่อนดีพลอย ขอถามคุณสองสามข้อ' },
  render: (args) => <AttentionDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to another tab' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Browser tab title')).toHaveTextContent('(1 คำถามรอคำตอบ) Release chat'),
    );
  },
};

function UnsentDemo(args: ChatRequestArgs) {
  const [clock] = useState(() => manualClock());
  const [summaries, setSummaries] = useState<readonly AnswerSummaryData[]>([]);
  const [draft, setDraft] = useState('');
  const text = args.messages === messagesTh ? chatTextTh : chatText;
  return (
    <div className="demo-chat">
      <StoryControls>
        <button type="button" className="demo-button" onClick={() => clock.advance(300_000)}>
          Jump 5 minutes ahead
        </button>
      </StoryControls>
      <ol className="demo-timeline" aria-label={text.conversation}>
        <Message from="agent" text={text}>
          {args.intro}
        </Message>
        {summaries.map((summary, i) => (
          <li key={i}>
            <AnswerSummary summary={summary} messages={args.messages} onUseDraft={setDraft} />
          </li>
        ))}
      </ol>
      <QuestionDock
        request={args.request}
        promptId={args.promptId}
        clock={clock}
        messages={args.messages}
        composer={<Composer text={text} value={draft} onValueChange={setDraft} />}
        onResolve={(_result, _resolution, summary) => setSummaries((s) => [...s, summary])}
      />
    </div>
  );
}

/**
 * The deadline passes while the person is halfway: what they picked and typed stays in the
 * timeline, marked "Not sent", and "Use as message" puts it into the composer as a draft.
 */
export const UnsentAnswers: Story = {
  args: { promptId: 'call_unsent' },
  render: (args) => <UnsentDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Staging/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Lint/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Jump 5 minutes ahead' }));
    const summary = await canvas.findByRole('group', { name: 'Answer summary' });
    await expect(summary).toHaveTextContent('Expired · Not sent');
    await expect(canvas.queryByRole('region', { name: PROMPT })).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Use as message' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
        'My answers:\nTarget: Staging\nChecks: Lint',
      ),
    );
  },
};
