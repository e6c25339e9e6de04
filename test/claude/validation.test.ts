import { chose, color, question } from './support/questions';
import { answered, askRound, logDurations, toolResult } from './support/scenario';

// What the real Claude Code CLI checks before and after canUseTool, and the settings that make it
// ask canUseTool at all: the model's questions a dock never sees, and the answers it must not send.

const tooMany = (path: string) =>
  `<tool_use_error>InputValidationError: [\n  {\n    "origin": "array",\n    "code": "too_big",\n    "maximum": 4,\n    "inclusive": true,\n    "path": [\n${path}\n    ],\n    "message": "Too big: expected array to have <=4 items"\n  }\n]</tool_use_error>`;
const notUnique =
  '<tool_use_error>InputValidationError: [\n  {\n    "code": "custom",\n    "path": [],\n    "message": "Question texts must be unique, option labels must be unique within each question"\n  }\n]</tool_use_error>';

afterAll(logDurations);

describe('the model input the CLI refuses before canUseTool', () => {
  it.each([
    ['5 questions', [1, 2, 3, 4, 5].map((n) => question(`Question ${n}?`)), tooMany('      "questions"')],
    [
      '5 options',
      [question('Which color?', ['Red', 'Blue', 'Green', 'Gold', 'Grey'])],
      tooMany('      "questions",\n      0,\n      "options"'),
    ],
    ['duplicate labels', [question('Which color?', ['Red', 'Red'])], notUnique],
    ['duplicate question texts', [color, color], notUnique],
    [
      'a missing header',
      [{ ...color, header: undefined }],
      '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:\nThe required parameter `questions[0].header` is missing</tool_use_error>',
    ],
  ])('%s: canUseTool is not called; the model reads the error', async (_name, questions, error) => {
    const round = await askRound({ questions }, answered({}));
    expect(round.asked).toEqual([]);
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, error, true));
  });

  it('a header over 12 characters passes; a missing multiSelect reaches canUseTool as false', async () => {
    const long = { ...color, header: 'A header of 25 characters' };
    const { multiSelect: _multiSelect, ...withoutMultiSelect } = long;
    const round = await askRound({ questions: [withoutMultiSelect] }, answered({ 'Which color?': 'Red' }));
    expect(round.asked.map((call) => call.input)).toEqual([{ questions: [{ ...long, multiSelect: false }] }]);
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, chose('"Which color?"="Red"')));
  });
});

describe('the answer the CLI checks after canUseTool', () => {
  it('updatedInput must carry the questions back: without them the model reads a configuration error', async () => {
    const round = await askRound({ questions: [color] }, () => ({
      behavior: 'allow',
      updatedInput: { answers: { 'Which color?': 'Blue' } },
    }));
    expect(round.toolResult).toEqual(
      toolResult(
        round.toolUseId,
        "<tool_use_error>The permission handler returned updatedInput for AskUserQuestion that failed schema validation: AskUserQuestion failed due to the following issue:\nThe required parameter `questions` is missing\nThis is a configuration issue in your canUseTool callback, PermissionRequest hook, or permission-prompt tool — updatedInput must satisfy the tool's input schema. The tool input from the model was valid.</tool_use_error>",
        true,
      ),
    );
  });

  it('the questions sent back are taken as they are: answers are read against them, not the model’s', async () => {
    const round = await askRound({ questions: [color] }, () => ({
      behavior: 'allow',
      updatedInput: { questions: [question('Which shade?')], answers: { 'Which shade?': 'Red' } },
    }));
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, chose('"Which shade?"="Red"')));
  });

  it('a `response` in updatedInput replaces the answers in what the model reads', async () => {
    const round = await askRound({ questions: [color] }, (input) => ({
      behavior: 'allow',
      updatedInput: { ...input, answers: { 'Which color?': 'Blue' }, response: 'Ask me later.' },
    }));
    expect(round.toolResult).toEqual(toolResult(round.toolUseId, 'The user responded: Ask me later.'));
  });

  it('a canUseTool that throws: the model reads the error', async () => {
    const round = await askRound({ questions: [color] }, () => {
      throw new Error('The dock is gone.');
    });
    expect(round.toolResult).toEqual(
      toolResult(round.toolUseId, 'Tool permission request failed: Error: The dock is gone.', true),
    );
  });
});

describe('the settings under which canUseTool is asked', () => {
  it("permissionMode 'default' asks canUseTool; the init says so", async () => {
    const round = await askRound({ questions: [color] }, answered({ 'Which color?': 'Red' }));
    expect(round.init).toMatchObject({ permissionMode: 'default', tools: ['AskUserQuestion'] });
    expect(round.asked).toHaveLength(1);
  });

  it("permissionMode 'dontAsk' refuses the tool without asking", async () => {
    const round = await askRound({ questions: [color] }, answered({ 'Which color?': 'Red' }), {
      permissionMode: 'dontAsk',
    });
    expect(round.asked).toEqual([]);
    expect(round.toolResult).toMatchObject({
      is_error: true,
      content: expect.stringMatching(
        /^Permission to use AskUserQuestion has been denied because Claude Code is running in don't ask mode\./,
      ),
    });
  });

  it('without canUseTool the CLI takes AskUserQuestion away: not in the init, not offered to the model', async () => {
    const round = await askRound({ questions: [color] }, undefined);
    expect(round.init.tools).toEqual([]);
    expect(round.requests[0]?.tools?.map((tool) => tool.name)).not.toContain('AskUserQuestion');
    expect(round.toolResult).toEqual(
      toolResult(
        round.toolUseId,
        '<tool_use_error>Error: No such tool available: AskUserQuestion. AskUserQuestion is disabled for this session, in subagents as well as here.</tool_use_error>',
        true,
      ),
    );
  });
});
