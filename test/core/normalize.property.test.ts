import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASK_USER_LIMITS } from '../../src/core/request/limits';
import { normalizeAskUser } from '../../src/core/request/normalize';
import type { NormalizeResult } from '../../src/core/request/types';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemeCount = (text: string) => [...segmenter.segment(text)].length;

/** Text that exercises trimming, graphemes and the "Other" rule; mostly valid, so ok results are common. */
const text = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/), weight: 12 },
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.constantFrom(
    '',
    '   ',
    'Other',
    ' other (please specify) ',
    'อื่นๆ',
    'อื่น ๆ',
    'การตั้งค่าระบบเครือข่าย',
    '👨‍👩‍👧‍👦🇹🇭🇯🇵👍🏽',
    'Deploy to the cloud',
    'x'.repeat(65),
    'Staging (Recommended)',
    '\u0301\u0301',
    ' \u0301a',
  ),
);

const id = fc.oneof(
  { arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), weight: 8 },
  fc.constantFrom('constructor', '__proto__', 'Bad', ''),
);

const option = fc.record(
  { label: text, description: fc.oneof(text, fc.constant(undefined), fc.constant(null)) },
  { requiredKeys: ['label'] },
);

const question = fc.record(
  {
    id,
    header: text,
    question: text,
    options: fc.oneof(
      { arbitrary: fc.array(option, { minLength: 2, maxLength: 4 }), weight: 6 },
      fc.array(option, { maxLength: 6 }),
    ),
    multiSelect: fc.oneof(fc.boolean(), fc.constant(undefined), fc.constant(null)),
  },
  { requiredKeys: ['id', 'header', 'question', 'options'] },
);

const request = fc.record(
  {
    questions: fc.oneof(
      { arbitrary: fc.array(question, { minLength: 1, maxLength: 3 }), weight: 6 },
      fc.array(question, { maxLength: 4 }),
    ),
    timeoutSeconds: fc.oneof(
      { arbitrary: fc.integer({ min: -100, max: 5000 }), weight: 4 },
      fc.double(),
      fc.constant(undefined),
    ),
  },
  { requiredKeys: ['questions'] },
);

/** One change to a near-valid request: delete, replace or add a key somewhere in it. */
const mutation = fc.record({
  level: fc.constantFrom('top', 'question', 'option'),
  question: fc.nat(4),
  option: fc.nat(6),
  action: fc.constantFrom('delete', 'set', 'add'),
  key: fc.constantFrom(
    'questions',
    'timeoutSeconds',
    'id',
    'header',
    'question',
    'options',
    'multiSelect',
    'label',
    'description',
  ),
  extraKey: fc.oneof(fc.string({ maxLength: 8 }), fc.constant('__proto__')),
  value: fc.anything({ maxDepth: 2 }),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function applyMutation(target: Record<string, unknown>, change: Mutation): void {
  let node: unknown = target;
  if (change.level !== 'top') {
    const questions = target['questions'];
    node = Array.isArray(questions) ? questions[change.question % Math.max(1, questions.length)] : undefined;
    if (change.level === 'option' && node !== null && typeof node === 'object') {
      const options = (node as Record<string, unknown>)['options'];
      node = Array.isArray(options) ? options[change.option % Math.max(1, options.length)] : undefined;
    }
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (change.action === 'delete') delete record[change.key];
  else if (change.action === 'set') record[change.key] = change.value;
  else
    Object.defineProperty(record, change.extraKey, {
      value: change.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
}

const nearValid = fc
  .tuple(request, fc.oneof({ arbitrary: fc.constant([]), weight: 2 }, fc.array(mutation, { maxLength: 3 })))
  .map(([base, changes]) => {
    const target = base as Record<string, unknown>;
    for (const change of changes) applyMutation(target, change);
    return target;
  });

function checkResult(result: NormalizeResult): void {
  expect(typeof result.ok).toBe('boolean');
  if (!result.ok) {
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) {
      expect(typeof error.path).toBe('string');
      expect(typeof error.detail).toBe('string');
      expect(Object.keys(error)).not.toContain('message');
    }
    return;
  }
  const { request: normalized } = result;
  expect(normalized.questions.length).toBeGreaterThanOrEqual(ASK_USER_LIMITS.minQuestions);
  expect(normalized.questions.length).toBeLessThanOrEqual(ASK_USER_LIMITS.maxQuestions);
  expect(Number.isInteger(normalized.timeoutSeconds)).toBe(true);
  for (const q of normalized.questions) {
    expect(graphemeCount(q.header)).toBeLessThanOrEqual(ASK_USER_LIMITS.headerMaxGraphemes);
    expect(q.options.length).toBeGreaterThanOrEqual(ASK_USER_LIMITS.minOptions);
    expect(q.options.length).toBeLessThanOrEqual(ASK_USER_LIMITS.maxOptions);
    expect(new Set(q.options.map((o) => o.label.toLowerCase())).size).toBe(q.options.length);
  }
  // Idempotence: an ok request is already normal.
  const again = normalizeAskUser(normalized);
  expect(again).toEqual({ ok: true, request: normalized, warnings: [] });
}

describe('normalizeAskUser on random input', () => {
  it('never throws on anything', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withBoxedValues: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withObjectString: true,
          withSparseArray: true,
          withTypedArray: true,
        }),
        (input) => {
          const first = normalizeAskUser(input);
          checkResult(first);
          // Stable: the same payload gives the same answer again (no hidden state between calls).
          expect(normalizeAskUser(input)).toEqual(first);
        },
      ),
      // Issue #5: 100,000 random payloads in all, half here and half near-valid below.
      { numRuns: 50_000 },
    );
  });

  it('never throws on near-valid requests, and every ok result normalizes to itself without warnings', () => {
    let okCount = 0;
    fc.assert(
      fc.property(nearValid, (input) => {
        const result = normalizeAskUser(input);
        if (result.ok) okCount += 1;
        checkResult(result);
        expect(normalizeAskUser(input)).toEqual(result);
      }),
      { numRuns: 50_000 },
    );
    // The generator must reach the ok path often enough for the idempotence check to mean something.
    expect(okCount).toBeGreaterThan(5000);
  });
});
