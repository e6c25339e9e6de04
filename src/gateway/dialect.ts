import type { AnswerMap } from '../core';
import { isNotFoundError } from './errors';
import { parseRecord, parseRecordList, parseResolvedEvent, readRecordFailure } from './protocol';
import type { QuestionRecord, QuestionResolvedEvent, ResolveParams } from './types';

/**
 * The wire dialect: how records, events, errors and `question.resolve` params look. The default is
 * this package's original dialect; `connectOpenClaw` passes the OpenClaw gateway's (protocol 4).
 */
export interface GatewayProtocol {
  /** A record, or why not (with its id when it had one, so the prompt can still be answered). */
  parseRecord(
    payload: unknown,
  ): { readonly ok: true; readonly record: QuestionRecord } | ({ readonly ok: false } & RecordFailure);
  parseList(
    payload: unknown,
  ): { readonly records: QuestionRecord[]; readonly invalid: readonly RecordFailure[] } | undefined;
  parseResolved(payload: unknown): QuestionResolvedEvent | undefined;
  listParams(sessionKey: string): unknown;
  answerParams(id: string, answers: AnswerMap, resolutionId: string): unknown;
  cancelParams(id: string): unknown;
  isNotFound(error: unknown): boolean;
  /** The question already ended (answered, cancelled or expired) when our call arrived. */
  isAlreadyTerminal(error: unknown): boolean;
  /** Answer (skip) records the dock cannot show, so the agent is never left waiting; default false. */
  readonly cancelUnrenderable?: boolean;
  /** Offline answers wait for the reconnect and go out again (same resolution id); default false. */
  readonly resendAfterReconnect?: boolean;
}

/**
 * Why a payload is not a usable record, with what could still be read from it: its id (so the
 * question can be answered), its session and its question texts (so the person can be told).
 */
export interface RecordFailure {
  readonly reason: string;
  readonly id?: string;
  readonly sessionKey?: string;
  readonly questions?: readonly string[];
}

/** This package's original dialect, used by `createQuestionGateway` when no `protocol` is given. */
export const legacyProtocol: GatewayProtocol = {
  parseRecord(payload) {
    const record = parseRecord(payload);
    return record ? { ok: true, record } : { ok: false, ...readRecordFailure(payload, 'not a question record') };
  },
  parseList(payload) {
    const listed = parseRecordList(payload);
    return listed
      ? {
          records: listed.records,
          invalid: listed.invalid.map((raw) => readRecordFailure(raw, 'not a question record')),
        }
      : undefined;
  },
  parseResolved: parseResolvedEvent,
  listParams: (sessionKey) => ({ sessionKey }),
  answerParams: (id, answers): ResolveParams => ({ id, answers }),
  cancelParams: (id): ResolveParams => ({ id, cancel: true }),
  isNotFound: isNotFoundError,
  isAlreadyTerminal: () => false,
};
