/**
 * Validation and normalization of the agent's `ask_user` input (DESIGN.md, "The request").
 * Input comes from a model, so anything may arrive: this never throws and reports every
 * problem at once, with a path the agent developer can follow.
 *
 * Size note: this module is written to minify small (it ships to every user of the core). The
 * checks are shared helpers driven by the field being read, not one branch per field; every
 * message keeps its full wording.
 */
import { truncateGraphemes } from './graphemes';
import type { AskUserOption, AskUserQuestion, Issue, IssueCode, NormalizeResult, SecretSpec } from './types';

/**
 * The limits of an `ask_user` request.
 * @example
 * `${ASK_USER_LIMITS.minTimeoutSeconds}..${ASK_USER_LIMITS.maxTimeoutSeconds}`; // '30..3600'
 */
export const ASK_USER_LIMITS = /* @__PURE__ */ Object.freeze({
  minQuestions: 1,
  maxQuestions: 3,
  minOptions: 2,
  maxOptions: 4,
  /** Headers longer than this are truncated (with a warning), counted in graphemes. */
  headerMaxGraphemes: 12,
  /** Labels longer than this are an error (not truncated: a cut label could change its meaning). */
  labelMaxGraphemes: 64,
  defaultTimeoutSeconds: 900,
  minTimeoutSeconds: 30,
  maxTimeoutSeconds: 3600,
} as const);
// (An alias, not a destructuring: a top-level destructuring would survive tree-shaking.)
const L = ASK_USER_LIMITS;

const ID_PATTERN = /^[a-z][a-z0-9_]*$/;
// "Other", "Other (please specify)", Thai "อื่นๆ" / "อื่น ๆ" / "อื่น": the UI always adds its own.
const OTHER_LABEL = /^(?:other|อื่น(?:\s*ๆ)?)(?:\s*\([\s\S]*\))?$/i;

// Arrays far beyond the limits are reported by length; only this many items are inspected,
// so a sparse `new Array(1e9)` costs nothing.
const MAX_ITEMS_INSPECTED = 16;
const MAX_UNKNOWN_KEYS_REPORTED = 10;

const PLAIN_OBJECT = 'an object';
const ARRAY = 'an array';

// Errors and warnings of the running normalizeAskUser call (saved and restored around it, so a
// getter in the input that calls normalizeAskUser itself cannot mix them up).
let errors: Issue[] = [];
let warnings: Issue[] = [];

/**
 * Describes a value for a message ("a string", "the number 5", "an object that is not a plain
 * object"); also the type test of the walk (`=== PLAIN_OBJECT`, `=== ARRAY`). Never throws: a
 * revoked Proxy or a throwing trap is "an unreadable object".
 */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  const type = typeof value;
  // A number's text is at most 24 characters, so it needs no preview.
  if (type === 'number') return `the number ${value as number}`;
  if (type === 'boolean') return String(value);
  if (type !== 'object') return `a ${type}`;
  try {
    if (Array.isArray(value)) return ARRAY;
    const proto: unknown = Object.getPrototypeOf(value);
    // The last test accepts plain objects from another realm (iframe, vm) too.
    return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null
      ? PLAIN_OBJECT
      : 'an object that is not a plain object';
  } catch {
    return 'an unreadable object';
  }
}

/** Quotes text for a message, cut to 40 graphemes so messages stay short even for 1 MB keys or labels. */
function quote(text: string): string {
  const slice = truncateGraphemes(text, 40);
  return JSON.stringify(slice.truncated ? `${slice.text}…` : slice.text);
}

/** The path of a field we know (an identifier): `questions[0].header`. */
function fieldPath(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

/** The path of a key from the input, quoted when it is not a short identifier: `["time out"]`. */
function keyPath(base: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) && key.length <= 64 ? fieldPath(base, key) : `${base}[${quote(key)}]`;
}

/** Adds an error (or a warning) and returns `null`, so a failed read can `return add(...)`. */
function add(path: string, code: IssueCode, detail: string, list = errors): null {
  list.push({ code, path, detail });
  return null;
}

/** What {@link readOwn} gives when the caller should stop: the read failed (and was reported). */
const NONE = {};

