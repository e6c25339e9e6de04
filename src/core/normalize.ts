/**
 * Validation and normalization of the agent's `ask_user` input (DESIGN.md, "The request").
 * Input comes from a model, so anything may arrive: this never throws and reports every
 * problem at once, with a path the agent developer can follow.
 */
import { truncateGraphemes } from './graphemes';
import type { AskUserOption, AskUserQuestion, AskUserRequest, Issue, IssueCode, NormalizeResult } from './types';

/**
 * The limits of an `ask_user` request.
 * @example
 * `${ASK_USER_LIMITS.minTimeoutSeconds}..${ASK_USER_LIMITS.maxTimeoutSeconds}`; // '30..3600'
 */
export const ASK_USER_LIMITS = Object.freeze({
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

const ID_PATTERN = /^[a-z][a-z0-9_]*$/;
// "Other", "Other (please specify)", Thai "อื่นๆ" / "อื่น ๆ" / "อื่น": the UI always adds its own.
const OTHER_LABEL = /^(?:other|อื่น(?:\s*ๆ)?)(?:\s*\([\s\S]*\))?$/i;

const TOP_KEYS: readonly string[] = ['questions', 'timeoutSeconds'];
const QUESTION_KEYS: readonly string[] = ['id', 'header', 'question', 'options', 'multiSelect'];
const OPTION_KEYS: readonly string[] = ['label', 'description'];

// Arrays far beyond the limits are reported by length; only this many items are inspected,
// so a sparse `new Array(1e9)` costs nothing.
const MAX_ITEMS_INSPECTED = 16;
const MAX_UNKNOWN_KEYS_REPORTED = 10;

type Kind = 'object' | 'array' | 'other-object' | 'null' | 'undefined' | 'string' | 'number' | 'boolean' | 'unreadable' | 'other';

/** Classifies without throwing: a revoked Proxy or a throwing trap gives `unreadable`. */
function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return type;
  if (type !== 'object') return 'other';
  try {
    if (Array.isArray(value)) return 'array';
    const proto: unknown = Object.getPrototypeOf(value);
    // The last test accepts plain objects from another realm (iframe, vm) too.
    if (proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null) return 'object';
    return 'other-object';
  } catch {
    return 'unreadable';
  }
}

function describe(value: unknown): string {
  switch (kindOf(value)) {
    case 'null':
      return 'null';
    case 'undefined':
      return 'nothing';
    case 'string':
      return 'a string';
    case 'number':
      return `the number ${preview(String(value))}`;
    case 'boolean':
      return `${String(value)}`;
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    case 'other-object':
      return 'an object that is not a plain object';
    case 'unreadable':
      return 'an unreadable object';
    default:
      return `a ${typeof value}`;
  }
}

/** Keeps messages and paths short even for 1 MB keys or labels. */
function preview(text: string, max = 40): string {
  const slice = truncateGraphemes(text, max);
  return slice.truncated ? `${slice.text}…` : slice.text;
}

function quote(text: string): string {
  return JSON.stringify(preview(text));
}

function childPath(base: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key) && key.length <= 64) return base === '' ? key : `${base}.${key}`;
  return `${base}[${quote(key)}]`;
}

function issue(path: string, code: IssueCode, detail: string): Issue {
  return { path, code, message: `${path === '' ? 'input' : path}: ${detail}` };
}

/** Reads an own property; `null` when reading threw (getter, Proxy trap). */
function readOwn(target: object, key: string | number): { readonly present: boolean; readonly value: unknown } | null {
  try {
    if (!Object.prototype.hasOwnProperty.call(target, key)) return { present: false, value: undefined };
    return { present: true, value: (target as Record<string | number, unknown>)[key] };
  } catch {
    return null;
  }
}

function readLength(list: readonly unknown[]): number | null {
  try {
    const length = list.length;
    return typeof length === 'number' && Number.isSafeInteger(length) && length >= 0 ? length : null;
  } catch {
    return null;
  }
}

/** Collects issues while walking the input. */
interface Context {
  readonly errors: Issue[];
  readonly warnings: Issue[];
}

