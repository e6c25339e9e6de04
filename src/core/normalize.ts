/**
 * Validation and normalization of the agent's `ask_user` input (DESIGN.md, "The request").
 * Input comes from a model, so anything may arrive: this never throws and reports every
 * problem at once, with a path the agent developer can follow.
 *
 * The input is read once: every object is copied into a snapshot (its allowed own keys, each read
 * once) before anything is checked, so a getter cannot show one value to a check and another to
 * the result. Problems go into a {@link Collector} passed down the walk.
 */
import { truncateGraphemes } from './graphemes';
import { keyWithin, textKey } from './unicode';
import type {
  AskUserOption,
  AskUserQuestion,
  AskUserRequest,
  Issue,
  IssueCode,
  NormalizeResult,
  SecretSpec,
} from './types';

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
// Tested against the label's comparison key, so "Other\u200B" or "ＯTHER" variants are caught too.
const OTHER_LABEL = /^(?:other|อื่น(?:\s*ๆ)?)(?:\s*\([\s\S]*\))?$/i;

// Arrays far beyond the limits are reported by length; only this many items are inspected,
// so a sparse `new Array(1e9)` costs nothing.
const MAX_ITEMS_INSPECTED = 16;
const MAX_UNKNOWN_KEYS_REPORTED = 10;

const QUESTION_KEYS = ['id', 'header', 'question', 'options', 'multiSelect', 'url', 'secret'] as const;
const OPTION_KEYS = ['label', 'description'] as const;
const REQUEST_KEYS = ['questions', 'timeoutSeconds'] as const;

/** Where the problems of one `normalizeAskUser` call go; passed down, never module state. */
interface Collector {
  readonly errors: Issue[];
  readonly warnings: Issue[];
}

function addError(c: Collector, path: string, code: IssueCode, detail: string): void {
  c.errors.push({ code, path, detail });
}

function addWarning(c: Collector, path: string, code: IssueCode, detail: string): void {
  c.warnings.push({ code, path, detail });
}

/** What a value is, for the walk: a plain object (from any realm), an array, another object... */
type Kind =
  'plain object' | 'array' | 'other object' | 'unreadable' | 'null' | 'undefined' | 'string' | 'number' | 'other';

/** The type test of the walk. Never throws: a revoked Proxy or a throwing trap is `unreadable`. */
function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  const type = typeof value;
  if (type === 'undefined' || type === 'string' || type === 'number') return type;
  if (type !== 'object') return 'other';
  try {
    if (Array.isArray(value)) return 'array';
    const proto: unknown = Object.getPrototypeOf(value);
    // The last test accepts plain objects from another realm (iframe, vm) too.
    if (proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null) return 'plain object';
    return 'other object';
  } catch {
    return 'unreadable';
  }
}

