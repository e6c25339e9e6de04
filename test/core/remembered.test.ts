import { createQuestionStore, normalizeAskUser, type AskUserRequest, persistDrafts } from '../../src/core/index';
import {
  REMEMBERED_AFTER_DEADLINE_MS,
  REMEMBERED_INDEX_KEY,
  REMEMBERED_MAX,
} from '../../src/core/persistence/remembered';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';
import { memoryStorage } from '../support/storage';
import type { StorageAdapter } from '../../src/core/store/persistence';

// Issue 28: the outcomes `rememberResolved` keeps (the dock's request path turns it on) are bounded
// by count and by age past the prompt's deadline, and a remount of a recent prompt still shows it
// as over instead of asking again.

const clock = manualClock();

function request(label?: string): AskUserRequest {
  const normalized = normalizeAskUser(oneQuestion(label));
  if (!normalized.ok) throw new Error('fixture does not normalize');
  return normalized.request;
}

/** A prompt as the dock's request path makes it (`useQuestionPrompt` adds only a `defer`). */
function prompt(promptId: string, storage: StorageAdapter) {
  return createQuestionStore(request(), {
    promptId,
    clock,
    persist: persistDrafts({ storage, rememberResolved: true }),
    onWarning: (w) => {
      throw new Error(`unexpected warning ${w.code}`);
    },
  });
}

/** The keys the index lists. */
const indexedKeys = (storage: StorageAdapter): unknown[] =>
  (JSON.parse(storage.getItem(REMEMBERED_INDEX_KEY)!) as unknown[][]).map((entry) => entry[0]);

async function answer(promptId: string, storage: StorageAdapter): Promise<void> {
  const store = prompt(promptId, storage);
  store.select('deploy_target', 'Staging');
  await expect(store.submit()).resolves.toEqual({ ok: true });
  store.dispose();
}

describe('given a page that answered many prompts with rememberResolved', () => {
  it('keeps at most the latest outcomes (and their index), and a remount of a recent one does not ask again', async () => {
    const storage = memoryStorage();
    for (let i = 0; i < 1000; i += 1) await answer(`call-${i}`, storage);

    expect(storage.data.size).toBe(REMEMBERED_MAX + 1);
    expect(storage.data.has(REMEMBERED_INDEX_KEY)).toBe(true);
    expect(storage.data.has('question-dock:call-999')).toBe(true);
    expect(storage.data.has('question-dock:call-0')).toBe(false);

    const remounted = prompt('call-999', storage);
    expect(remounted.getState().status).toBe('answered');
    expect(remounted.getState().resolution?.result).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Staging'] } },
    });
  });

  it('drops an outcome once its prompt deadline is a day past, at the next outcome written', async () => {
    const storage = memoryStorage();
    await answer('old', storage);
    clock.advance(REMEMBERED_AFTER_DEADLINE_MS / 2);
    await answer('recent', storage);
    expect(storage.data.has('question-dock:old')).toBe(true);

    clock.advance(REMEMBERED_AFTER_DEADLINE_MS);
    await answer('new', storage);
    expect(storage.data.has('question-dock:old')).toBe(false);
    expect(storage.data.has('question-dock:recent')).toBe(true);
    expect(storage.data.has('question-dock:new')).toBe(true);
  });

  it('a tampered index crashes nothing and never removes what is not a kept outcome', async () => {
    const foreign = { 'app:token': 'keep me', [REMEMBERED_INDEX_KEY]: 'not json' };
    const storage = memoryStorage(foreign);
    await answer('first', storage);
    // Pointed at another app's key, with an old deadline and as the oldest of a full index.
    const crafted = ['app:token', ...Array.from({ length: REMEMBERED_MAX }, (_, i) => `x${i}`)];
    storage.setItem(REMEMBERED_INDEX_KEY, JSON.stringify(crafted));
    await answer('second', storage);
    expect(storage.getItem('app:token')).toBe('keep me');

    for (const hostile of ['{"__proto__":{"length":1}}', '[["a"],[1,2],null,"__proto__"]', '[{"toString":1}]']) {
      storage.setItem(REMEMBERED_INDEX_KEY, hostile);
      await answer(`after-${hostile.length}`, storage);
      expect(indexedKeys(storage)).toContain(`question-dock:after-${hostile.length}`);
    }
    // Pairs that date another app's key as long past, or push it out of a full index.
    const dated = [['app:token', 0], ...Array.from({ length: REMEMBERED_MAX }, (_, i) => [`y${i}`, Infinity])];
    storage.setItem(REMEMBERED_INDEX_KEY, JSON.stringify(dated));
    await answer('third', storage);
    expect(storage.getItem('app:token')).toBe('keep me');
  });

  it('a submit with a full index reads the index only, not every kept outcome', async () => {
    const storage = memoryStorage();
    for (let i = 0; i < REMEMBERED_MAX; i += 1) await answer(`call-${i}`, storage);
    const reads: string[] = [];
    const counting: StorageAdapter = {
      getItem: (key) => (reads.push(key), storage.getItem(key)),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
    };
    await answer('one-more', counting);
    // Its own key when the store opens, the index, and the one outcome pushed out (checked before removal).
    expect(reads).toEqual(['question-dock:one-more', REMEMBERED_INDEX_KEY, 'question-dock:call-0']);
    expect(storage.data.has('question-dock:call-0')).toBe(false);
    expect(storage.data.size).toBe(REMEMBERED_MAX + 1);
  });

  it('an index written by an earlier version (bare keys) is still honoured and pruned', async () => {
    const storage = memoryStorage();
    await answer('old', storage);
    storage.setItem(REMEMBERED_INDEX_KEY, JSON.stringify(['question-dock:old']));
    clock.advance(REMEMBERED_AFTER_DEADLINE_MS * 2);
    await answer('new', storage);
    expect(storage.data.has('question-dock:old')).toBe(false);
    expect(indexedKeys(storage)).toEqual(['question-dock:new']);
  });

  it('a key reused for a new prompt keeps its drafts when the old outcome leaves the index', async () => {
    const storage = memoryStorage();
    await answer('reused', storage);
    // The same key now holds a pending prompt's drafts (a different request under the same id).
    const pending = createQuestionStore(request('Elsewhere'), {
      promptId: 'reused',
      clock,
      persist: persistDrafts({ storage, rememberResolved: true }),
      onWarning: () => {},
    });
    pending.select('deploy_target', 'Elsewhere');
    for (let i = 0; i < REMEMBERED_MAX; i += 1) await answer(`later-${i}`, storage);
    expect(JSON.parse(storage.getItem('question-dock:reused')!)).toMatchObject({
      drafts: { deploy_target: { selected: ['Elsewhere'] } },
    });
    pending.dispose();
  });
});
