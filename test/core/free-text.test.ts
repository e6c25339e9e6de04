import { describe, expect, it, vi } from 'vitest';
import {
  createQuestionStore,
  formatPromptText,
  formatSummaryText,
  normalizeAskUser,
  parseTextReply,
  replyMessagesTh,
  summarize,
  type AskUserRequest,
  type NormalizeResult,
} from '../../src/core/index';
import { manualClock } from '../support/clock';

// Questions with no options (the OpenClaw gateway's `question.request` allows them): answered with
// the person's own text, `answers[id] = [text]`, as OpenClaw's own Control UI sends it.

const name = { id: 'name', header: 'Name', question: 'What should the bird be called?', options: [] };
const size = {
  id: 'size',
  header: 'Size',
  question: 'How big?',
  options: [{ label: 'Small' }, { label: 'Large' }],
};

function requestOf(result: NormalizeResult): AskUserRequest {
  if (!result.ok) throw new Error(`expected ok, got ${result.errors.map((e) => e.code).join(', ')}`);
  return result.request;
}

const one = requestOf(normalizeAskUser({ questions: [name] }, { contract: 'openclaw' }));
const two = requestOf(normalizeAskUser({ questions: [name, size] }, { contract: 'openclaw' }));

describe('normalizing a question with no options', () => {
  it('is refused for ask_user tool input, which keeps 2 to 4 options', () => {
    const result = normalizeAskUser({ questions: [name] });
    expect(result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'questions[0].options', code: 'too_few_options' },
    ]);
  });

  it('is a free-text question under the openclaw contract, single and frozen, normalizing again unchanged', () => {
    const result = normalizeAskUser({ questions: [{ ...name, multiSelect: true }] }, { contract: 'openclaw' });
    const request = requestOf(result);
    expect(result.ok && result.warnings).toEqual([]);
    expect(request.questions[0]).toEqual({ ...name, multiSelect: false });
    expect(Object.isFrozen(request.questions[0]?.options)).toBe(true);
    expect(requestOf(normalizeAskUser(request, { contract: 'openclaw' }))).toEqual(request);
  });

  it('takes a gateway record with an empty header, named by the start of its question, with a warning', () => {
    const result = normalizeAskUser({ questions: [{ ...name, header: '' }] }, { contract: 'openclaw' });
    const request = requestOf(result);
    expect(request.questions[0]?.header).toBe('What should');
    expect(result.ok && result.warnings.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'questions[0].header', code: 'header_from_question' },
      { path: 'questions[0].header', code: 'header_truncated' },
    ]);
    expect(formatPromptText(request)).toContain('What should');
    expect(normalizeAskUser(request, { contract: 'openclaw' })).toMatchObject({ ok: true, warnings: [] });
  });

  it('still refuses an empty header in ask_user tool input', () => {
    const result = normalizeAskUser({ questions: [{ ...size, header: ' ' }] });
    expect(result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'questions[0].header', code: 'blank' },
    ]);
  });

  it('takes a label of any length under the gateway rules, and still refuses one over 64 characters in ask_user tool input', () => {
    const long = 'Migrate every service to the new cluster first, then retire the old one';
    const input = {
      questions: [
        { id: 'plan', header: 'Plan', question: 'Which plan?', options: [{ label: long }, { label: 'Short' }] },
      ],
    };
    const gateway = normalizeAskUser(input, { contract: 'openclaw' });
    expect(gateway.ok && gateway.request.questions[0]?.options[0]?.label).toBe(long);
    const tool = normalizeAskUser(input);
    expect(tool.ok ? [] : tool.errors.map((e) => e.code)).toEqual(['label_too_long']);
  });

  it('still refuses one option, as the gateway does ("either no options or 2 to 4")', () => {
    const result = normalizeAskUser(
      { questions: [{ ...name, options: [{ label: 'Only' }] }] },
      { contract: 'openclaw' },
    );
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['too_few_options']);
  });

  it('keeps every other rule: a blank question, a bad id, too many options', () => {
    const result = normalizeAskUser(
      {
        questions: [
          { ...name, question: ' \u200B ' },
          { ...name, id: 'Name' },
          { ...size, options: ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label })) },
        ],
      },
      { contract: 'openclaw' },
    );
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['blank', 'invalid_id', 'too_many_options']);
  });

  it('never throws on hostile options', () => {
    const hostile = {
      get contract(): 'openclaw' {
        throw new Error('boom');
      },
    };
    expect(normalizeAskUser({ questions: [name] }, hostile).ok).toBe(false);
    expect(normalizeAskUser({ questions: [name] }, null as never).ok).toBe(false);
    const proto = JSON.parse('{"__proto__": {"contract": "openclaw"}}') as { contract?: 'openclaw' };
    expect(normalizeAskUser({ questions: [name] }, proto).ok).toBe(false);
  });
});

