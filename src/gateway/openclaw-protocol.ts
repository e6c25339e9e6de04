import type { AnswerMap } from '../core';
import { readRecordFailure } from './protocol';

/**
 * The OpenClaw gateway protocol 4 (openclaw 2026.9.6) as plain functions: its question records to
 * `ask_user` requests and back, answers to `question.resolve` params, `question.resolved` events,
 * error responses and the `connect` handshake. Pure: no I/O, no clock, no React, no DOM.
 * Wire shapes are checked here; the questions themselves are validated by the store.
 */

/** Protocol version spoken (`connect` sends it as both `minProtocol` and `maxProtocol`). */
export const OPENCLAW_PROTOCOL = 4;

/** Every `question.*` method needs `operator.questions`; `operator.read` covers the rest of a UI's reads. */
export const OPENCLAW_SCOPES: readonly string[] = ['operator.read', 'operator.questions'];

/** Client ids and modes the gateway accepts (an unknown id such as `question-dock` is refused). */
export type OpenClawClientId = 'openclaw-control-ui' | 'webchat-ui' | 'webchat' | 'gateway-client' | 'cli' | 'test';
export type OpenClawClientMode = 'ui' | 'webchat' | 'backend' | 'cli' | 'test';

/** The `client` block of `connect`. */
export interface OpenClawClientInfo {
  readonly id: OpenClawClientId;
  readonly mode: OpenClawClientMode;
  readonly version: string;
  readonly platform: string;
  readonly displayName?: string;
  readonly instanceId?: string;
}

/** A secret store a secret question writes to (`secretStore` of a record's question). */
export interface OpenClawSecretStore {
  readonly name: string;
  readonly kind: 'secret' | 'env';
  readonly allowedHosts?: readonly string[];
  readonly reason?: string;
}

/** What a record says beyond the `ask_user` fields, per question, kept beside the store. */
export interface OpenClawQuestionExtras {
  /** A link shown with the question; only `http:`/`https:` survive parsing. */
  readonly url?: string;
  readonly isSecret?: boolean;
  readonly secretStore?: OpenClawSecretStore;
  /** A value is already stored: when (gateway ms epoch) and by whom. */
  readonly secretStoreExisting?: { readonly updatedAtMs: number; readonly updatedBy?: string };
}

/** Status of a record on the gateway. */
export type OpenClawQuestionStatus = 'pending' | 'answered' | 'cancelled' | 'expired';

/** One record (`question.requested` payload, `question.list` item, `question.get` result) mapped for the dock. */
export interface OpenClawPrompt {
  /** The record id; the prompt id of its store. */
  readonly promptId: string;
  /** The raw `ask_user` input for the store (`questionId` becomes `id`; validated by the store). */
  readonly request: {
    readonly questions: readonly {
      readonly id: string;
      readonly header: string;
      readonly question: string;
      readonly options: readonly { readonly label: string; readonly description?: string }[];
      readonly multiSelect?: boolean;
    }[];
    readonly timeoutSeconds?: number;
  };
  /** Extras per question id (only questions that have any). */
  readonly extras: Readonly<Record<string, OpenClawQuestionExtras>>;
  /** Gateway clock, ms epoch. */
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
  readonly status: OpenClawQuestionStatus;
  readonly answers?: AnswerMap;
  readonly sessionKey?: string;
  readonly runId?: string;
  readonly agentId?: string;
  readonly resolvedBy?: string;
  /** Questions the dock shows a note for instead of failing silently (e.g. a dropped non-http url). */
  readonly notes: readonly { readonly questionId: string; readonly code: 'url_not_http' }[];
}

/**
 * Why a payload is not a usable record. `id` is set when the payload named one, so the caller can
 * answer it; `sessionKey` and `questions` (texts) when readable, so the person can be told.
 */
export interface OpenClawParseFailure {
  readonly id?: string;
  readonly reason: string;
  readonly sessionKey?: string;
  readonly questions?: readonly string[];
}

