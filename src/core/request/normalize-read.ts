/**
 * The reading half of normalization: every object of the input is copied into a snapshot (its
 * allowed own keys, each read once) before anything is checked, so a getter cannot show one value
 * to a check and another to the result; problems go into a {@link Collector} passed down the walk.
 * Nothing here throws, whatever the input.
 */
import { truncateGraphemes } from './graphemes';
import { kindOf, ownField, type Kind } from './guards';
import type { Issue, IssueCode } from './types';
import { keyWithin } from './unicode';

// Arrays far beyond the limits are reported by length; only this many items are inspected,
// so a sparse `new Array(1e9)` costs nothing.
const MAX_ITEMS_INSPECTED = 16;
const MAX_UNKNOWN_KEYS_REPORTED = 10;

/** Where the problems of one `normalizeAskUser` call go; passed down, never module state. */
export interface Collector {
  readonly errors: Issue[];
  readonly warnings: Issue[];
}

/** Records an error: the request does not normalize. */
export function addError(c: Collector, path: string, code: IssueCode, detail: string): void {
  c.errors.push({ code, path, detail });
}

/** Records a warning: a problem normalization repaired. */
export function addWarning(c: Collector, path: string, code: IssueCode, detail: string): void {
  c.warnings.push({ code, path, detail });
}

/** How a message names a value of each kind; a number and the rest are said by {@link describe}. */
const DESCRIPTIONS: Partial<Record<Kind, string>> = {
  null: 'null',
  undefined: 'nothing',
  array: 'an array',
  'plain object': 'an object',
  'other object': 'an object that is not a plain object',
  unreadable: 'an unreadable object',
};

/** Describes a value for a message: "a string", "the number 5", "an object that is not a plain object". */
function describe(value: unknown): string {
  const kind = kindOf(value);
  // A number's text is at most 24 characters, so it needs no preview.
  if (kind === 'number') return `the number ${value as number}`;
  return DESCRIPTIONS[kind] ?? (typeof value === 'boolean' ? String(value) : `a ${typeof value}`);
}

/** Quotes text for a message, cut to 40 graphemes so messages stay short even for 1 MB keys or labels. */
export function quote(text: string): string {
  const slice = truncateGraphemes(text, 40);
  return JSON.stringify(slice.truncated ? `${slice.text}…` : slice.text);
}

/** The path of a field we know (an identifier): `questions[0].header`. */
export function fieldPath(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

/** The path of a key from the input, quoted when it is not a short identifier: `["time out"]`. */
function keyPath(base: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) && key.length <= 64 ? fieldPath(base, key) : `${base}[${quote(key)}]`;
}

/** Records an `invalid_type` error: what was expected at `path`, and what came. */
export function expected(c: Collector, path: string, what: string, value: unknown): void {
  addError(c, path, 'invalid_type', `expected ${what}, got ${describe(value)}`);
}

/** A field or an array item that could not be read (already reported). */
export const UNREADABLE = Symbol('unreadable');

/**
 * An object's allowed own keys, each read exactly once. A key that cannot be read (a throwing
 * getter or Proxy trap) is reported and left out, so it counts as missing.
 */
export type Snapshot = ReadonlyMap<string, unknown>;

/**
 * Checks that `value` is a plain object and snapshots its allowed keys; `null` (with an error) when
 * it is not a plain object. Own enumerable string keys only: symbol keys are ignored on purpose,
 * inherited ones are never read. The keys that are not allowed come back for {@link reportUnknownKeys}.
 */
export function readObject(
  c: Collector,
  value: unknown,
  path: string,
  what: string,
  allowed: readonly string[],
): { fields: Snapshot; unknownKeys: readonly string[] } | null {
  if (kindOf(value) !== 'plain object') {
    expected(c, path, what, value);
    return null;
  }
  const record = value as Record<string, unknown>;
  const fields = new Map<string, unknown>();
  let keys: string[];
  try {
    keys = Object.keys(record);
  } catch {
    addError(c, path, 'invalid_type', 'could not list the keys of this object');
    return { fields, unknownKeys: [] };
  }
  for (const key of allowed) {
    if (!keys.includes(key)) continue;
    try {
      fields.set(key, record[key]);
    } catch {
      addError(c, fieldPath(path, key), 'invalid_type', 'could not be read');
      fields.set(key, UNREADABLE);
    }
  }
  return { fields, unknownKeys: keys.filter((key) => !allowed.includes(key)) };
}

