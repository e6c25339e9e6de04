import { startBridgeRound, shown, type BridgeRound } from './support/bridge';
import { chose, color, NO_ANSWER, question, size, skippedQuestion, toppings, wrote } from './support/questions';
import { expectInterruptedThen, toolResult } from './support/scenario';

// question-dock/claude-agent-sdk against the real Claude Code CLI: the bridge's canUseTool asks, the
// page end shows each question as a real question-dock store, and the person's outcome reaches the
// model as the exact tool_result the CLI writes from it.

let round: BridgeRound | undefined;

async function start(input: unknown, options?: { timeoutSeconds?: number }): Promise<BridgeRound> {
  round = await startBridgeRound(input, options);
  return round;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await round?.close();
  round = undefined;
});

describe('the person answers in the page; the model reads it', () => {
  it('one question: the page gets the ask by the tool use id, the label picked is the answer', async () => {
    const { toolUseId, toPage, page, ended, finish } = await start({ questions: [color] });
    const store = await shown(page());
    expect(toPage.items[0]).toEqual({
      type: 'ask',
      id: toolUseId,
      input: { questions: [color] },
      expiresAt: expect.any(Number),
      previewFormat: 'markdown',
    });
    expect(store.getState().promptId).toBe(toolUseId);
    expect(store.getState().request.questions.map((q) => [q.id, q.header, q.question])).toEqual([
      ['q1', 'Choice', 'Which color?'],
    ]);
    store.select('q1', 'Blue');
    expect(await store.submit()).toEqual({ ok: true });
    const { result, toolResult: read } = await finish();
    expect(read).toEqual(toolResult(toolUseId, chose('"Which color?"="Blue"')));
    expect(result).toMatchObject({ subtype: 'success', result: 'Thanks.' });
    const [end] = ended.items;
    expect(end?.toolUseID).toBe(toolUseId);
    expect(end?.summary).toMatchObject({ status: 'answered', items: [{ header: 'Choice', answers: ['Blue'] }] });
  });

  it("multi-select with the person's own text, and a second question: labels joined, the own text read as written", async () => {
    const { toolUseId, page, finish } = await start({ questions: [toppings, size] });
    const store = await shown(page());
    store.select('q1', 'Cheese');
    store.select('q1', 'Basil');
    store.setOther('q1', 'Anchovies');
    store.select('q2', 'Large');
    await store.submit();
    const { toolResult: read } = await finish();
    expect(read).toEqual(
      toolResult(toolUseId, wrote('"Which toppings?"="Cheese, Basil, Anchovies", "Which size?"="Large"')),
    );
  });

  it("Claude's own limits: four questions, a label of any length, an option's preview reach the dock, and the model reads the preview picked", async () => {
    const long = 'A label much longer than the sixty-four characters the ask_user tool allows';
    const preview = '```\n[ Blue ]\n```';
    const shade = question('Which shade?', [long, 'Dark']);
    const hue = {
      ...color,
      options: [
        { label: 'Red', description: 'Red.' },
        { label: 'Blue', description: 'Blue.', preview },
      ],
    };
    const { toolUseId, page, finish } = await start({
      questions: [hue, size, shade, question('Which finish?', ['Matte', 'Gloss'])],
    });
    const store = await shown(page());
    const { questions } = store.getState().request;
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(questions[0]?.options[1]).toEqual({ label: 'Blue', description: 'Blue.', preview });
    store.select('q1', 'Blue');
    store.select('q2', 'Small');
    store.select('q3', long);
    store.select('q4', 'Gloss');
    await store.submit();
    const { toolResult: read } = await finish();
    expect(read).toEqual(
      toolResult(
        toolUseId,
        chose(
          `"Which color?"="Blue" selected preview:\n${preview}, "Which size?"="Small", "Which shade?"="${long}", "Which finish?"="Gloss"`,
        ),
      ),
    );
  });

  it('Skip skips the whole prompt: every question is marked skipped and the model reads that none was answered', async () => {
    const { toolUseId, page, toServer, ended, finish } = await start({ questions: [color, size] });
    const store = await shown(page());
    store.skip();
    const { toolResult: read } = await finish();
    expect(read).toEqual(toolResult(toolUseId, NO_ANSWER));
    expect(toServer.items).toEqual([
      {
        type: 'answer',
        id: toolUseId,
        answers: {},
        annotations: { 'Which color?': { unanswered: 'skipped' }, 'Which size?': { unanswered: 'skipped' } },
      },
    ]);
    expect(ended.items[0]?.summary.status).toBe('skipped');
  });

  it('a passed deadline answers that the person did not answer; the page shows it expired', async () => {
    // Asked with no time at all: the page's store is past its deadline as it is made.
    const { toolUseId, page, ended, finish } = await start({ questions: [color] }, { timeoutSeconds: 0 });
    await shown(page());
    const { toolResult: read } = await finish();
    expect(read).toEqual(toolResult(toolUseId, NO_ANSWER));
    expect(ended.items[0]?.summary.status).toBe('expired');
  });
});