export type ParseRecordResult =
  | { readonly ok: true; readonly prompt: OpenClawPrompt }
  | { readonly ok: false; readonly failure: OpenClawParseFailure };

/** A `question.resolved` payload. It never says who resolved the question. */
export type OpenClawResolvedEvent =
  | { readonly id: string; readonly status: 'answered'; readonly answers: AnswerMap }
  | { readonly id: string; readonly status: 'cancelled' | 'expired' };

/** `question.resolve` params: answers (with the idempotency `resolutionId`) or a cancel. */
export type OpenClawResolveParams =
  | {
      readonly id: string;
      readonly answers: { readonly answers: AnswerMap };
      readonly resolutionId: string;
      readonly secretStoreAllowedHosts?: readonly string[];
      readonly resolvedBy?: string;
    }
  | { readonly id: string; readonly cancel: true; readonly resolvedBy?: string };

/** The part of an error response the binding acts on. */
export interface OpenClawError {
  readonly code: string;
  readonly message: string;
  /** `details.reason`, e.g. `QUESTION_NOT_FOUND`, `QUESTION_ALREADY_TERMINAL`. */
  readonly reason?: string;
  readonly retryable?: boolean;
  readonly retryAfterMs?: number;
}

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStatus = (value: unknown): value is OpenClawQuestionStatus =>
  value === 'pending' || value === 'answered' || value === 'cancelled' || value === 'expired';
const isMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** An answers map `{ [questionId]: string[] }`, or undefined. */
function parseAnswerMap(value: unknown): AnswerMap | undefined {
  if (!isObject(value)) return undefined;
  for (const v of Object.values(value))
    if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) return undefined;
  return value as AnswerMap;
}

/** The protocol's answers envelope `{ answers: { [questionId]: string[] } }`, or undefined. */
export function parseAnswersEnvelope(value: unknown): AnswerMap | undefined {
  return isObject(value) ? parseAnswerMap(value['answers']) : undefined;
}

/** `http:` and `https:` only: a `javascript:` or `data:` link is never rendered. */
export function safeHttpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function parseSecretStore(value: unknown): OpenClawSecretStore | undefined {
  if (!isObject(value) || !nonEmpty(value['name']) || (value['kind'] !== 'secret' && value['kind'] !== 'env'))
    return undefined;
  const hosts = value['allowedHosts'];
  const reason = value['reason'];
  return {
    name: value['name'],
    kind: value['kind'],
    ...(Array.isArray(hosts) && hosts.every(nonEmpty) ? { allowedHosts: hosts } : {}),
    ...(typeof reason === 'string' && reason !== '' ? { reason } : {}),
  };
}

/**
 * Maps a question record to an `ask_user` request plus extras. Accepts the bare record (event
 * payload, list item) or the `question.get` result `{ question: record }`.
 * The questions' own validity (2-4 options, ids, labels) is left to the store, which reports it.
 */
