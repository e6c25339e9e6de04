import { describe, expect, it, vi } from 'vitest';
import {
  createQuestionStore,
  syncAcrossTabs,
  type PersistOptions,
  type QuestionStore,
  type Warning,
  type SyncChannel,
  persistDrafts,
} from '../../src/core/index';
import { manualClock } from '../support/clock';
import { normalizedThreeQuestions as threeQuestions } from '../support/requests';
import { memoryStorage } from '../support/storage';
import type { StorageAdapter } from '../../src/core/store/persistence';
import { withDefaults } from '../../src/core/internal';

// A storage or a channel the app hands over may be anything: a sandboxed frame's storage that throws
// on every access, a Proxy, a getter that throws, a quota that is full. None of it may cost the
// person a keystroke or the agent its answer: the store warns and keeps the drafts in memory.

/** Every property read throws, as a sandboxed frame's storage or a hostile object does. */
const throwingProxy = <T extends object>(): T =>
  new Proxy({} as T, {
    get() {
      throw new Error('SecurityError: access is denied for this document');
    },
  });

/** Each method is a getter that throws (the shape of `window.localStorage` in a sandboxed frame). */
function throwingGetters(): StorageAdapter {
  const storage = {};
  for (const name of ['getItem', 'setItem', 'removeItem'])
    Object.defineProperty(storage, name, {
      get() {
        throw new Error('SecurityError');
      },
    });
  return storage as StorageAdapter;
}

function revoked(): StorageAdapter {
  const { proxy, revoke } = Proxy.revocable({} as StorageAdapter, {});
  revoke();
  return proxy;
}

/** Methods that exist but throw when called (privacy mode, a full quota). */
const throwingMethods = (): StorageAdapter => ({
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('denied');
  },
});

/** The person's work on every question: a pick, two ticks and their own text, and a pick. */
function answerAll(store: QuestionStore): void {
  expect(store.select('deploy_target', 'Production')).toEqual({ ok: true });
  expect(store.toggle('checks', 'Lint')).toEqual({ ok: true });
  expect(store.toggle('checks', 'Unit')).toEqual({ ok: true });
  expect(store.setOther('checks', 'smoke tests')).toEqual({ ok: true });
  expect(store.select('notify', 'Nobody')).toEqual({ ok: true });
}

const EXPECTED = {
  status: 'answered',
  answers: { answers: { deploy_target: ['Production'], checks: ['Lint', 'Unit', 'smoke tests'], notify: ['Nobody'] } },
};

function open(persist: PersistOptions) {
  const warnings: Warning[] = [];
  const onResolve = vi.fn();
  let store: QuestionStore | undefined;
  expect(() => {
    store = createQuestionStore(threeQuestions, {
      promptId: 'hostile',
      clock: manualClock(),
      persist: persistDrafts(persist),
      onResolve,
      onWarning: (w) => warnings.push(w),
    });
  }).not.toThrow();
  return { store: store!, warnings, onResolve };
}

describe('given a persist.storage that throws', () => {
  it.each([
    ['a Proxy whose every get throws', throwingProxy<StorageAdapter>],
    ['methods behind getters that throw', throwingGetters],
    ['a revoked Proxy', revoked],
  ])('%s: the store warns persist_unavailable and keeps the drafts in memory', async (_name, make) => {
    const { store, warnings, onResolve } = open({ storage: make(), key: 'mine' });
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'persist_unavailable', promptId: 'hostile', detail: 'storage' }),
    ]);
    answerAll(store);
    expect(store.getState().drafts['checks']).toEqual({ selected: ['Lint', 'Unit'], other: 'smoke tests' });
    await store.submit();
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(EXPECTED);
    expect(warnings).toHaveLength(1);
  });

  it('methods that throw when called: one warning, the answer delivered, the outcome kept or not alike', async () => {
    for (const rememberResolved of [false, true]) {
      const { store, warnings, onResolve } = open({ storage: throwingMethods(), key: 'mine', rememberResolved });
      expect(warnings).toEqual([
        expect.objectContaining({ code: 'persist_unavailable', promptId: 'hostile', detail: 'mine' }),
      ]);
      answerAll(store);
      await store.submit();
      expect(onResolve.mock.calls[0]?.[0]).toEqual(EXPECTED);
      expect(warnings).toHaveLength(1);
    }
  });

  it('a storage that starts throwing after the store opened it: one warning on the first failed write, nothing lost', async () => {
    const inner = memoryStorage();
    let hostile = false;
    const storage = new Proxy(inner, {
      get(target, name, receiver) {
        if (hostile) throw new Error('SecurityError');
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const { store, warnings, onResolve } = open({ storage, key: 'mine' });
    expect(store.select('deploy_target', 'Staging (Recommended)')).toEqual({ ok: true });
    expect(inner.data.has('mine')).toBe(true);
    expect(warnings).toEqual([]);
    hostile = true;
    answerAll(store);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'persist_unavailable', promptId: 'hostile', detail: 'mine' }),
    ]);
    await store.submit();
    expect(onResolve.mock.calls[0]?.[0]).toEqual(EXPECTED);
    store.dispose();
    expect(warnings).toHaveLength(1);
  });

  it('a persist option whose reads throw: warned as persist, the prompt works in memory', async () => {
    const { store, warnings, onResolve } = open(throwingProxy<PersistOptions>());
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'persist_unavailable', promptId: 'hostile', detail: 'persist' }),
    ]);
    answerAll(store);
    await store.submit();
    expect(onResolve.mock.calls[0]?.[0]).toEqual(EXPECTED);
  });

  it('a defer that throws: the change is written at once instead, and the action still succeeds', () => {
    const storage = memoryStorage();
    const { store, warnings } = open({
      storage,
      key: 'mine',
      defer: () => {
        throw new Error('no frame');
      },
    });
    expect(store.setOther('notify', 'typed')).toEqual({ ok: true });
    expect(store.getState().drafts['notify']?.other).toBe('typed');
    expect(JSON.parse(storage.data.get('mine') ?? '{}')).toMatchObject({ drafts: { notify: { other: 'typed' } } });
    expect(warnings).toEqual([]);
  });

  it('a getItem that gives undefined for a missing key (a Map-backed stand-in) restores nothing and warns nothing', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) as string | null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    const { store, warnings } = open({ storage, key: 'mine' });
    expect(warnings).toEqual([]);
    store.setOther('notify', 'kept');
    const again = open({ storage, key: 'mine' });
    expect(again.store.getState().drafts['notify']?.other).toBe('kept');
    expect(again.warnings).toEqual([]);
  });
});

