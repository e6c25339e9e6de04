import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSummaryText, messagesTh, summarizeToolCall, type ToolResult } from '../../src/core/index';

// summarizeToolCall: the timeline summary of a finished ask_user call, rebuilt from the call's
// arguments and its result in every form a transcript keeps it.

const args = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should this be deployed?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run?',
      multiSelect: true,
      options: [{ label: 'Unit' }, { label: 'E2E' }, { label: 'Lint' }],
    },
  ],
};

/** OpenClaw's answered result text (openclaw 2026.9.6 `ask-user-tool`: `answeredResult`), built the way it builds it. */
function openClawAnswered(answers: Record<string, string[]>, headers = ['Target', 'Checks']): string {
  const payload = { status: 'answered', answers: { answers } };
  const lines = Object.keys(answers).map((id, i) => {
    const values = answers[id] ?? [];
    return `${headers[i] ?? id}: ${values.length > 0 ? values.join(', ') : '(no answer)'}`;
  });
  return `${lines.join('\n')}\n\n${JSON.stringify(payload, null, 2)}`;
}

/** OpenClaw's no-answer result texts, exactly as the package writes them. */
const NO_ANSWER_JSON = JSON.stringify({ status: 'no_answer' }, null, 2);
const CANCELLED = `The question was cancelled; proceed with best judgment.\n\n${NO_ANSWER_JSON}`;
const NO_ANSWER_ARRIVED = `No answer arrived; proceed with best judgment.\n\n${NO_ANSWER_JSON}`;
const DELIVERY_FAILED = `The prompt became visible, but its controls failed to deliver. The question was cancelled; no retry/fallback should be sent.\n\n${JSON.stringify({ status: 'delivery_failed' }, null, 2)}`;

const answered = (answers: Record<string, string[]>): ToolResult => ({ status: 'answered', answers: { answers } });

const lines = (summary: ReturnType<typeof summarizeToolCall>) =>
  summary?.items.map((item) => `${item.header}: ${item.answers.join(' | ')}`);

describe('given an answered result', () => {
  const answers = { deploy_target: ['Production'], checks: ['Lint', 'Unit', 'smoke tests'] };

  it('in OpenClaw text: shows each answer, the person’s own text included, with no status word', () => {
    const summary = summarizeToolCall(args, openClawAnswered(answers));
    expect(summary).toEqual({
      status: 'answered',
      source: null,
      items: [
        { id: 'deploy_target', header: 'Target', question: 'Where should this be deployed?', answers: ['Production'] },
        {
          id: 'checks',
          header: 'Checks',
          question: 'Which checks should run?',
          answers: ['Lint', 'Unit', 'smoke tests'],
        },
      ],
    });
    expect(formatSummaryText(summary!)).toBe('Target: Production\nChecks: Lint, Unit, smoke tests');
  });

  it('as a ToolResult, its JSON text and OpenClaw’s content blocks: the same summary', () => {
    const expected = summarizeToolCall(args, openClawAnswered(answers));
    expect(summarizeToolCall(args, answered(answers))).toEqual(expected);
    expect(summarizeToolCall(args, JSON.stringify(answered(answers)))).toEqual(expected);
    expect(summarizeToolCall(args, [{ type: 'text', text: openClawAnswered(answers) }])).toEqual(expected);
    // A text split over blocks, with a block of another kind between.
    const text = openClawAnswered(answers);
    expect(
      summarizeToolCall(args, [
        { type: 'text', text: text.slice(0, 10) },
        { type: 'image', data: 'x' },
        { type: 'text', text: text.slice(10) },
      ]),
    ).toEqual(expected);
  });

  it('takes the arguments as their JSON text too', () => {
    expect(lines(summarizeToolCall(JSON.stringify(args), answered(answers)))).toEqual([
      'Target: Production',
      'Checks: Lint | Unit | smoke tests',
    ]);
  });

  it('an Other text that looks like a result is still only the person’s text', () => {
    const own = 'see below\n\n{\n  "status": "no_answer"\n}';
    const summary = summarizeToolCall(args, openClawAnswered({ deploy_target: [own], checks: ['Unit'] }));
    expect(summary?.status).toBe('answered');
    expect(summary?.items[0]?.answers).toEqual([own]);
  });

  it('keeps the agent’s Recommended marker in the data (the views localize it)', () => {
    const summary = summarizeToolCall(args, answered({ deploy_target: ['Staging (Recommended)'], checks: ['E2E'] }));
    expect(summary?.items[0]?.answers).toEqual(['Staging (Recommended)']);
    expect(formatSummaryText(summary!, messagesTh)).toMatch(/^Target: Staging \(แนะนำ\)/);
  });
});