export function parseQuestionRecord(value: unknown): ParseRecordResult {
  const raw = isObject(value) && value['id'] === undefined && isObject(value['question']) ? value['question'] : value;
  if (!isObject(raw)) return { ok: false, failure: { reason: 'not an object' } };
  const fail = (reason: string): ParseRecordResult => ({ ok: false, failure: readRecordFailure(raw, reason) });
  const id = raw['id'];
  if (!nonEmpty(id)) return fail('no id');
  const { questions, createdAtMs, expiresAtMs, status } = raw;
  if (!Array.isArray(questions) || questions.length === 0) return fail('no questions');
  if (!isMs(createdAtMs) || !isMs(expiresAtMs)) return fail('no createdAtMs/expiresAtMs');
  if (!isStatus(status)) return fail('unknown status');

  const mapped: OpenClawPrompt['request']['questions'][number][] = [];
  const extras: Record<string, OpenClawQuestionExtras> = {};
  const notes: { questionId: string; code: 'url_not_http' }[] = [];
  for (const [index, q] of questions.entries()) {
    if (!isObject(q)) return fail(`questions[${index}] is not an object`);
    const questionId = q['questionId'];
    if (typeof questionId !== 'string') return fail(`questions[${index}] has no questionId`);
    const options = Array.isArray(q['options']) ? q['options'] : [];
    mapped.push({
      id: questionId,
      header: typeof q['header'] === 'string' ? q['header'] : '',
      question: typeof q['question'] === 'string' ? q['question'] : '',
      options: options.map((o: unknown) =>
        isObject(o)
          ? {
              label: typeof o['label'] === 'string' ? o['label'] : '',
              ...(typeof o['description'] === 'string' ? { description: o['description'] } : {}),
            }
          : { label: '' },
      ),
      ...(typeof q['multiSelect'] === 'boolean' ? { multiSelect: q['multiSelect'] } : {}),
    });
    // `isOther` is always true on the gateway; the dock always offers Other, so nothing to carry.
    const extra: { -readonly [K in keyof OpenClawQuestionExtras]: OpenClawQuestionExtras[K] } = {};
    if (typeof q['url'] === 'string') {
      const url = safeHttpUrl(q['url']);
      if (url !== undefined) extra.url = url;
      else notes.push({ questionId, code: 'url_not_http' });
    }
    if (q['isSecret'] === true) extra.isSecret = true;
    const store = parseSecretStore(q['secretStore']);
    if (store) extra.secretStore = store;
    const existing = q['secretStoreExisting'];
    if (isObject(existing) && isMs(existing['updatedAtMs'])) {
      extra.secretStoreExisting = {
        updatedAtMs: existing['updatedAtMs'],
        ...(nonEmpty(existing['updatedBy']) ? { updatedBy: existing['updatedBy'] } : {}),
      };
    }
    if (Object.keys(extra).length > 0) extras[questionId] = extra;
  }
  const answers = raw['answers'] === undefined ? undefined : parseAnswersEnvelope(raw['answers']);
  const timeoutSeconds = Math.round((expiresAtMs - createdAtMs) / 1000);
  return {
    ok: true,
    prompt: {
      promptId: id,
      // The deadline comes from expiresAtMs; timeoutSeconds only keeps the request's meaning.
      request: { questions: mapped, ...(timeoutSeconds > 0 ? { timeoutSeconds } : {}) },
      extras,
      createdAtMs,
      expiresAtMs,
      status,
      notes,
      ...(answers !== undefined ? { answers } : {}),
      ...(nonEmpty(raw['sessionKey']) ? { sessionKey: raw['sessionKey'] } : {}),
      ...(nonEmpty(raw['runId']) ? { runId: raw['runId'] } : {}),
      ...(nonEmpty(raw['agentId']) ? { agentId: raw['agentId'] } : {}),
      ...(nonEmpty(raw['resolvedBy']) ? { resolvedBy: raw['resolvedBy'] } : {}),
    },
  };
}

/** The records of a `question.list` result `{ questions: [...] }`; unusable items come back as failures. */
export function parseQuestionList(
  value: unknown,
): { readonly prompts: OpenClawPrompt[]; readonly failures: OpenClawParseFailure[] } | undefined {
  if (!isObject(value) || !Array.isArray(value['questions'])) return undefined;
  const prompts: OpenClawPrompt[] = [];
  const failures: OpenClawParseFailure[] = [];
  for (const item of value['questions']) {
    const parsed = parseQuestionRecord(item);
    if (parsed.ok) prompts.push(parsed.prompt);
    else failures.push(parsed.failure);
  }
  return { prompts, failures };
}

/** A `question.resolved` payload, or undefined when it is not one. */
export function parseResolvedEvent(value: unknown): OpenClawResolvedEvent | undefined {
  if (!isObject(value) || !nonEmpty(value['id'])) return undefined;
  const { id, status } = value;
  if (status === 'cancelled' || status === 'expired') return { id, status };
  if (status !== 'answered') return undefined;
  const answers = parseAnswersEnvelope(value['answers']);
  return answers ? { id, status, answers } : undefined;
}

