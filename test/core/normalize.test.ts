import { afterEach, describe, expect, it, vi } from 'vitest';
import { truncateGraphemes } from '../../src/core/request/graphemes';
import { ASK_USER_LIMITS } from '../../src/core/request/limits';
import { normalizeAskUser } from '../../src/core/request/normalize';
import { formatIssue, messages } from '../../src/core/index';
import type { Issue, NormalizeResult } from '../../src/core/request/types';

function question(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'deploy_target',
    header: 'Target',
    question: 'Where should I deploy?',
    options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Production' }],
    ...extra,
  };
}

function errorsOf(result: NormalizeResult): Array<{ path: string | undefined; code: Issue['code'] }> {
  if (result.ok) throw new Error('expected errors, got an ok result');
  return result.errors.map(({ path, code }) => ({ path, code }));
}

function okOf(result: NormalizeResult) {
  if (!result.ok) throw new Error(`expected ok, got ${result.errors.map((e) => formatIssue(e, messages)).join('; ')}`);
  return result;
}

function graphemes(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}

describe('given a valid request', () => {
  it('fills defaults and keeps the values', () => {
    const result = okOf(normalizeAskUser({ questions: [question()] }));
    expect(result.warnings).toEqual([]);
    expect(result.request).toEqual({
      timeoutSeconds: 900,
      questions: [
        {
          id: 'deploy_target',
          header: 'Target',
          question: 'Where should I deploy?',
          multiSelect: false,
          options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Production' }],
        },
      ],
    });
  });

  it('trims text and drops blank descriptions without emitting `description: undefined`', () => {
    const result = okOf(
      normalizeAskUser({
        questions: [
          question({
            header: '  Target ',
            question: ' Where? ',
            options: [
              { label: ' A ', description: '   ' },
              { label: 'B', description: ' why ' },
            ],
          }),
        ],
      }),
    );
    const q = result.request.questions[0];
    expect(q?.header).toBe('Target');
    expect(q?.question).toBe('Where?');
    expect(q?.options[0]).toEqual({ label: 'A' });
    expect(Object.keys(q?.options[0] ?? {})).toEqual(['label']);
    expect(q?.options[1]).toEqual({ label: 'B', description: 'why' });
  });

  it('returns fresh objects, not the input', () => {
    const input = { questions: [question()] };
    const result = okOf(normalizeAskUser(input));
    expect(result.request.questions[0]).not.toBe(input.questions[0]);
    expect(result.request.questions[0]?.options).not.toBe(input.questions[0]?.options);
  });

  it('is frozen where it was checked: the questions, their options and each option', () => {
    const { request } = okOf(normalizeAskUser({ questions: [question()] }));
    const options = request.questions[0]?.options as Array<{ label: string }>;
    expect(() => options.push({ label: 'X' })).toThrow(TypeError);
    expect(() => Object.assign(options[0] ?? {}, { label: 'Other' })).toThrow(TypeError);
    expect(Object.isFrozen(request.questions)).toBe(true);
  });

  it('keeps multiSelect and an in-range timeout', () => {
    const result = okOf(normalizeAskUser({ questions: [question({ multiSelect: true })], timeoutSeconds: 120 }));
    expect(result.request.questions[0]?.multiSelect).toBe(true);
    expect(result.request.timeoutSeconds).toBe(120);
  });

  it('treats null optional fields as absent (strict tool-calling modes send them)', () => {
    const result = okOf(
      normalizeAskUser({
        questions: [question({ multiSelect: null, options: [{ label: 'A', description: null }, { label: 'B' }] })],
        timeoutSeconds: null,
      }),
    );
    expect(result.request.timeoutSeconds).toBe(900);
    expect(result.request.questions[0]?.multiSelect).toBe(false);
    expect(result.request.questions[0]?.options[0]).toEqual({ label: 'A' });
  });

  it('is idempotent', () => {
    const first = okOf(
      normalizeAskUser({ questions: [question({ header: 'A very long header indeed' })], timeoutSeconds: 5 }),
    );
    const second = okOf(normalizeAskUser(first.request));
    expect(second.request).toEqual(first.request);
    expect(second.warnings).toEqual([]);
  });
});

