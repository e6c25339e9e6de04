import {
  AssistantRuntimeProvider,
  MessagePrimitive,
  ThreadPrimitive,
  useExternalStoreRuntime,
  type ThreadMessageLike,
} from '@assistant-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolResponse } from 'assistant-stream';
import { StrictMode, useState } from 'react';
import { AskUserToolUI, AskUserToolView, type AskUserToolProps } from '../../src/assistant-ui/index';
import { messagesTh } from '../../src/index';

const askUserArgs = {
  questions: [
    {
      id: 'plan',
      header: 'Plan',
      question: 'Which plan should I set up?',
      options: [{ label: 'Team (Recommended)', description: 'Up to 20 seats' }, { label: 'Solo' }],
    },
  ],
};

/** What assistant-ui hands a tool UI's `render`. */
type Part = AskUserToolProps['part'];

const answeredTeam = { status: 'answered', answers: { answers: { plan: ['Team (Recommended)'] } } };

/** The props the runtime passes a tool UI for a call that waits for the person. */
function waitingProps(addResult: Part['addResult']): Part {
  return {
    type: 'tool-call',
    toolCallId: 'call_42',
    toolName: 'ask_user',
    args: askUserArgs,
    argsText: JSON.stringify(askUserArgs),
    status: { type: 'requires-action', reason: 'tool-calls' },
    addResult,
    resume: () => {},
    respondToApproval: async () => {},
  } as Part;
}