function checkKeys(target: object, path: string, allowed: readonly string[], ctx: Context): void {
  let keys: string[];
  try {
    // Own enumerable string keys only: symbol keys are ignored on purpose.
    keys = Object.keys(target);
  } catch {
    ctx.errors.push(issue(path, 'invalid_type', 'could not list the keys of this object'));
    return;
  }
  const unknown = keys.filter((key) => !allowed.includes(key));
  for (const key of unknown.slice(0, MAX_UNKNOWN_KEYS_REPORTED)) {
    ctx.errors.push(issue(childPath(path, key), 'unknown_key', `unknown key; allowed keys are ${allowed.join(', ')}`));
  }
  if (unknown.length > MAX_UNKNOWN_KEYS_REPORTED) {
    const more = unknown.length - MAX_UNKNOWN_KEYS_REPORTED;
    ctx.errors.push(issue(path, 'unknown_key', `${more} more unknown keys; allowed keys are ${allowed.join(', ')}`));
  }
}

/** A required, trimmed, non-blank string; `null` (with an error) otherwise. */
function requiredText(target: object, base: string, key: string, ctx: Context): string | null {
  const path = childPath(base, key);
  const read = readOwn(target, key);
  if (read === null) {
    ctx.errors.push(issue(path, 'invalid_type', 'could not be read'));
    return null;
  }
  if (!read.present || read.value === undefined) {
    ctx.errors.push(issue(path, 'invalid_type', 'is required: expected a string'));
    return null;
  }
  if (typeof read.value !== 'string') {
    ctx.errors.push(issue(path, 'invalid_type', `expected a string, got ${describe(read.value)}`));
    return null;
  }
  const text = read.value.trim();
  if (text === '') {
    ctx.errors.push(issue(path, 'blank', 'must not be blank'));
    return null;
  }
  return text;
}

/**
 * An optional field. `null` counts as absent too: strict tool-calling modes make models send
 * `null` for every optional field they leave out.
 */
function optionalValue(target: object, path: string, key: string, ctx: Context): { readonly value: unknown } | null {
  const read = readOwn(target, key);
  if (read === null) {
    ctx.errors.push(issue(childPath(path, key), 'invalid_type', 'could not be read'));
    return null;
  }
  if (!read.present || read.value === undefined || read.value === null) return null;
  return { value: read.value };
}

/** Reads an array field: the array and its length, or `null` with an error. */
function requiredList(
  target: object,
  base: string,
  key: string,
  what: string,
  ctx: Context,
): { readonly list: readonly unknown[]; readonly length: number } | null {
  const path = childPath(base, key);
  const read = readOwn(target, key);
  if (read === null) {
    ctx.errors.push(issue(path, 'invalid_type', 'could not be read'));
    return null;
  }
  if (!read.present || read.value === undefined) {
    ctx.errors.push(issue(path, 'invalid_type', `is required: expected an array of ${what}`));
    return null;
  }
  if (kindOf(read.value) !== 'array') {
    ctx.errors.push(issue(path, 'invalid_type', `expected an array of ${what}, got ${describe(read.value)}`));
    return null;
  }
  const list = read.value as readonly unknown[];
  const length = readLength(list);
  if (length === null) {
    ctx.errors.push(issue(path, 'invalid_type', 'could not read the length of this array'));
    return null;
  }
  return { list, length };
}

function readItem(list: readonly unknown[], index: number, path: string, ctx: Context): { readonly value: unknown } | null {
  const read = readOwn(list, index);
  if (read === null) {
    ctx.errors.push(issue(path, 'invalid_type', 'could not be read'));
    return null;
  }
  return { value: read.value };
}

function isOtherLabel(label: string): boolean {
  return OTHER_LABEL.test(label.trim());
}

/** The option, or `null` when it has errors; `label` is kept apart so duplicates are still found. */
function normalizeOption(value: unknown, path: string, ctx: Context): { readonly option: AskUserOption | null; readonly label: string | null } {
  if (kindOf(value) !== 'object') {
    ctx.errors.push(issue(path, 'invalid_type', `expected an object with a "label", got ${describe(value)}`));
    return { option: null, label: null };
  }
  const target = value as object;
  const errorsBefore = ctx.errors.length;
  checkKeys(target, path, OPTION_KEYS, ctx);
  const label = requiredText(target, path, 'label', ctx);
  const max = ASK_USER_LIMITS.labelMaxGraphemes;
  if (label !== null && truncateGraphemes(label, max).truncated) {
    ctx.errors.push(issue(childPath(path, 'label'), 'label_too_long', `must be at most ${max} characters: ${quote(label)}`));
  }
  let description: string | undefined;
  const raw = optionalValue(target, path, 'description', ctx);
  if (raw !== null) {
    if (typeof raw.value === 'string') {
      // A blank description is dropped, not an error: it carries no information.
      const trimmed = raw.value.trim();
      if (trimmed !== '') description = trimmed;
    } else {
      ctx.errors.push(issue(childPath(path, 'description'), 'invalid_type', `expected a string, got ${describe(raw.value)}`));
    }
  }
  if (label === null || ctx.errors.length > errorsBefore) return { option: null, label };
  return { option: description === undefined ? { label } : { label, description }, label };
}