/** Describes a value for a message: "a string", "the number 5", "an object that is not a plain object". */
function describe(value: unknown): string {
  switch (kindOf(value)) {
    case 'null':
      return 'null';
    case 'undefined':
      return 'nothing';
    case 'number':
      // A number's text is at most 24 characters, so it needs no preview.
      return `the number ${value as number}`;
    case 'array':
      return 'an array';
    case 'plain object':
      return 'an object';
    case 'other object':
      return 'an object that is not a plain object';
    case 'unreadable':
      return 'an unreadable object';
    default:
      return typeof value === 'boolean' ? String(value) : `a ${typeof value}`;
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

function expected(c: Collector, path: string, what: string, value: unknown): void {
  addError(c, path, 'invalid_type', `expected ${what}, got ${describe(value)}`);
}

/** A field or an array item that could not be read (already reported). */
const UNREADABLE = Symbol('unreadable');

/**
 * An object's allowed own keys, each read exactly once. A key that cannot be read (a throwing
 * getter or Proxy trap) is reported and left out, so it counts as missing.
 */
type Snapshot = ReadonlyMap<string, unknown>;

/**
 * Checks that `value` is a plain object and snapshots its allowed keys; `null` (with an error) when
 * it is not a plain object. Own enumerable string keys only: symbol keys are ignored on purpose,
 * inherited ones are never read. The keys that are not allowed come back for {@link reportUnknownKeys}.
 */
function readObject(
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

function reportUnknownKeys(
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
function snapshot(
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
function optional(fields: Snapshot, key: string): unknown {
  const value = fields.get(key);
  return value === null || value === UNREADABLE ? undefined : value;
}

/** Whether the text has nothing visible: empty, whitespace, or only invisible characters. */
function isBlank(text: string): boolean {
  return keyWithin(text, 0) === '';
}

/** A required, trimmed string with something visible in it; `null` (with an error) otherwise. */
function requiredText(c: Collector, fields: Snapshot, base: string, key: string): string | null {
  const path = fieldPath(base, key);
  const value = fields.get(key);
  if (value === UNREADABLE) return null;
  if (value === undefined) {
    if (!fields.has(key)) addError(c, path, 'invalid_type', 'is required: expected a string');
    else expected(c, path, 'a string', value);
    return null;
  }
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
function requiredList(
  c: Collector,
  fields: Snapshot,
  base: string,
  key: string,
): { items: unknown[]; length: number; path: string; unreadable: number } | null {
  const path = fieldPath(base, key);
  const what = `an array of ${key}`;
  const value = fields.get(key);
  if (value === UNREADABLE) return null;
  if (value === undefined && !fields.has(key)) {
    addError(c, path, 'invalid_type', `is required: expected ${what}`);
    return null;
  }
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
      items.push(Object.prototype.hasOwnProperty.call(value, index) ? (value as unknown[])[index] : undefined);
    } catch {
      addError(c, `${path}[${index}]`, 'invalid_type', 'could not be read');
      items.push(UNREADABLE);
      unreadable += 1;
    }
  }
  return { items, length, path, unreadable };
}

/** `too_few_*` / `too_many_*` when `count` is outside `min..max`. */
function checkCount(
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

/** One option, from its snapshot; `null` when it has errors. */
function normalizeOption(c: Collector, fields: Snapshot, path: string, label: string | null): AskUserOption | null {
  const errorsBefore = c.errors.length;
  const max = L.labelMaxGraphemes;
  if (label !== null && truncateGraphemes(label, max).truncated) {
    addError(c, fieldPath(path, 'label'), 'label_too_long', `must be at most ${max} characters: ${quote(label)}`);
  }
  let description: string | undefined;
  const rawDescription = optional(fields, 'description');
  if (typeof rawDescription === 'string') {
    // A blank description is dropped, not an error: it carries no information.
    const text = rawDescription.trim();
    description = isBlank(text) ? undefined : text;
  } else if (rawDescription !== undefined) {
    expected(c, fieldPath(path, 'description'), 'a string', rawDescription);
  }
  if (label === null || c.errors.length > errorsBefore) return null;
  return description === undefined ? { label } : { label, description };
}

function normalizeOptions(
  c: Collector,
  fields: Snapshot,
  base: string,
  minOptions: number = L.minOptions,
): AskUserOption[] | null {
  const found = requiredList(c, fields, base, 'options');
  if (found === null) return null;
  const kept: Array<{ fields: Snapshot | null; path: string }> = [];
  let removed = 0;
  for (const [index, value] of found.items.entries()) {
    if (value === UNREADABLE) continue;
    const path = `${found.path}[${index}]`;
    const option = readObject(c, value, path, 'an object with a "label"', OPTION_KEYS);
    // The same snapshot decides whether it is an "Other" option and what the option becomes.
    const label = option?.fields.get('label');
    if (typeof label === 'string' && OTHER_LABEL.test(textKey(label))) {
      removed += 1;
      addWarning(
        c,
        path,
        'other_option_removed',
        `removed ${quote(label.trim())}: a free-text "Other" answer is always added`,
      );
      continue;
    }
    if (option !== null) reportUnknownKeys(c, path, option.unknownKeys, OPTION_KEYS);
    kept.push({ fields: option?.fields ?? null, path });
  }
  const note = removed > 0 ? ` (after removing ${removed} "Other" option${removed === 1 ? '' : 's'})` : '';
  const count = kept.length + (found.length - found.items.length) + found.unreadable;
  checkCount(c, found.path, 'options', count, minOptions, L.maxOptions, note);

  const options: AskUserOption[] = [];
  const seen = new Map<string, { path: string; label: string }>();
  for (const { fields: option, path } of kept) {
    if (option === null) continue;
    const label = requiredText(c, option, path, 'label');
    const normalized = normalizeOption(c, option, path, label);
    if (label === null) continue;
    // Labels that look the same to the person are one label (NFC, invisible characters, case).
    const key = textKey(label);
    const first = seen.get(key);
    if (first !== undefined) {
      if (first.label.toLowerCase() === label.toLowerCase()) {
        addError(
          c,
          `${path}.label`,
          'duplicate_label',
          `${quote(label)} repeats ${first.path}.label (labels are compared trimmed and case-insensitively)`,
        );
      } else {
        addError(
          c,
          `${path}.label`,
          'lookalike_label',
          `${quote(label)} looks the same as ${first.path}.label ${quote(first.label)}: they differ only in invisible characters or Unicode form`,
        );
      }
      continue;
    }
    seen.set(key, { path, label });
    if (normalized !== null) options.push(Object.freeze(normalized));
  }
  return options;
}

function normalizeId(c: Collector, fields: Snapshot, path: string, ids: Map<string, string>): string | null {
  const idPath = fieldPath(path, 'id');
  const rawId = fields.get('id');
  if (rawId === UNREADABLE) return null;
  if (rawId === undefined && !fields.has('id')) {
    addError(c, idPath, 'invalid_type', 'is required: expected a snake_case string such as "deploy_target"');
    return null;
  }
  if (typeof rawId !== 'string') {
    expected(c, idPath, 'a snake_case string', rawId);
    return null;
  }
  if (!ID_PATTERN.test(rawId)) {
    addError(
      c,
      idPath,
      'invalid_id',
      `${quote(rawId)} must match ^[a-z][a-z0-9_]*$ (snake_case, e.g. "deploy_target")`,
    );
    return null;
  }
  const usedBy = ids.get(rawId);
  if (usedBy !== undefined) {
    addError(c, idPath, 'duplicate_id', `${quote(rawId)} is already used by ${usedBy}`);
    return null;
  }
  ids.set(rawId, path);
  return rawId;
}

function normalizeHeader(c: Collector, fields: Snapshot, path: string): string | null {
  const header = requiredText(c, fields, path, 'header');
  if (header === null) return null;
  const max = L.headerMaxGraphemes;
  const cut = truncateGraphemes(header, max);
  if (!cut.truncated) return header;
  // trimEnd keeps the result stable: normalizing it again must not change it.
  const short = cut.text.trimEnd();
  addWarning(c, fieldPath(path, 'header'), 'header_truncated', `truncated to ${max} characters: ${quote(short)}`);
  return short;
}

/**
 * A plain copy of a secret description, each field read once (JSON keeps data only), so the
 * request holds nothing of the caller's object; `undefined` (with an error) when it cannot be copied.
 */
function copySecret(c: Collector, value: unknown, path: string): SecretSpec | undefined {
  try {
    const copy: unknown = JSON.parse(JSON.stringify(value));
    if (kindOf(copy) === 'plain object') return copy as SecretSpec;
  } catch {
    // A cycle, a BigInt or a throwing getter: reported below.
  }
  addError(c, path, 'invalid_type', 'could not be read as plain data');
  return undefined;
}

function normalizeQuestion(
  c: Collector,
  value: unknown,
  path: string,
  ids: Map<string, string>,
): AskUserQuestion | null {
  const errorsBefore = c.errors.length;
  const fields = snapshot(c, value, path, 'a question object', QUESTION_KEYS);
  if (fields === null) return null;

  const id = normalizeId(c, fields, path, ids);
  const header = normalizeHeader(c, fields, path);
  const question = requiredText(c, fields, path, 'question');

  let secret: SecretSpec | undefined;
  const rawSecret = optional(fields, 'secret');
  if (kindOf(rawSecret) === 'plain object') secret = copySecret(c, rawSecret, fieldPath(path, 'secret'));
  else if (rawSecret !== undefined) expected(c, fieldPath(path, 'secret'), 'a secret description object', rawSecret);

  // A secret question may come without options: the masked field is the answer.
  const options = normalizeOptions(c, fields, path, secret === undefined ? L.minOptions : 0);

  let url: string | undefined;
  const rawUrl = optional(fields, 'url');
  if (typeof rawUrl === 'string' && /^https?:\/\/[^\s]+$/i.test(rawUrl.trim())) url = rawUrl.trim();
  else if (rawUrl !== undefined) expected(c, fieldPath(path, 'url'), 'an http or https URL', rawUrl);

  let multiSelect = false;
  const rawMulti = optional(fields, 'multiSelect');
  if (typeof rawMulti === 'boolean') multiSelect = rawMulti;
  else if (rawMulti !== undefined) expected(c, fieldPath(path, 'multiSelect'), 'true or false', rawMulti);

  if (id === null || header === null || question === null || options === null || c.errors.length > errorsBefore)
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

function normalizeTimeout(c: Collector, value: unknown): number {
  const path = 'timeoutSeconds';
  if (value === undefined) return L.defaultTimeoutSeconds;
  if (typeof value !== 'number') {
    expected(c, path, 'a whole number of seconds', value);
    return L.defaultTimeoutSeconds;
  }
  if (!Number.isInteger(value)) {
    addError(c, path, 'not_integer', `expected a whole number of seconds, got ${value}`);
    return L.defaultTimeoutSeconds;
  }
  const clamped = Math.min(L.maxTimeoutSeconds, Math.max(L.minTimeoutSeconds, value));
  if (clamped !== value) {
    const range = `${L.minTimeoutSeconds} to ${L.maxTimeoutSeconds}`;
    addWarning(c, path, 'timeout_clamped', `${value} is outside ${range}; using ${clamped}`);
  }
  return clamped;
}

function normalizeRequest(c: Collector, input: unknown): NormalizeResult {
  const fields = snapshot(c, input, '', 'an object like { questions: [...] }', REQUEST_KEYS);
  if (fields === null) return { ok: false, errors: c.errors };

  const questions: AskUserQuestion[] = [];
  const found = requiredList(c, fields, '', 'questions');
  if (found !== null) {
    checkCount(c, 'questions', 'questions', found.length, L.minQuestions, L.maxQuestions);
    const ids = new Map<string, string>();
    for (const [index, item] of found.items.entries()) {
      if (item === UNREADABLE) continue;
      const question = normalizeQuestion(c, item, `questions[${index}]`, ids);
      if (question !== null) questions.push(question);
    }
  }
  const timeoutSeconds = normalizeTimeout(c, optional(fields, 'timeoutSeconds'));

  if (c.errors.length > 0) return { ok: false, errors: c.errors };
  const request = Object.freeze({ questions: Object.freeze(questions), timeoutSeconds });
  produced.add(request);
  return { ok: true, request, warnings: c.warnings };
}

/** Requests this module returned: frozen where they were checked, so nobody can have changed that since. */
const produced = new WeakSet<AskUserRequest>();

/**
 * True for a request `normalizeAskUser` returned (not a copy of one): the store takes it as it is
 * instead of validating it a second time (the dock and `useQuestionPrompt` normalize first to show issues).
 * @internal
 */
export function isNormalized(request: unknown): request is AskUserRequest {
  return typeof request === 'object' && request !== null && produced.has(request as AskUserRequest);
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
  const collector: Collector = { errors: [], warnings: [] };
  try {
    return normalizeRequest(collector, input);
  } catch {
    // Every read above is guarded; this is the last line of defence for the "never throws" promise.
    return { ok: false, errors: [{ code: 'invalid_type', path: '', detail: 'the request could not be read' }] };
  }
}
