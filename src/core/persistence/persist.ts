import { isObject, ownField } from '../request/guards';
import { readPersist, storageOf, type PersistFields } from './persist-option';
import { remember } from './remembered';
import { NO_ANSWER, answeredResult, readAnswerMap } from '../tool/result';
import type { PersistOptions, StorageAdapter, Warning } from '../store/options';
import type { QuestionDraft, QuestionState, Resolution } from '../store/types';
import type { AskUserQuestion, AskUserRequest, ToolResult } from '../request/types';

// The format of a saved entry, its fingerprint a hash of the whole normalized request: an entry of
// another version is corrupt, never read half-way.
const VERSION = 2;

/** What a store saved before: the person's work and the original deadline. */
export interface PersistedDraft {
  readonly step: number;
  readonly drafts: Readonly<Record<string, QuestionDraft>>;
  readonly expanded: boolean;
  readonly deadline: number;
  /** How the prompt ended, when it ended and `rememberResolved` kept it. */
  readonly resolution?: Resolution;
}

/** One prompt's persistence: what was saved before, and how to save the current state. */
export interface Persistence {
  readonly saved: PersistedDraft | undefined;
  /** Saves the state; once the prompt is resolved, forgets it (or keeps only the outcome). */
  save(state: QuestionState): void;
  /** Writes a change still waiting for `defer`. */
  flush(): void;
}

/**
 * Opens the store's `persist` option ({@link PersistOptions}, `true` meaning `{}`) for one prompt,
 * or gives `undefined` when there is none: not asked for, or (with a `persist_unavailable` warning
 * whose detail names what is wrong or missing) an option of another shape (`persist`), neither a
 * prompt id nor a key to store under (`key`), or no storage that can be used (`storage`: none, or
 * one whose methods cannot be read). A storage that throws later (quota, privacy mode) only costs
 * persistence, with one warning, never the prompt: the drafts stay in memory.
 */
export function openPersistence(
  persist: boolean | PersistOptions | undefined,
  id: string | undefined,
  request: AskUserRequest,
  warn: (w: Warning) => void,
): Persistence | undefined {
  if (persist === undefined || persist === false) return undefined;
  const given = readPersist(persist);
  const storage = given && storageOf(given);
  if (!given || storage === false) {
    warn({ code: 'persist_unavailable', detail: 'persist' });
    return undefined;
  }
  const key = given.key ?? (id === undefined ? undefined : `question-dock:${id}`);
  if (key === undefined) {
    warn({ code: 'persist_unavailable', detail: 'key' });
    return undefined;
  }
  if (storage === undefined) {
    warn({ code: 'persist_unavailable', detail: 'storage' });
    return undefined;
  }
  return persistence(given, storage, key, request, warn);
}

