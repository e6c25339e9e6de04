/**
 * Validation and normalization of the agent's `ask_user` input.
 * Input comes from a model, so anything may arrive: this never throws and reports every
 * problem at once, with a path the agent developer can follow.
 *
 * The input is read once (normalize-read.ts): every object is copied into a snapshot before
 * anything is checked. This module walks the request and its questions; the options are
 * normalize-options.ts's.
 */
import { truncateGraphemes } from './graphemes';
import { kindOf } from './guards';
import {
  DEFAULT_TIMEOUT_SECONDS,
  HEADER_MAX_GRAPHEMES,
  MAX_TIMEOUT_SECONDS,
  MIN_QUESTIONS,
  MIN_TIMEOUT_SECONDS,
  rulesOf,
  type Contract,
  type ContractExtras,
  type ContractRules,
} from './limits';
import { normalizeOptions } from './normalize-options';
import {
  addError,
  addWarning,
  checkCount,
  expected,
  fieldPath,
  isBlank,
  optional,
  optionalFlag,
  quote,
  required,
  requiredList,
  requiredText,
  snapshot,
  UNREADABLE,
  type Collector,
  type Snapshot,
} from './normalize-read';
import type { AskUserQuestion, AskUserRequest, NormalizeResult, SecretSpec } from './types';
import { safeHttpUrl } from './url';

const ID_PATTERN = /^[a-z][a-z0-9_]*$/;

const QUESTION_KEYS = ['id', 'header', 'question', 'options', 'multiSelect', 'url', 'secret', 'allowOther'] as const;
const REQUEST_KEYS = ['questions', 'timeoutSeconds'] as const;

