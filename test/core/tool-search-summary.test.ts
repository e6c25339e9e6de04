import { describe, expect, it } from 'vitest';
import { formatSummaryText, summarizeToolCall } from '../../src/core/index';
import { summarizeToolSearchCall } from '../../src/core/internal';

// summarizeToolSearchCall: the timeline summary of an ask_user call reached through OpenClaw's Tool
// Search, read from the tool_call's input and its result, which wraps ask_user's own.

const questions = [
  {
    id: 'region',
    header: 'Region',
    question: 'Which region should serve it?',
    options: [{ label: 'Europe (Recommended)' }, { label: 'Asia' }],
  },
];
const input = { id: 'ask_user', args: { questions } };

/** ask_user's result text as openclaw 2026.9.6 writes it: its lines, a blank line, the JSON. */
const answeredText = (answer: string): string =>
  `Region: ${answer}\n\n${JSON.stringify({ status: 'answered', answers: { answers: { region: [answer] } } }, null, 2)}`;
const CANCELLED = `The question was cancelled; proceed with best judgment.\n\n${JSON.stringify({ status: 'no_answer' }, null, 2)}`;

/** tool_call's result around ask_user's (openclaw 2026.9.6 `tool_call`: `{ tool, result }`, pretty-printed). */
function envelope(text: string, tool: object = { id: 'openclaw:core:ask_user', name: 'ask_user', source: 'openclaw' }) {
  return { tool, result: { content: [{ type: 'text', text }], details: JSON.parse(text.slice(text.indexOf('{'))) } };
}
const envelopeText = (text: string, tool?: object): string => JSON.stringify(envelope(text, tool), null, 2);

describe('a tool_call to ask_user', () => {
  it('answered: the same summary as the direct call, from the result text or the object it holds', () => {
    const direct = summarizeToolCall({ questions }, answeredText('Asia'));
    expect(direct).toBeDefined();
    expect(summarizeToolSearchCall(input, envelopeText(answeredText('Asia')))).toEqual(direct);
    expect(summarizeToolSearchCall(input, envelope(answeredText('Asia')))).toEqual(direct);
    expect(formatSummaryText(summarizeToolSearchCall(input, envelopeText(answeredText('Asia')))!)).toBe('Region: Asia');
  });

  it('cancelled: cancelled, as ask_user’s own text says', () => {
    expect(summarizeToolSearchCall(input, envelopeText(CANCELLED))?.status).toBe('cancelled');
  });

  it('with the arguments under `input`, or flattened beside the id', () => {
    const expected = summarizeToolSearchCall(input, envelopeText(answeredText('Asia')));
    expect(
      summarizeToolSearchCall({ id: 'ask_user', input: { questions } }, envelopeText(answeredText('Asia'))),
    ).toEqual(expected);
    expect(summarizeToolSearchCall({ id: 'ask_user', questions }, envelopeText(answeredText('Asia')))).toEqual(
      expected,
    );
  });
});

describe('nothing to show', () => {
  it('another tool, or a tool named ask_user from elsewhere', () => {
    expect(
      summarizeToolSearchCall(
        input,
        envelopeText(answeredText('Asia'), { id: 'x', name: 'memory_search', source: 'openclaw' }),
      ),
    ).toBeUndefined();
    expect(
      summarizeToolSearchCall(
        input,
        envelopeText(answeredText('Asia'), { id: 'mcp:a:ask_user', name: 'ask_user', source: 'mcp' }),
      ),
    ).toBeUndefined();
  });

  it('a result that is not the envelope, answers that do not fit, arguments that are no request', () => {
    expect(summarizeToolSearchCall(input, answeredText('Asia'))).toBeUndefined();
    expect(summarizeToolSearchCall(input, 'not json')).toBeUndefined();
    expect(summarizeToolSearchCall(input, undefined)).toBeUndefined();
    expect(
      summarizeToolSearchCall(input, envelopeText(answeredText('Asia').replace('"region"', '"size"'))),
    ).toBeUndefined();
    expect(
      summarizeToolSearchCall({ id: 'ask_user', args: { questions: [] } }, envelopeText(answeredText('Asia'))),
    ).toBeUndefined();
    expect(summarizeToolSearchCall('ask_user', envelopeText(answeredText('Asia')))).toBeUndefined();
  });

  it('never throws on a hostile value', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(summarizeToolSearchCall(hostile, hostile)).toBeUndefined();
    expect(summarizeToolSearchCall(input, { tool: hostile, result: hostile })).toBeUndefined();
  });
});