function normalizeOptions(target: object, path: string, ctx: Context): AskUserOption[] | null {
  const found = requiredList(target, path, 'options', 'options', ctx);
  if (found === null) return null;
  const optionsPath = childPath(path, 'options');
  const inspected = Math.min(found.length, MAX_ITEMS_INSPECTED);
  const kept: Array<{ readonly value: unknown; readonly path: string }> = [];
  let removed = 0;
  let unreadable = 0;
  for (let index = 0; index < inspected; index += 1) {
    const itemPath = `${optionsPath}[${index}]`;
    const item = readItem(found.list, index, itemPath, ctx);
    if (item === null) {
      unreadable += 1;
      continue;
    }
    if (kindOf(item.value) === 'object') {
      const label = readOwn(item.value as object, 'label');
      if (label !== null && typeof label.value === 'string' && isOtherLabel(label.value)) {
        removed += 1;
        ctx.warnings.push(
          issue(itemPath, 'other_option_removed', `removed ${quote(label.value.trim())}: a free-text "Other" answer is always added`),
        );
        continue;
      }
    }
    kept.push({ value: item.value, path: itemPath });
  }
  const count = kept.length + (found.length - inspected) + unreadable;
  const { minOptions, maxOptions } = ASK_USER_LIMITS;
  const note = removed > 0 ? ` (after removing ${removed} "Other" option${removed === 1 ? '' : 's'})` : '';
  if (count < minOptions) {
    ctx.errors.push(issue(optionsPath, 'too_few_options', `expected ${minOptions} to ${maxOptions} options, got ${count}${note}`));
  } else if (count > maxOptions) {
    ctx.errors.push(issue(optionsPath, 'too_many_options', `expected ${minOptions} to ${maxOptions} options, got ${count}${note}`));
  }
  const options: AskUserOption[] = [];
  const seen = new Map<string, string>();
  for (const { value, path: itemPath } of kept) {
    const { option, label } = normalizeOption(value, itemPath, ctx);
    if (label === null) continue;
    const key = label.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      ctx.errors.push(
        issue(`${itemPath}.label`, 'duplicate_label', `${quote(label)} repeats ${first}.label (labels are compared trimmed and case-insensitively)`),
      );
      continue;
    }
    seen.set(key, itemPath);
    if (option !== null) options.push(Object.freeze(option));
  }
  return options;
}

function normalizeQuestion(value: unknown, path: string, ctx: Context, ids: Map<string, string>): AskUserQuestion | null {
  if (kindOf(value) !== 'object') {
    ctx.errors.push(issue(path, 'invalid_type', `expected a question object, got ${describe(value)}`));
    return null;
  }
  const target = value as object;
  const errorsBefore = ctx.errors.length;
  checkKeys(target, path, QUESTION_KEYS, ctx);

  const idPath = childPath(path, 'id');
  let id: string | null = null;
  const rawId = readOwn(target, 'id');
  if (rawId === null) {
    ctx.errors.push(issue(idPath, 'invalid_type', 'could not be read'));
  } else if (!rawId.present || rawId.value === undefined) {
    ctx.errors.push(issue(idPath, 'invalid_type', 'is required: expected a snake_case string such as "deploy_target"'));
  } else if (typeof rawId.value !== 'string') {
    ctx.errors.push(issue(idPath, 'invalid_type', `expected a snake_case string, got ${describe(rawId.value)}`));
  } else if (!ID_PATTERN.test(rawId.value)) {
    ctx.errors.push(issue(idPath, 'invalid_id', `${quote(rawId.value)} must match ^[a-z][a-z0-9_]*$ (snake_case, e.g. "deploy_target")`));
  } else if (ids.has(rawId.value)) {
    ctx.errors.push(issue(idPath, 'duplicate_id', `${quote(rawId.value)} is already used by ${ids.get(rawId.value) ?? 'another question'}`));
  } else {
    id = rawId.value;
    ids.set(id, path);
  }

  let header = requiredText(target, path, 'header', ctx);
  if (header !== null) {
    const max = ASK_USER_LIMITS.headerMaxGraphemes;
    const cut = truncateGraphemes(header, max);
    if (cut.truncated) {
      // trimEnd keeps the result stable: normalizing it again must not change it.
      const shortened = cut.text.trimEnd();
      ctx.warnings.push(issue(childPath(path, 'header'), 'header_truncated', `truncated to ${max} characters: ${quote(shortened)}`));
      header = shortened;
    }
  }
  const question = requiredText(target, path, 'question', ctx);
  const options = normalizeOptions(target, path, ctx);

  let multiSelect = false;
  const rawMulti = optionalValue(target, path, 'multiSelect', ctx);
  if (rawMulti !== null) {
    if (typeof rawMulti.value === 'boolean') multiSelect = rawMulti.value;
    else ctx.errors.push(issue(childPath(path, 'multiSelect'), 'invalid_type', `expected true or false, got ${describe(rawMulti.value)}`));
  }

  if (id === null || header === null || question === null || options === null || ctx.errors.length > errorsBefore) return null;
  return Object.freeze({ id, header, question, options: Object.freeze(options), multiSelect });
}