function normalizeId(c: Collector, fields: Snapshot, path: string, ids: Map<string, string>): string | null {
  const idPath = fieldPath(path, 'id');
  const rawId = required(c, fields, idPath, 'id', 'a snake_case string such as "deploy_target"');
  if (rawId === UNREADABLE) return null;
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

function normalizeHeader(c: Collector, fields: Snapshot, path: string, rules: ContractRules): string | null {
  // A gateway record may leave the header empty (OpenClaw's schema allows ""): the chip, the summary
  // and the plain text still need a name, so the question's first words stand in for it (a blank
  // question is reported as such where the question is read).
  const raw = fields.get('header');
  const question = fields.get('question');
  const blank = rules.freeText && typeof raw === 'string' && isBlank(raw.trim());
  const fromQuestion = blank && typeof question === 'string' && !isBlank(question.trim());
  const header = fromQuestion ? question.trim() : requiredText(c, fields, path, 'header');
  if (header === null) return null;
  if (fromQuestion) addWarning(c, fieldPath(path, 'header'), 'header_from_question', `shown as ${quote(header)}`);
  const max = rules.headerMax ?? HEADER_MAX_GRAPHEMES;
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
  rules: ContractRules,
): AskUserQuestion | null {
  const errorsBefore = c.errors.length;
  const extras = rules.extras as ContractExtras<Collector> | undefined;
  const keys = [...QUESTION_KEYS, ...(rules.skips ? ['skippable'] : []), ...(extras?.questionKeys ?? [])];
  const fields = snapshot(c, value, path, 'a question object', keys);
  if (fields === null) return null;

  const id = normalizeId(c, fields, path, ids);
  const header = normalizeHeader(c, fields, path, rules);
  const question = requiredText(c, fields, path, 'question');

  let secret: SecretSpec | undefined;
  const rawSecret = optional(fields, 'secret');
  if (kindOf(rawSecret) === 'plain object') secret = copySecret(c, rawSecret, fieldPath(path, 'secret'));
  else if (rawSecret !== undefined) expected(c, fieldPath(path, 'secret'), 'a secret description object', rawSecret);

  const allowOther = optionalFlag(c, fields, path, 'allowOther');

  // A secret question may come without options: the masked field is the answer. So may a free-text
  // one, where allowed: its text field is the answer.
  const options = normalizeOptions(c, fields, path, {
    min: secret === undefined ? rules.minOptions : 0,
    max: rules.maxOptions,
    orNone: rules.freeText,
    anyLength: rules.anyLength,
    previews: rules.previews,
    keepOther: allowOther === false,
  });

  const rawUrl = optional(fields, 'url');
  // The one URL check of the package: an http(s) link, as the URL parser writes it.
  const url = typeof rawUrl === 'string' ? safeHttpUrl(rawUrl.trim()) : undefined;
  if (url === undefined && rawUrl !== undefined) expected(c, fieldPath(path, 'url'), 'an http or https URL', rawUrl);

  const multiSelect = optionalFlag(c, fields, path, 'multiSelect') === true;
  const added = extras?.readQuestion(c, fields, path, options) ?? {};
  const skippable = optionalFlag(c, fields, path, 'skippable');

  if (id === null || header === null || question === null || options === null || c.errors.length > errorsBefore)
    return null;
  return Object.freeze({
    id,
    header,
    question,
    options: Object.freeze(options),
    // One secret, or one text of the person's own: nothing to pick several of.
    multiSelect: secret === undefined && options.length > 0 ? multiSelect : false,
    ...(url !== undefined ? { url } : {}),
    ...(secret !== undefined ? { secret } : {}),
    // Without options the person's own text is the only answer, so it is always allowed.
    ...(allowOther === false && options.length > 0 ? { allowOther } : {}),
    // Only `true` is kept, so a question that needs its answer has one shape; a secret is never skipped.
    ...(skippable === true && secret === undefined && { skippable }),
    ...added,
  });
}

function normalizeTimeout(c: Collector, value: unknown): number {
  const path = 'timeoutSeconds';
  if (value === undefined) return DEFAULT_TIMEOUT_SECONDS;
  if (typeof value !== 'number') {
    expected(c, path, 'a whole number of seconds', value);
    return DEFAULT_TIMEOUT_SECONDS;
  }
  if (!Number.isInteger(value)) {
    addError(c, path, 'not_integer', `expected a whole number of seconds, got ${value}`);
    return DEFAULT_TIMEOUT_SECONDS;
  }
  const clamped = Math.min(MAX_TIMEOUT_SECONDS, Math.max(MIN_TIMEOUT_SECONDS, value));
  if (clamped !== value) {
    const range = `${MIN_TIMEOUT_SECONDS} to ${MAX_TIMEOUT_SECONDS}`;
    addWarning(c, path, 'timeout_clamped', `${value} is outside ${range}; using ${clamped}`);
  }
  return clamped;
}

function normalizeRequest(c: Collector, input: unknown, rules: ContractRules): NormalizeResult {
  const extras = rules.extras as ContractExtras<Collector> | undefined;
  const fields = snapshot(c, input, '', 'an object like { questions: [...] }', [
    ...REQUEST_KEYS,
    ...(extras?.requestKeys ?? []),
  ]);
  if (fields === null) return { ok: false, errors: c.errors };

  const questions: AskUserQuestion[] = [];
  const found = requiredList(c, fields, '', 'questions');
  if (found !== null) {
    checkCount(c, 'questions', 'questions', found.length, MIN_QUESTIONS, rules.maxQuestions);
    const ids = new Map<string, string>();
    for (const [index, item] of found.items.entries()) {
      if (item === UNREADABLE) continue;
      const question = normalizeQuestion(c, item, `questions[${index}]`, ids, rules);
      if (question !== null) questions.push(question);
    }
  }
  const timeoutSeconds = normalizeTimeout(c, optional(fields, 'timeoutSeconds'));
  const added = extras?.readRequest(c, fields) ?? {};

  if (c.errors.length > 0) return { ok: false, errors: c.errors };
  const request: AskUserRequest = Object.freeze({
    questions: Object.freeze(questions),
    timeoutSeconds,
    ...added,
  });
  produced.add(request);
  return { ok: true, request, warnings: c.warnings };
}

/** Requests this module returned: frozen where they were checked, so nobody can have changed that since. */
const produced = new WeakSet<AskUserRequest>();

/**
 * A request `normalizeAskUser` returned (not a copy of one), taken as it is, whichever rules made it
 * (any contract); anything else normalized by the `ask_user` tool's rules. The store and
 * `useQuestionPrompt` take requests so: the dock normalizes first to show issues, and nothing is
 * checked twice.
 * @internal
 */
export function normalizeOnce(request: unknown): NormalizeResult {
  // No type test first: `has` of a primitive is false, and a revoked Proxy must not throw here.
  const taken = produced.has(request as AskUserRequest);
  return taken ? { ok: true, request: request as AskUserRequest, warnings: [] } : normalizeAskUser(request);
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
 * The result is fresh, frozen data, and normalizing it again (with the same options) gives an equal
 * request with no warnings.
 *
 * @param options `contract`: the host contract whose limits apply. `'ask_user'`, the tool's own: 1 to 3
 *   questions of 2 to 4 options, labels of at most 64 characters. `'openclaw'`, the gateway's
 *   `question.request` (`connectOpenClaw` normalizes its records so): also questions with no options
 *   at all, answered with the person's own text (`answers[id] = [text]`), and labels of any length.
 *   `'claude'`, Claude's `AskUserQuestion`: 1 to 4 questions, labels of any length, an option
 *   may carry a `preview` (kept as the agent's text), and a question may be `skippable: true` (the
 *   person may leave it alone unanswered). Or an entry's rules for its host, e.g. `question-dock/mcp`'s
 *   forms (a free-text question's `field`, the form's `message` and who asks, `from`).
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
export function normalizeAskUser(
  input: unknown,
  options?: {
    /**
     * The host contract whose limits apply (see above).
     * @default 'ask_user'
     */
    readonly contract?: Contract;
  },
): NormalizeResult {
  const collector: Collector = { errors: [], warnings: [] };
  try {
    // Read once; anything but a known contract is the tool's own.
    const contract = options?.contract;
    const rules =
      typeof contract === 'object' && contract !== null
        ? contract
        : rulesOf(contract === 'openclaw' || contract === 'claude' ? contract : 'ask_user');
    return normalizeRequest(collector, input, rules);
  } catch {
    // Every read above is guarded; this is the last line of defence for the "never throws" promise.
    return { ok: false, errors: [{ code: 'invalid_type', path: '', detail: 'the request could not be read' }] };
  }
}
