import type { AskUserRequest, PersistOptions, QuestionDraft, StoreWarning } from './types';

/** What survives a reload: the person's work and the original deadline (a reload never extends it). */
export interface PersistedDraft {
  readonly step: number;
  readonly drafts: Readonly<Record<string, QuestionDraft>>;
  readonly expanded: boolean;
  readonly deadline: number;
}

const VERSION = 1;

/** A cheap fingerprint so drafts are never applied to a different request under the same id. */
function fingerprint(request: AskUserRequest): string {
  return request.questions.map((q) => `${q.id}|${q.multiSelect ? 'm' : 's'}|${q.options.map((o) => o.label).join('|')}`).join('||');
}

/** Storage key for a prompt, or undefined when there is nothing to key it by. */
export function persistKey(options: PersistOptions, id: string | undefined): string | undefined {
  return options.key ?? (id === undefined ? undefined : `question-dock:${id}`);
}

/**
 * Reads and validates persisted drafts. Anything malformed is dropped with a warning, never
 * applied half-way: a corrupt entry must not break the prompt.
 */
export function readPersisted(
  options: PersistOptions,
  key: string,
  request: AskUserRequest,
  warn: (w: StoreWarning) => void,
): PersistedDraft | undefined {
  let raw: string | null;
  try {
    raw = options.storage.getItem(key);
  } catch {
    warn({ code: 'persist_unavailable', message: `Could not read saved answers (${key}).` });
    return undefined;
  }
  if (raw === null) return undefined;
  const parsed = parse(raw, request);
  if (parsed === undefined) {
    warn({ code: 'persist_corrupt', message: `Ignored corrupted saved answers (${key}).` });
    removePersisted(options, key);
  }
  return parsed;
}

function parse(raw: string, request: AskUserRequest): PersistedDraft | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (d['v'] !== VERSION || d['fp'] !== fingerprint(request)) return undefined;
  const { step, expanded, deadline } = d;
  const n = request.questions.length;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= n) return undefined;
  if (typeof expanded !== 'boolean' || typeof deadline !== 'number' || !Number.isFinite(deadline)) return undefined;
  const rawDrafts = d['drafts'];
  if (typeof rawDrafts !== 'object' || rawDrafts === null) return undefined;
  const drafts: Record<string, QuestionDraft> = {};
  for (const q of request.questions) {
    const entry = (rawDrafts as Record<string, unknown>)[q.id];
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { selected, other } = entry as Record<string, unknown>;
    if (typeof other !== 'string' || !Array.isArray(selected)) return undefined;
    const labels = new Set(q.options.map((o) => o.label));
    if (!selected.every((s) => typeof s === 'string' && labels.has(s))) return undefined;
    if (new Set(selected).size !== selected.length || (!q.multiSelect && selected.length > 1)) return undefined;
    drafts[q.id] = { selected: selected as string[], other };
  }
  return { step, drafts, expanded, deadline };
}

/** Saves drafts; storage errors (quota, privacy mode) only cost persistence, never the prompt. */
export function writePersisted(options: PersistOptions, key: string, request: AskUserRequest, value: PersistedDraft): void {
  try {
    options.storage.setItem(key, JSON.stringify({ v: VERSION, fp: fingerprint(request), ...value }));
  } catch {
    // Quota or privacy mode: the prompt keeps working in memory.
  }
}

/** Forgets a prompt's drafts once it is resolved. */
export function removePersisted(options: PersistOptions, key: string): void {
  try {
    options.storage.removeItem(key);
  } catch {
    // Nothing to do: the entry will be ignored by fingerprint or expire with the session.
  }
}
