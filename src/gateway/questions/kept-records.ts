import { normalizeAskUser } from '../../core';
import type { Warn } from '../warnings';
import { devWarn, isMs, isObject, nonEmpty, readPersist, storageOf, type DraftPersistence } from '../../core/internal';
import type { GatewayRecord } from './records';

/**
 * The open questions a connection showed, kept beside their drafts in the `persist` storage, so
 * that a question the gateway forgets (a restart, a lost record) can still be shown with what the
 * person picked and typed, as not sent, instead of vanishing with the view that held it. A saved
 * draft has only a fingerprint of its question, not the question itself; this is the question.
 * A question made again from here is pending until the next sync asks the gateway about it: one the
 * gateway no longer knows ends as "No longer available", its drafts shown as not sent.
 */

/** One storage key for all of them: the storage cannot list its keys. */
export const KEPT_RECORDS_KEY = 'question-dock:open-questions';
/** Bounded: a page open for days keeps the latest open questions, not every one it saw. */
const MAX_KEPT = 20;
/** A kept question this long past its deadline is no longer worth showing. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const VERSION = 1;

/** A kept question: what `create` needs to make its store again. */
export type KeptRecord = Pick<GatewayRecord, 'id' | 'request' | 'expiresAtMs' | 'sessionKey'>;

/** The kept questions of one connection; every method is a no-op without persistence. */
export interface KeptRecords {
  keep(record: GatewayRecord): void;
  forget(id: string): void;
  /** The kept questions still within reach of their deadline, oldest first. */
  all(now: number): KeptRecord[];
}

/** What a kept entry must look like to be used: the rest is checked when its store is made. */
function readKept(value: unknown): KeptRecord | undefined {
  if (!isObject(value) || !nonEmpty(value['id']) || !isMs(value['expiresAtMs'])) return undefined;
  const request = value['request'];
  if (!isObject(request) || !Array.isArray(request['questions'])) return undefined;
  if (value['sessionKey'] !== undefined && !nonEmpty(value['sessionKey'])) return undefined;
  // The questions as the gateway sent them, checked as the gateway's are: a tampered entry is dropped.
  if (!normalizeAskUser(request, { contract: 'openclaw' }).ok) return undefined;
  return value as unknown as KeptRecord;
}

/**
 * Opens the kept questions in the storage `persist` names (`true`: the page's sessionStorage).
 * A storage that cannot be used, or that throws, costs only this safety net, never a prompt; an
 * entry that does not fit is dropped with a `persist_corrupt` warning.
 */
export function openKeptRecords(persist: DraftPersistence | undefined, warn: Warn): KeptRecords {
  const given = persist && readPersist(persist.options);
  const storage = given && storageOf(given);
  if (!storage) return { keep() {}, forget() {}, all: () => [] };

  const read = (): KeptRecord[] => {
    let raw: unknown;
    try {
      raw = storage.getItem(KEPT_RECORDS_KEY);
    } catch (error) {
      devWarn('The open questions kept in storage could not be read; none are restored.', error);
      return [];
    }
    if (typeof raw !== 'string') return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined; // warned below as persist_corrupt
    }
    const list = isObject(parsed) && parsed['v'] === VERSION ? parsed['records'] : undefined;
    const records = Array.isArray(list) ? list.map(readKept) : [undefined];
    if (records.some((r) => r === undefined)) warn({ code: 'persist_corrupt', detail: KEPT_RECORDS_KEY });
    return records.filter((r): r is KeptRecord => r !== undefined);
  };
  const write = (records: readonly KeptRecord[]): void => {
    try {
      if (records.length === 0) storage.removeItem(KEPT_RECORDS_KEY);
      else storage.setItem(KEPT_RECORDS_KEY, JSON.stringify({ v: VERSION, records }));
    } catch {
      warn({ code: 'persist_unavailable', detail: KEPT_RECORDS_KEY });
    }
  };

  return {
    keep(record) {
      const { id, request, expiresAtMs, sessionKey } = record;
      const others = read().filter((r) => r.id !== id);
      const kept: KeptRecord = { id, request, expiresAtMs, ...(sessionKey !== undefined ? { sessionKey } : {}) };
      write([...others, kept].slice(-MAX_KEPT));
    },
    forget(id) {
      const records = read();
      const others = records.filter((r) => r.id !== id);
      if (others.length !== records.length) write(others);
    },
    all: (now) => read().filter((r) => r.expiresAtMs + STALE_AFTER_MS > now),
  };
}
