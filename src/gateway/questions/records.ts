import type { AnswerMap, RejectedPrompt, ToolResult } from '../../core';
import { isMs, isObject, nonEmpty, type Obj, REJECTED_TEXT_MAX, safeHttpUrl } from '../../core/internal';

/**
 * What protocol 4 says about questions, read from the wire: payloads stay `unknown` until checked
 * here; the questions themselves are normalized when their prompt is made (prompts.ts, with the
 * gateway's free-text questions allowed), which reports what does not fit.
 */

/** Where a record stands on the gateway. */
export type RecordStatus = 'pending' | 'answered' | 'cancelled' | 'expired';

/** One gateway record, read. */
export interface GatewayRecord {
  readonly id: string;
  /**
   * The raw request for the store: `questionId` becomes `id`; a `url` (http and https only) and the
   * secret fields (`isSecret`, `secretStore`, `secretStoreExisting` as `secret`) travel with their question.
   */
  readonly request: { readonly questions: readonly Obj[]; readonly timeoutSeconds?: number };
  /** The deadline on the gateway's clock, ms epoch. */
  readonly expiresAtMs: number;
  readonly status: RecordStatus;
  readonly answers?: AnswerMap;
  readonly sessionKey?: string;
}

/** A `question.resolved` payload. Protocol 4 never says who resolved the question. */
export type ResolvedEvent =
  | { readonly id: string; readonly status: 'answered'; readonly answers: AnswerMap }
  | { readonly id: string; readonly status: 'cancelled' | 'expired' };

/** Why a payload is not a usable record, with what could still be read (see {@link readFailure}). */
export type RecordFailure = Omit<RejectedPrompt, 'promptId' | 'issues'> & {
  readonly reason: string;
  readonly id?: string;
};

type ReadRecordResult = { ok: true; record: GatewayRecord } | { ok: false; failure: RecordFailure };

const isStatus = (value: unknown): value is RecordStatus =>
  value === 'pending' || value === 'answered' || value === 'cancelled' || value === 'expired';

/**
 * The protocol's `{ answers }` envelope (`question.resolve`'s `answers`, a record's, a
 * `question.resolved` event's): the `answers` of an answered tool result, so the store's result
 * goes on the wire as it is.
 */
export type AnswersEnvelope = Extract<ToolResult, { status: 'answered' }>['answers'];

/** `{ [questionId]: string[] }` inside the protocol's `{ answers: ... }` envelope, or undefined. */
export function readAnswers(envelope: unknown): AnswerMap | undefined {
  const value = isObject(envelope) ? envelope['answers'] : undefined;
  if (!isObject(value)) return undefined;
  for (const v of Object.values(value))
    if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) return undefined;
  return value as AnswerMap;
}

/** The bare record, or the record inside `question.get`'s `{ question: record }`. */
const unwrap = (value: unknown): unknown =>
  isObject(value) && value['id'] === undefined && isObject(value['question']) ? value['question'] : value;

