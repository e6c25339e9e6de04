import { useChat } from '@ai-sdk/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  lastAssistantMessageIsCompleteWithToolCalls,
  type ChatTransport,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import { useState } from 'react';
import {
  AskUserDock,
  AskUserSummary,
  findPendingAskUser,
  isAskUserPart,
  type AddAskUserOutput,
  type AskUserPart,
} from '../../src/ai-sdk/index';
import { messagesTh, type AnswerSummaryData } from '../../src/index';

const askUserInput = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should this deploy go?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run first?',
      multiSelect: true,
      options: [{ label: 'Unit' }, { label: 'E2E' }],
    },
  ],
};

/** A conversation where the model has just called `ask_user` (a client-side tool: no execute on the server). */
function conversation(state: 'input-available' | 'input-streaming' = 'input-available'): UIMessage[] {
  return [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Deploy the release' }] },
    {
      id: 'a1',
      role: 'assistant',
      parts: [
        { type: 'step-start' },
        { type: 'tool-ask_user', toolCallId: 'call_1', state, input: askUserInput } as UIMessage['parts'][number],
      ],
    },
  ];
}

/** A transport that records what the chat sends back and answers with one short text. */
function recordingTransport() {
  const sent: UIMessage[][] = [];
  const transport: ChatTransport<UIMessage> = {
    async sendMessages({ messages }) {
      // A chat that keeps resubmitting would be a bug: fail loudly instead of looping.
      if (sent.length >= 3) throw new Error('the chat resubmitted too often');
      sent.push(structuredClone(messages));
      const chunks: UIMessageChunk[] = [
        { type: 'start' },
        { type: 'start-step' },
        { type: 'text-start', id: 't1' },
        { type: 'text-delta', id: 't1', delta: 'Deploying to production.' },
        { type: 'text-end', id: 't1' },
        { type: 'finish-step' },
        { type: 'finish' },
      ];
      return new ReadableStream<UIMessageChunk>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
    },
    reconnectToStream: async () => null,
  };
  return { transport, sent };
}