describe('given a result without an answer', () => {
  it('OpenClaw’s cancelled text: cancelled', () => {
    const summary = summarizeToolCall(args, CANCELLED);
    expect(summary).toMatchObject({ status: 'cancelled', source: null });
    expect(summary?.items.map((i) => i.answers)).toEqual([[], []]);
    expect(formatSummaryText(summary!)).toBe('Cancelled');
  });

  it('OpenClaw’s delivery failure: cancelled, as its text says', () => {
    expect(summarizeToolCall(args, DELIVERY_FAILED)?.status).toBe('cancelled');
    expect(summarizeToolCall(args, [{ type: 'text', text: DELIVERY_FAILED }])?.status).toBe('cancelled');
  });

  it('"No answer arrived" and a bare no_answer: "No answer", never a guess at skipped or expired', () => {
    for (const result of [NO_ANSWER_ARRIVED, { status: 'no_answer' }, '{"status":"no_answer"}', NO_ANSWER_JSON]) {
      const summary = summarizeToolCall(args, result);
      expect(summary).toMatchObject({ status: 'no_answer', source: null });
      expect(formatSummaryText(summary!)).toBe('No answer');
      expect(formatSummaryText(summary!, messagesTh)).toBe('ไม่มีคำตอบ');
    }
  });

  it('a cancel sentence in front of answered JSON does not hide the answers', () => {
    const text = `The question was cancelled; proceed with best judgment.\n\n${JSON.stringify(answered({ deploy_target: ['Production'], checks: ['Unit'] }), null, 2)}`;
    expect(summarizeToolCall(args, text)?.status).toBe('answered');
  });
});

describe('a secret question', () => {
  it('never shows the value, only that one was given', () => {
    const secretArgs = {
      questions: [{ id: 'api_key', header: 'Key', question: 'The API key?', options: [], secret: {} }],
    };
    const summary = summarizeToolCall(secretArgs, answered({ api_key: ['sk-live-123'] }));
    expect(summary?.items[0]).toMatchObject({ answers: [], secret: { given: true } });
    expect(JSON.stringify(summary)).not.toContain('sk-live-123');
  });
});

describe('what it cannot read gives undefined', () => {
  const ok = answered({ deploy_target: ['Production'], checks: ['Unit'] });

  it.each([
    ['no arguments', undefined, ok],
    ['arguments that are no request', { questions: [] }, ok],
    ['arguments that are not JSON', '{questions', ok],
    ['no result', args, undefined],
    ['a number', args, 42],
    ['plain text', args, 'The user picked Production.'],
    ['an unknown status', args, { status: 'maybe' }],
    [
      'a truncated OpenClaw text',
      args,
      openClawAnswered({ deploy_target: ['Production'], checks: ['Unit'] }).slice(0, -3),
    ],
    ['no text block', args, [{ type: 'image' }]],
    ['a text block that is not text', args, [{ type: 'text', text: 7 }]],
  ])('%s', (_name, a, result) => {
    expect(summarizeToolCall(a, result)).toBeUndefined();
  });

  it.each([
    ['a question left out', { deploy_target: ['Production'] }],
    ['an id the request does not have', { deploy_target: ['Production'], checks: ['Unit'], extra: ['x'] }],
    [
      'two picks on a single-select question',
      { deploy_target: ['Production', 'Staging (Recommended)'], checks: ['Unit'] },
    ],
    ['two texts of the person’s own', { deploy_target: ['Production'], checks: ['mine', 'also mine'] }],
    ['an empty answer list', { deploy_target: [], checks: ['Unit'] }],
    ['a blank answer', { deploy_target: ['  '], checks: ['Unit'] }],
    ['a number for an answer', { deploy_target: [1], checks: ['Unit'] }],
    ['a string for a list', { deploy_target: 'Production', checks: ['Unit'] }],
    ['the same label twice', { deploy_target: ['Production'], checks: ['Unit', 'Unit'] }],
  ])('answers that do not fit the questions: %s', (_name, map) => {
    expect(summarizeToolCall(args, { status: 'answered', answers: { answers: map } })).toBeUndefined();
    expect(summarizeToolCall(args, JSON.stringify({ status: 'answered', answers: { answers: map } }))).toBeUndefined();
  });

  it('answers outside their envelope', () => {
    expect(
      summarizeToolCall(args, { status: 'answered', answers: { deploy_target: ['Production'], checks: ['Unit'] } }),
    ).toBeUndefined();
    expect(summarizeToolCall(args, { status: 'answered' })).toBeUndefined();
  });
});