describe('given input that is not an object', () => {
  it.each([null, undefined, 42, 'questions', true, [], [{ questions: [] }], () => 1, Symbol('x'), 10n, new Date()])(
    'reports invalid_type at the root for %s',
    (input) => {
      expect(errorsOf(normalizeAskUser(input))).toEqual([{ path: '', code: 'invalid_type' }]);
    },
  );

  it('accepts an object with a null prototype', () => {
    const input = Object.assign(Object.create(null) as object, { questions: [question()] });
    expect(normalizeAskUser(input).ok).toBe(true);
  });
});

describe('questions', () => {
  it('must be present', () => {
    expect(errorsOf(normalizeAskUser({}))).toEqual([{ path: 'questions', code: 'invalid_type' }]);
  });

  it('must be an array', () => {
    expect(errorsOf(normalizeAskUser({ questions: { 0: question() } }))).toEqual([
      { path: 'questions', code: 'invalid_type' },
    ]);
  });

  it('must not be empty', () => {
    const result = normalizeAskUser({ questions: [] });
    expect(errorsOf(result)).toEqual([{ path: 'questions', code: 'too_few_questions' }]);
    expect(result.ok ? '' : result.errors[0] && formatIssue(result.errors[0], messages)).toBe(
      'questions: expected 1 to 3 questions, got 0',
    );
  });

  it('must not be more than 3, and the extra questions are still checked', () => {
    const qs = [question({ id: 'a' }), question({ id: 'b' }), question({ id: 'c' }), question({ id: 'D' })];
    expect(errorsOf(normalizeAskUser({ questions: qs }))).toEqual([
      { path: 'questions', code: 'too_many_questions' },
      { path: 'questions[3].id', code: 'invalid_id' },
    ]);
  });

  it('reports a huge sparse array by its length without walking it', () => {
    const started = performance.now();
    const result = normalizeAskUser({ questions: new Array(1e9) });
    expect(errorsOf(result)[0]).toEqual({ path: 'questions', code: 'too_many_questions' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('must each be an object', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question(), 'second?'] }))).toEqual([
      { path: 'questions[1]', code: 'invalid_type' },
    ]);
  });
});

describe('id', () => {
  it.each(['Deploy', '1st', 'deploy-target', 'deploy target', '', '_x', 'ünïcode'])('rejects %j', (id) => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ id })] }))).toEqual([
      { path: 'questions[0].id', code: 'invalid_id' },
    ]);
  });

  it('must be a string', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ id: 7 })] }))).toEqual([
      { path: 'questions[0].id', code: 'invalid_type' },
    ]);
  });

  it('must be unique; the later one is reported', () => {
    const qs = [question({ id: 'a' }), question({ id: 'b' }), question({ id: 'a' })];
    expect(errorsOf(normalizeAskUser({ questions: qs }))).toEqual([{ path: 'questions[2].id', code: 'duplicate_id' }]);
  });

  it('may be a name that exists on Object.prototype', () => {
    const qs = [question({ id: 'constructor' }), question({ id: 'to_string' })];
    expect(okOf(normalizeAskUser({ questions: qs })).request.questions.map((q) => q.id)).toEqual([
      'constructor',
      'to_string',
    ]);
  });
});