/**
 * Reads the own property `key` of `target` (inherited ones are never read). Gives {@link NONE}, with
 * an error at `path`, when reading throws (getter, Proxy trap) or when a `required` value is
 * missing; `required` completes "is required: expected ...".
 */
function readOwn(target: object, key: string | number, path: string, required?: string): unknown {
  let value: unknown;
  try {
    if (Object.prototype.hasOwnProperty.call(target, key)) value = (target as Record<string | number, unknown>)[key];
  } catch {
    add(path, 'invalid_type', 'could not be read');
    return NONE;
  }
  if (value === undefined && required) {
    add(path, 'invalid_type', `is required: expected ${required}`);
    return NONE;
  }
  return value;
}

/**
 * An optional field. `null` counts as absent too: strict tool-calling modes make models send
 * `null` for every optional field they leave out. Calls `use` with a present value.
 */
function optional(target: object, base: string, key: string, use: (value: unknown, path: string) => void): void {
  const path = fieldPath(base, key);
  const value = readOwn(target, key, path);
  if (value != null && value !== NONE) use(value, path);
}

function expected(path: string, what: string, value: unknown): null {
  return add(path, 'invalid_type', `expected ${what}, got ${describe(value)}`);
}

/** A required, trimmed, non-blank string; `null` (with an error) otherwise. */
function requiredText(target: object, base: string, key: string): string | null {
  const path = fieldPath(base, key);
  const value = readOwn(target, key, path, 'a string');
  if (value === NONE) return null;
  if (typeof value !== 'string') return expected(path, 'a string', value);
  return value.trim() || add(path, 'blank', 'must not be blank');
}

/** Reads an array field: the array and its length, or `null` with an error. */
function requiredList(
  target: object,
  base: string,
  key: string,
): { list: object; length: number; path: string } | null {
  const path = fieldPath(base, key);
  const what = `an array of ${key}`;
  const value = readOwn(target, key, path, what);
  if (value === NONE) return null;
  if (describe(value) !== ARRAY) return expected(path, what, value);
  let length: unknown;
  try {
    length = (value as unknown[]).length;
  } catch {
    // Reported below.
  }
  return Number.isSafeInteger(length) && (length as number) >= 0
    ? { list: value as object, length: length as number, path }
    : add(path, 'invalid_type', 'could not read the length of this array');
}

/** `too_few_*` / `too_many_*` when `count` is outside `min..max`. */
function checkCount(
  path: string,
  noun: 'questions' | 'options',
  count: number,
  min: number,
  max: number,
  note = '',
): void {
  if (count < min || count > max) {
    add(path, `too_${count < min ? 'few' : 'many'}_${noun}`, `expected ${min} to ${max} ${noun}, got ${count}${note}`);
  }
}

/**
 * Checks the keys of an object against `allowed`, and whether it is a plain object at all
 * (`false`, with an error, when not). Own enumerable string keys only: symbol keys are ignored on purpose.
 */
function checkObject(value: unknown, path: string, what: string, allowed: readonly string[]): value is object {
  if (describe(value) !== PLAIN_OBJECT) return !!expected(path, what, value);
  let keys: string[];
  try {
    keys = Object.keys(value as object);
  } catch {
    add(path, 'invalid_type', 'could not list the keys of this object');
    return true;
  }
  const unknown = keys.filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    const note = `allowed keys are ${allowed.join(', ')}`;
    for (const key of unknown.slice(0, MAX_UNKNOWN_KEYS_REPORTED))
      add(keyPath(path, key), 'unknown_key', `unknown key; ${note}`);
    const more = unknown.length - MAX_UNKNOWN_KEYS_REPORTED;
    if (more > 0) add(path, 'unknown_key', `${more} more unknown keys; ${note}`);
  }
  return true;
}