describe('given the render function with the props the runtime passes', () => {
  it('shows the dock while the call waits and gives addResult the exact result, then the summary', async () => {
    const user = userEvent.setup();
    const addResult = vi.fn();
    const { rerender } = render(<AskUserToolView part={waitingProps(addResult)} />);

    await user.click(await screen.findByRole('radio', { name: /Team/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(addResult).toHaveBeenCalledTimes(1);
    expect(addResult).toHaveBeenCalledWith(answeredTeam);

    rerender(
      <AskUserToolView
        part={{ ...waitingProps(addResult), result: answeredTeam as never, status: { type: 'complete' } }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent(/Plan: Team$/);
  });

  it('keeps "Skipped" apart from other no_answer results in the summary', async () => {
    const user = userEvent.setup();
    const addResult = vi.fn();
    const { rerender } = render(<AskUserToolView part={waitingProps(addResult)} />);

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(addResult).toHaveBeenCalledWith({ status: 'no_answer' });
    rerender(
      <AskUserToolView
        part={{ ...waitingProps(addResult), result: { status: 'no_answer' }, status: { type: 'complete' } }}
      />,
    );

    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Skipped');
  });

  it('shows the call read-only while its arguments stream, with nothing to pick or send', async () => {
    const partial =
      '{"questions":[{"id":"plan","header":"Plan","question":"Which plan should I set up?","options":[{"label":"Team';
    render(
      <AskUserToolView
        part={{
          ...waitingProps(vi.fn()),
          args: {
            questions: [
              { id: 'plan', header: 'Plan', question: 'Which plan should I set up?', options: [{ label: 'Team' }] },
            ],
          },
          argsText: partial,
          status: { type: 'running' },
        }}
      />,
    );
    const dock = await screen.findByRole('region', { name: 'Question from the agent' });
    expect(dock).toHaveTextContent('Which plan should I set up?');
    expect(dock).toHaveTextContent('The agent is still writing this question…');
    expect(within(dock).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dock).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the run stopped before the arguments were complete', () => {
    render(
      <AskUserToolView
        part={{
          ...waitingProps(vi.fn()),
          argsText: '{"questions":[',
          status: { type: 'requires-action', reason: 'tool-calls' },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The agent stopped before it finished this question.');
  });

  it('shows an error result as an alert', () => {
    render(
      <AskUserToolView
        part={{ ...waitingProps(vi.fn()), result: 'tool failed' as never, isError: true, status: { type: 'complete' } }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This question could not be asked: tool failed');
  });

  it('reads an error result that is an object: its message, never "[object Object]" nor a crash', () => {
    const { rerender } = render(
      <AskUserToolView
        part={{
          ...waitingProps(vi.fn()),
          result: { message: 'The tool timed out' } as never,
          isError: true,
          status: { type: 'complete' },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^This question could not be asked: The tool timed out$/);

    // No prototype, so no toString: String() would throw in the middle of the thread's render.
    rerender(
      <AskUserToolView
        part={{
          ...waitingProps(vi.fn()),
          result: Object.create(null) as never,
          isError: true,
          status: { type: 'complete' },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^This question could not be asked: an unreadable error$/);
  });
});

describe('given a waiting call whose input is no valid request (five options)', () => {
  const five = {
    questions: [{ ...askUserArgs.questions[0]!, options: ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label })) }],
  };
  const fiveProps = (addResult: Part['addResult']): Part => ({
    ...waitingProps(addResult),
    args: five,
    argsText: JSON.stringify(five),
  });

  it("gives addResult assistant-ui's error result with the issues, once, and the thread shows it", () => {
    const addResult = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <AskUserToolView part={fiveProps(addResult)} />
      </StrictMode>,
    );

    expect(addResult).toHaveBeenCalledTimes(1);
    const response: unknown = addResult.mock.calls[0]?.[0];
    expect(response).toBeInstanceOf(ToolResponse);
    expect(ToolResponse.toResponse(response)).toMatchObject({
      isError: true,
      result: expect.stringMatching(
        /^Invalid ask_user request: questions\[0\]\.options: expected 2 to 4 options, got 5/,
      ),
    });
    // The AI SDK runtime hands the error back as `{ error }`.
    const { result } = ToolResponse.toResponse(response) as { result: string };
    rerender(
      <StrictMode>
        <AskUserToolView
          part={{
            ...fiveProps(addResult),
            result: { error: result } as never,
            isError: true,
            status: { type: 'complete' },
          }}
        />
      </StrictMode>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^This question could not be asked: Invalid ask_user request/);
    expect(addResult).toHaveBeenCalledTimes(1);
  });

  it('keeps the error result for Try again when addResult throws', async () => {
    const user = userEvent.setup();
    const addResult = vi.fn().mockImplementationOnce(() => {
      throw new Error('the thread is read-only');
    });
    render(<AskUserToolView part={fiveProps(addResult)} />);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(addResult).toHaveBeenCalledTimes(2);
    expect(addResult.mock.calls[1]?.[0]).toBe(addResult.mock.calls[0]?.[0]);
  });
});

describe('given an addResult that throws', () => {
  it('says the answer was not sent and gives addResult the same result on Try again', async () => {
    const user = userEvent.setup();
    const addResult = vi.fn().mockImplementationOnce(() => {
      throw new Error('the thread is read-only');
    });
    const { rerender } = render(<AskUserToolView part={waitingProps(addResult)} />);

    await user.click(screen.getByRole('radio', { name: /Team/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send your answer: the thread is read-only. Your answers are kept; try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(addResult).toHaveBeenCalledTimes(2);
    expect(addResult).toHaveBeenLastCalledWith(answeredTeam);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <AskUserToolView
        part={{ ...waitingProps(addResult), result: answeredTeam as never, status: { type: 'complete' } }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent(/Plan: Team$/);
  });
});

describe('given a result addResult refused, and then a reload', () => {
  it('asks the call again (still waiting in the thread), and the new answer goes to addResult', async () => {
    const user = userEvent.setup();
    const refused = vi.fn(() => {
      throw new Error('the thread is read-only');
    });
    const page = render(<AskUserToolView part={waitingProps(refused)} />);
    await user.click(await screen.findByRole('radio', { name: /Team/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your answer');
    page.unmount();

    // The reload: the thread still holds the call waiting; the tab's storage is the same.
    const accepted = vi.fn();
    render(<AskUserToolView part={waitingProps(accepted)} />);
    await user.click(await screen.findByRole('radio', { name: /Team/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted).toHaveBeenCalledWith(answeredTeam);
  });
});

describe('given the words in Thai (`messages`, as the dock takes them)', () => {
  it('the dock and the summary speak Thai, whatever `messages` of its own the call carries', async () => {
    const user = userEvent.setup();
    const addResult = vi.fn();
    // assistant-ui's part has a `messages` of its own (a sub-agent's thread): it is not the words.
    const part: Part = { ...waitingProps(addResult), messages: [] };
    const { rerender } = render(<AskUserToolView part={part} messages={messagesTh} />);

    await user.click(await screen.findByRole('button', { name: 'ข้าม' }));
    expect(addResult).toHaveBeenCalledWith({ status: 'no_answer' });
    rerender(
      <AskUserToolView
        part={{ ...part, result: { status: 'no_answer' }, status: { type: 'complete' } }}
        messages={messagesTh}
      />,
    );
    expect(screen.getByRole('group', { name: 'สรุปคำตอบ' })).toHaveTextContent('ข้ามแล้ว');
  });
});

function AssistantMessage() {
  return (
    <MessagePrimitive.Root>
      <MessagePrimitive.Parts />
    </MessagePrimitive.Root>
  );
}

/** A real assistant-ui thread on an external store whose last assistant message calls ask_user. */
function App({ onAddToolResult }: { onAddToolResult: (options: unknown) => void }) {
  const [messages, setMessages] = useState<readonly ThreadMessageLike[]>([
    { id: 'u1', role: 'user', content: [{ type: 'text', text: 'Set up billing for my team' }] },
    {
      id: 'a1',
      role: 'assistant',
      status: { type: 'requires-action', reason: 'tool-calls' },
      content: [{ type: 'tool-call', toolCallId: 'call_42', toolName: 'ask_user', args: askUserArgs }],
    },
  ]);
  const runtime = useExternalStoreRuntime<ThreadMessageLike>({
    messages,
    convertMessage: (m) => m,
    onNew: async () => {},
    onAddToolResult: (options) => {
      onAddToolResult(options);
      setMessages((all) =>
        all.map((m) =>
          m.role !== 'assistant' || typeof m.content === 'string'
            ? m
            : {
                ...m,
                status: { type: 'complete', reason: 'stop' },
                content: m.content.map((p) =>
                  p.type === 'tool-call' && p.toolCallId === options.toolCallId ? { ...p, result: options.result } : p,
                ),
              },
        ),
      );
    },
  });
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <AskUserToolUI />
      <ThreadPrimitive.Root>
        {/* No Viewport: its auto-scroll needs ResizeObserver, which jsdom lacks. */}
        <ThreadPrimitive.Messages components={{ AssistantMessage, UserMessage: AssistantMessage }} />
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}

describe('given a real assistant-ui runtime (external store)', () => {
  it('renders the dock for the waiting call and records the exact result through the runtime', async () => {
    const user = userEvent.setup();
    const onAddToolResult = vi.fn();
    render(<App onAddToolResult={onAddToolResult} />);

    const dock = await screen.findByRole('region', { name: 'Question from the agent' });
    await user.click(within(dock).getByRole('radio', { name: /Team/ }));
    await user.click(within(dock).getByRole('button', { name: 'Submit' }));

    expect(onAddToolResult).toHaveBeenCalledTimes(1);
    expect(onAddToolResult).toHaveBeenCalledWith(
      expect.objectContaining({
        messageId: 'a1',
        toolName: 'ask_user',
        toolCallId: 'call_42',
        result: answeredTeam,
        isError: false,
      }),
    );
    await waitFor(() => expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent(/Plan: Team$/));
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
  });
});
