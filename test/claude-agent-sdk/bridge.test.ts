import {
  createAskUserQuestionBridge,
  createAskUserQuestionPage,
  type AskUserQuestionToPage,
  type AskUserQuestionToServer,
} from '../../src/claude-agent-sdk/index';
import { fourQuestions, toppings } from '../claude/support/questions';

// The two ends without the CLI: what the bridge does with tools other than AskUserQuestion and with
// a turn already over, and what the page end does with a reconnect and a server that asks again.
// The outcomes the model reads are pinned against the real CLI in test/claude/bridge.test.ts.

const input = { questions: fourQuestions.slice(0, 1) };

afterEach(() => vi.restoreAllMocks());

const call = (toolUseID: string, signal = new AbortController().signal) => ({ signal, toolUseID });

describe('the bridge', () => {
  it('denies other tools, saying so, unless the app decides them; then the app handler gets the call as it came', async () => {
    const sent: AskUserQuestionToPage[] = [];
    const denying = createAskUserQuestionBridge({ send: (m) => sent.push(m) });
    expect(await denying.canUseTool('Bash', { command: 'ls' }, call('t1'))).toEqual({
      behavior: 'deny',
      message: 'Bash is not allowed in this session.',
    });
    const calls: unknown[] = [];
    const deciding = createAskUserQuestionBridge({
      send: (m) => sent.push(m),
      otherTools: async (name, toolInput, options) => {
        calls.push([name, toolInput, options.toolUseID]);
        return { behavior: 'allow' as const, updatedInput: toolInput };
      },
    });
    expect(await deciding.canUseTool('Bash', { command: 'ls' }, call('t2'))).toEqual({
      behavior: 'allow',
      updatedInput: { command: 'ls' },
    });
    expect(calls).toEqual([['Bash', { command: 'ls' }, 't2']]);
    expect(sent).toEqual([]);
  });

  it('asks nothing for a turn already interrupted, and nothing without questions', async () => {
    const sent: AskUserQuestionToPage[] = [];
    const bridge = createAskUserQuestionBridge({ send: (m) => sent.push(m) });
    const aborted = new AbortController();
    aborted.abort();
    expect(await bridge.canUseTool('AskUserQuestion', input, call('t1', aborted.signal))).toMatchObject({
      behavior: 'deny',
    });
    expect(await bridge.canUseTool('AskUserQuestion', { questions: [] }, call('t2'))).toMatchObject({
      behavior: 'deny',
    });
    expect(sent).toEqual([]);
    expect(bridge.pending()).toEqual({ type: 'open', asks: [] });
  });

  it('a channel that throws (no page yet) leaves the question open for the page that connects; a bad timeout is the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bridge = createAskUserQuestionBridge({
      timeoutSeconds: Number.NaN,
      send: () => {
        throw new Error('no page connected');
      },
    });
    const asked = bridge.canUseTool('AskUserQuestion', input, call('t1'));
    const open = bridge.pending();
    expect(open).toMatchObject({ type: 'open', asks: [{ id: 't1', input }] });
    expect((open.asks[0]?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(899_000);
    expect(warn).toHaveBeenCalledTimes(2);
    bridge.receive({ type: 'answer', id: 't1', answers: { 'Which color?': 'Red' } });
    expect(await asked).toMatchObject({ behavior: 'allow', updatedInput: { answers: { 'Which color?': 'Red' } } });
  });

  it('an answer the page marks otherwise keeps its own reason; a blank answer counts as none', async () => {
    const bridge = createAskUserQuestionBridge({ send: () => {} });
    const asked = bridge.canUseTool('AskUserQuestion', input, call('t1'));
    expect(bridge.pending()).toMatchObject({ type: 'open', asks: [{ id: 't1', input }] });
    bridge.receive({
      type: 'answer',
      id: 't1',
      answers: { 'Which color?': '  ' },
      annotations: { 'Which color?': { unanswered: 'replied_in_chat', notes: 'see chat' } },
    });
    expect(await asked).toEqual({
      behavior: 'allow',
      updatedInput: {
        ...input,
        answers: {},
        annotations: { 'Which color?': { notes: 'see chat', unanswered: 'replied_in_chat' } },
      },
    });
    expect(bridge.pending()).toEqual({ type: 'open', asks: [] });
  });
});

