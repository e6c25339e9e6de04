import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  createAskUserQuestionBridge,
  createAskUserQuestionPage,
  type AskUserQuestionPage,
} from '../../src/claude-agent-sdk/index';
import { AnswerSummary, persistDrafts, QuestionDock, usePromptQueue, type AnswerSummaryData } from '../../src/index';

// A person answers Claude's AskUserQuestion in the dock: the bridge's canUseTool on one side, the
// page end and the dock showing its queue on the other, linked as a socket would link them (JSON text).
// What the CLI then makes of the answer is pinned against the real CLI in test/claude/bridge.test.ts.

const input = {
  questions: [
    {
      question: 'Which color?',
      header: 'Color',
      options: [
        { label: 'Red', description: 'Warm.' },
        { label: 'Blue', description: 'Cool.' },
      ],
      multiSelect: false,
    },
  ],
};

const wire = (message: unknown): unknown => JSON.parse(JSON.stringify(message));

/** A chat page: the timeline's summaries (with Use as message) and the composer under the dock. */
function Chat({ onPage, send }: { onPage: (page: AskUserQuestionPage) => void; send: (message: unknown) => void }) {
  const [ended, setEnded] = useState<AnswerSummaryData[]>([]);
  const [draft, setDraft] = useState('');
  const [page] = useState(() => {
    const made = createAskUserQuestionPage({
      send,
      persist: persistDrafts(),
      onResolve: (summary) => setEnded((all) => [...all, summary]),
    });
    onPage(made);
    return made;
  });
  const { active } = usePromptQueue(page.queue);
  return (
    <main>
      {ended.map((summary, i) => (
        <AnswerSummary key={i} summary={summary} onUseDraft={setDraft} />
      ))}
      <QuestionDock
        store={active}
        composer={<textarea aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />}
      />
    </main>
  );
}

/** The server's bridge and a page showing its questions; `reload()` mounts a fresh page that connects again. */
function setup() {
  let page: AskUserQuestionPage | undefined;
  const bridge = createAskUserQuestionBridge({ send: (message) => page?.receive(wire(message)) });
  const mount = () =>
    render(<Chat onPage={(made) => (page = made)} send={(message) => bridge.receive(wire(message))} />);
  const view = mount();
  return {
    bridge,
    /** The model asks (the SDK calls canUseTool): what the page receives renders as the server's message arrives. */
    ask(abort = new AbortController()) {
      let asked!: ReturnType<typeof bridge.canUseTool>;
      act(
        () =>
          void (asked = bridge.canUseTool('AskUserQuestion', input, { signal: abort.signal, toolUseID: 'toolu_1' })),
      );
      return asked;
    },
    reload() {
      view.unmount();
      page?.dispose();
      mount();
      // The server sends the open questions to a page that connects.
      act(() => page?.receive(wire(bridge.pending())));
    },
  };
}

it("the person's pick goes back as Claude's answer, keyed by the question text", async () => {
  const user = userEvent.setup();
  const { ask } = setup();
  const asked = ask();
  await user.click(await screen.findByRole('radio', { name: /Blue/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await asked).toEqual({
    behavior: 'allow',
    updatedInput: { ...input, answers: { 'Which color?': 'Blue' } },
  });
  expect(screen.queryByRole('radio', { name: /Blue/ })).toBeNull();
  expect(screen.getByRole('group', { name: /answer/i })).toHaveTextContent('Color: Blue');
});

it('an interrupt closes the dock: the timeline says Cancelled · Not sent, and Use as message puts the picks in the composer', async () => {
  const user = userEvent.setup();
  const { ask } = setup();
  const abort = new AbortController();
  const asked = ask(abort);
  await user.click(await screen.findByRole('radio', { name: /Red/ }));
  // The SDK aborts the signal when the turn is interrupted.
  act(() => abort.abort());
  expect(await asked).toMatchObject({ behavior: 'deny' });
  const summary = await screen.findByRole('group', { name: /answer/i });
  expect(summary).toHaveTextContent('Cancelled · Not sent');
  expect(screen.queryByRole('radio', { name: /Red/ })).toBeNull();
  await user.click(within(summary).getByRole('button', { name: 'Use as message' }));
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('My answers:\nColor: Red');
});

it('a reload mid-answer shows the question again with the pick kept, and it can be sent', async () => {
  const user = userEvent.setup();
  const { ask, reload } = setup();
  const asked = ask();
  await user.click(await screen.findByRole('radio', { name: /Red/ }));
  reload();
  const red = await screen.findByRole('radio', { name: /Red/ });
  expect(red).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await asked).toMatchObject({ updatedInput: { answers: { 'Which color?': 'Red' } } });
});