function Chat({
  transport,
  onAddToolOutput,
  start = conversation(),
}: {
  transport: ChatTransport<UIMessage>;
  /** Sees every addToolOutput call first; a throw or a rejection from it is the host's addToolOutput failing. */
  onAddToolOutput: (options: unknown) => unknown;
  start?: UIMessage[];
}) {
  const [initial] = useState(start);
  const { messages, addToolOutput } = useChat({
    messages: initial,
    transport,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  // The dock's own summaries, by call: they alone tell skipped, expired and cancelled apart.
  const [summaries, setSummaries] = useState<ReadonlyMap<string, AnswerSummaryData>>(new Map());
  const [draft, setDraft] = useState('');
  // useChat's own addToolOutput fits the recipe's prop as is (the README passes it directly).
  const forward: AddAskUserOutput = addToolOutput;
  return (
    <main>
      <ol aria-label="Timeline">
        {messages.map((m) => (
          <li key={m.id}>
            {m.parts.map((part, i) =>
              part.type === 'text' ? (
                <p key={i}>{part.text}</p>
              ) : isAskUserPart(part) ? (
                <AskUserSummary key={i} part={part} summary={summaries.get(part.toolCallId)} />
              ) : null,
            )}
          </li>
        ))}
      </ol>
      <AskUserDock
        chat={{
          messages,
          addToolOutput: (options) => {
            // A throw here is the host's addToolOutput throwing; a rejection, its promise rejecting.
            const before = onAddToolOutput(options);
            return Promise.resolve(before).then(() => forward(options));
          },
        }}
        onResolve={(_result, _resolution, summary, toolCallId) =>
          setSummaries((previous) => new Map(previous).set(toolCallId, summary))
        }
        composer={<textarea aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />}
      />
    </main>
  );
}

describe('given an assistant message with a pending ask_user call', () => {
  it('shows the dock and gives addToolOutput the exact tool result, then the chat continues', async () => {
    const user = userEvent.setup();
    const { transport, sent } = recordingTransport();
    const onAddToolOutput = vi.fn();
    render(<Chat transport={transport} onAddToolOutput={onAddToolOutput} />);

    await user.click(await screen.findByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'E2E' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unit' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const output = {
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['E2E', 'Unit'] } },
    };
    expect(onAddToolOutput).toHaveBeenCalledTimes(1);
    expect(onAddToolOutput).toHaveBeenCalledWith({ tool: 'ask_user', toolCallId: 'call_1', output });

    // The real useChat recorded the output on the part and sent the conversation back.
    await waitFor(() => expect(sent).toHaveLength(1));
    const toolPart = sent[0]?.at(-1)?.parts.find((p) => p.type === 'tool-ask_user');
    expect(toolPart).toMatchObject({ state: 'output-available', toolCallId: 'call_1', output });
    expect(await screen.findByText('Deploying to production.')).toBeInTheDocument();

    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    const summary = within(screen.getByRole('list', { name: 'Timeline' })).getByRole('group', {
      name: 'Answer summary',
    });
    expect(summary).toHaveTextContent('Deploy: Production');
    expect(summary).toHaveTextContent('Checks: E2E, Unit');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  it('sends no_answer when the person skips, and the timeline says Skipped', async () => {
    const user = userEvent.setup();
    const { transport } = recordingTransport();
    const onAddToolOutput = vi.fn();
    render(<Chat transport={transport} onAddToolOutput={onAddToolOutput} />);

    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(onAddToolOutput).toHaveBeenCalledWith({
      tool: 'ask_user',
      toolCallId: 'call_1',
      output: { status: 'no_answer' },
    });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Skipped'));
  });
});

describe('given an addToolOutput that fails', () => {
  it('says the answer was not sent and sends the same answer on Try again', async () => {
    const user = userEvent.setup();
    const { transport, sent } = recordingTransport();
    const onAddToolOutput = vi.fn().mockRejectedValueOnce(new Error('the chat is offline'));
    render(<Chat transport={transport} onAddToolOutput={onAddToolOutput} />);

    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'E2E' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send your answer: the chat is offline. Your answers are kept; try again.',
    );
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const output = { status: 'answered', answers: { answers: { deploy_target: ['Production'], checks: ['E2E'] } } };
    expect(onAddToolOutput).toHaveBeenCalledTimes(2);
    expect(onAddToolOutput).toHaveBeenLastCalledWith({ tool: 'ask_user', toolCallId: 'call_1', output });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Deploying to production.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Checks: E2E');
  });

  it('says so when addToolOutput throws at once, and Skip is sent again on Try again', async () => {
    const user = userEvent.setup();
    const { transport, sent } = recordingTransport();
    const onAddToolOutput = vi.fn().mockImplementationOnce(() => {
      throw new Error('not ready');
    });
    render(<Chat transport={transport} onAddToolOutput={onAddToolOutput} />);

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your answer: not ready.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onAddToolOutput).toHaveBeenLastCalledWith({
      tool: 'ask_user',
      toolCallId: 'call_1',
      output: { status: 'no_answer' },
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Skipped'));
  });
});

describe('given an answer addToolOutput refused, and then a reload', () => {
  it('asks the call again (it is still waiting in the chat), and the new answer reaches the model', async () => {
    const user = userEvent.setup();
    const first = recordingTransport();
    const refused = vi.fn().mockRejectedValue(new Error('the chat is offline'));
    const page = render(<Chat transport={first.transport} onAddToolOutput={refused} />);
    await user.click(await screen.findByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'E2E' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your answer');
    page.unmount();

    // The reload: the chat's messages still hold the call waiting; the tab's storage is the same.
    const second = recordingTransport();
    const accepted = vi.fn();
    render(<Chat transport={second.transport} onAddToolOutput={accepted} />);
    await user.click(await screen.findByRole('radio', { name: /^Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'E2E' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const output = {
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging (Recommended)'], checks: ['E2E'] } },
    };
    expect(accepted).toHaveBeenCalledWith({ tool: 'ask_user', toolCallId: 'call_1', output });
    await waitFor(() => expect(second.sent).toHaveLength(1));
    expect(first.sent).toHaveLength(0);
  });
});

describe('given a waiting call whose input passes the schema but is no valid request', () => {
  // The JSON Schema cannot say "labels unique, case-insensitively": the model's call arrives as input-available.
  const duplicateLabels = {
    questions: [{ id: 'env', header: 'Env', question: 'Which one?', options: [{ label: 'Yes' }, { label: 'yes ' }] }],
  };

  it('gives the agent the structured error as the tool output, and the chat goes on', async () => {
    const { transport, sent } = recordingTransport();
    const onAddToolOutput = vi.fn();
    const start = conversation();
    start[1] = {
      id: 'a1',
      role: 'assistant',
      parts: [
        { type: 'step-start' },
        { type: 'tool-ask_user', toolCallId: 'call_9', state: 'input-available', input: duplicateLabels },
      ] as UIMessage['parts'],
    };
    render(<Chat transport={transport} onAddToolOutput={onAddToolOutput} start={start} />);

    await waitFor(() => expect(sent).toHaveLength(1));
    const errorText =
      'Invalid ask_user request: questions[0].options[1].label: "yes" repeats questions[0].options[0].label (labels are compared trimmed and case-insensitively)';
    expect(onAddToolOutput).toHaveBeenCalledTimes(1);
    expect(onAddToolOutput).toHaveBeenCalledWith({
      tool: 'ask_user',
      toolCallId: 'call_9',
      state: 'output-error',
      errorText,
    });
    expect(sent[0]?.at(-1)?.parts.find((p) => p.type === 'tool-ask_user')).toMatchObject({
      state: 'output-error',
      errorText,
    });
    expect(await screen.findByText('Deploying to production.')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByRole('alert')).toHaveTextContent(`This question could not be asked: ${errorText}`);
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
});

describe('given an ask_user part that is not waiting for the person', () => {
  it('shows the call read-only while its input streams: nothing to pick, type or send', async () => {
    const onAddToolOutput = vi.fn();
    render(
      <AskUserDock
        chat={{ messages: conversation('input-streaming'), addToolOutput: onAddToolOutput, status: 'streaming' }}
        composer={<textarea aria-label="Message" />}
      />,
    );

    const dock = await screen.findByRole('region', { name: 'Question from the agent' });
    expect(dock).toHaveTextContent('Where should this deploy go?');
    expect(dock).toHaveTextContent('The agent is still writing this question…');
    expect(within(dock).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dock).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(onAddToolOutput).not.toHaveBeenCalled();
  });

  it('shows no empty header or empty option list before the first of them arrives', async () => {
    const justStarted = conversation('input-streaming');
    const part = justStarted[1]?.parts[1] as AskUserPart;
    justStarted[1] = {
      ...justStarted[1]!,
      parts: [{ ...part, input: { questions: [{ id: 'deploy_target' }] } }],
    } as UIMessage;
    render(
      <AskUserDock
        chat={{ messages: justStarted, addToolOutput: vi.fn(), status: 'streaming' }}
        composer={<textarea aria-label="Message" />}
      />,
    );

    const dock = await screen.findByRole('region', { name: 'Question from the agent' });
    expect(dock).toHaveTextContent(/^The agent is still writing this question…$/);
    // A screen reader would say "list, 0 items" for an option list with nothing in it yet.
    expect(within(dock).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a call the chat stopped writing was stopped, and Dismiss closes it', async () => {
    const user = userEvent.setup();
    render(
      <AskUserDock
        chat={{ messages: conversation('input-streaming'), addToolOutput: vi.fn(), status: 'ready' }}
        composer={<textarea aria-label="Message" />}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The agent stopped before it finished this question.');
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  it('finds the oldest waiting call, and a streaming one only in the last message', () => {
    const streamingEarlier = [...conversation('input-streaming'), { id: 'u2', role: 'user', parts: [] } as UIMessage];
    expect(findPendingAskUser(streamingEarlier)).toBeUndefined();
    expect(findPendingAskUser(conversation('input-available'))?.toolCallId).toBe('call_1');
  });

  it('shows a call that ended in an error as an alert in the timeline', () => {
    const failed: AskUserPart = {
      type: 'tool-ask_user',
      toolCallId: 'call_1',
      state: 'output-error',
      input: askUserInput,
      errorText: 'Invalid input for tool ask_user',
    };
    render(<AskUserSummary part={failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This question could not be asked: Invalid input for tool ask_user',
    );
  });

  it('rebuilds the summary from the call after a reload', () => {
    const answered: AskUserPart = {
      type: 'tool-ask_user',
      toolCallId: 'call_1',
      state: 'output-available',
      input: askUserInput,
      output: { status: 'answered', answers: { answers: { deploy_target: ['Production'], checks: ['Unit'] } } },
    };
    const declined: AskUserPart = { ...answered, toolCallId: 'call_2', output: { status: 'no_answer' } };
    render(
      <>
        <AskUserSummary part={answered} />
        <AskUserSummary part={declined} />
      </>,
    );

    const [first, second] = screen.getAllByRole('group', { name: 'Answer summary' });
    expect(first).toHaveTextContent('Deploy: Production');
    expect(first).toHaveTextContent('Checks: Unit');
    expect(first).not.toHaveTextContent('You answered');
    // The result alone cannot say skipped, expired or cancelled: "No answer", then what was asked.
    expect(second).toHaveTextContent(/^No answer/);
    expect(second).toHaveAttribute('data-state', 'no_answer');
    expect(second).not.toHaveTextContent(/Skipped|Expired|Cancelled/);
  });
});

describe('given the words in Thai (`messages`, as the dock takes them)', () => {
  it('the dock, its notices and the timeline all speak Thai', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <AskUserDock
        chat={{ messages: conversation(), addToolOutput: vi.fn() }}
        messages={messagesTh}
        composer={<textarea aria-label="Message" />}
      />,
    );
    expect(await screen.findByRole('button', { name: 'ข้าม' })).toBeVisible();

    rerender(
      <AskUserDock
        chat={{ messages: conversation('input-streaming'), addToolOutput: vi.fn(), status: 'ready' }}
        messages={messagesTh}
        composer={<textarea aria-label="Message" />}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('เอเจนต์หยุดก่อนเขียนคำถามนี้เสร็จ');
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const declined: AskUserPart = {
      type: 'tool-ask_user',
      toolCallId: 'call_2',
      state: 'output-available',
      input: askUserInput,
      output: { status: 'no_answer' },
    };
    rerender(<AskUserSummary part={declined} messages={messagesTh} />);
    expect(screen.getByRole('group', { name: 'สรุปคำตอบ' })).toHaveTextContent(/^ไม่มีคำตอบ/);
  });
});
