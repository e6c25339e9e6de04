/**
 * A free-text question's `field`: what its answer must be (a form field's type and limits, as an
 * MCP server's form asks them). Read under the contracts that take forms; the checks of an answer
 * against it are the entry's that shows forms.
 */
import {
  addError,
  expected,
  fieldPath,
  optional,
  required,
  snapshot,
  UNREADABLE,
  type Collector,
  type Snapshot,
} from './normalize-read';
import type { AnswerField, FieldKind } from './types';

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