describe('header', () => {
  it('must not be blank', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ header: ' \n\t ' })] }))).toEqual([
      { path: 'questions[0].header', code: 'blank' },
    ]);
  });

  it('must be a string', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ header: ['x'] })] }))).toEqual([
      { path: 'questions[0].header', code: 'invalid_type' },
    ]);
  });

  it('keeps exactly 12 characters without a warning', () => {
    const result = okOf(normalizeAskUser({ questions: [question({ header: 'Twelve chars' })] }));
    expect(result.request.questions[0]?.header).toBe('Twelve chars');
    expect(result.warnings).toEqual([]);
  });

  it('is truncated to 12 characters with a warning', () => {
    const result = okOf(normalizeAskUser({ questions: [question({ header: 'Deployment target' })] }));
    expect(result.request.questions[0]?.header).toBe('Deployment t');
    expect(result.warnings.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'questions[0].header', code: 'header_truncated' },
    ]);
  });

  it('drops whitespace left at the cut, so normalizing again changes nothing', () => {
    const result = okOf(normalizeAskUser({ questions: [question({ header: 'Deploy to the cloud' })] }));
    expect(result.request.questions[0]?.header).toBe('Deploy to th');
    const cutAtSpace = okOf(normalizeAskUser({ questions: [question({ header: 'Deploy where now' })] }));
    expect(cutAtSpace.request.questions[0]?.header).toBe('Deploy where');
    const spaceAt12 = okOf(normalizeAskUser({ questions: [question({ header: 'Deploy what  x' })] }));
    expect(spaceAt12.request.questions[0]?.header).toBe('Deploy what');
  });

  it('never splits Thai combining vowels and tone marks', () => {
    const header = 'การตั้งค่าระบบเครือข่าย';
    const result = okOf(normalizeAskUser({ questions: [question({ header })] }));
    const cut = result.request.questions[0]?.header ?? '';
    expect(cut).toBe('การตั้งค่าระบบเ');
    expect(graphemes(cut)).toEqual(graphemes(header).slice(0, 12));
    expect(header.startsWith(cut)).toBe(true);
    expect(result.warnings[0]?.code).toBe('header_truncated');
  });

  it('keeps a Thai header of 12 graphemes (but more code units) whole', () => {
    const header = 'ตั้งค่าตั้งค่าตั้งค่า'; // 12 graphemes, 21 code units
    expect(graphemes(header)).toHaveLength(12);
    const result = okOf(normalizeAskUser({ questions: [question({ header })] }));
    expect(result.request.questions[0]?.header).toBe(header);
    expect(result.warnings).toEqual([]);
  });

  it('never splits ZWJ family emoji or flags', () => {
    const family = '👨‍👩‍👧‍👦';
    const header = `${family}🇹🇭🇯🇵`.repeat(5);
    const result = okOf(normalizeAskUser({ questions: [question({ header })] }));
    const cut = result.request.questions[0]?.header ?? '';
    expect(graphemes(cut)).toEqual(graphemes(header).slice(0, 12));
    expect(cut).toBe(`${family}🇹🇭🇯🇵`.repeat(4));
  });

  it('never splits an emoji with a skin tone', () => {
    const header = `${'a'.repeat(11)}👍🏽b`;
    const result = okOf(normalizeAskUser({ questions: [question({ header })] }));
    expect(result.request.questions[0]?.header).toBe(`${'a'.repeat(11)}👍🏽`);
  });

  it('falls back to code points when Intl.Segmenter is missing, never splitting a surrogate pair', () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    try {
      const result = okOf(normalizeAskUser({ questions: [question({ header: `${'a'.repeat(11)}😀😀` })] }));
      expect(result.request.questions[0]?.header).toBe(`${'a'.repeat(11)}😀`);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(truncateGraphemes('👨‍👩‍👧‍👦x', 1).text).toBe('👨‍👩‍👧‍👦');
  });
});

describe('question', () => {
  it('must not be blank', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ question: '' })] }))).toEqual([
      { path: 'questions[0].question', code: 'blank' },
    ]);
  });

  it('is required', () => {
    const q = question();
    delete q['question'];
    expect(errorsOf(normalizeAskUser({ questions: [q] }))).toEqual([
      { path: 'questions[0].question', code: 'invalid_type' },
    ]);
  });

  it('is not truncated', () => {
    const text = `${'Long question '.repeat(40)}?`;
    expect(okOf(normalizeAskUser({ questions: [question({ question: text })] })).request.questions[0]?.question).toBe(
      text.trim(),
    );
  });
});

