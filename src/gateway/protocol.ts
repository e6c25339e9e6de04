import type { AnswerMap } from '../core';
import type { GatewayQuestion, GatewayQuestionStatus, QuestionRecord, QuestionResolvedEvent } from './types';

/**
 * Parsing of what arrives from the wire. Payloads are `unknown` until checked here: a malformed
 * record is reported and skipped, never half-applied and never a thrown TypeError.
 */

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStatus = (value: unknown): value is GatewayQuestionStatus =>
  value === 'pending' || value === 'answered' || value === 'cancelled' || value === 'expired';
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * An answers map: `{ [questionId]: string[] }`. Also accepts the tool-result envelope
 * `{ answers: { [questionId]: string[] } }`, which some gateways echo back.
 */
export function parseAnswers(value: unknown): AnswerMap | undefined {
  if (!isObject(value)) return undefined;
  const inner = value['answers'];
  const map = Object.keys(value).length === 1 && isObject(inner) ? inner : value;
  const entries = Object.entries(map);
  if (!entries.every(([, v]) => Array.isArray(v) && v.every((s) => typeof s === 'string'))) return undefined;
  return map as AnswerMap;
}

/** A question record, or undefined when the payload is not one. The questions are validated by the store. */
export function parseRecord(value: unknown): QuestionRecord | undefined {
  // Accept `{ question: record }` / `{ record: record }` wrappers as well as the bare record.
  const raw = isObject(value) && value['id'] === undefined ? (value['question'] ?? value['record']) : value;
  if (!isObject(raw)) return undefined;
  const { id, questions, sessionKey, runId, timeoutSeconds, expiresAtMs, status, answers } = raw;
  if (typeof id !== 'string' || id === '' || typeof sessionKey !== 'string' || !Array.isArray(questions))
    return undefined;
  if (status !== undefined && !isStatus(status)) return undefined;
  const parsedAnswers = answers === undefined ? undefined : parseAnswers(answers);
  return {
    id,
    sessionKey,
    questions: questions as GatewayQuestion[],
    ...(typeof runId === 'string' ? { runId } : {}),
    ...(finite(timeoutSeconds) ? { timeoutSeconds } : {}),
    ...(finite(expiresAtMs) ? { expiresAtMs } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(parsedAnswers !== undefined ? { answers: parsedAnswers } : {}),
  };
}

/** The records of a `question.list` response: an array, or `{ questions | records | items: [...] }`. */
export function parseRecordList(value: unknown): { records: QuestionRecord[]; invalid: unknown[] } | undefined {
  const list = Array.isArray(value)
    ? value
    : isObject(value)
      ? [value['questions'], value['records'], value['items']].find((v) => Array.isArray(v))
      : undefined;
  if (!Array.isArray(list)) return undefined;
  const records: QuestionRecord[] = [];
  const invalid: unknown[] = [];
  for (const item of list) {
    const record = parseRecord(item);
    if (record) records.push(record);
    else invalid.push(item);
  }
  return { records, invalid };
}

const MAX_SHOWN_QUESTIONS = 3;
const MAX_SHOWN_CHARS = 500;

/**
 * What can still be read from a payload that is not a usable record: its id, its session and the
 * text of its questions (`question`, else `header`), so the person can be told what was asked.
 * Reads leniently and never throws; accepts the same `{ question: record }` wrapper as the parsers.
 */
export function readRecordFailure(
  value: unknown,
  reason: string,
): { reason: string; id?: string; sessionKey?: string; questions?: string[] } {
  const raw = isObject(value) && value['id'] === undefined ? (value['question'] ?? value['record']) : value;
  if (!isObject(raw)) return { reason };
  const { id, sessionKey, questions } = raw;
  const texts: string[] = [];
  if (Array.isArray(questions)) {
    for (const question of questions.slice(0, MAX_SHOWN_QUESTIONS)) {
      if (!isObject(question)) continue;
      const text = [question['question'], question['header']].find((t) => typeof t === 'string' && t.trim() !== '');
      if (typeof text === 'string') texts.push(text.slice(0, MAX_SHOWN_CHARS));
    }
  }
  return {
    reason,
    ...(typeof id === 'string' && id !== '' ? { id } : {}),
    ...(typeof sessionKey === 'string' ? { sessionKey } : {}),
    ...(texts.length > 0 ? { questions: texts } : {}),
  };
}

/** A `question.resolved` payload, or undefined when it is not one. */
export function parseResolvedEvent(value: unknown): QuestionResolvedEvent | undefined {
  if (!isObject(value)) return undefined;
  const { id, status, answers, answeredBy } = value;
  if (typeof id !== 'string' || !isStatus(status) || status === 'pending') return undefined;
  const parsedAnswers = answers === undefined ? undefined : parseAnswers(answers);
  return {
    id,
    status,
    ...(parsedAnswers !== undefined ? { answers: parsedAnswers } : {}),
    ...(typeof answeredBy === 'string' ? { answeredBy } : {}),
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
