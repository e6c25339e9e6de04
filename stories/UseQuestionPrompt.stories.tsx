import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  formatIssue,
  formatStoreError,
  messages,
  summarize,
  useQuestionPrompt,
  type QuestionPromptOptions,
} from '../src/index';
import './support/chat.css';
import { deployRequest, fixedClock, invalidRequest } from './support/fixtures';

const clock = fixedClock();

/**
 * A UI of its own on the headless hook: plain form controls, every question at once, no library
 * component and no library CSS class. The hook does the rest: normalizing, drafts, validation,
 * the exact tool result and the summary.
 */
function PlainForm({ request, onResolve }: { request: unknown; onResolve?: QuestionPromptOptions['onResolve'] }) {
  const { store, state, issues } = useQuestionPrompt(request, { promptId: 'call_headless', clock, onResolve });
  if (issues) {
    return (
      <div role="alert">
        <p>The agent sent a request I cannot show:</p>
        <ul>
          {issues.map((issue, i) => (
            <li key={i}>
              {issue.code}: {formatIssue(issue)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (state.resolution) {
    const summary = summarize(state);
    return (
      <section aria-label="Result">
        <p role="status">
          Prompt {summary.status}:{' '}
          {summary.items.map((item) => `${item.header} = ${item.answers.join(' + ') || '(none)'}`).join('; ')}
        </p>
        <pre className="demo-output" aria-label="Tool result">
          {JSON.stringify(state.resolution.result)}
        </pre>
      </section>
    );
  }
  return (
    <form
      aria-label="Questions from the agent"
      style={{ display: 'grid', gap: 12, maxWidth: '32rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit();
      }}
    >
      {state.request.questions.map((q) => {
        const draft = state.drafts[q.id];
        return (
          <fieldset key={q.id} style={{ display: 'grid', gap: 4 }}>
            <legend>
              <strong>{q.header}</strong> {q.question}
            </legend>
            {q.options.map((o) => (
              <label key={o.label}>
                <input
                  type={q.multiSelect ? 'checkbox' : 'radio'}
                  name={q.id}
                  checked={draft?.selected.includes(o.label) ?? false}
                  onChange={() => (q.multiSelect ? store.toggle(q.id, o.label) : store.select(q.id, o.label))}
                />{' '}
                {o.label}
              </label>
            ))}
            <label>
              Something else:{' '}
              <input type="text" value={draft?.other ?? ''} onChange={(e) => store.setOther(q.id, e.target.value)} />
            </label>
          </fieldset>
        );
      })}
      {state.error && <p role="alert">{formatStoreError(state.error, state.request, messages)}</p>}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="submit">Send answers</button>
        <button type="button" onClick={() => store.skip()}>
          Not now
        </button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Hooks/useQuestionPrompt',
  component: PlainForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The headless path: `useQuestionPrompt(request, options)` normalizes the request, owns the store and re-renders on change. This story is a plain HTML form of its own (all questions at once, native inputs), built on nothing but the hook.',
      },
    },
  },
  args: { request: deployRequest, onResolve: fn() },
  decorators: [
    (Story) => (
      <div className="demo-chat">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlainForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plain form as it opens. */
export const Form: Story = {};

/** Fill in the plain form and send: the hook returns the exact tool result. */
export const CustomForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please answer “Target” or type your own answer.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Production' }));
    // The labels: the checkboxes may arrive (parts.ts) between a query and its click.
    await userEvent.click(canvas.getByText('Unit tests', { selector: 'label' }));
    await userEvent.click(canvas.getByText('Lint', { selector: 'label' }));
    const others = canvas.getAllByRole('textbox', { name: 'Something else:' });
    await userEvent.type(others[2]!, 'Release managers');
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    const expected = {
      status: 'answered',
      answers: {
        answers: { deploy_target: ['Production'], checks: ['Unit tests', 'Lint'], notify: ['Release managers'] },
      },
    };
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(args.onResolve).toHaveBeenCalledWith(expected, expect.anything(), expect.anything());
    await expect(canvas.getByLabelText('Tool result')).toHaveTextContent(JSON.stringify(expected));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Prompt answered: Target = Production; Checks = Unit tests + Lint; Notify = Release managers',
    );
  },
};

/** "Not now" calls `skip()`: `no_answer`, kept as skipped. */
export const Skip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onResolve).toHaveBeenCalledWith(
      { status: 'no_answer' },
      expect.objectContaining({ status: 'skipped' }),
      expect.anything(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Prompt skipped');
  },
};

/** Bad input gives `prompt.error.issues`, never an exception. */
export const InvalidRequest: Story = {
  args: { request: invalidRequest },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('questions[0].id');
  },
};
