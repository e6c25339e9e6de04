/** A saved entry: its format, its fingerprint and how it is read back, checked against the request. */
import { isObject, ownField } from '../request/guards';
import { emptyDrafts } from '../answer/answers';
import { readDraft } from '../answer/draft';
import { readToolResult } from '../answer/result';
import type { QuestionDraft, Resolution } from '../answer/types';
import type { AskUserRequest } from '../request/types';
import type { QuestionState } from '../store/types';

// The format of a saved entry, its fingerprint a hash of the whole normalized request: an entry of
// another version is corrupt, never read half-way.
export const VERSION = 2;

/** What a store saved before: the person's work and the original deadline. */
export interface PersistedDraft {
  readonly step: number;
  readonly drafts: Readonly<Record<string, QuestionDraft>>;
  readonly expanded: boolean;
  readonly deadline: number;
  /** How the prompt ended, when it ended and `rememberResolved` kept it. */
  readonly resolution?: Resolution;
}

/**
 * A fingerprint of the whole normalized request: a 64-bit FNV-1a hash of its JSON. JSON quotes
 * every string, so no two requests share the text that is hashed ("a","b|c" vs "a|b","c").
 */
export function fingerprintOf(request: AskUserRequest): string {
  const text = JSON.stringify(request);
  // Two 32-bit FNV-1a lanes with different offsets: 64 bits, enough to never confuse two requests of one prompt id.
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code, 0x01000193) >>> 0;
    high = (high ^ (low >>> 13)) >>> 0;
  }
  return `${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`;
}

type ReadResult = { ok: true; saved: PersistedDraft } | { ok: false; mismatch: boolean };

const CORRUPT: ReadResult = { ok: false, mismatch: false };

/** Reads and validates a saved entry against the request and the question rules. */
export function readSaved(raw: string, request: AskUserRequest, fingerprint: string): ReadResult {
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return CORRUPT;
  }
  if (!isObject(entry)) return CORRUPT;
  const record = entry;
  if (ownField(record, 'v') !== VERSION) return CORRUPT;
  const print = ownField(record, 'fp');
  if (typeof print !== 'string') return CORRUPT;
  // A different request under the same key: someone else's answers, not damaged ones.
  if (print !== fingerprint) return { ok: false, mismatch: true };

  const step = ownField(record, 'step');
  const expanded = ownField(record, 'expanded');
  const deadline = ownField(record, 'deadline');
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= request.questions.length)
    return CORRUPT;
  if (typeof expanded !== 'boolean') return CORRUPT;
  if (typeof deadline !== 'number' || !Number.isFinite(deadline)) return CORRUPT;

  const rawResolution = ownField(record, 'resolution');
  if (rawResolution !== undefined) {
    const resolution = readResolution(request, rawResolution);
    if (!resolution) return CORRUPT;
    return { ok: true, saved: { step, drafts: emptyDrafts(request), expanded, deadline, resolution } };
  }

  const rawDrafts = ownField(record, 'drafts');
  if (!isObject(rawDrafts)) return CORRUPT;
  const drafts: Record<string, QuestionDraft> = {};
  for (const question of request.questions) {
    const draft = readDraft(question, ownField(rawDrafts, question.id));
    if (!draft) return CORRUPT;
    drafts[question.id] = draft;
  }
  return { ok: true, saved: { step, drafts, expanded, deadline } };
}

const STATUSES = ['answered', 'skipped', 'expired', 'cancelled'] as const;
const SOURCES = ['user', 'elsewhere', 'timeout', 'cancelled', 'unavailable'] as const;

/** A kept outcome (`rememberResolved`), checked like an answer from elsewhere. */
function readResolution(request: AskUserRequest, value: unknown): Resolution | undefined {
  if (!isObject(value)) return undefined;
  const record = value;
  const status = ownField(record, 'status');
  const source = ownField(record, 'source');
  const at = ownField(record, 'at');
  const result = ownField(record, 'result');
  const knownStatus = STATUSES.find((s) => s === status);
  const knownSource = SOURCES.find((s) => s === source);
  if (!knownStatus || !knownSource || typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  const kept = readToolResult(request, result);
  if (!kept || (kept.status === 'answered') !== (knownStatus === 'answered')) return undefined;
  return { status: knownStatus, source: knownSource, result: kept, at };
}

/** The state as created with what was saved put back on it (nothing saved: as created). */
export function restored(
  initial: QuestionState,
  saved: PersistedDraft | undefined,
  expiresAt: number | undefined,
): QuestionState {
  if (!saved) return initial;
  const { step, drafts, expanded, resolution } = saved;
  // A saved deadline never reaches past the request's own timeout (tampered storage cannot extend it).
  const deadline = expiresAt ?? Math.min(saved.deadline, initial.deadline);
  const ended = resolution ? { status: resolution.status, resolution } : {};
  return { ...initial, step, drafts, expanded, deadline, ...ended } satisfies QuestionState;
}