/** {@link openPersistence} once the key and the storage are known. */
function persistence(
  options: PersistFields,
  storage: StorageAdapter,
  key: string,
  request: AskUserRequest,
  warn: (w: Warning) => void,
): Persistence {
  const fingerprint = fingerprintOf(request);
  // One warning per store: after the first failure the prompt is known to live in memory.
  let warned = false;
  const unavailable = (): void => {
    if (warned) return;
    warned = true;
    warn({ code: 'persist_unavailable', detail: key });
  };
  const quietly = (action: () => void): void => {
    try {
      action();
    } catch {
      // Quota, privacy mode, a storage that turned hostile: the prompt keeps working in memory.
      unavailable();
    }
  };

  // A write still waiting for its turn (`defer`) goes first: this reader must see it.
  waiting.get(storage)?.get(key)?.();
  let raw: unknown = null;
  try {
    raw = storage.getItem(key);
  } catch {
    unavailable();
  }
  let saved: PersistedDraft | undefined;
  // Anything but a string is nothing saved (a stand-in may give `undefined` for a missing key).
  if (typeof raw === 'string') {
    const read = readSaved(raw, request, fingerprint);
    if (read.ok) saved = read.saved;
    else {
      // Anything that does not fit is dropped with a warning, never applied half-way.
      warn({ code: read.mismatch ? 'persist_mismatch' : 'persist_corrupt', detail: key });
      quietly(() => storage.removeItem(key));
    }
  }

  function write(state: QuestionState): void {
    const { resolution, step, drafts, expanded, deadline } = state;
    quietly(() => {
      if (!resolution) {
        const entry = { v: VERSION, fp: fingerprint, step, drafts, expanded, deadline };
        storage.setItem(key, JSON.stringify(entry));
      } else if (options.rememberResolved) {
        const entry = { v: VERSION, fp: fingerprint, step, expanded, deadline, resolution };
        storage.setItem(key, JSON.stringify(entry));
        remember(storage, key, deadline, resolution.at, VERSION);
      } else {
        storage.removeItem(key);
      }
    });
  }

  // With `defer`, a burst of changes (keystrokes) is one write of the latest state, made when
  // `defer` says; it is registered so that a reader of the same key, or `flush`, writes it first.
  let latest: QuestionState | undefined;
  function flush(): void {
    const state = latest;
    latest = undefined;
    waiting.get(storage)?.delete(key);
    if (state) write(state);
  }
  function save(state: QuestionState): void {
    const defer = options.defer;
    if (!defer) return write(state);
    const queued = latest !== undefined;
    latest = state;
    if (queued) return;
    let byKey = waiting.get(storage);
    if (!byKey) waiting.set(storage, (byKey = new Map()));
    byKey.set(key, flush);
    try {
      defer(flush);
    } catch {
      // A scheduler that throws cannot hold the change back: it is written now.
      flush();
    }
  }

  return { saved, save, flush };
}

/** Writes waiting for their turn, by storage and key. */
const waiting = new WeakMap<StorageAdapter, Map<string, () => void>>();

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
function readSaved(raw: string, request: AskUserRequest, fingerprint: string): ReadResult {
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
    const drafts = Object.fromEntries(request.questions.map((q) => [q.id, { selected: [], other: '' }]));
    return { ok: true, saved: { step, drafts, expanded, deadline, resolution } };
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

/**
 * A saved draft that the store itself could have produced: only the question's labels, each once;
 * single-select holds one pick or Other (its text, or the row chosen), never both (a pick clears Other and
 * Other clears the pick); no Other text where the question takes only its options.
 */
function readDraft(question: AskUserQuestion, value: unknown): QuestionDraft | undefined {
  if (!isObject(value)) return undefined;
  const selected = ownField(value, 'selected');
  const other = ownField(value, 'other');
  if (typeof other !== 'string' || !Array.isArray(selected)) return undefined;
  const labels: string[] = [];
  for (const item of selected as unknown[]) {
    if (typeof item !== 'string' || !question.options.some((o) => o.label === item)) return undefined;
    if (labels.includes(item)) return undefined;
    labels.push(item);
  }
  if (!question.multiSelect && (labels.length > 1 || (labels.length === 1 && other !== ''))) return undefined;
  // The Other row chosen or unchecked explicitly (absent: its text decides); never beside a single pick.
  const otherChosen = ownField(value, 'otherChosen');
  // No Other where the question takes only its options: the store never writes one.
  if (question.allowOther === false && (other !== '' || otherChosen === true)) return undefined;
  if (otherChosen === undefined) return { selected: labels, other };
  if (typeof otherChosen !== 'boolean') return undefined;
  if (!question.multiSelect && otherChosen && labels.length > 0) return undefined;
  return { selected: labels, other, otherChosen };
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
  if (!isObject(result)) return undefined;
  let kept: ToolResult;
  if (knownStatus !== 'answered') {
    if (ownField(result, 'status') !== 'no_answer') return undefined;
    kept = NO_ANSWER;
  } else {
    const envelope = ownField(result, 'answers');
    if (ownField(result, 'status') !== 'answered' || !isObject(envelope)) return undefined;
    const answers = readAnswerMap(request, ownField(envelope, 'answers'));
    if (!answers) return undefined;
    kept = answeredResult(answers);
  }
  return { status: knownStatus, source: knownSource, result: kept, at };
}