describe('given syncAcrossTabs with a channel that throws', () => {
  it.each([
    [
      'a channel factory that throws (BroadcastChannel in an opaque origin)',
      () => {
        throw new Error('SecurityError');
      },
    ],
    ['a channel whose every property read throws', () => throwingProxy<SyncChannel>()],
    [
      'a channel whose every write and call throws',
      () =>
        new Proxy({} as SyncChannel, {
          set() {
            throw new Error('read-only');
          },
          get() {
            return () => {
              throw new Error('closed');
            };
          },
        }),
    ],
  ])('%s: sync_unavailable, and the prompt is answered all the same', async (_name, createChannel) => {
    const warnings: Warning[] = [];
    const onResolve = vi.fn();
    const onError = vi.fn();
    const store = createQuestionStore(threeQuestions, { promptId: 'tab', clock: manualClock(), onResolve, onError });
    let stop: (() => void) | undefined;
    expect(() => {
      stop = syncAcrossTabs(store, { createChannel, onWarning: (w) => warnings.push(w) });
    }).not.toThrow();
    answerAll(store);
    await store.submit();
    expect(onResolve.mock.calls[0]?.[0]).toEqual(EXPECTED);
    expect(() => stop?.()).not.toThrow();
    expect(warnings.map((w) => [w.code, w.promptId])).toEqual([['sync_unavailable', 'tab']]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a channel that starts throwing on postMessage: one warning, the answer delivered here', async () => {
    const warnings: Warning[] = [];
    const onResolve = vi.fn();
    const channel: SyncChannel = {
      postMessage: () => {
        throw new Error('DataCloneError');
      },
      close: () => {},
      onmessage: null,
    };
    const store = createQuestionStore(threeQuestions, { promptId: 'tab', clock: manualClock(), onResolve });
    const stop = syncAcrossTabs(store, { createChannel: () => channel, onWarning: (w) => warnings.push(w) });
    answerAll(store);
    await store.submit();
    expect(onResolve.mock.calls[0]?.[0]).toEqual(EXPECTED);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'sync_unavailable', promptId: 'tab', detail: 'DataCloneError' }),
    ]);
    stop();
  });
});

describe('given a persist that is not persistDrafts(...)', () => {
  it('is ignored with one warning, even with an open method: secret answers never reach code that does not keep them out', () => {
    const handed: unknown[] = [];
    const lookalike = {
      options: {},
      open: () => ({ restore: <T>(state: T) => state, save: (state: unknown) => handed.push(state), flush() {} }),
    };
    const warnings: Warning[] = [];
    const store = createQuestionStore(threeQuestions, {
      promptId: 'lookalike',
      persist: lookalike,
      onWarning: (w) => warnings.push(w),
    });
    store.setOther('notify', 'typed');
    expect(handed).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ code: 'persist_unavailable', detail: 'persist' })]);
  });

  it('persistDrafts with defaults underneath keeps the app’s own options on top', async () => {
    const storage = memoryStorage();
    const answer = async (persist: ReturnType<typeof persistDrafts>, id: string) => {
      const store = createQuestionStore(threeQuestions, { promptId: id, persist });
      store.select('deploy_target', 'Production');
      store.toggle('checks', 'Lint');
      store.select('notify', 'Nobody');
      await store.submit();
      store.dispose();
    };
    // As the adapters do: the outcome is not kept...
    await answer(withDefaults(persistDrafts({ storage }), { rememberResolved: false }), 'a');
    expect(storage.getItem('question-dock:a')).toBeNull();
    // ...unless the app's own options say so; an outer default (the dock's) does not override the inner one.
    await answer(withDefaults(persistDrafts({ storage, rememberResolved: true }), { rememberResolved: false }), 'b');
    expect(storage.getItem('question-dock:b')).toContain('resolution');
    const layered = withDefaults(withDefaults(persistDrafts({ storage }), { rememberResolved: false }), {
      rememberResolved: true,
    });
    await answer(layered, 'c');
    expect(storage.getItem('question-dock:c')).toBeNull();
  });
});