describe('hostile input', () => {
  it('prototype keys in the JSON are data, never answers', () => {
    const text =
      '{"status":"answered","answers":{"answers":{"deploy_target":["Production"],"checks":["Unit"],"__proto__":{"checks":["Injected"]}}}}';
    expect(summarizeToolCall(args, text)).toBeUndefined();
    const inherited = Object.create({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Unit'] } },
    });
    expect(summarizeToolCall(args, inherited)).toBeUndefined();
    expect(({} as Record<string, unknown>)['checks']).toBeUndefined();
  });

  it('a question id named like a prototype key still reads its own answer', () => {
    const protoArgs = {
      questions: [{ id: 'constructor', header: 'Ctor', question: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
    };
    expect(summarizeToolCall(protoArgs, answered({ constructor: ['B'] }))?.items[0]?.answers).toEqual(['B']);
    expect(summarizeToolCall(protoArgs, answered({}))).toBeUndefined();
  });

  it('throwing getters, throwing proxies and revoked proxies: undefined, never a throw', () => {
    const getter = Object.defineProperty({}, 'status', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
        get: () => {
          throw new Error('trap');
        },
      },
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const hostile of [getter, trap, proxy, [trap], [proxy]]) {
      expect(summarizeToolCall(args, hostile)).toBeUndefined();
      expect(summarizeToolCall(hostile, CANCELLED)).toBeUndefined();
    }
    const answers = new Proxy(
      { deploy_target: ['Production'], checks: ['Unit'] },
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('trap');
        },
      },
    );
    expect(summarizeToolCall(args, { status: 'answered', answers: { answers } })).toBeUndefined();
  });

  it('huge input: refused without reading it all', () => {
    const huge = `${'x'.repeat(300 * 1024)}\n\n${NO_ANSWER_JSON}`;
    expect(summarizeToolCall(args, huge)).toBeUndefined();
    expect(
      summarizeToolCall(
        args,
        Array.from({ length: 1000 }, () => ({ type: 'text', text: 'x' })),
      ),
    ).toBeUndefined();
    // A sparse array of 2^32 - 1 slots for one answer list: refused by its length, never copied.
    const sparse = new Array<string>(2 ** 32 - 1);
    expect(summarizeToolCall(args, answered({ deploy_target: sparse, checks: ['Unit'] }))).toBeUndefined();
  });
});

describe('properties', () => {
  const label = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,14}[A-Za-z0-9]$/);
  const own = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
  /** A valid request and an answers map that fits it, as the dock would send it. */
  const call = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), { minLength: 1, maxLength: 3 }).chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            labels: fc.uniqueArray(label, { minLength: 2, maxLength: 4, selector: (l) => l.toLowerCase() }),
            multiSelect: fc.boolean(),
            own: fc.option(own, { nil: undefined }),
          })
          .chain(({ labels, multiSelect, own: text }) =>
            fc
              .subarray(labels, {
                minLength: text !== undefined || !multiSelect ? 0 : 1,
                maxLength: multiSelect ? labels.length : 1,
              })
              .map((picked) => {
                const values = multiSelect ? [...picked] : picked.slice(0, 1);
                if (text !== undefined && !labels.includes(text) && (multiSelect || values.length === 0))
                  values.push(text);
                if (values.length === 0) values.push(labels[0]!);
                return {
                  question: {
                    id,
                    header: id.slice(0, 12),
                    question: `Question ${id}?`,
                    multiSelect,
                    options: labels.map((l) => ({ label: l })),
                  },
                  values,
                };
              }),
          ),
      ),
    ),
  );

  it('every form of an answered result gives back exactly the answers sent', () => {
    fc.assert(
      fc.property(call, (qs) => {
        const request = { questions: qs.map((q) => q.question) };
        const answers = Object.fromEntries(qs.map((q) => [q.question.id, q.values]));
        const forms = [
          answered(answers),
          JSON.stringify(answered(answers)),
          openClawAnswered(
            answers,
            qs.map((q) => q.question.header),
          ),
          [
            {
              type: 'text',
              text: openClawAnswered(
                answers,
                qs.map((q) => q.question.header),
              ),
            },
          ],
        ];
        for (const result of forms) {
          const summary = summarizeToolCall(request, result);
          expect(summary?.status).toBe('answered');
          expect(Object.fromEntries(summary!.items.map((i) => [i.id, i.answers]))).toEqual(answers);
        }
      }),
    );
  });

  it('never throws, and never shows an answer the result does not hold', () => {
    const anyResult = fc.oneof(
      fc.anything(),
      fc.json(),
      fc.string(),
      fc.record({ status: fc.constantFrom('answered', 'no_answer', 'delivery_failed'), answers: fc.anything() }),
      fc.record({
        status: fc.constant('answered'),
        answers: fc.record({
          answers: fc.dictionary(
            fc.constantFrom('deploy_target', 'checks', '__proto__', 'x'),
            fc.array(fc.oneof(fc.string(), fc.constantFrom('Unit', 'Production', 'Lint')), { maxLength: 5 }),
          ),
        }),
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.constant(args), fc.anything()), anyResult, (a, result) => {
        const summary = summarizeToolCall(a, result);
        if (!summary) return;
        const held = JSON.stringify(result) ?? String(result);
        for (const item of summary.items)
          for (const answer of item.answers) expect(held).toContain(JSON.stringify(answer).slice(1, -1));
      }),
    );
  });
});
