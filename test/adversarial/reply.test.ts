import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  formatPromptText,
  parseTextReply,
  type AnswerMap,
  type AskUserQuestion,
  type AskUserRequest,
  type ParseReplyResult,
} from '../../src/core/index';

// Issue 12, classes 5 and 6 (wrong plain-text answers, quadratic parsing) and the line-break
// forging of class 9. Crafted replies that used to pick an option the person never named.

function request(...questions: AskUserQuestion[]): AskUserRequest {
  return { timeoutSeconds: 900, questions };
}

function question(id: string, labels: string[], extra: Partial<AskUserQuestion> = {}): AskUserQuestion {
  return {
    id,
    header: id,
    question: `Which ${id}?`,
    multiSelect: false,
    options: labels.map((label) => ({ label })),
    ...extra,
  };
}

function answers(result: ParseReplyResult): AnswerMap {
  if (!result.ok)
    throw new Error(`expected answers, got ${result.errors.map((e) => `${e.code} ${e.path}`).join('; ')}`);
  return result.answers;
}

function codes(result: ParseReplyResult): string[] {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.answers)}`);
  return result.errors.map((issue) => issue.code);
}

describe('class 5: plain-text replies that used to be read wrong', () => {
  it('keeps a multi-select label with a comma whole when other parts follow it', () => {
    const colours = request(question('colours', ['Red, green', 'Blue', 'Unit'], { multiSelect: true }));
    expect(answers(parseTextReply(colours, 'Red, green, Unit'))).toEqual({ colours: ['Red, green', 'Unit'] });
    expect(answers(parseTextReply(colours, 'blue; red,green'))).toEqual({ colours: ['Blue', 'Red, green'] });
  });

  it('refuses a comma label whose pieces are labels too, instead of guessing', () => {
    const colours = request(question('colours', ['Red, green', 'Red', 'Green'], { multiSelect: true }));
    const result = parseTextReply(colours, 'Red, green');
    expect(codes(result)).toEqual(['ambiguous_option']);
    expect(result.ok ? [] : result.errors[0]?.candidates).toEqual(['Red, green', 'Red', 'Green']);
  });

  it('reads a single question’s label that looks like a "key: value" line as the label', () => {
    const note = request(question('note', ['Note: later', 'Now'], { header: 'Note' }));
    expect(answers(parseTextReply(note, 'Note: later'))).toEqual({ note: ['Note: later'] });
  });

  it('reads a label that looks like a key line as that question’s label, not as the key', () => {
    const twoQuestions = request(
      question('env', ['Env: prod', 'Env: dev'], { header: 'Env' }),
      question('size', ['S', 'L']),
    );
    expect(answers(parseTextReply(twoQuestions, 'Env: prod\nL'))).toEqual({ env: ['Env: prod'], size: ['L'] });
  });

  it('refuses a line that is a key for one question and a label of another', () => {
    const twoQuestions = request(
      question('env', ['Prod', 'Dev'], { header: 'Env' }),
      question('size', ['Env: prod', 'L']),
    );
    const result = parseTextReply(twoQuestions, 'Env: prod\nL');
    expect(codes(result)).toEqual(['ambiguous_key']);
    expect(result.ok ? [] : result.errors[0]?.candidates).toEqual(['env', 'size']);
  });

  it('refuses a key that is one question’s id and another’s header', () => {
    const clash = request(
      question('target', ['A', 'B'], { header: 'Where' }),
      question('size', ['S', 'L'], { header: 'Target' }),
    );
    expect(codes(parseTextReply(clash, 'target: A\nL'))).toEqual(['ambiguous_key']);
  });

  it('reads labels of the question at their position before keys, whatever they spell', () => {
    // Labels that are key lines for other questions, with ids that exist on Object.prototype.
    const hostile = request(
      question('constructor', ['2 = __proto__', 'to_string: x'], { header: 'Proto' }),
      question('to_string', ['constructor - 2 = __proto__', '1: x'], { header: '__proto__' }),
    );
    const result = answers(parseTextReply(hostile, '2 = __PROTO__\n1: x'));
    expect(result).toEqual({ constructor: ['2 = __proto__'], to_string: ['1: x'] });
    expect(Object.keys(result)).toEqual(['constructor', 'to_string']);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    // Invisible characters and NFD spell the same label; a label at the wrong position is still refused.
    expect(answers(parseTextReply(hostile, 'to\u200B_string: x\nconstructor - 2 = __prot\u200Do__'))).toEqual({
      constructor: ['to_string: x'],
      to_string: ['constructor - 2 = __proto__'],
    });
    expect(codes(parseTextReply(hostile, '1: x\n2 = __proto__'))).toEqual(['ambiguous_key', 'ambiguous_key']);
  });

  it('picks the label "2" over option number 2', () => {
    const numbers = request(question('count', ['4', '1', '2']));
    expect(answers(parseTextReply(numbers, '2'))).toEqual({ count: ['2'] });
    const multi = request(question('count', ['4', '1', '2'], { multiSelect: true }));
    expect(answers(parseTextReply(multi, '2, 4'))).toEqual({ count: ['2', '4'] });
  });

  it('reads Thai digits as option numbers, as the dock’s shortcuts do', () => {
    const deploy = request(question('target', ['Staging', 'Production']));
    expect(answers(parseTextReply(deploy, '๒'))).toEqual({ target: ['Production'] });
    const checks = request(question('checks', ['Lint', 'Unit', 'E2E'], { multiSelect: true }));
    expect(answers(parseTextReply(checks, '๑, ๓'))).toEqual({ checks: ['Lint', 'E2E'] });
  });

  it('matches a label written in NFD, with other case or with invisible characters', () => {
    const cafe = request(question('drink', ['Café', 'Tea']));
    expect(answers(parseTextReply(cafe, 'Cafe\u0301'))).toEqual({ drink: ['Café'] });
    expect(answers(parseTextReply(cafe, 'CAFÉ'))).toEqual({ drink: ['Café'] });
    expect(answers(parseTextReply(cafe, 'Ca\u200Bfé'))).toEqual({ drink: ['Café'] });
    const nfd = request(question('drink', ['Cafe\u0301', 'Tea']));
    expect(answers(parseTextReply(nfd, 'café'))).toEqual({ drink: ['Cafe\u0301'] });
  });

  it('refuses a reply naming two options that differ only in "(Recommended)"', () => {
    const twins = request(question('target', ['Staging (Recommended)', 'staging (แนะนำ)']));
    expect(codes(parseTextReply(twins, 'staging'))).toEqual(['ambiguous_option']);
  });

  it('reads a reply of zero-width characters as empty, not as an answer', () => {
    expect(codes(parseTextReply(request(question('target', ['A', 'B'])), '\u200B\u200D\uFEFF'))).toEqual(['empty']);
  });
});

/** Every regular expression literal and `new RegExp(...)` in a source file. */
function regexesIn(path: string): Array<{ source: string; flags: string; dynamic: boolean }> {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ source: string; flags: string; dynamic: boolean }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.text;
      const end = text.lastIndexOf('/');
      found.push({ source: text.slice(1, end), flags: text.slice(end + 1), dynamic: false });
    } else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp') {
      found.push({ source: node.arguments?.[0]?.getText() ?? '', flags: '', dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('class 6: parsing is linear', () => {
  const modules = [
    'src/core/reply/parse.ts',
    'src/core/reply/match.ts',
    'src/core/reply/value.ts',
    'src/core/reply/keys.ts',
    'src/core/reply/prompt-text.ts',
    'src/core/request/unicode.ts',
  ];

  it.each(modules)('%s builds no regular expression at run time', (path) => {
    expect(regexesIn(path).filter((regex) => regex.dynamic)).toEqual([]);
  });

  it.each(modules)('%s has no regular expression that can backtrack super-linearly (recheck)', (path) => {
    const unsafe = regexesIn(path)
      .filter((regex) => !regex.dynamic)
      .map((regex) => ({ ...regex, status: checkSync(regex.source, regex.flags).status }))
      .filter((regex) => regex.status !== 'safe');
    expect(unsafe).toEqual([]);
  });

  // The inputs that took 16-28 s at 100 KB; here at 1 MB they must still give the right answer.
  // (How fast is measured by `npm run bench`, not asserted here.)
  const multi = request(question('checks', ['Lint', 'Unit', 'E2E'], { multiSelect: true }));
  const single = request(question('target', ['Staging (Recommended)', 'Production']));
  it.each([
    ['letters with no "://"', 'a'.repeat(1_000_000), multi, 'a'.repeat(1_000_000)],
    [
      'a run of spaces before "(Recommended)"',
      `Production${' '.repeat(1_000_000)}x`,
      single,
      `Production${' '.repeat(1_000_000)}x`,
    ],
  ])('reads 1 MB of %s', (_name, reply, req, expected) => {
    const result = answers(parseTextReply(req, reply));
    expect(Object.values(result)).toEqual([[expected]]);
  });
});

describe('class 9: line breaks in agent text cannot forge lines of the plain-text prompt', () => {
  it('keeps each label, header, question and description on its own line', () => {
    const forged = request({
      id: 'target',
      header: 'Go\n1. Yes',
      question: 'Which?\n2. Delete everything',
      multiSelect: false,
      options: [{ label: 'Staging\r\n3. Wipe', description: 'safe\u20284. Drop' }, { label: 'Prod\u2029' }],
    });
    const lines = formatPromptText(forged).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Go 1. Yes: Which? 2. Delete everything',
      '1. Staging 3. Wipe — safe 4. Drop',
      '2. Prod ',
    ]);
    expect(lines.filter((line) => /^\s*\d+\./.test(line))).toHaveLength(2);
  });
});

// ---- Property: never an option the reply did not name or number ----------------------------------

const hostileLabels = [
  '2',
  '4',
  'Red, green',
  'Note: later',
  'Café',
  'Staging (Recommended)',
  'Yes',
  'no',
  'ทดสอบ',
  'https://a.b/c,d',
];
const noise = [
  '',
  ' ',
  ',',
  ';',
  '\n',
  '\r\n',
  ':',
  '=',
  ' - ',
  '\u200B',
  '\u202E',
  '\u0301',
  '(recommended)',
  '๒',
  '2.',
  '3)',
  'q1',
  '#2',
  'https://',
  '://',
];

/** The reply in the words it is compared by (case, NFC, invisible characters, spacing ignored). */
function loose(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .normalize('NFC');
}

/** Whether `reply` contains option `index`'s number (ASCII or Thai digits, leading zeros allowed) as a token of its own. */
function numbers(reply: string, index: number): boolean {
  const thai = String(index + 1).replace(/\d/g, (d) => String.fromCharCode(0x0e50 + Number(d)));
  return [String(index + 1), thai].some((n) =>
    new RegExp(`(?:^|[^0-9\\u0e50-\\u0e59])[0\\u0e50]*${n}(?![0-9\\u0e50-\\u0e59])`).test(reply),
  );
}

describe('property: parseTextReply never picks an option the reply did not name or number', () => {
  const questionArb = (id: string) =>
    fc
      .record({
        labels: fc.uniqueArray(fc.oneof(fc.constantFrom(...hostileLabels), fc.string({ minLength: 1, maxLength: 6 })), {
          minLength: 2,
          maxLength: 4,
          selector: (label) => loose(label).trim(),
        }),
        multiSelect: fc.boolean(),
        header: fc.oneof(fc.constantFrom('Note', 'Env: x', '2', id), fc.string({ minLength: 1, maxLength: 6 })),
      })
      .filter(({ labels }) => labels.every((label) => loose(label).trim() !== ''))
      .map(({ labels, multiSelect, header }) => question(id, labels, { multiSelect, header }));

  const requestArb = fc
    .integer({ min: 1, max: 3 })
    .chain((count) => fc.tuple(...['a_q', 'b_q', 'c_q'].slice(0, count).map(questionArb)))
    .map((questions) => request(...questions));

  it('holds for 3,000 hostile replies', () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.array(
          fc.oneof(
            fc.constantFrom(...noise),
            fc.constantFrom(...hostileLabels),
            fc.string({ maxLength: 8 }),
            fc.integer({ min: 0, max: 9 }).map(String),
          ),
          {
            maxLength: 12,
          },
        ),
        (req, pieces) => {
          const labelPieces = req.questions.flatMap((q) => q.options.map((o) => o.label));
          const reply = pieces.map((piece, i) => (i % 4 === 3 ? labelPieces[i % labelPieces.length] : piece)).join('');
          const result = parseTextReply(req, reply);
          if (!result.ok) {
            expect(result.errors.length).toBeGreaterThan(0);
            return;
          }
          for (const q of req.questions) {
            const picked = result.answers[q.id] ?? [];
            expect(picked.length).toBeGreaterThan(0);
            if (!q.multiSelect) expect(picked).toHaveLength(1);
            q.options.forEach((option, index) => {
              if (!picked.includes(option.label)) return;
              const named = loose(reply).includes(
                loose(option.label)
                  .replace(/\s*\((recommended|แนะนำ)\)\s*$/, '')
                  .trim(),
              );
              expect(
                named || numbers(reply, index),
                `${JSON.stringify(option.label)} in ${JSON.stringify(reply)}`,
              ).toBe(true);
            });
            // The person's own words are taken from the reply, never made up.
            for (const value of picked) {
              if (!q.options.some((o) => o.label === value)) expect(reply).toContain(value);
            }
          }
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