describe('every page hears how a question ended', () => {
  it('an answer goes to every page as answered; a refusal as a cancel; each ask says how its previews are written', async () => {
    const sent: AskUserQuestionToPage[] = [];
    const bridge = createAskUserQuestionBridge({ send: (m) => sent.push(m), previewFormat: 'html' });
    const asked = bridge.canUseTool('AskUserQuestion', input, call('t1'));
    expect(sent[0]).toMatchObject({ type: 'ask', id: 't1', previewFormat: 'html' });
    bridge.receive({ type: 'answer', id: 't1', answers: { 'Which color?': 'Red' } });
    await asked;
    expect(sent[1]).toEqual({ type: 'answered', id: 't1', answers: { 'Which color?': 'Red' } });
    const refused = bridge.canUseTool('AskUserQuestion', input, call('t2'));
    bridge.receive({ type: 'refuse', id: 't2', message: 'Cannot show it.' });
    expect(await refused).toEqual({ behavior: 'deny', message: 'Cannot show it.' });
    expect(sent.at(-1)).toEqual({ type: 'cancel', id: 't2' });
    expect(createAskUserQuestionBridge({ send: () => {} }).toolConfig).toEqual({
      askUserQuestion: { previewFormat: 'markdown' },
    });
  });

  it('a tab that did not answer reads the answer back as Answered elsewhere; one it cannot read closes as no longer available', () => {
    const ended: unknown[] = [];
    const page = createAskUserQuestionPage({
      send: () => {},
      onResolve: (summary, resolution, id) => ended.push([id, resolution.status, resolution.source, summary.items]),
    });
    const asking = { questions: [...input.questions, { ...toppings, header: 'Toppings' }] };
    const ask = (id: string) => ({ type: 'ask', id, input: asking, expiresAt: Date.now() + 60_000 });
    page.receive(ask('t1'));
    page.receive({
      type: 'answered',
      id: 't1',
      answers: { 'Which color?': 'Teal, like the sea', 'Which toppings?': 'Cheese, Basil' },
    });
    page.receive(ask('t2'));
    page.receive({
      type: 'answered',
      id: 't2',
      answers: { 'Which color?': 'Red', 'Which toppings?': 'Cheese, Cheese' },
    });
    expect(ended).toEqual([
      [
        't1',
        'answered',
        'elsewhere',
        [
          { id: 'q1', header: 'Color', question: 'Which color?', answers: ['Teal, like the sea'] },
          { id: 'q2', header: 'Toppings', question: 'Which toppings?', answers: ['Cheese', 'Basil'] },
        ],
      ],
      ['t2', 'cancelled', 'unavailable', expect.any(Array)],
    ]);
    page.dispose();
  });

  it("says each store's previews' format, also once the store has ended (the dock may still show it)", async () => {
    const page = createAskUserQuestionPage({ send: () => {} });
    page.receive({ type: 'ask', id: 't1', input, expiresAt: Date.now() + 60_000, previewFormat: 'html' });
    const store = page.queue.getState().active!;
    expect(page.previewFormatOf(store)).toBe('html');
    store.select('q1', 'Blue');
    await store.submit();
    expect(store.getState().status).toBe('answered');
    expect(page.previewFormatOf(store)).toBe('html');
    expect(page.previewFormatOf(undefined)).toBe('markdown');
    page.dispose();
  });

  it("this page's own answer coming back while its send still waits is left alone", async () => {
    let arrive!: () => void;
    const page = createAskUserQuestionPage({ send: () => new Promise<void>((resolve) => (arrive = resolve)) });
    page.receive({ type: 'ask', id: 't1', input, expiresAt: Date.now() + 60_000 });
    const store = page.queue.getState().active!;
    store.select('q1', 'Blue');
    const submitted = store.submit();
    page.receive({ type: 'answered', id: 't1', answers: { 'Which color?': 'Blue' } });
    arrive();
    expect(await submitted).toEqual({ ok: true });
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'user' });
    page.dispose();
  });
});

