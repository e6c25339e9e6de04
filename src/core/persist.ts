import type { AskUserRequest, PersistOptions, QuestionDraft, QuestionState, StoreWarning } from './types';

/** What survives a reload: the person's work and the original deadline (a reload never extends it). */
export interface PersistedDraft {
  readonly step: number;
  readonly drafts: Readonly<Record<string, QuestionDraft>>;
  readonly expanded: boolean;
  readonly deadline: number;
}

/** One prompt's persistence: what was saved before, and how to save the current state. */
export interface Persistence {
  /** The saved draft when there was a valid one. */
  readonly saved: PersistedDraft | undefined;
  /** Saves the state, or forgets it once the prompt is resolved. */
  save(state: QuestionState): void;
}

const VERSION = 1;

/**
 * Binds persistence for one prompt, or `undefined` when there is none: no `persist` option, or
 * neither a prompt id nor a key to store it under (with a warning). Storage errors (quota,
 * privacy mode) only cost persistence, never the prompt.
 */
export function persistence(
  options: PersistOptions | undefined,
  id: string | undefined,
  request: AskUserRequest,
  warn: (w: StoreWarning) => void,
): Persistence | undefined {
  if (!options) return undefined;
  const key = options.key ?? (id === undefined ? undefined : `question-dock:${id}`);
  if (key === undefined) {
    warn({ code: 'persist_unavailable', message: 'persist needs an id or a key; answers are kept in memory only.' });
    return undefined;
  }
  const storage = options.storage;
  // A cheap fingerprint so drafts are never applied to a different request under the same id.
  const fp = request.questions
    .map((q) => `${q.id}|${q.multiSelect ? 'm' : 's'}|${q.options.map((o) => o.label).join('|')}`)
    .join('||');
  const quietly = (action: () => void): void => {
    try {
      action();
    } catch {
      // Quota or privacy mode: the prompt keeps working in memory; a stale entry is ignored by fingerprint.
    }
  };

  let raw: string | null = null;
  try {
    raw = storage.getItem(key);
  } catch {
    warn({ code: 'persist_unavailable', message: `Could not read saved answers (${key}).` });
  }
  const saved = raw === null ? undefined : parse(raw, request, fp);
  if (raw !== null && saved === undefined) {
    // Anything malformed is dropped with a warning, never applied half-way.
    warn({ code: 'persist_corrupt', message: `Ignored corrupted saved answers (${key}).` });
    quietly(() => storage.removeItem(key));
  }

  return {
    saved,
    save: ({ resolution, step, drafts, expanded, deadline }) =>
      quietly(() =>
        resolution
          ? storage.removeItem(key)
          : storage.setItem(key, JSON.stringify({ v: VERSION, fp, step, drafts, expanded, deadline })),
      ),
  };
}

/** Reads and validates a saved entry; `undefined` for anything malformed (a bad shape throws inside and lands there too). */
function parse(raw: string, request: AskUserRequest, fp: string): PersistedDraft | undefined {
  try {
    const { v, fp: print, step, drafts: rawDrafts, expanded, deadline } = JSON.parse(raw) as Record<string, unknown>;
    if (v !== VERSION || print !== fp || typeof expanded !== 'boolean' || !Number.isFinite(deadline)) return undefined;
    if (!Number.isInteger(step) || (step as number) < 0 || (step as number) >= request.questions.length)
      return undefined;
    const drafts: Record<string, QuestionDraft> = {};
    for (const q of request.questions) {
      // A missing or non-object entry has no array `selected` (and `null` throws).
      const { selected, other, otherChosen } = (rawDrafts as Record<string, Record<string, unknown>>)[q.id] as Record<
        string,
        unknown
      >;
      if (typeof other !== 'string' || !Array.isArray(selected)) return undefined;
      // Only the request's labels, each once, and one at most for single-select.
      if (!selected.every((s) => q.options.some((o) => o.label === s))) return undefined;
      if (new Set(selected).size !== selected.length || (!q.multiSelect && selected.length > 1)) return undefined;
      drafts[q.id] = {
        selected: selected as string[],
        other,
        ...(typeof otherChosen === 'boolean' ? { otherChosen } : {}),
      };
    }
    return { step: step as number, drafts, expanded, deadline: deadline as number };
  } catch {
    return undefined;
  }
}
