import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  createAskUserQuestionBridge,
  createAskUserQuestionPage,
  type AskUserQuestionBridgeOptions,
  type AskUserQuestionPage,
  type CanUseToolOptions,
} from '../../src/claude-agent-sdk/index';
import { AskUserQuestionDock } from '../../src/claude-agent-sdk-react/index';
import { AnswerSummary, persistDrafts, type AnswerSummaryData } from '../../src/index';
import { fourQuestions, layout } from '../claude/support/questions';

// A person answers Claude's AskUserQuestion in the dock: the bridge's canUseTool on one side, the
// page end and the dock showing its queue on the other, linked as a socket would link them (JSON text).
// What the CLI then makes of the answer is pinned against the real CLI in test/claude/bridge.test.ts.

const input = { questions: fourQuestions.slice(0, 1) };

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
  return (
    <main>
      {ended.map((summary, i) => (
        <AnswerSummary key={i} summary={summary} onUseDraft={setDraft} />
      ))}
      <AskUserQuestionDock
        page={page}
        composer={<textarea aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />}
      />
    </main>
  );
}

type BridgeOptions = Omit<AskUserQuestionBridgeOptions<CanUseToolOptions, never>, 'send'>;

/** The server's bridge and a page showing its questions; `reload()` mounts a fresh page that connects again. */
function setup(options: BridgeOptions = {}) {
  let page: AskUserQuestionPage | undefined;
  const bridge = createAskUserQuestionBridge({ ...options, send: (message) => page?.receive(wire(message)) });
  const mount = () =>
    render(<Chat onPage={(made) => (page = made)} send={(message) => bridge.receive(wire(message))} />);
  const view = mount();
  return {
    bridge,
    page: () => page!,
    /** The model asks (the SDK calls canUseTool): what the page receives renders as the server's message arrives. */
    ask(abort = new AbortController(), asking: unknown = input) {
      let asked!: ReturnType<typeof bridge.canUseTool>;
      act(
        () =>
          void (asked = bridge.canUseTool('AskUserQuestion', asking as Record<string, unknown>, {
            signal: abort.signal,
            toolUseID: 'toolu_1',
          })),
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

const withPreviews = { questions: [layout] };

const twoQuestions = { questions: fourQuestions.slice(0, 2) };

describe("the parts only Claude's questions use", () => {
  it("the focused option's preview shows; picked by keyboard with a note, both go back as annotations", async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const asked = ask(undefined, withPreviews);
    const grid = await screen.findByRole('radio', { name: /Grid/ });
    expect(screen.getByRole('region', { name: 'Preview: Grid' })).toHaveTextContent('[a][b] [c][d]');
    grid.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('region', { name: 'Preview: List' })).toHaveTextContent('[a] [b]');
    // The digit picks what the arrow showed.
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: /List/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Denser, please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await asked).toEqual({
      behavior: 'allow',
      updatedInput: {
        ...withPreviews,
        answers: { 'Which layout?': 'List' },
        annotations: { 'Which layout?': { notes: 'Denser, please', preview: '[a]\n[b]' } },
      },
    });
    expect(screen.getByRole('group', { name: /answer/i })).toHaveTextContent('Layout: List (Note: Denser, please)');
  });

  it("HTML previews show in a frame with no scripts, as the bridge's previewFormat says", async () => {
    const { ask, bridge } = setup({ previewFormat: 'html' });
    expect(bridge.toolConfig).toEqual({ askUserQuestion: { previewFormat: 'html' } });
    void ask(undefined, withPreviews);
    const frame = await screen.findByTitle('Preview: Grid');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
  });

  it('one question skipped on its own: the model gets the other answer and the skip, the summary says Skipped', async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const asked = ask(undefined, twoQuestions);
    await user.click(await screen.findByRole('radio', { name: /Blue/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip question' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await asked).toEqual({
      behavior: 'allow',
      updatedInput: {
        ...twoQuestions,
        answers: { 'Which color?': 'Blue' },
        annotations: { 'Which size?': { unanswered: 'skipped' } },
      },
    });
    expect(screen.getByRole('group', { name: /answer/i })).toHaveTextContent('Size: Skipped');
  });

  it('a message written in the chat while the question waits: the model reads replied_in_chat', async () => {
    const user = userEvent.setup();
    const { ask, page } = setup();
    const asked = ask();
    await user.click(await screen.findByRole('radio', { name: /Red/ }));
    act(() => page().repliedInChat());
    expect(await asked).toEqual({
      behavior: 'allow',
      updatedInput: { ...input, answers: {}, annotations: { 'Which color?': { unanswered: 'replied_in_chat' } } },
    });
    expect(screen.queryByRole('radio', { name: /Red/ })).toBeNull();
    expect(screen.getByRole('group', { name: /answer/i })).toHaveTextContent('Skipped');
  });
});

it('two tabs: the one that did not answer says Answered elsewhere, with the answer', async () => {
  const user = userEvent.setup();
  const pages: AskUserQuestionPage[] = [];
  const bridge = createAskUserQuestionBridge({ send: (message) => pages.forEach((p) => p.receive(wire(message))) });
  const tab = (name: string) => (
    <section aria-label={name}>
      <Chat onPage={(made) => pages.push(made)} send={(message) => bridge.receive(wire(message))} />
    </section>
  );
  render(
    <>
      {tab('Tab one')}
      {tab('Tab two')}
    </>,
  );
  let asked!: ReturnType<typeof bridge.canUseTool>;
  act(() => void (asked = bridge.canUseTool('AskUserQuestion', input, call('toolu_1'))));
  const one = screen.getByRole('region', { name: 'Tab one' });
  const two = screen.getByRole('region', { name: 'Tab two' });
  await user.click(within(one).getByRole('radio', { name: /Blue/ }));
  await user.click(within(one).getByRole('button', { name: 'Submit' }));
  expect(await asked).toMatchObject({ updatedInput: { answers: { 'Which color?': 'Blue' } } });
  expect(within(one).getByRole('group', { name: /answer/i })).toHaveTextContent('You answeredColor: Blue');
  expect(within(two).getByRole('group', { name: /answer/i })).toHaveTextContent('Answered elsewhereColor: Blue');
  expect(within(two).queryByRole('radio', { name: /Blue/ })).toBeNull();
});

const call = (toolUseID: string) => ({ signal: new AbortController().signal, toolUseID });