describe('options', () => {
  it('must be an array', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ options: 'A, B' })] }))).toEqual([
      { path: 'questions[0].options', code: 'invalid_type' },
    ]);
  });

  it('need at least 2, with a message naming the path and the count', () => {
    const result = normalizeAskUser({ questions: [question(), question({ id: 'b', options: [{ label: 'Only' }] })] });
    expect(errorsOf(result)).toEqual([{ path: 'questions[1].options', code: 'too_few_options' }]);
    expect(result.ok ? '' : result.errors[0] && formatIssue(result.errors[0], messages)).toBe(
      'questions[1].options: expected 2 to 4 options, got 1',
    );
  });

  it('allow at most 4', () => {
    const options = ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label }));
    expect(errorsOf(normalizeAskUser({ questions: [question({ options })] }))).toEqual([
      { path: 'questions[0].options', code: 'too_many_options' },
    ]);
  });

  it('must each be an object', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ options: ['A', { label: 'B' }] })] }))).toEqual([
      { path: 'questions[0].options[0]', code: 'invalid_type' },
    ]);
  });

  it.each([
    'Other',
    'other',
    ' OTHER ',
    'Other (please specify)',
    'other(specify)',
    'อื่นๆ',
    'อื่น ๆ',
    'อื่น',
    'อื่นๆ (โปรดระบุ)',
  ])('removes an agent-supplied %j option with a warning', (label) => {
    const options = [{ label: 'A' }, { label }, { label: 'B' }];
    const result = okOf(normalizeAskUser({ questions: [question({ options })] }));
    expect(result.request.questions[0]?.options.map((o) => o.label)).toEqual(['A', 'B']);
    expect(result.warnings.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'questions[0].options[1]', code: 'other_option_removed' },
    ]);
  });

  it.each(['Others are fine', 'Otherwise', 'Another', 'Mother'])('keeps %j, which is not an Other option', (label) => {
    const result = okOf(normalizeAskUser({ questions: [question({ options: [{ label }, { label: 'B' }] })] }));
    expect(result.request.questions[0]?.options.map((o) => o.label)).toEqual([label, 'B']);
  });

  it('count after Other is removed', () => {
    const result = normalizeAskUser({ questions: [question({ options: [{ label: 'Yes' }, { label: 'Other' }] })] });
    expect(errorsOf(result)).toEqual([{ path: 'questions[0].options', code: 'too_few_options' }]);
    expect(result.ok ? '' : result.errors[0] && formatIssue(result.errors[0], messages)).toContain(
      'after removing 1 "Other" option',
    );
    const five = [{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'D' }, { label: 'Other' }];
    expect(
      okOf(normalizeAskUser({ questions: [question({ options: five })] })).request.questions[0]?.options,
    ).toHaveLength(4);
  });
});

describe('option label', () => {
  it('must be a non-blank string', () => {
    const options = [{ label: '  ' }, { label: 5 }, {}];
    expect(errorsOf(normalizeAskUser({ questions: [question({ options })] }))).toEqual([
      { path: 'questions[0].options[0].label', code: 'blank' },
      { path: 'questions[0].options[1].label', code: 'invalid_type' },
      { path: 'questions[0].options[2].label', code: 'invalid_type' },
    ]);
  });

  it('may have 64 characters, counted as graphemes', () => {
    const thai = 'ตั้'.repeat(64); // 64 graphemes, 192 code units
    const options = [{ label: 'x'.repeat(64) }, { label: thai }];
    expect(okOf(normalizeAskUser({ questions: [question({ options })] })).request.questions[0]?.options[1]?.label).toBe(
      thai,
    );
  });

  it('is an error past 64 characters, and is not truncated', () => {
    const options = [{ label: 'A' }, { label: 'x'.repeat(65) }];
    expect(errorsOf(normalizeAskUser({ questions: [question({ options })] }))).toEqual([
      { path: 'questions[0].options[1].label', code: 'label_too_long' },
    ]);
  });

  it('must be unique, trimmed and case-insensitively', () => {
    const options = [{ label: 'Staging' }, { label: ' staging ' }, { label: 'Prod' }];
    const result = normalizeAskUser({ questions: [question({ options })] });
    expect(errorsOf(result)).toEqual([{ path: 'questions[0].options[1].label', code: 'duplicate_label' }]);
    expect(result.ok ? '' : result.errors[0] && formatIssue(result.errors[0], messages)).toContain(
      'questions[0].options[0].label',
    );
  });
});

describe('option description', () => {
  it('must be a string when present', () => {
    const options = [{ label: 'A', description: 3 }, { label: 'B' }];
    expect(errorsOf(normalizeAskUser({ questions: [question({ options })] }))).toEqual([
      { path: 'questions[0].options[0].description', code: 'invalid_type' },
    ]);
  });
});

describe('unknown keys', () => {
  it('are errors at every level', () => {
    const input = {
      questions: [question({ foo: 1, options: [{ label: 'A', value: 'a' }, { label: 'B' }] })],
      timeout: 30,
    };
    expect(errorsOf(normalizeAskUser(input))).toEqual([
      { path: 'timeout', code: 'unknown_key' },
      { path: 'questions[0].foo', code: 'unknown_key' },
      { path: 'questions[0].options[0].value', code: 'unknown_key' },
    ]);
  });

  it('include an own __proto__ key (as JSON.parse makes it)', () => {
    const input: unknown = JSON.parse(`{"questions": [${JSON.stringify(question())}], "__proto__": {"x": 1}}`);
    expect(errorsOf(normalizeAskUser(input))).toEqual([{ path: '__proto__', code: 'unknown_key' }]);
  });

  it('quote keys that are not identifiers', () => {
    expect(errorsOf(normalizeAskUser({ questions: [question()], 'time out': 1 }))).toEqual([
      { path: '["time out"]', code: 'unknown_key' },
    ]);
  });

  it('ignore symbol keys', () => {
    expect(normalizeAskUser({ questions: [question()], [Symbol('meta')]: 1 }).ok).toBe(true);
  });

  it('are capped at 10 per object, then summarized', () => {
    const input: Record<string, unknown> = { questions: [question()] };
    for (let i = 0; i < 1000; i += 1) input[`k${i}`] = i;
    const errors = errorsOf(normalizeAskUser(input));
    expect(errors).toHaveLength(11);
    expect(errors[10]).toEqual({ path: '', code: 'unknown_key' });
  });
});

