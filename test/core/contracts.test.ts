import { describe, expect, it } from 'vitest';
import {
  createQuestionStore,
  normalizeAskUser,
  toToolResult,
  type AskUserRequest,
  type NormalizeResult,
} from '../../src/core/index';
import { manualClock } from '../support/clock';

// One model, each host's limits: `ask_user` (1-3 questions), the OpenClaw gateway's records, and
// Claude's AskUserQuestion (1-4 questions, labels of any length, a preview per option).

const question = (n: number, options: object[] = [{ label: 'Yes' }, { label: 'No' }]) => ({
  id: `q${n}`,
  header: `Q${n}`,
  question: `Question ${n}?`,
  options,
});
const four = [1, 2, 3, 4].map((n) => question(n));

function codes(result: NormalizeResult): Array<{ path: string | undefined; code: string }> {
  return result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code }));
}
function requestOf(result: NormalizeResult): AskUserRequest {
  if (!result.ok) throw new Error(`expected ok, got ${result.errors.map((e) => e.code).join(', ')}`);
  return result.request;
}

describe('the limits of each contract', () => {
  it('takes 4 questions under Claude’s contract and refuses them under ask_user’s', () => {
    expect(codes(normalizeAskUser({ questions: four }))).toEqual([{ path: 'questions', code: 'too_many_questions' }]);
    expect(codes(normalizeAskUser({ questions: four }, { contract: 'openclaw' }))).toEqual([
      { path: 'questions', code: 'too_many_questions' },
    ]);
    expect(requestOf(normalizeAskUser({ questions: four }, { contract: 'claude' })).questions).toHaveLength(4);
  });

  it('refuses a fifth question and a fifth option under Claude’s contract', () => {
    const five = [...four, question(5)];
    expect(codes(normalizeAskUser({ questions: five }, { contract: 'claude' }))).toEqual([
      { path: 'questions', code: 'too_many_questions' },
    ]);
    const options = ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label }));
    expect(codes(normalizeAskUser({ questions: [question(1, options)] }, { contract: 'claude' }))).toEqual([
      { path: 'questions[0].options', code: 'too_many_options' },
    ]);
  });

  it('keeps 2 to 4 options under Claude’s contract: no free-text question', () => {
    expect(codes(normalizeAskUser({ questions: [question(1, [])] }, { contract: 'claude' }))).toEqual([
      { path: 'questions[0].options', code: 'too_few_options' },
    ]);
  });

  it('takes a label of any length under Claude’s contract, at most 64 characters under ask_user’s', () => {
    const label = 'Keep the current schema and migrate the old rows in a background job tonight';
    const input = { questions: [question(1, [{ label }, { label: 'No' }])] };
    expect(codes(normalizeAskUser(input))).toEqual([{ path: 'questions[0].options[0].label', code: 'label_too_long' }]);
    expect(requestOf(normalizeAskUser(input, { contract: 'claude' })).questions[0]?.options[0]?.label).toBe(label);
  });

  it('reads an unknown contract as ask_user’s, never throwing', () => {
    const result = normalizeAskUser({ questions: four }, { contract: 'mystery' as never });
    expect(codes(result)).toEqual([{ path: 'questions', code: 'too_many_questions' }]);
  });
});

describe('option previews', () => {
  const mockup = '┌──────────┐\n│  Sign in  │\n└──────────┘\n';
  const withPreview = { questions: [question(1, [{ label: 'Card', preview: mockup }, { label: 'List' }])] };

  it('keeps a preview as the agent wrote it, whitespace and all, under Claude’s contract', () => {
    const request = requestOf(normalizeAskUser(withPreview, { contract: 'claude' }));
    expect(request.questions[0]?.options).toEqual([{ label: 'Card', preview: mockup }, { label: 'List' }]);
    // Normalizing again under the same contract changes nothing.
    expect(normalizeAskUser(JSON.parse(JSON.stringify(request)), { contract: 'claude' })).toEqual({
      ok: true,
      request,
      warnings: [],
    });
  });

  it('is an unknown key under ask_user’s contract and the gateway’s', () => {
    for (const contract of ['ask_user', 'openclaw'] as const)
      expect(codes(normalizeAskUser(withPreview, { contract }))).toEqual([
        { path: 'questions[0].options[0].preview', code: 'unknown_key' },
      ]);
  });

  it('refuses a preview that is not text and drops a blank one', () => {
    const bad = {
      questions: [
        question(1, [
          { label: 'Card', preview: 42 },
          { label: 'List', preview: ' \n ' },
        ]),
      ],
    };
    expect(codes(normalizeAskUser(bad, { contract: 'claude' }))).toEqual([
      { path: 'questions[0].options[0].preview', code: 'invalid_type' },
    ]);
    const blank = { questions: [question(1, [{ label: 'Card' }, { label: 'List', preview: ' \n ' }])] };
    expect(requestOf(normalizeAskUser(blank, { contract: 'claude' })).questions[0]?.options[1]).toEqual({
      label: 'List',
    });
  });
});

describe('one store for every contract', () => {
  it('answers four questions of a Claude request', async () => {
    const request = requestOf(normalizeAskUser({ questions: four }, { contract: 'claude' }));
    const store = createQuestionStore(request, { clock: manualClock() });
    for (const n of [1, 2, 3]) expect(store.select(`q${n}`, 'Yes')).toEqual({ ok: true });
    expect(await store.submit()).toMatchObject({ ok: false, error: { code: 'unanswered', questionId: 'q4' } });
    store.setOther('q4', 'Only on Fridays');
    expect(await store.submit()).toEqual({ ok: true });
    expect(toToolResult(store.getState())).toEqual({
      status: 'answered',
      answers: { answers: { q1: ['Yes'], q2: ['Yes'], q3: ['Yes'], q4: ['Only on Fridays'] } },
    });
  });
});
