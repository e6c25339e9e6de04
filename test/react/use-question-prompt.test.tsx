import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { formatIssue, messages, summarize, useQuestionPrompt, type QuestionPromptOptions } from '../../src';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';
import { persistDrafts } from '../../src/core/index';

function OwnUi({ request, options }: { request: unknown; options: QuestionPromptOptions }) {
  const { store, state, issues } = useQuestionPrompt(request, options);
  if (issues) return <p role="alert">{issues.map((issue) => formatIssue(issue, messages)).join('; ')}</p>;
  const question = state.request.questions[0]!;
  if (state.resolution) return <p>Ended: {summarize(state).status}</p>;
  return (
    <div>
      <p>{question.question}</p>
      {question.options.map((o) => (
        <button key={o.label} onClick={() => store.select(question.id, o.label)}>
          {o.label}
        </button>
      ))}
      <button onClick={() => void store.submit()}>Send</button>
      <button onClick={() => store.skip()}>Skip</button>
    </div>
  );
}

describe('given an app with its own UI in Strict Mode', () => {
  it('calls onResolve exactly once on answer, with the summary', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    const onResolve = vi.fn();
    render(
      <StrictMode>
        <OwnUi request={oneQuestion()} options={{ clock, onResolve }} />
      </StrictMode>,
    );

    await user.click(screen.getByRole('button', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging'] } },
    });
    expect(onResolve.mock.calls[0]?.[2]).toMatchObject({ status: 'answered', items: [{ answers: ['Staging'] }] });
    expect(screen.getByText('Ended: answered')).toBeInTheDocument();
  });

  it('leaves exactly one expiry timer, and expires once', async () => {
    const clock = manualClock();
    const onResolve = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <OwnUi request={oneQuestion()} options={{ clock, onResolve }} />
      </StrictMode>,
    );
    await act(async () => {}); // let deferred Strict Mode clean-up run

    expect(clock.pending()).toBe(1);
    act(() => clock.advance(120_000));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'expired', source: 'timeout' });
    expect(clock.pending()).toBe(0);
    unmount();
  });

  it('stops its timer when unmounted', async () => {
    const clock = manualClock();
    const onResolve = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <OwnUi request={oneQuestion()} options={{ clock, onResolve }} />
      </StrictMode>,
    );
    unmount();
    await act(async () => {});

    expect(clock.pending()).toBe(0);
    clock.advance(200_000);
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('keeps the same prompt when the app passes an equal request object on every render', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    const { rerender } = render(<OwnUi request={oneQuestion()} options={{ clock }} />);
    await user.click(screen.getByRole('button', { name: 'Staging' }));

    rerender(<OwnUi request={oneQuestion()} options={{ clock }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Ended: answered')).toBeInTheDocument();
  });
});

describe('given a request that does not normalize', () => {
  it('returns the issues instead of throwing', () => {
    const { result } = renderHook(() => useQuestionPrompt({ questions: [] }));

    expect(result.current.store).toBeUndefined();
    expect(result.current.issues?.[0]).toMatchObject({ path: 'questions', code: 'too_few_questions' });
  });

  it('survives null, strings and circular objects', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const input of [null, undefined, 'x', 42, circular]) {
      const { result } = renderHook(() => useQuestionPrompt(input));
      expect(result.current.issues?.length).toBeGreaterThan(0);
    }
  });
});

describe('given persist: persistDrafts() and a prompt id', () => {
  it('keeps the drafts in sessionStorage across a remount', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const first = render(<OwnUi request={oneQuestion()} options={{ promptId: 'call_1', persist: persistDrafts() }} />);
    await user.click(screen.getByRole('button', { name: 'Production' }));
    first.unmount();

    const { result } = renderHook(() =>
      useQuestionPrompt(oneQuestion(), { promptId: 'call_1', persist: persistDrafts() }),
    );

    expect(result.current.state?.drafts.deploy_target?.selected).toEqual(['Production']);
    sessionStorage.clear();
  });
});

describe('given an app with its own UI for a tool call the model is still writing', () => {
  const partial = {
    questions: [
      { id: 'deploy_target', header: 'Deploy', question: 'Where should this deploy go?', options: [{ label: 'Sta' }] },
    ],
  };
  const whole = {
    questions: [
      {
        id: 'deploy_target',
        header: 'Deploy',
        question: 'Where should this deploy go?',
        options: [{ label: 'Staging' }, { label: 'Production' }],
      },
    ],
  };

  function Streamed({ input, streaming, onResolve }: { input: unknown; streaming: boolean; onResolve: () => void }) {
    const prompt = useQuestionPrompt(input, { promptId: 'call_1', streaming, onResolve });
    if (prompt.preview)
      return (
        <p aria-busy="true">
          {prompt.preview.questions[0]?.question} ({prompt.preview.questions[0]?.options.length ?? 0} options so far)
        </p>
      );
    if (prompt.issues) return <p role="alert">invalid</p>;
    const question = prompt.state.request.questions[0]!;
    return (
      <div>
        <p>{question.question}</p>
        {question.options.map((o) => (
          <button key={o.label} onClick={() => prompt.store.select(question.id, o.label)}>
            {o.label}
          </button>
        ))}
        <button onClick={() => void prompt.store.submit()}>Send</button>
      </div>
    );
  }

  it('shows the question read-only while streaming, with nothing to answer, then the prompt once the input is whole', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const view = render(<Streamed input={partial} streaming onResolve={onResolve} />);
    // The last option may be cut mid-word while it is the field being written: not shown yet.
    expect(screen.getByText(/Where should this deploy go\? \(0 options so far\)/)).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).toBeNull();

    view.rerender(<Streamed input={whole} streaming={false} onResolve={onResolve} />);
    await user.click(screen.getByRole('button', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'] } },
    });
  });
});