/** One protocol-4 question mapped to the store's raw input (validated there). */
function readQuestion(q: Obj, questionId: string): Obj {
  const options = Array.isArray(q['options']) ? (q['options'] as unknown[]) : [];
  const url = typeof q['url'] === 'string' ? safeHttpUrl(q['url']) : undefined;
  const store = readSecretStore(q['secretStore']);
  const existing = q['secretStoreExisting'];
  const stored =
    isObject(existing) && isMs(existing['updatedAtMs'])
      ? {
          updatedAtMs: existing['updatedAtMs'],
          ...(nonEmpty(existing['updatedBy']) ? { updatedBy: existing['updatedBy'] } : {}),
        }
      : undefined;
  const secret =
    q['isSecret'] === true || store
      ? { ...(store ? { store } : {}), ...(stored ? { existing: stored } : {}) }
      : undefined;
  // The model's `ask_user` records say `isOther: true`; others (an operator's `question.request`,
  // OpenClaw's own form confirmations) may leave it out or say false, and then the gateway refuses
  // any answer but the options.
  return {
    id: questionId,
    header: typeof q['header'] === 'string' ? q['header'] : '',
    question: typeof q['question'] === 'string' ? q['question'] : '',
    options: options.map((o) =>
      isObject(o)
        ? {
            label: typeof o['label'] === 'string' ? o['label'] : '',
            ...(typeof o['description'] === 'string' ? { description: o['description'] } : {}),
          }
        : { label: '' },
    ),
    ...(typeof q['multiSelect'] === 'boolean' ? { multiSelect: q['multiSelect'] } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(secret ? { secret } : {}),
    ...(q['isOther'] === true ? {} : { allowOther: false }),
  };
}

function readSecretStore(value: unknown): Obj | undefined {
  if (!isObject(value) || !nonEmpty(value['name']) || (value['kind'] !== 'secret' && value['kind'] !== 'env'))
    return undefined;
  const hosts = value['allowedHosts'];
  const reason = value['reason'];
  return {
    name: value['name'],
    kind: value['kind'],
    ...(Array.isArray(hosts) && hosts.every(nonEmpty) ? { allowedHosts: hosts } : {}),
    ...(nonEmpty(reason) ? { reason } : {}),
  };
}

/** A record, or why not (with its id when it had one, so the question can still be answered). */
export function readRecord(value: unknown): ReadRecordResult {
  const raw = unwrap(value);
  if (!isObject(raw)) return { ok: false, failure: { reason: 'not an object', questions: [] } };
  const fail = (reason: string): ReadRecordResult => ({ ok: false, failure: readFailure(raw, reason) });
  const { id, questions, createdAtMs, expiresAtMs, status, sessionKey } = raw;
  if (!nonEmpty(id)) return fail('no id');
  if (!Array.isArray(questions) || questions.length === 0) return fail('no questions');
  if (!isMs(createdAtMs) || !isMs(expiresAtMs)) return fail('no createdAtMs/expiresAtMs');
  if (!isStatus(status)) return fail('unknown status');
  const mapped: Obj[] = [];
  for (const [index, q] of (questions as unknown[]).entries()) {
    if (!isObject(q)) return fail(`questions[${index}] is not an object`);
    if (typeof q['questionId'] !== 'string') return fail(`questions[${index}] has no questionId`);
    mapped.push(readQuestion(q, q['questionId']));
  }
  const answers = raw['answers'] === undefined ? undefined : readAnswers(raw['answers']);
  // The deadline comes from expiresAtMs; timeoutSeconds only keeps the request's meaning.
  const timeoutSeconds = Math.round((expiresAtMs - createdAtMs) / 1000);
  return {
    ok: true,
    record: {
      id,
      request: { questions: mapped, ...(timeoutSeconds > 0 ? { timeoutSeconds } : {}) },
      expiresAtMs,
      status,
      ...(answers !== undefined ? { answers } : {}),
      ...(nonEmpty(sessionKey) ? { sessionKey } : {}),
    },
  };
}

/** The records of a `question.list` result `{ questions: [...] }`; unusable items come back as failures. */
export function readRecordList(
  value: unknown,
): { readonly records: GatewayRecord[]; readonly failures: RecordFailure[] } | undefined {
  if (!isObject(value) || !Array.isArray(value['questions'])) return undefined;
  const records: GatewayRecord[] = [];
  const failures: RecordFailure[] = [];
  for (const item of value['questions'] as unknown[]) {
    const read = readRecord(item);
    if (read.ok) records.push(read.record);
    else failures.push(read.failure);
  }
  return { records, failures };
}

/** A `question.resolved` payload, or undefined when it is not one. */
export function readResolvedEvent(value: unknown): ResolvedEvent | undefined {
  if (!isObject(value) || !nonEmpty(value['id'])) return undefined;
  const { id, status } = value;
  if (status === 'cancelled' || status === 'expired') return { id, status };
  if (status !== 'answered') return undefined;
  const answers = readAnswers(value['answers']);
  return answers ? { id, status, answers } : undefined;
}

const MAX_SHOWN_QUESTIONS = 3;

/**
 * What can still be read from a payload that is not a usable record: its id, its session and the
 * text of its questions (`question`, else `header`), so the person can be told what was asked.
 * Reads leniently and never throws.
 */
export function readFailure(value: unknown, reason: string): RecordFailure {
  const raw = unwrap(value);
  if (!isObject(raw)) return { reason, questions: [] };
  const { id, sessionKey, questions } = raw;
  const texts: string[] = [];
  for (const question of Array.isArray(questions) ? (questions as unknown[]).slice(0, MAX_SHOWN_QUESTIONS) : []) {
    if (!isObject(question)) continue;
    const text = [question['question'], question['header']].find((t) => typeof t === 'string' && t.trim() !== '');
    if (typeof text === 'string') texts.push(text.slice(0, REJECTED_TEXT_MAX));
  }
  return {
    reason,
    questions: texts,
    ...(nonEmpty(id) ? { id } : {}),
    ...(nonEmpty(sessionKey) ? { sessionKey } : {}),
  };
}

/** Order-sensitive equality of two answer maps (multi-select order is part of the answer). */
export function sameAnswers(a: AnswerMap, b: AnswerMap): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = a[k];
    const y = b[k];
    return x !== undefined && y !== undefined && x.length === y.length && x.every((v, i) => v === y[i]);
  });
}