describe('the store with a free-text question', () => {
  function setup(request = two) {
    const onResolve = vi.fn();
    const store = createQuestionStore(request, { clock: manualClock(), onResolve });
    return { store, onResolve };
  }

  it('sends the trimmed text as the one answer, the shape the gateway expects', async () => {
    const { store, onResolve } = setup();
    store.setOther('name', '  Blue Heron\n');
    store.select('size', 'Large');
    expect((await store.submit()).ok).toBe(true);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { name: ['Blue Heron'], size: ['Large'] } },
    });
    expect(formatSummaryText(summarize(store.getState()))).toBe('Name: Blue Heron\nSize: Large');
  });

  it.each([
    ['empty', ''],
    ['spaces and line breaks', '  \n\t '],
    ['invisible characters only', '\u200B\u2060\uFEFF'],
  ])('refuses a blank answer (%s): the question stays unanswered and Skip still works', async (_name, text) => {
    const { store, onResolve } = setup(one);
    store.setOther('name', text);
    expect(await store.submit()).toEqual({ ok: false, error: { code: 'unanswered', questionId: 'name' } });
    expect(store.getState().drafts['name']?.other).toBe(text);
    expect(store.skip().ok).toBe(true);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({ status: 'no_answer' });
  });

  it('refuses an option pick: there are none', () => {
    const { store } = setup(one);
    expect(store.select('name', 'Blue Heron')).toMatchObject({ ok: false, error: { code: 'unknown_option' } });
  });

  it('takes an answer from elsewhere only as one non-blank text', () => {
    const answered = (answers: unknown) =>
      setup(one).store.resolveExternally({ status: 'answered', answers: { answers } } as never).ok;
    expect(answered({ name: ['Blue Heron'] })).toBe(true);
    expect(answered({ name: ['Blue', 'Heron'] })).toBe(false);
    expect(answered({ name: ['  '] })).toBe(false);
    expect(answered({ name: [] })).toBe(false);
  });
});

describe('the plain-text bridge with a free-text question', () => {
  it('asks for the answer itself, with no options and no "Other" hint', () => {
    expect(formatPromptText(one)).toBe('Name: What should the bird be called?\n\nReply with your answer.');
    expect(formatPromptText(one, replyMessagesTh).split('\n').at(-1)).toBe(replyMessagesTh.replyHintText);
  });

  it('keeps the "Other" hint when another question has options', () => {
    expect(formatPromptText(two).split('\n')).toEqual([
      '1. Name: What should the bird be called?',
      '2. Size: How big?',
      '   1. Small',
      '   2. Large',
      '',
      'Reply with one line per question, or lines like “id: answer”.',
      'Or reply with your own answer in your own words.',
    ]);
  });

  it('reads the reply as the answer, whole, a number included', () => {
    expect(parseTextReply(one, '  Blue Heron ')).toEqual({ ok: true, answers: { name: ['Blue Heron'] } });
    expect(parseTextReply(one, '2')).toEqual({ ok: true, answers: { name: ['2'] } });
    expect(parseTextReply(one, 'Blue\nHeron')).toEqual({ ok: true, answers: { name: ['Blue\nHeron'] } });
    expect(parseTextReply(one, 'name: Blue Heron')).toEqual({ ok: true, answers: { name: ['Blue Heron'] } });
  });

  it('fills it from its line among several questions', () => {
    expect(parseTextReply(two, 'Blue Heron\n2')).toEqual({
      ok: true,
      answers: { name: ['Blue Heron'], size: ['Large'] },
    });
    expect(parseTextReply(two, 'size: small\nname = Great Egret')).toEqual({
      ok: true,
      answers: { name: ['Great Egret'], size: ['Small'] },
    });
  });

  it('refuses a blank reply or a blank line for it', () => {
    expect(parseTextReply(one, ' \u200B ')).toEqual({ ok: false, errors: [{ code: 'empty', path: '' }] });
    expect(parseTextReply(two, '\nLarge')).toEqual({
      ok: false,
      errors: [{ code: 'missing', path: 'name', questionId: 'name' }],
    });
  });
});