describe('the page end', () => {
  it('a reconnect lists the open questions: one the page shows that is not listed ends as no longer available', () => {
    const ended: string[] = [];
    const page = createAskUserQuestionPage({
      send: () => {},
      onResolve: (summary, _resolution, id) => ended.push(`${id}: ${summary.status} ${summary.source}`),
    });
    const ask = (id: string) => ({ id, input, expiresAt: Date.now() + 60_000 });
    page.receive({ type: 'ask', ...ask('t1') });
    page.receive({ type: 'open', asks: [ask('t2')] });
    expect(ended).toEqual(['t1: cancelled unavailable']);
    expect(page.queue.getState().items.map((store) => store.getState().promptId)).toEqual(['t2']);
    page.dispose();
  });

  it('a question asked again after it was answered gets the same answer again (the first did not arrive)', async () => {
    const sent: AskUserQuestionToServer[] = [];
    const page = createAskUserQuestionPage({ send: (m) => void sent.push(m) });
    const ask = { type: 'ask', id: 't1', input, expiresAt: Date.now() + 60_000 };
    page.receive(ask);
    const store = page.queue.getState().active;
    store?.select('q1', 'Red');
    await store?.submit();
    page.receive({ type: 'open', asks: [ask] });
    const answer = { type: 'answer', id: 't1', answers: { 'Which color?': 'Red' } };
    expect(sent).toEqual([answer, answer]);
    expect(page.queue.getState().items).toEqual([]);
    page.dispose();
  });

  it('an answer the channel does not take stays in the prompt for Try again; a skip it does not take goes when asked again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent: AskUserQuestionToServer[] = [];
    let down = true;
    const page = createAskUserQuestionPage({
      send: async (m) => {
        if (down) throw new Error('offline');
        sent.push(m);
      },
    });
    const ask = (id: string) => ({ type: 'ask', id, input, expiresAt: Date.now() + 60_000 });
    page.receive(ask('t1'));
    const store = page.queue.getState().active;
    store?.select('q1', 'Blue');
    expect(await store?.submit()).toMatchObject({ ok: false, error: { code: 'submit_failed', detail: 'offline' } });
    expect(store?.getState()).toMatchObject({ status: 'pending', drafts: { q1: { selected: ['Blue'] } } });
    // The server lists it again on a reconnect: the open prompt keeps it, nothing is sent behind its back.
    page.receive({ type: 'open', asks: [ask('t1')] });
    expect(sent).toEqual([]);
    down = false;
    expect(await store?.submit()).toEqual({ ok: true });
    expect(sent).toEqual([{ type: 'answer', id: 't1', answers: { 'Which color?': 'Blue' } }]);

    down = true;
    page.receive(ask('t2'));
    page.queue.getState().active?.skip();
    down = false;
    page.receive({ type: 'open', asks: [ask('t2')] });
    expect(sent[1]).toEqual({
      type: 'answer',
      id: 't2',
      answers: {},
      annotations: { 'Which color?': { unanswered: 'skipped' } },
    });
    page.dispose();
  });

  it('malformed server messages are ignored with a warning, never thrown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = createAskUserQuestionPage({ send: () => {} });
    const malformed = [
      undefined,
      42,
      { type: 'ask', id: 't1', input },
      { type: 'ask', id: '', input, expiresAt: 1 },
      { type: 'open', asks: [{ id: 't1' }] },
      { type: 'cancel' },
      { type: 'answered', id: 't1' },
      { type: 'answered', id: 't1', answers: {}, annotations: 'skipped' },
      { type: 'hello' },
    ];
    for (const message of malformed) expect(() => page.receive(message)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(malformed.length);
    expect(page.queue.getState().items).toEqual([]);
    page.dispose();
  });
});