describe('multiSelect', () => {
  it.each(['true', 1, {}])('must be a boolean, not %j', (multiSelect) => {
    expect(errorsOf(normalizeAskUser({ questions: [question({ multiSelect })] }))).toEqual([
      { path: 'questions[0].multiSelect', code: 'invalid_type' },
    ]);
  });
});

describe('timeoutSeconds', () => {
  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'must be an integer, not %s',
    (timeoutSeconds) => {
      expect(errorsOf(normalizeAskUser({ questions: [question()], timeoutSeconds }))).toEqual([
        { path: 'timeoutSeconds', code: 'not_integer' },
      ]);
    },
  );

  it.each(['60', true, [60]])('must be a number, not %j', (timeoutSeconds) => {
    expect(errorsOf(normalizeAskUser({ questions: [question()], timeoutSeconds }))).toEqual([
      { path: 'timeoutSeconds', code: 'invalid_type' },
    ]);
  });

  it.each([
    [5, 30],
    [-10, 30],
    [0, 30],
    [7200, 3600],
    [1e21, 3600],
  ])('clamps %s to %s with a warning', (timeoutSeconds, expected) => {
    const result = okOf(normalizeAskUser({ questions: [question()], timeoutSeconds }));
    expect(result.request.timeoutSeconds).toBe(expected);
    expect(result.warnings.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'timeoutSeconds', code: 'timeout_clamped' },
    ]);
  });

  it.each([30, 3600])('keeps the bound %s without a warning', (timeoutSeconds) => {
    const result = okOf(normalizeAskUser({ questions: [question()], timeoutSeconds }));
    expect(result.request.timeoutSeconds).toBe(timeoutSeconds);
    expect(result.warnings).toEqual([]);
  });

  it('exposes its limits', () => {
    expect(ASK_USER_LIMITS.defaultTimeoutSeconds).toBe(900);
  });
});

describe('error collection', () => {
  it('reports every problem at once, in input order', () => {
    const input = {
      questions: [
        question({ id: 'Bad', header: '' }),
        question({ options: [{ label: 'A' }] }),
        question({ id: 'x', multiSelect: 'yes', options: [{ label: 'A' }, { label: 'a' }] }),
      ],
      timeoutSeconds: 2.5,
    };
    expect(errorsOf(normalizeAskUser(input))).toEqual([
      { path: 'questions[0].id', code: 'invalid_id' },
      { path: 'questions[0].header', code: 'blank' },
      { path: 'questions[1].options', code: 'too_few_options' },
      { path: 'questions[2].options[1].label', code: 'duplicate_label' },
      { path: 'questions[2].multiSelect', code: 'invalid_type' },
      { path: 'timeoutSeconds', code: 'not_integer' },
    ]);
  });

  it('reports a duplicate label even when the option has other errors', () => {
    const options = [
      { label: 'A', note: 1 },
      { label: 'a', note: 2 },
    ];
    expect(errorsOf(normalizeAskUser({ questions: [question({ options })] }))).toEqual([
      { path: 'questions[0].options[0].note', code: 'unknown_key' },
      { path: 'questions[0].options[1].note', code: 'unknown_key' },
      { path: 'questions[0].options[1].label', code: 'duplicate_label' },
    ]);
  });

  it('reports a duplicate id even when the first question has other errors', () => {
    const result = normalizeAskUser({ questions: [question({ header: 7 }), question()] });
    expect(errorsOf(result)).toEqual([
      { path: 'questions[0].header', code: 'invalid_type' },
      { path: 'questions[1].id', code: 'duplicate_id' },
    ]);
  });
});