/** The option, or `null` when it has errors; `label` is kept apart so duplicates are still found. */
function normalizeOption(value: unknown, path: string): { option: AskUserOption | null; label: string | null } {
  const errorsBefore = errors.length;
  if (!checkObject(value, path, 'an object with a "label"', ['label', 'description']))
    return { option: null, label: null };
  const label = requiredText(value, path, 'label');
  const max = L.labelMaxGraphemes;
  if (label !== null && truncateGraphemes(label, max).truncated) {
    add(fieldPath(path, 'label'), 'label_too_long', `must be at most ${max} characters: ${quote(label)}`);
  }
  let description: string | undefined;
  optional(value, path, 'description', (raw, at) => {
    // A blank description is dropped, not an error: it carries no information.
    if (typeof raw === 'string') description = raw.trim() || undefined;
    else expected(at, 'a string', raw);
  });
  const option =
    label === null || errors.length > errorsBefore
      ? null
      : description === undefined
        ? { label }
        : { label, description };
  return { option, label };
}

function normalizeOptions(target: object, base: string, minOptions: number = L.minOptions): AskUserOption[] | null {
  const found = requiredList(target, base, 'options');
  if (found === null) return null;
  const inspected = Math.min(found.length, MAX_ITEMS_INSPECTED);
  const kept: Array<{ value: unknown; path: string }> = [];
  let removed = 0;
  let unreadable = 0;
  for (let index = 0; index < inspected; index += 1) {
    const path = `${found.path}[${index}]`;
    const value = readOwn(found.list, index, path);
    if (value === NONE) {
      unreadable += 1;
      continue;
    }
    if (describe(value) === PLAIN_OBJECT) {
      // A quiet read (into a throwaway list): errors of this option are reported by normalizeOption.
      const list = errors;
      errors = [];
      const label = readOwn(value as object, 'label', path);
      errors = list;
      if (typeof label === 'string' && OTHER_LABEL.test(label.trim())) {
        removed += 1;
        add(
          path,
          'other_option_removed',
          `removed ${quote(label.trim())}: a free-text "Other" answer is always added`,
          warnings,
        );
        continue;
      }
    }
    kept.push({ value, path });
  }
  const note = removed > 0 ? ` (after removing ${removed} "Other" option${removed === 1 ? '' : 's'})` : '';
  checkCount(
    found.path,
    'options',
    kept.length + (found.length - inspected) + unreadable,
    minOptions,
    L.maxOptions,
    note,
  );
  const options: AskUserOption[] = [];
  const seen = new Map<string, string>();
  for (const { value, path } of kept) {
    const { option, label } = normalizeOption(value, path);
    if (label === null) continue;
    const key = label.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      add(
        `${path}.label`,
        'duplicate_label',
        `${quote(label)} repeats ${first}.label (labels are compared trimmed and case-insensitively)`,
      );
      continue;
    }
    seen.set(key, path);
    if (option !== null) options.push(Object.freeze(option));
  }
  return options;
}

function normalizeQuestion(value: unknown, path: string, ids: Map<string, string>): AskUserQuestion | null {
  const errorsBefore = errors.length;
  if (
    !checkObject(value, path, 'a question object', [
      'id',
      'header',
      'question',
      'options',
      'multiSelect',
      'url',
      'secret',
    ])
  )
    return null;

  const idPath = fieldPath(path, 'id');
  let id: string | null = null;
  const rawId = readOwn(value, 'id', idPath, 'a snake_case string such as "deploy_target"');
  if (rawId === NONE) {
    // Already reported.
  } else if (typeof rawId !== 'string') {
    expected(idPath, 'a snake_case string', rawId);
  } else if (!ID_PATTERN.test(rawId)) {
    add(idPath, 'invalid_id', `${quote(rawId)} must match ^[a-z][a-z0-9_]*$ (snake_case, e.g. "deploy_target")`);
  } else if (ids.has(rawId)) {
    add(idPath, 'duplicate_id', `${quote(rawId)} is already used by ${ids.get(rawId) ?? 'another question'}`);
  } else {
    ids.set((id = rawId), path);
  }

  let header = requiredText(value, path, 'header');
  if (header !== null) {
    const max = L.headerMaxGraphemes;
    const cut = truncateGraphemes(header, max);
    if (cut.truncated) {
      // trimEnd keeps the result stable: normalizing it again must not change it.
      header = cut.text.trimEnd();
      add(fieldPath(path, 'header'), 'header_truncated', `truncated to ${max} characters: ${quote(header)}`, warnings);
    }
  }
  const question = requiredText(value, path, 'question');
  let secret: SecretSpec | undefined;
  optional(value, path, 'secret', (raw, at) => {
    if (describe(raw) === PLAIN_OBJECT) secret = raw as SecretSpec;
    else expected(at, 'a secret description object', raw);
  });
  // A secret question may come without options: the masked field is the answer.
  const options = normalizeOptions(value, path, secret === undefined ? L.minOptions : 0);
  let url: string | undefined;
  optional(value, path, 'url', (raw, at) => {
    if (typeof raw === 'string' && /^https?:\/\/[^\s]+$/i.test(raw.trim())) url = raw.trim();
    else expected(at, 'an http or https URL', raw);
  });

  let multiSelect = false;
  optional(value, path, 'multiSelect', (raw, at) => {
    if (typeof raw === 'boolean') multiSelect = raw;
    else expected(at, 'true or false', raw);
  });

  if (id === null || header === null || question === null || options === null || errors.length > errorsBefore)
    return null;
  return Object.freeze({
    id,
    header,
    question,
    options: Object.freeze(options),
    multiSelect: secret === undefined ? multiSelect : false,
    ...(url !== undefined ? { url } : {}),
    ...(secret !== undefined ? { secret } : {}),
  });
}