describe('answers handed to the bridge as they are', () => {
  it('a question the answer leaves out is marked skipped, never dropped: the model reads it skipped, by its number', async () => {
    const { toolUseId, page, bridge, finish } = await start({ questions: [color, size] });
    await shown(page());
    bridge.receive({ type: 'answer', id: toolUseId, answers: { 'Which color?': 'Blue' } });
    const { toolResult: read } = await finish();
    expect(read).toEqual(toolResult(toolUseId, wrote('"Which color?"="Blue"') + skippedQuestion(2)));
  });

  it('notes and the preview picked follow the answer', async () => {
    const preview = '```\n[ Blue ]\n```';
    const { toolUseId, page, bridge, finish } = await start({ questions: [color] });
    await shown(page());
    bridge.receive({
      type: 'answer',
      id: toolUseId,
      answers: { 'Which color?': 'Blue' },
      annotations: { 'Which color?': { preview, notes: 'A darker shade' } },
    });
    const { toolResult: read } = await finish();
    expect(read).toEqual(
      toolResult(toolUseId, wrote(`"Which color?"="Blue" selected preview:\n${preview} notes: A darker shade`)),
    );
  });
});

describe('an interrupted turn, a reload, a malformed message, a question the dock cannot show', () => {
  it('an interrupt mid-answer cancels the prompt in the page with its drafts unsent; the model reads the rejection', async () => {
    const { toolUseId, page, toPage, ended, session, api } = await start({ questions: [color, size] });
    const store = await shown(page());
    store.select('q1', 'Blue');
    await session.interrupt();
    expect(await toPage.find((m) => (m as { type?: string }).type === 'cancel')).toEqual({
      type: 'cancel',
      id: toolUseId,
    });
    const end = await ended.find(() => true);
    expect(end.resolution).toMatchObject({ status: 'cancelled', source: 'cancelled' });
    expect(end.summary.items[0]).toMatchObject({ header: 'Choice', answers: [], unsent: ['Blue'] });
    expect(await session.nextResult()).toMatchObject({ subtype: 'error_during_execution', stop_reason: 'tool_use' });
    // The answer comes too late to count: the prompt is over, nothing is sent.
    expect(store.select('q1', 'Red')).toMatchObject({ ok: false, error: { code: 'terminal' } });
    await api.nextRequest();
    session.send('Go on without it.');
    const next = await api.nextRequest();
    expectInterruptedThen(next, toolUseId, 'Go on without it.');
  });

  it('a reload mid-answer: the server sends the open question again and the drafts are back', async () => {
    const { toolUseId, page, reload, finish } = await start({ questions: [color, size] });
    const before = await shown(page());
    before.select('q1', 'Red');
    before.next();
    const after = await shown(reload());
    expect(after).not.toBe(before);
    expect(after.getState()).toMatchObject({ promptId: toolUseId, step: 1, drafts: { q1: { selected: ['Red'] } } });
    after.select('q2', 'Small');
    await after.submit();
    const { toolResult: read } = await finish();
    expect(read).toEqual(toolResult(toolUseId, chose('"Which color?"="Red", "Which size?"="Small"')));
  });

  it('malformed or stray page messages are ignored with a warning; the question stays open for the real answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { toolUseId, page, bridge, finish } = await start({ questions: [color] });
    const store = await shown(page());
    const stray = [
      null,
      'answer',
      { type: 'answer' },
      { type: 'answer', id: 'toolu_unknown', answers: { 'Which color?': 'Red' } },
      { type: 'answer', id: toolUseId, answers: { 'Which colour?': 'Red' } },
      { type: 'answer', id: toolUseId, answers: { 'Which color?': 3 } },
      { type: 'answer', id: toolUseId, answers: ['Red'] },
      { type: 'answer', id: toolUseId, answers: {}, annotations: { 'Which color?': { unanswered: 'later' } } },
      { type: 'verdict', id: toolUseId },
    ];
    for (const message of stray) expect(() => bridge.receive(message)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(stray.length);
    store.select('q1', 'Blue');
    await store.submit();
    const { toolResult: read } = await finish();
    expect(read).toEqual(toolResult(toolUseId, chose('"Which color?"="Blue"')));
  });

  it('labels the dock cannot tell apart: the page refuses at once and the model reads why, as an error', async () => {
    const { toolUseId, toServer, finish } = await start({ questions: [question('Which color?', ['Blue', 'blue'])] });
    const { toolResult: read } = await finish();
    const refusal = toServer.items[0] as { type: string; message: string };
    expect(refusal).toMatchObject({ type: 'refuse', id: toolUseId });
    expect(refusal.message).toMatch(/^The page could not show the question\. .*questions\[0\]\.options\[1\]\.label/);
    expect(read).toEqual(toolResult(toolUseId, refusal.message, true));
  });
});
