import { normalizeAskUser, type NormalizeResult } from '../../src/core';
import { FORM_CONTRACT } from '../../src/mcp/form-contract';

// An MCP server's form read under its contract (FORM_CONTRACT, the entry's): more questions and options than a chat's,
// a field on a free-text question (its kind and limits), optional fields, the form's message and
// who asks. What the person's answer must be is kept for the form's entry to check.

const form = (input: object) => normalizeAskUser(input, { contract: FORM_CONTRACT });
const codes = (result: NormalizeResult) => (result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code })));

const email = {
  id: 'email',
  header: 'Email',
  question: 'Where should the invitation go?',
  options: [],
  field: { kind: 'email', minLength: 6, maxLength: 80 },
};
const guests = {
  id: 'guests',
  header: 'Guests',
  question: 'How many guests?',
  options: [],
  field: { kind: 'integer', minimum: 1, maximum: 10 },
  skippable: true,
};
const room = {
  id: 'room',
  header: 'Room',
  question: 'Which room?',
  options: ['Ada', 'Grace', 'Hedy', 'Katherine', 'Margaret', 'Radia'].map((label) => ({ label })),
  allowOther: false,
};
const confirm = {
  id: 'confirm',
  header: 'Confirm',
  question: 'Book it?',
  options: [{ label: 'Yes' }],
  allowOther: false,
};

describe("a form under the MCP entry's contract", () => {
  it('keeps fields, long and one-option choices, optional fields, the message and who asks', () => {
    const result = form({
      questions: [email, guests, room, confirm],
      message: '  Book the team offsite.\n  Two questions first.  ',
      from: 'Team Calendar',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { request } = result;
    expect(request.message).toBe('Book the team offsite.\n  Two questions first.');
    expect(request.from).toBe('Team Calendar');
    expect(request.questions.map((q) => q.field)).toEqual([
      { kind: 'email', minLength: 6, maxLength: 80 },
      { kind: 'integer', minimum: 1, maximum: 10 },
      undefined,
      undefined,
    ]);
    expect(request.questions.map((q) => q.skippable)).toEqual([undefined, true, undefined, undefined]);
    expect(request.questions[2]?.options).toHaveLength(6);
    expect(request.questions[3]?.options).toEqual([{ label: 'Yes' }]);
    // Normalizing again gives the same request, with no warnings.
    expect(form(request)).toEqual({ ok: true, request, warnings: [] });
  });

  it('reads a field of each kind, and leaves out a blank message', () => {
    for (const kind of ['text', 'email', 'uri', 'date', 'date-time', 'number', 'integer'])
      expect(form({ questions: [{ ...email, field: { kind } }], message: '  ' })).toMatchObject({
        ok: true,
        request: { questions: [{ field: { kind } }] },
      });
    const result = form({ questions: [email], message: ' ' });
    expect(result.ok && 'message' in result.request).toBe(false);
  });

  it('refuses a field that does not fit, saying where', () => {
    const field = (value: unknown, more: object = {}) => form({ questions: [{ ...email, ...more, field: value }] });
    expect(codes(field({ kind: 'color' }))).toEqual([{ path: 'questions[0].field.kind', code: 'invalid_type' }]);
    expect(codes(field({ minLength: 2 }))).toEqual([{ path: 'questions[0].field.kind', code: 'invalid_type' }]);
    expect(codes(field({ kind: 'text', minimum: 2 }))).toEqual([
      { path: 'questions[0].field.minimum', code: 'unknown_key' },
    ]);
    expect(codes(field({ kind: 'number', minLength: 2 }))).toEqual([
      { path: 'questions[0].field.minLength', code: 'unknown_key' },
    ]);
    expect(codes(field({ kind: 'text', minLength: 5, maxLength: 2 }))).toEqual([
      { path: 'questions[0].field.minLength', code: 'invalid_type' },
    ]);
    expect(codes(field({ kind: 'text', maxLength: -1 }))).toEqual([
      { path: 'questions[0].field.maxLength', code: 'invalid_type' },
    ]);
    expect(codes(field({ kind: 'number', maximum: Infinity }))).toEqual([
      { path: 'questions[0].field.maximum', code: 'invalid_type' },
    ]);
    expect(codes(field({ kind: 'text', pattern: '^a' }))).toEqual([
      { path: 'questions[0].field.pattern', code: 'unknown_key' },
    ]);
    expect(codes(field('email'))).toEqual([{ path: 'questions[0].field', code: 'invalid_type' }]);
    expect(codes(field({ kind: 'text' }, { options: [{ label: 'A' }, { label: 'B' }] }))).toEqual([
      { path: 'questions[0].field', code: 'unknown_key' },
    ]);
  });

  it('holds the form to its own limits: 20 fields, 300 options', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...email, id: `f${i}` }));
    expect(form({ questions: many(20) }).ok).toBe(true);
    expect(codes(form({ questions: many(21) }))).toEqual([{ path: 'questions', code: 'too_many_questions' }]);
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Option ${i}` }));
    expect(form({ questions: [{ ...room, options: options(300) }] }).ok).toBe(true);
    expect(codes(form({ questions: [{ ...room, options: options(301) }] }))).toEqual([
      { path: 'questions[0].options', code: 'too_many_options' },
    ]);
  });

  it('leaves the other contracts as they were: no field, message or who asks, and their own limits', () => {
    for (const contract of ['ask_user', 'openclaw', 'claude'] as const) {
      const asked = normalizeAskUser(
        { questions: [{ ...room, options: room.options.slice(0, 2) }], from: 'x' },
        {
          contract,
        },
      );
      expect(codes(asked)).toEqual([{ path: 'from', code: 'unknown_key' }]);
      expect(codes(normalizeAskUser({ questions: [email] }, { contract }))).toContainEqual({
        path: 'questions[0].field',
        code: 'unknown_key',
      });
    }
    expect(codes(normalizeAskUser({ questions: [confirm] }, { contract: 'claude' }))).toEqual([
      { path: 'questions[0].options', code: 'too_few_options' },
    ]);
  });
});

it("keeps a field's long title whole (it names the answer in labels and the review), and cuts one past 80 graphemes", () => {
  const title = 'Preferred meeting room for the review';
  const kept = form({ questions: [{ ...email, header: title }] });
  expect(kept.ok && kept.request.questions[0]?.header).toBe(title);
  expect(kept.ok && kept.warnings).toEqual([]);
  const cut = form({ questions: [{ ...email, header: 'x'.repeat(81) }] });
  expect(cut.ok && cut.request.questions[0]?.header).toBe('x'.repeat(80));
  expect(cut.ok && cut.warnings.map((w) => w.code)).toEqual(['header_truncated']);
  // A chat's contract keeps its short chip.
  const chat = normalizeAskUser({ questions: [{ ...room, header: title, options: room.options.slice(0, 3) }] });
  expect(chat.ok && chat.request.questions[0]?.header).toBe('Preferred me');
});