describe('hostile input', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports a throwing getter at its path', () => {
    const q = question();
    Object.defineProperty(q, 'header', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(errorsOf(normalizeAskUser({ questions: [q] }))).toEqual([
      { path: 'questions[0].header', code: 'invalid_type' },
    ]);
  });

  it('survives a Proxy whose every trap throws', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('get');
        },
        ownKeys: () => {
          throw new Error('ownKeys');
        },
        getPrototypeOf: () => {
          throw new Error('proto');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('descriptor');
        },
        has: () => {
          throw new Error('has');
        },
      },
    );
    expect(() => normalizeAskUser(hostile)).not.toThrow();
    expect(normalizeAskUser(hostile).ok).toBe(false);
    expect(normalizeAskUser({ questions: [hostile] }).ok).toBe(false);
    expect(normalizeAskUser({ questions: [question({ options: [hostile, hostile] })] }).ok).toBe(false);
  });

  it('survives a revoked Proxy', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(errorsOf(normalizeAskUser(proxy))).toEqual([{ path: '', code: 'invalid_type' }]);
    expect(errorsOf(normalizeAskUser({ questions: proxy }))).toEqual([{ path: 'questions', code: 'invalid_type' }]);
  });

  it('reads a well-behaved Proxy like the object it wraps', () => {
    expect(normalizeAskUser(new Proxy({ questions: [question()] }, {})).ok).toBe(true);
  });

  it('survives cyclic objects', () => {
    const q = question();
    q['self'] = q;
    const input: Record<string, unknown> = { questions: [q] };
    input['questions'] = [q, input];
    expect(errorsOf(normalizeAskUser(input))).toEqual([
      { path: 'questions[0].self', code: 'unknown_key' },
      { path: 'questions[1].questions', code: 'unknown_key' },
      { path: 'questions[1].id', code: 'invalid_type' },
      { path: 'questions[1].header', code: 'invalid_type' },
      { path: 'questions[1].question', code: 'invalid_type' },
      { path: 'questions[1].options', code: 'invalid_type' },
    ]);
  });

  it('does not read inherited properties', () => {
    const input = Object.create({ questions: [question()] }) as object;
    expect(errorsOf(normalizeAskUser(input))).toEqual([{ path: '', code: 'invalid_type' }]);
    const q = Object.assign(Object.create(null) as object, question());
    const inheriting = Object.create(q) as object;
    expect(normalizeAskUser({ questions: [inheriting] }).ok).toBe(false);
  });

  it('rejects class instances and boxed strings', () => {
    class Request {
      questions = [question()];
    }
    expect(errorsOf(normalizeAskUser(new Request()))).toEqual([{ path: '', code: 'invalid_type' }]);
    expect(errorsOf(normalizeAskUser({ questions: [question({ header: new String('x') })] }))).toEqual([
      { path: 'questions[0].header', code: 'invalid_type' },
    ]);
  });

  it('is fast with 1 MB strings and keeps messages short', () => {
    const huge = `${'x'.repeat(1_000_000)}`;
    const thaiHuge = 'ตั้'.repeat(350_000);
    const started = performance.now();
    const result = normalizeAskUser({
      questions: [
        question({
          header: huge,
          question: huge,
          options: [{ label: huge, description: huge }, { label: thaiHuge }],
        }),
      ],
      [huge]: 1,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map(({ code }) => code)).toEqual(['unknown_key', 'label_too_long', 'label_too_long']);
    for (const error of errors) {
      expect(formatIssue(error, messages).length).toBeLessThan(300);
      expect(error.path?.length).toBeLessThan(100);
    }
  });

  it('truncates a 1 MB header fast, segmenting only its start', () => {
    const segment = vi.fn();
    const Real = Intl.Segmenter;
    class Spy extends Real {
      override segment(input: string) {
        segment(input.length);
        return super.segment(input);
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Segmenter: Spy });
    const result = okOf(normalizeAskUser({ questions: [question({ header: 'ก'.repeat(1_000_000) })] }));
    expect(result.request.questions[0]?.header).toBe('ก'.repeat(12));
    for (const [length] of segment.mock.calls) expect(length).toBeLessThan(1000);
  });

  it('survives a zalgo header (one grapheme with thousands of marks)', () => {
    const zalgo = `a${'\u0301'.repeat(50_000)}bcdefghijklmnop`;
    const result = okOf(normalizeAskUser({ questions: [question({ header: zalgo })] }));
    expect(result.request.questions[0]?.header).toBe(`a${'\u0301'.repeat(50_000)}bcdefghijkl`);
  });
});
