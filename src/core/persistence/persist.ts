/** A store's persistence: opened from its `persist` option, restored from and written to storage. */
import { withoutSecretDrafts } from '../answer/secrets';
import { devWarn, warningOf, type Warning } from '../plumbing/report';
import type { AskUserRequest } from '../request/types';
import {
  madeDrafts,
  type DraftPersistence,
  type Persistence,
  type PersistOptions,
  type StorageAdapter,
} from '../store/persistence';
import type { QuestionState } from '../store/types';
import { PERSISTENCE_WARNINGS, type PersistenceWarningCode } from '../store/warnings';
import { readPersist, storageOf, type PersistFields } from './persist-option';
import { remember } from './remembered';
import { fingerprintOf, readSaved, restored, VERSION, type PersistedDraft } from './saved';

/** The fields of the state that are saved: a change to any other (an error, a status) writes nothing. */
const SAVED_FIELDS = ['step', 'drafts', 'expanded', 'deadline', 'resolution'] as const;

/**
 * Keeps a store's drafts, step and deadline across reload and remount, in `sessionStorage` unless
 * `options.storage` names another: give it as `persist` to `createQuestionStore`, `useQuestionPrompt`
 * or `<QuestionDock>` (an import only the apps that keep drafts make). What is read back is checked
 * against the request (`persist_mismatch`, `persist_corrupt`); a storage that is missing or throws
 * (privacy mode, quota) costs persistence with a `persist_unavailable` warning, never the prompt.
 * @example
 * createQuestionStore(request, { promptId: toolCallId, persist: persistDrafts() }); // sessionStorage
 * <QuestionDock request={input} promptId={toolCallId} persist={persistDrafts({ storage: localStorage })} />
 */
export function persistDrafts(options: PersistOptions = {}): DraftPersistence {
  return madeDrafts({
    options,
    open: (promptId, request, warn, defaults) => openPersistence(options, promptId, request, warn, defaults),
  });
}

/**
 * Opens persistence ({@link PersistOptions}) for one prompt, or gives `undefined`, with a
 * `persist_unavailable` warning whose detail names what is wrong or missing: an option of another
 * shape (`persist`), neither a prompt id nor a key to store under (`key`), or no storage that can be
 * used (`storage`: none, or one whose methods cannot be read). A storage that throws later (quota,
 * privacy mode) only costs persistence, with one warning, never the prompt: the drafts stay in memory.
 */
function openPersistence(
  persist: PersistOptions,
  id: string | undefined,
  request: AskUserRequest,
  warnTo: (w: Warning<PersistenceWarningCode>) => void,
  defaults: Pick<PersistOptions, 'rememberResolved' | 'defer'> = {},
): Persistence | undefined {
  const warn = (w: Omit<Warning<PersistenceWarningCode>, 'message'>) => warnTo(warningOf(PERSISTENCE_WARNINGS, w));
  const read = readPersist(persist);
  // Each field read once (a getter or a Proxy trap never runs again); the app's own win over the defaults.
  const given = read && {
    ...read,
    rememberResolved: read.rememberResolved ?? defaults.rememberResolved,
    defer: read.defer ?? defaults.defer,
  };
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
  warn: (w: Omit<Warning<PersistenceWarningCode>, 'message'>) => void,
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
    const { resolution, step, expanded, deadline } = state;
    const drafts = withoutSecretDrafts(state.drafts, request);
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
  function save(state: QuestionState, previous: QuestionState): void {
    if (!SAVED_FIELDS.some((k) => previous[k] !== state[k])) return;
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
    } catch (error) {
      // A scheduler that throws cannot hold the change back: it is written now.
      devWarn('persist.defer threw; the change was written at once.', error);
      flush();
    }
  }

  return { restore: (initial, expiresAt) => restored(initial, saved, expiresAt), save, flush };
}

/** Writes waiting for their turn, by storage and key. */
const waiting = new WeakMap<StorageAdapter, Map<string, () => void>>();