function normalizeRequest(input: unknown): NormalizeResult {
  if (!checkObject(input, '', 'an object like { questions: [...] }', ['questions', 'timeoutSeconds']))
    return { ok: false, errors };

  const questions: AskUserQuestion[] = [];
  const found = requiredList(input, '', 'questions');
  if (found !== null) {
    checkCount('questions', 'questions', found.length, L.minQuestions, L.maxQuestions);
    const ids = new Map<string, string>();
    for (let index = 0; index < Math.min(found.length, MAX_ITEMS_INSPECTED); index += 1) {
      const path = `questions[${index}]`;
      const item = readOwn(found.list, index, path);
      if (item === NONE) continue;
      const question = normalizeQuestion(item, path, ids);
      if (question !== null) questions.push(question);
    }
  }

  let timeoutSeconds: number = L.defaultTimeoutSeconds;
  optional(input, '', 'timeoutSeconds', (value, path) => {
    if (typeof value !== 'number') return void expected(path, 'a whole number of seconds', value);
    if (!Number.isInteger(value))
      return void add(path, 'not_integer', `expected a whole number of seconds, got ${value}`);
    timeoutSeconds = Math.min(L.maxTimeoutSeconds, Math.max(L.minTimeoutSeconds, value));
    if (timeoutSeconds !== value)
      add(
        path,
        'timeout_clamped',
        `${value} is outside ${L.minTimeoutSeconds} to ${L.maxTimeoutSeconds}; using ${timeoutSeconds}`,
        warnings,
      );
  });

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, request: Object.freeze({ questions: Object.freeze(questions), timeoutSeconds }), warnings };
}

/**
 * Validates and normalizes an `ask_user` tool input.
 *
 * Never throws: bad input (wrong types, unknown keys, throwing getters, Proxies, cycles) gives
 * `{ ok: false, errors }` listing every problem with a code, its path (`questions[1].options`) and
 * the specifics for the agent developer (`formatIssue` turns one into a sentence). Fixable problems are repaired and reported as
 * warnings: a header over 12 characters is truncated (never splitting a grapheme), an agent-supplied
 * "Other" option is removed (the UI always adds one), the timeout is clamped to 30..3600 seconds.
 *
 * The result is fresh, frozen data, and normalizing it again gives an equal request with no warnings.
 *
 * @example
 * const result = normalizeAskUser({
 *   questions: [{
 *     id: 'deploy_target',
 *     header: 'Target',
 *     question: 'Where should I deploy?',
 *     options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
 *   }],
 * });
 * if (result.ok) result.request.timeoutSeconds; // 900
 * else console.error(result.errors.map((e) => formatIssue(e, messages)).join('\n'));
 */
export function normalizeAskUser(input: unknown): NormalizeResult {
  const outer = [errors, warnings] as const;
  errors = [];
  warnings = [];
  try {
    return normalizeRequest(input);
  } catch {
    // Every read above is guarded; this is the last line of defence for the "never throws" promise.
    return { ok: false, errors: [{ code: 'invalid_type', path: '', detail: 'the request could not be read' }] };
  } finally {
    [errors, warnings] = outer;
  }
}