function normalizeTimeout(target: object, ctx: Context): number {
  const { defaultTimeoutSeconds, minTimeoutSeconds, maxTimeoutSeconds } = ASK_USER_LIMITS;
  const raw = optionalValue(target, '', 'timeoutSeconds', ctx);
  if (raw === null) return defaultTimeoutSeconds;
  const value = raw.value;
  if (typeof value !== 'number') {
    ctx.errors.push(issue('timeoutSeconds', 'invalid_type', `expected a whole number of seconds, got ${describe(value)}`));
    return defaultTimeoutSeconds;
  }
  if (!Number.isInteger(value)) {
    ctx.errors.push(issue('timeoutSeconds', 'not_integer', `expected a whole number of seconds, got ${String(value)}`));
    return defaultTimeoutSeconds;
  }
  const clamped = Math.min(maxTimeoutSeconds, Math.max(minTimeoutSeconds, value));
  if (clamped !== value) {
    ctx.warnings.push(
      issue('timeoutSeconds', 'timeout_clamped', `${value} is outside ${minTimeoutSeconds} to ${maxTimeoutSeconds}; using ${clamped}`),
    );
  }
  return clamped;
}

function normalizeRequest(input: unknown): NormalizeResult {
  if (kindOf(input) !== 'object') {
    return {
      ok: false,
      errors: [issue('', 'invalid_type', `expected an object like { questions: [...] }, got ${describe(input)}`)],
    };
  }
  const target = input as object;
  const ctx: Context = { errors: [], warnings: [] };
  checkKeys(target, '', TOP_KEYS, ctx);

  const questions: AskUserQuestion[] = [];
  const found = requiredList(target, '', 'questions', 'questions', ctx);
  if (found !== null) {
    const { minQuestions, maxQuestions } = ASK_USER_LIMITS;
    if (found.length < minQuestions) {
      ctx.errors.push(issue('questions', 'too_few_questions', `expected ${minQuestions} to ${maxQuestions} questions, got ${found.length}`));
    } else if (found.length > maxQuestions) {
      ctx.errors.push(issue('questions', 'too_many_questions', `expected ${minQuestions} to ${maxQuestions} questions, got ${found.length}`));
    }
    const ids = new Map<string, string>();
    const inspected = Math.min(found.length, MAX_ITEMS_INSPECTED);
    for (let index = 0; index < inspected; index += 1) {
      const path = `questions[${index}]`;
      const item = readItem(found.list, index, path, ctx);
      if (item === null) continue;
      const question = normalizeQuestion(item.value, path, ctx, ids);
      if (question !== null) questions.push(question);
    }
  }
  const timeoutSeconds = normalizeTimeout(target, ctx);

  if (ctx.errors.length > 0) return { ok: false, errors: ctx.errors };
  const request: AskUserRequest = Object.freeze({ questions: Object.freeze(questions), timeoutSeconds });
  return { ok: true, request, warnings: ctx.warnings };
}

/**
 * Validates and normalizes an `ask_user` tool input.
 *
 * Never throws: bad input (wrong types, unknown keys, throwing getters, Proxies, cycles) gives
 * `{ ok: false, errors }` listing every problem with its path (`questions[1].options`), a code and
 * a message written for the agent developer. Fixable problems are repaired and reported as
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
 * else console.error(result.errors.map((e) => e.message).join('\n'));
 */
export function normalizeAskUser(input: unknown): NormalizeResult {
  try {
    return normalizeRequest(input);
  } catch {
    // Every read above is guarded; this is the last line of defence for the "never throws" promise.
    return { ok: false, errors: [issue('', 'invalid_type', 'the request could not be read')] };
  }
}
