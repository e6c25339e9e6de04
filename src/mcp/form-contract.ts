/**
 * The contract of an MCP server's form (`normalizeAskUser(input, { contract: FORM_CONTRACT })`): its
 * limits, a free-text question's `field` (what its answer must be: a form field's type and limits),
 * the form's `message` and who asks (`from`). Its readers are this entry's, so a dock without forms
 * carries none of them.
 */
import type { AnswerField } from '../core';
import type { FieldKind } from '../core/internal';
import {
  addError,
  expected,
  fieldPath,
  isBlank,
  optional,
  required,
  snapshot,
  UNREADABLE,
  type Collector,
  type ContractRules,
  type Snapshot,
} from '../core/internal';

/** Every kind a field may be. */
export const FIELD_KINDS: readonly FieldKind[] = ['text', 'email', 'uri', 'date', 'date-time', 'number', 'integer'];

const FIELD_KEYS = ['kind', 'minLength', 'maxLength', 'minimum', 'maximum'] as const;

/** The kinds whose answer is a number: they take `minimum`/`maximum`; the others take lengths. */
const isNumeric = (kind: FieldKind): boolean => kind === 'number' || kind === 'integer';

/** An optional limit: a finite number (a length: a whole number, 0 or more); `undefined` otherwise (reported). */
function limit(c: Collector, fields: Snapshot, path: string, key: string, length: boolean): number | undefined {
  const value = optional(fields, key);
  if (value === undefined) return undefined;
  const fits = typeof value === 'number' && (length ? Number.isInteger(value) && value >= 0 : Number.isFinite(value));
  if (fits) return value;
  expected(c, fieldPath(path, key), length ? 'a whole number, 0 or more' : 'a finite number', value);
  return undefined;
}

/**
 * A question's `field`, read: its `kind` and the limits the kind takes (lengths for text, email,
 * uri and dates; `minimum`/`maximum` for numbers), a lower limit never above the upper one; `undefined`
 * with errors when it does not fit.
 */
export function normalizeField(c: Collector, value: unknown, path: string): AnswerField | undefined {
  const errorsBefore = c.errors.length;
  const fields = snapshot(c, value, path, 'a field object like { kind: "email" }', FIELD_KEYS);
  if (fields === null) return undefined;
  const raw = required(c, fields, fieldPath(path, 'kind'), 'kind', FIELD_KINDS.join(', '));
  const kind = FIELD_KINDS.find((known) => known === raw);
  if (kind === undefined && raw !== UNREADABLE) expected(c, fieldPath(path, 'kind'), FIELD_KINDS.join(', '), raw);
  const numeric = kind !== undefined && isNumeric(kind);
  const [low, high] = numeric ? (['minimum', 'maximum'] as const) : (['minLength', 'maxLength'] as const);
  for (const key of FIELD_KEYS)
    if (key !== 'kind' && key !== low && key !== high && kind !== undefined && optional(fields, key) !== undefined)
      addError(c, fieldPath(path, key), 'unknown_key', `a ${kind} field takes ${low} and ${high}`);
  const min = limit(c, fields, path, low, !numeric);
  const max = limit(c, fields, path, high, !numeric);
  if (min !== undefined && max !== undefined && min > max)
    addError(c, fieldPath(path, low), 'invalid_type', `${min} is above ${high} ${max}`);
  if (kind === undefined || c.errors.length > errorsBefore) return undefined;
  return Object.freeze({
    kind,
    ...(min !== undefined && { [low]: min }),
    ...(max !== undefined && { [high]: max }),
  });
}

/** A form's extra keys, read: a question's `field` (only without options) and `optional`, the request's `message` and `from`. */
const FORM_EXTRAS = {
  questionKeys: ['field', 'optional'],
  requestKeys: ['message', 'from'],
  readQuestion(c: Collector, fields: Snapshot, path: string, options: readonly unknown[] | null): object {
    const raw = optional(fields, 'field');
    const field = raw === undefined ? undefined : normalizeField(c, raw, fieldPath(path, 'field'));
    // A field says what the person's own answer must be: a question with options has none to check.
    if (field && options !== null && options.length > 0)
      addError(c, fieldPath(path, 'field'), 'unknown_key', 'only a question without options takes a field');
    const blank = optional(fields, 'optional');
    if (blank !== undefined && blank !== true) expected(c, fieldPath(path, 'optional'), 'true', blank);
    return { ...(field && { field }), ...(blank === true && { optional: true }) };
  },
  readRequest(c: Collector, fields: Snapshot): object {
    // Text as written (a message's lines are its layout), none when blank.
    const read = (['message', 'from'] as const).flatMap((key) => {
      const value = optional(fields, key);
      if (value !== undefined && typeof value !== 'string') expected(c, key, 'a string', value);
      return typeof value === 'string' && !isBlank(value) ? [[key, value.trim()] as const] : [];
    });
    return Object.fromEntries(read);
  },
};

/**
 * The rules of an MCP server's form: up to 20 questions (its fields, one at a time), choices of 1 to
 * 300 options (a one-option choice is a value to confirm; a list of countries fits), titles of up to
 * 80 graphemes, labels of any length, free-text questions with their `field`, optional fields
 * (`skippable`, `optional`), the request's `message` and `from`.
 */
export const FORM_CONTRACT: ContractRules = Object.freeze({
  maxQuestions: 20,
  headerMax: 80,
  minOptions: 1,
  maxOptions: 300,
  freeText: true,
  anyLength: true,
  previews: false,
  skips: true,
  extras: FORM_EXTRAS as ContractRules['extras'],
});