/** `question.resolve` params for an answer. `resolutionId` makes a retry after a dropped connection idempotent. */
export function answerParams(
  id: string,
  answers: AnswerMap,
  resolutionId: string,
  extra: { readonly secretStoreAllowedHosts?: readonly string[]; readonly resolvedBy?: string } = {},
): OpenClawResolveParams {
  return {
    id,
    answers: { answers },
    resolutionId,
    ...(extra.secretStoreAllowedHosts !== undefined ? { secretStoreAllowedHosts: extra.secretStoreAllowedHosts } : {}),
    ...(extra.resolvedBy !== undefined ? { resolvedBy: extra.resolvedBy } : {}),
  };
}

/** `question.resolve` params for a skip: the agent gets `no_answer`. */
export function cancelParams(id: string, resolvedBy?: string): OpenClawResolveParams {
  return { id, cancel: true, ...(resolvedBy !== undefined ? { resolvedBy } : {}) };
}

/** An error response's `error` (or an error object carrying `code`/`details`), or undefined. */
export function parseGatewayError(value: unknown): OpenClawError | undefined {
  if (!isObject(value) && !(value instanceof Error)) return undefined;
  const v = value as Obj;
  if (!nonEmpty(v['code'])) return undefined;
  const details = v['details'];
  const reason = isObject(details) && nonEmpty(details['reason']) ? details['reason'] : undefined;
  return {
    code: v['code'],
    message: typeof v['message'] === 'string' ? v['message'] : '',
    ...(reason !== undefined ? { reason } : {}),
    ...(typeof v['retryable'] === 'boolean' ? { retryable: v['retryable'] } : {}),
    ...(isMs(v['retryAfterMs']) ? { retryAfterMs: v['retryAfterMs'] } : {}),
  };
}

/** The gateway no longer knows the question (`INVALID_REQUEST` + `details.reason: QUESTION_NOT_FOUND`). */
export function isQuestionNotFound(error: unknown): boolean {
  return parseGatewayError(error)?.reason === 'QUESTION_NOT_FOUND';
}

/** The question was already answered, cancelled or expired (`QUESTION_ALREADY_TERMINAL`). */
export function isQuestionAlreadyTerminal(error: unknown): boolean {
  return parseGatewayError(error)?.reason === 'QUESTION_ALREADY_TERMINAL';
}

/** The `connect.challenge` payload: a nonce and the server's clock. */
export function parseChallenge(value: unknown): { readonly nonce: string; readonly ts: number } | undefined {
  if (!isObject(value) || !nonEmpty(value['nonce']) || !isMs(value['ts'])) return undefined;
  return { nonce: value['nonce'], ts: value['ts'] };
}

/** `connect` params for an operator UI. */
export function connectParams(options: {
  readonly client: OpenClawClientInfo;
  readonly scopes?: readonly string[];
  readonly token?: string;
  readonly password?: string;
  readonly locale?: string;
}): Record<string, unknown> {
  const auth = {
    ...(options.token !== undefined ? { token: options.token } : {}),
    ...(options.password !== undefined ? { password: options.password } : {}),
  };
  return {
    minProtocol: OPENCLAW_PROTOCOL,
    maxProtocol: OPENCLAW_PROTOCOL,
    client: options.client,
    role: 'operator',
    scopes: [...(options.scopes ?? OPENCLAW_SCOPES)],
    ...(Object.keys(auth).length > 0 ? { auth } : {}),
    ...(options.locale !== undefined ? { locale: options.locale } : {}),
  };
}

/** `hello-ok`: the protocol the server speaks and the scopes it granted. */
export function parseHelloOk(
  value: unknown,
): { readonly protocol: number; readonly scopes: readonly string[] } | undefined {
  if (!isObject(value) || value['type'] !== 'hello-ok' || typeof value['protocol'] !== 'number') return undefined;
  const auth = value['auth'];
  const scopes =
    isObject(auth) && Array.isArray(auth['scopes'])
      ? auth['scopes'].filter((s): s is string => typeof s === 'string')
      : [];
  return { protocol: value['protocol'], scopes };
}