/** Records an `unknown_key` error per key that is not allowed (at most ten, then how many more). */
export function reportUnknownKeys(
  c: Collector,
  path: string,
  unknownKeys: readonly string[],
  allowed: readonly string[],
): void {
  if (unknownKeys.length === 0) return;
  const note = `allowed keys are ${allowed.join(', ')}`;
  for (const key of unknownKeys.slice(0, MAX_UNKNOWN_KEYS_REPORTED))
    addError(c, keyPath(path, key), 'unknown_key', `unknown key; ${note}`);
  const more = unknownKeys.length - MAX_UNKNOWN_KEYS_REPORTED;
  if (more > 0) addError(c, path, 'unknown_key', `${more} more unknown keys; ${note}`);
}

/** {@link readObject}, with the unknown keys reported. */
export function snapshot(
  c: Collector,
  value: unknown,
  path: string,
  what: string,
  allowed: readonly string[],
): Snapshot | null {
  const read = readObject(c, value, path, what, allowed);
  if (read === null) return null;
  reportUnknownKeys(c, path, read.unknownKeys, allowed);
  return read.fields;
}

/** A snapshot's field, or `undefined` (absent, unreadable, or `null`: strict tool-calling modes send `null` for omitted fields). */
export function optional(fields: Snapshot, key: string): unknown {
  const value = fields.get(key);
  return value === null || value === UNREADABLE ? undefined : value;
}

/** An optional `true`/`false` field: its value, `undefined` when absent; anything else is reported. */
export function optionalFlag(c: Collector, fields: Snapshot, path: string, key: string): boolean | undefined {
  const value = optional(fields, key);
  if (value === undefined || typeof value === 'boolean') return value;
  expected(c, fieldPath(path, key), 'true or false', value);
  return undefined;
}

/** Whether the text has nothing visible: empty, whitespace, or only invisible characters. */
export function isBlank(text: string): boolean {
  return keyWithin(text, 0) === '';
}

/**
 * A required field's value; {@link UNREADABLE} when it could not be read (already reported) or is
 * absent (reported here: "is required: expected `what`").
 */
export function required(c: Collector, fields: Snapshot, path: string, key: string, what: string): unknown {
  const value = fields.get(key);
  if (value === undefined && !fields.has(key)) {
    addError(c, path, 'invalid_type', `is required: expected ${what}`);
    return UNREADABLE;
  }
  return value;
}

/** A required, trimmed string with something visible in it; `null` (with an error) otherwise. */
export function requiredText(c: Collector, fields: Snapshot, base: string, key: string): string | null {
  const path = fieldPath(base, key);
  const value = required(c, fields, path, key, 'a string');
  if (value === UNREADABLE) return null;
  if (typeof value !== 'string') {
    expected(c, path, 'a string', value);
    return null;
  }
  const text = value.trim();
  if (isBlank(text)) {
    addError(c, path, 'blank', 'must not be blank');
    return null;
  }
  return text;
}

/** An array field, its first {@link MAX_ITEMS_INSPECTED} items read once; `null` with an error otherwise. */
export function requiredList(
  c: Collector,
  fields: Snapshot,
  base: string,
  key: string,
): { items: unknown[]; length: number; path: string; unreadable: number } | null {
  const path = fieldPath(base, key);
  const what = `an array of ${key}`;
  const value = required(c, fields, path, key, what);
  if (value === UNREADABLE) return null;
  if (kindOf(value) !== 'array') {
    expected(c, path, what, value);
    return null;
  }
  let length: unknown;
  try {
    length = (value as unknown[]).length;
  } catch {
    // Reported below.
  }
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) {
    addError(c, path, 'invalid_type', 'could not read the length of this array');
    return null;
  }
  const items: unknown[] = [];
  let unreadable = 0;
  for (let index = 0; index < Math.min(length, MAX_ITEMS_INSPECTED); index += 1) {
    try {
      items.push(ownField(value as object, String(index)));
    } catch {
      addError(c, `${path}[${index}]`, 'invalid_type', 'could not be read');
      items.push(UNREADABLE);
      unreadable += 1;
    }
  }
  return { items, length, path, unreadable };
}

/** `too_few_*` / `too_many_*` when `count` is outside `min..max`. */
export function checkCount(
  c: Collector,
  path: string,
  noun: 'questions' | 'options',
  count: number,
  min: number,
  max: number,
  note = '',
): void {
  if (count < min || count > max) {
    const code: IssueCode = count < min ? `too_few_${noun}` : `too_many_${noun}`;
    addError(c, path, code, `expected ${min} to ${max} ${noun}, got ${count}${note}`);
  }
}
