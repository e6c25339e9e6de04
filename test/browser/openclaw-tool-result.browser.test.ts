import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defineQuestionDockElements } from '../../src/element/index';
import type { ControlUiHostLike, ToolResultContext, ToolResultProps } from '../../src/openclaw-plugin/host-types';
import { mountToolResult } from '../../src/openclaw-plugin/tool-result';

// The OpenClaw plugin's tool cards in real Chromium, as the Control UI's `tool-result` surface hands
// them over (props as openclaw 2026.9.6 builds them: `output` is `{ text, details, isError, completed }`),
// and what a card then shows: the answer summary for a tool_call to ask_user, else the Control UI's own.

const TAG = 'qd-test-summary';
defineQuestionDockElements({ dock: 'qd-test-dock', summary: TAG });

const host = { locale: 'en' } as ControlUiHostLike;
const questions = [
  { id: 'region', header: 'Region', question: 'Which region?', options: [{ label: 'Europe' }, { label: 'Asia' }] },
];
const answered = { status: 'answered', answers: { answers: { region: ['Asia'] } } };
/** tool_call's result text around ask_user's, as the transcript keeps it. */
const resultText = JSON.stringify(
  {
    tool: { id: 'openclaw:core:ask_user', name: 'ask_user', source: 'openclaw' },
    result: {
      content: [{ type: 'text', text: `Region: Asia\n\n${JSON.stringify(answered, null, 2)}` }],
      details: answered,
    },
  },
  null,
  2,
);
const toolCall = (output: unknown): ToolResultProps => ({
  toolName: 'tool_call',
  input: { id: 'ask_user', args: { questions } },
  output,
});
const finished = toolCall({ text: resultText, isError: false, completed: true });

/** A card's container and a context whose built-in view is a marked element (the Control UI's card). */
function card(props: ToolResultProps) {
  const container = document.createElement('div');
  document.body.append(container);
  const context = (next: ToolResultProps): ToolResultContext => ({
    props: next,
    presented: true,
    mountDefault: (target) => {
      const builtIn = document.createElement('div');
      builtIn.dataset['builtIn'] = '';
      builtIn.textContent = next.toolName === 'tool_call' ? 'Tool Call' : next.toolName;
      target.append(builtIn);
      return () => builtIn.remove();
    },
  });
  return { container, context, first: context(props) };
}

const summary = () => page.getByRole('group', { name: 'Answer summary' });
const builtIn = (name: string) => page.getByText(name, { exact: true });

afterEach(() => document.body.replaceChildren());

describe('a tool card', () => {
  it('of a tool_call to ask_user with its result: the answers, not the Control UI’s "Tool Call"', async () => {
    const { container, first } = card(finished);
    mountToolResult(host, TAG, container, first);
    await expect.element(summary()).toHaveTextContent('Region: Asia');
    expect(builtIn('Tool Call').query()).toBeNull();
  });

  it('of any other tool: the Control UI’s own', async () => {
    const { container, first } = card({ toolName: 'tool_search', input: { query: 'ask' }, output: { text: '[]' } });
    mountToolResult(host, TAG, container, first);
    await expect.element(builtIn('tool_search')).toBeVisible();
    expect(summary().query()).toBeNull();
  });

  it('of a tool_call still waiting for its question: the Control UI’s own, then the answers when the result arrives', async () => {
    const { container, first, context } = card(toolCall({ completed: false }));
    const view = mountToolResult(host, TAG, container, first);
    await expect.element(builtIn('Tool Call')).toBeVisible();
    view.update?.(context(finished));
    await expect.element(summary()).toHaveTextContent('Region: Asia');
    expect(builtIn('Tool Call').query()).toBeNull();
  });

  it('that cannot be read (an error, another shape) or without the summary element: the Control UI’s own, never blank', async () => {
    const unreadable = [
      toolCall({ text: resultText, isError: true }),
      toolCall({ text: 'Tool Search call failed.' }),
      { ...finished, input: { id: 'ask_user', args: { questions: [] } } },
    ];
    for (const props of unreadable) {
      const { container, first } = card(props);
      mountToolResult(host, TAG, container, first);
    }
    const { container, first } = card(finished);
    mountToolResult(host, 'qd-not-defined', container, first);
    expect(builtIn('Tool Call').all()).toHaveLength(unreadable.length + 1);
    expect(summary().query()).toBeNull();
  });

  it('disposed: leaves nothing behind', async () => {
    const { container, first, context } = card(toolCall({ completed: false }));
    const view = mountToolResult(host, TAG, container, first);
    view.update?.(context(finished));
    await expect.element(summary()).toHaveTextContent('Region: Asia');
    view.dispose?.();
    expect(container.children).toHaveLength(0);
  });
});
