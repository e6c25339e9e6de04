import { chose, color, NO_ANSWER, size, skippedQuestion, toppings, wrote } from './support/questions';
import { answered, askRound, logDurations, toolResult } from './support/scenario';

// The contract question-dock answers Claude's AskUserQuestion by, pinned on the real Claude Code CLI
// (through the Claude Agent SDK's `canUseTool`): for each way a person can answer, the exact
// tool_result the model then reads.

afterAll(logDurations);

describe('answering AskUserQuestion through canUseTool', () => {
  it('a single-select answer is the option label; canUseTool gets the model input and the tool use id', async () => {
    const round = await askRound({ questions: [color] }, answered({ 'Which color?': 'Blue' }));
    expect(round.asked).toEqual([
      { toolName: 'AskUserQuestion', input: { questions: [color] }, toolUseID: round.toolUseId },
    ]);
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, chose('"Which color?"="Blue"')));
    expect(round.result).toMatchObject({ subtype: 'success', result: 'Thanks.' });
    // One request to ask, one to carry the answer; the CLI asked the API for nothing else.
    expect(round.requests).toHaveLength(2);
    expect(round.others).toEqual([]);
  });

  it('a multi-select answer is the labels joined by ", "; several questions are listed in order', async () => {
    const round = await askRound(
      { questions: [toppings, size] },
      answered({ 'Which toppings?': 'Cheese, Basil', 'Which size?': 'Large' }),
    );
    expect(round.toolResult).toEqual(
      toolResult(round.toolUseId, chose('"Which toppings?"="Cheese, Basil", "Which size?"="Large"')),
    );
  });

  it('a free-text answer (not an option label) is quoted, with an instruction to read it carefully', async () => {
    const round = await askRound({ questions: [color] }, answered({ 'Which color?': 'Teal, like the sea' }));
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, wrote('"Which color?"="Teal, like the sea"')));
  });

  it('annotations: the selected preview and the notes follow the answer (previewFormat markdown)', async () => {
    const preview = '```\n[ Blue ]\n```';
    const question = {
      ...color,
      options: [
        { label: 'Red', description: 'Red.', preview: '```\n[ Red ]\n```' },
        { label: 'Blue', description: 'Blue.', preview },
      ],
    };
    const round = await askRound(
      { questions: [question] },
      answered({ 'Which color?': 'Blue' }, { 'Which color?': { preview, notes: 'A darker shade' } }),
      { toolConfig: { askUserQuestion: { previewFormat: 'markdown' } } },
    );
    expect(round.toolResult).toEqual(
      toolResult(round.toolUseId, wrote(`"Which color?"="Blue" selected preview:\n${preview} notes: A darker shade`)),
    );
    const tool = round.requests[0]?.tools?.find((t) => t.name === 'AskUserQuestion');
    expect(tool?.description).toContain('Preview content is rendered as markdown in a monospace box.');
  });

  it('previewFormat html: the model is told to write HTML fragments; a <script> preview never reaches canUseTool', async () => {
    const question = {
      ...color,
      options: [
        { label: 'Red', description: 'Red.', preview: '<div>Red</div><script>alert(1)</script>' },
        { label: 'Blue', description: 'Blue.', preview: '<div style="color: blue">Blue</div>' },
      ],
    };
    const round = await askRound({ questions: [question] }, answered({ 'Which color?': 'Blue' }), {
      toolConfig: { askUserQuestion: { previewFormat: 'html' } },
    });
    const tool = round.requests[0]?.tools?.find((t) => t.name === 'AskUserQuestion');
    expect(tool?.description).toContain('Preview content must be a self-contained HTML fragment');
    expect(round.asked).toEqual([]);
    expect(round.toolResult).toEqual(
      toolResult(
        round.toolUseId,
        '<tool_use_error>Option "Red" in question "Which color?": preview must not contain <script> or <style> tags. Use inline styles via the style attribute if needed.</tool_use_error>',
        true,
      ),
    );
  });

  it('the init advertises ask_user_question_unanswered_v1 with no opt-in; a skipped question is named by its number', async () => {
    const round = await askRound(
      { questions: [color, size] },
      answered({ 'Which color?': 'Blue' }, { 'Which size?': { unanswered: 'skipped' } }),
    );
    expect(round.init.capabilities).toContain('ask_user_question_unanswered_v1');
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, wrote('"Which color?"="Blue"') + skippedQuestion(2)));
  });

  it('a question left out of the answers without an annotation is dropped silently', async () => {
    const round = await askRound({ questions: [color, size] }, answered({ 'Which color?': 'Blue' }));
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, chose('"Which color?"="Blue"')));
  });

  it('replied_in_chat and dismissed are not shown to the model: only the answers text is', async () => {
    const inChat = await askRound(
      { questions: [color] },
      answered({ 'Which color?': 'I answered in the chat' }, { 'Which color?': { unanswered: 'replied_in_chat' } }),
    );
    expect(inChat.toolResult).toEqual(toolResult(inChat.toolUseId, wrote('"Which color?"="I answered in the chat"')));
    const dismissed = await askRound(
      { questions: [color] },
      answered({}, { 'Which color?': { unanswered: 'dismissed' } }),
    );
    expect(dismissed.toolResult).toEqual(toolResult(dismissed.toolUseId, NO_ANSWER));
  });

  it('no answer reads "The user did not answer the questions.": empty answers, every question skipped, an unknown question text, [No preference]', async () => {
    const answers: [Record<string, unknown>, Record<string, unknown>?][] = [
      [{}],
      [{}, { 'Which color?': { unanswered: 'skipped' }, 'Which size?': { unanswered: 'skipped' } }],
      [{ 'Which colour?': 'Blue' }],
      [{ 'Which color?': '[No preference]' }],
    ];
    for (const [given, annotations] of answers) {
      const round = await askRound({ questions: [color, size] }, answered(given, annotations));
      expect(round.toolResult).toEqual(toolResult(round.toolUseId, NO_ANSWER));
    }
  });

  it('deny: the message is the tool result, as an error, and the turn goes on', async () => {
    const round = await askRound({ questions: [color] }, () => ({
      behavior: 'deny',
      message: 'The person closed the question.',
    }));
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, 'The person closed the question.', true));
    expect(round.result).toMatchObject({ subtype: 'success', result: 'Thanks.' });
  });
});
