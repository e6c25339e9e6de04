import { describe, expect, it, vi } from 'vitest';
import {
  createQuestionStore,
  formatStoreError,
  InvalidRequestError,
  messages,
  messagesTh,
  normalizeAskUser,
  syncAcrossTabs,
  toToolResult,
  type AskUserInput,
  type QuestionStore,
  type Warning,
  type SyncChannel,
  type ToolResult,
  persistDrafts,
} from '../../src/core/index';
import { manualClock } from '../support/clock';
import { normalizedThreeQuestions as threeQuestions } from '../support/requests';
import { memoryStorage } from '../support/storage';

const rawQuestion = {
  id: 'deploy_target',
  header: 'Target',
  question: 'Where?',
  options: [{ label: 'Staging' }, { label: 'Production' }],
};

function setup(extra: Parameters<typeof createQuestionStore>[1] = {}) {
  const clock = manualClock();
  const onResolve = vi.fn();
  const store = createQuestionStore(threeQuestions, { clock, onResolve, ...extra });
  const stop = store.subscribe(() => {});
  return { clock, onResolve, store, stop };
}

function answerAll(store: QuestionStore) {
  store.select('deploy_target', 'Production');
  store.toggle('checks', 'E2E');
  store.toggle('checks', 'Unit');
  store.setOther('checks', '  smoke  ');
  store.setOther('notify', 'The on-call person');
}

describe('given a new store', () => {
  it('starts pending, expanded, on the first step, with empty drafts and a deadline from timeoutSeconds', () => {
    const { store, clock } = setup();
    const s = store.getState();
    expect(s.status).toBe('pending');
    expect(s.step).toBe(0);
    expect(s.expanded).toBe(true);
    expect(s.error).toBeNull();
    expect(s.resolution).toBeNull();
    expect(s.deadline).toBe(clock.now() + 300_000);
    expect(s.drafts).toEqual({
      deploy_target: { selected: [], other: '' },
      checks: { selected: [], other: '' },
      notify: { selected: [], other: '' },
    });
  });

  it('takes an absolute deadline from expiresAt', () => {
    const { store } = setup({ expiresAt: 123_456_789 });
    expect(store.getState().deadline).toBe(123_456_789);
  });

  it('refuses a request that does not normalize with the structured issues', () => {
    let error: unknown;
    try {
      createQuestionStore({ questions: [] } as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).issues[0]).toMatchObject({ path: 'questions', code: 'too_few_questions' });
  });

  it("takes normalizeAskUser's own result as it is, and checks anything else, a copy of it included", () => {
    const normalized = normalizeAskUser({ questions: [{ ...rawQuestion, header: 'A header far too long' }] });
    if (!normalized.ok) throw new Error('expected a valid request');
    expect(createQuestionStore(normalized.request).getState().request).toBe(normalized.request);
    // A copy is new data: checked again (and a raw payload becomes a fresh request).
    const copy = { ...normalized.request, questions: [{ ...normalized.request.questions[0]!, options: [] }] };
    expect(() => createQuestionStore(copy)).toThrow(InvalidRequestError);
    const raw = { questions: [rawQuestion] };
    expect(createQuestionStore(raw as never).getState().request).not.toBe(raw);
  });

  it('gives a new snapshot on change and the same one otherwise', () => {
    const { store } = setup();
    const before = store.getState();
    expect(store.getState()).toBe(before);
    store.select('deploy_target', 'Production');
    expect(store.getState()).not.toBe(before);
  });
});

describe('given a single-select question', () => {
  it('picking an option clears Other text', () => {
    const { store } = setup();
    store.setOther('deploy_target', 'Canary');
    store.select('deploy_target', 'Production');
    expect(store.getState().drafts['deploy_target']).toEqual({ selected: ['Production'], other: '' });
  });

  it('typing Other clears the pick, clearing the field does not', () => {
    const { store } = setup();
    store.select('deploy_target', 'Production');
    store.setOther('deploy_target', 'C');
    expect(store.getState().drafts['deploy_target']).toEqual({ selected: [], other: 'C' });
    store.select('deploy_target', 'Production');
    store.setOther('deploy_target', '');
    expect(store.getState().drafts['deploy_target']).toEqual({ selected: ['Production'], other: '' });
  });

  it('select replaces the pick and toggle unpicks', () => {
    const { store } = setup();
    store.select('deploy_target', 'Production');
    store.select('deploy_target', 'Staging (Recommended)');
    expect(store.getState().drafts['deploy_target']?.selected).toEqual(['Staging (Recommended)']);
    store.toggle('deploy_target', 'Staging (Recommended)');
    expect(store.getState().drafts['deploy_target']?.selected).toEqual([]);
  });
});

describe('given a multi-select question', () => {
  it('combines picks in selection order with Other text', () => {
    const { store } = setup();
    store.toggle('checks', 'Lint');
    store.toggle('checks', 'Unit');
    store.select('checks', 'Lint');
    store.setOther('checks', 'fuzz');
    expect(store.getState().drafts['checks']).toEqual({ selected: ['Lint', 'Unit'], other: 'fuzz' });
    store.toggle('checks', 'Lint');
    expect(store.getState().drafts['checks']).toEqual({ selected: ['Unit'], other: 'fuzz' });
  });
});

describe('refused edits', () => {
  it('names an unknown question or option and leaves drafts alone', () => {
    const { store } = setup();
    const before = store.getState().drafts;
    expect(store.select('nope', 'x')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unknown_question' }),
    });
    expect(store.select('deploy_target', 'Moon')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unknown_option' }),
    });
    expect(store.getState().drafts).toBe(before);
  });
});

describe('navigation', () => {
  it('next, back and goTo move within bounds and keep drafts', () => {
    const { store } = setup();
    store.select('deploy_target', 'Production');
    expect(store.next()).toEqual({ ok: true });
    expect(store.next()).toEqual({ ok: true });
    expect(store.next()).toEqual({ ok: true });
    expect(store.getState().step).toBe(2);
    expect(store.back()).toEqual({ ok: true });
    expect(store.getState().step).toBe(1);
    store.back();
    store.back();
    expect(store.getState().step).toBe(0);
    expect(store.goTo(2)).toEqual({ ok: true });
    expect(store.goTo(3)).toMatchObject({ ok: false, error: { code: 'invalid_step' } });
    expect(store.goTo(1.5)).toMatchObject({ ok: false, error: { code: 'invalid_step' } });
    expect(store.getState().step).toBe(2);
    expect(store.getState().drafts['deploy_target']?.selected).toEqual(['Production']);
  });

  it('collapse and expand keep drafts and step', () => {
    const { store } = setup();
    store.setOther('notify', 'half typed');
    store.goTo(2);
    store.collapse();
    expect(store.getState()).toMatchObject({ expanded: false, step: 2, status: 'pending' });
    store.expand();
    expect(store.getState()).toMatchObject({ expanded: true, step: 2 });
    expect(store.getState().drafts['notify']?.other).toBe('half typed');
  });
});

describe('submit', () => {
  it('is refused while a question is unanswered, naming it and moving the step there', async () => {
    const { store, onResolve } = setup();
    store.select('deploy_target', 'Production');
    store.setOther('checks', '   ');
    store.goTo(2);
    store.collapse();
    const result = await store.submit();
    expect(result).toMatchObject({ ok: false, error: { code: 'unanswered', questionId: 'checks' } });
    expect(store.getState()).toMatchObject({
      step: 1,
      expanded: true,
      status: 'pending',
      error: { code: 'unanswered' },
    });
    const error = store.getState().error;
    expect(error && formatStoreError(error, store.getState().request)).toContain('Checks');
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('resolves answered with the exact result shape, once', async () => {
    const { store, onResolve } = setup();
    answerAll(store);
    expect(await store.submit()).toEqual({ ok: true });
    const expected: ToolResult = {
      status: 'answered',
      answers: {
        answers: { deploy_target: ['Production'], checks: ['E2E', 'Unit', 'smoke'], notify: ['The on-call person'] },
      },
    };
    expect(JSON.stringify(toToolResult(store.getState()))).toBe(JSON.stringify(expected));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(expected);
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'answered', source: 'user' });
    expect(store.getState().status).toBe('answered');
  });

  it('clears the unanswered error on the next successful edit', async () => {
    const { store } = setup();
    await store.submit();
    expect(store.getState().error).not.toBeNull();
    store.select('deploy_target', 'Production');
    expect(store.getState().error).toBeNull();
  });
});

describe('terminal states', () => {
  const terminals: Array<[string, (s: QuestionStore, c: ReturnType<typeof manualClock>) => unknown]> = [
    ['answered', (s) => (answerAll(s), s.submit())],
    ['skipped', (s) => s.skip()],
    ['cancelled', (s) => s.cancel()],
    ['expired', (_s, c) => c.advance(300_000)],
  ];

  it.each(terminals)(
    '%s refuses every later action without throwing, and onResolve fired once',
    async (status, finish) => {
      const { store, clock, onResolve } = setup();
      store.setOther('notify', 'kept');
      await finish(store, clock);
      const frozen = store.getState();
      expect(frozen.status).toBe(status);
      const results = [
        store.select('deploy_target', 'Production'),
        store.toggle('checks', 'Unit'),
        store.setOther('notify', 'x'),
        store.next(),
        store.back(),
        store.goTo(1),
        await store.submit(),
        store.skip(),
        store.collapse(),
        store.expand(),
        store.cancel(),
        store.resolveExternally({ status: 'no_answer' }),
        store.expire(),
      ];
      for (const r of results) expect(r.ok).toBe(false);
      expect(store.getState()).toBe(frozen);
      expect(onResolve).toHaveBeenCalledTimes(1);
      const wantNoAnswer = status !== 'answered';
      expect(onResolve.mock.calls[0]?.[0]).toEqual(
        wantNoAnswer ? { status: 'no_answer' } : expect.objectContaining({ status: 'answered' }),
      );
    },
  );

  it('keeps skipped, expired and cancelled apart in the resolution', async () => {
    const a = setup();
    a.store.skip();
    const b = setup();
    b.store.cancel();
    const c = setup();
    c.clock.advance(300_000);
    const d = setup();
    d.store.cancel('unavailable');
    expect(a.store.getState().resolution).toMatchObject({
      status: 'skipped',
      source: 'user',
      result: { status: 'no_answer' },
    });
    expect(b.store.getState().resolution).toMatchObject({ status: 'cancelled', source: 'cancelled' });
    expect(c.store.getState().resolution).toMatchObject({ status: 'expired', source: 'timeout' });
    expect(d.store.getState().resolution).toMatchObject({ status: 'cancelled', source: 'unavailable' });
  });
});

describe('expiry', () => {
  it('expires at the deadline through the timer', () => {
    const { store, clock, onResolve } = setup();
    clock.advance(299_999);
    expect(store.getState().status).toBe('pending');
    clock.advance(1);
    expect(store.getState().status).toBe('expired');
    expect(onResolve).toHaveBeenCalledWith({ status: 'no_answer' }, expect.objectContaining({ status: 'expired' }));
  });

  it('expires correctly when the timer fires late (throttled tab)', () => {
    const { store, clock, onResolve } = setup();
    clock.jump(3_600_000);
    expect(store.getState().status).toBe('pending');
    clock.flush();
    expect(store.getState().status).toBe('expired');
    expect(onResolve).toHaveBeenCalledTimes(1);
  });

  it('re-arms when a timer fires early instead of expiring', () => {
    const clock = manualClock();
    const early = { ...clock, setTimeout: (fn: () => void, ms: number) => clock.setTimeout(fn, Math.ceil(ms / 2)) };
    const store = createQuestionStore(threeQuestions, { clock: early });
    store.subscribe(() => {});
    clock.advance(150_000);
    expect(store.getState().status).toBe('pending');
    clock.advance(150_000);
    expect(store.getState().status).toBe('expired');
  });

  it('refuses an answer that arrives after the deadline, even when no timer ran', async () => {
    const clock = manualClock();
    const onResolve = vi.fn();
    const store = createQuestionStore(threeQuestions, { clock, onResolve }); // no subscriber: no timer
    answerAll(store);
    clock.jump(300_000);
    const result = await store.submit();
    expect(result).toMatchObject({ ok: false, error: { code: 'expired' } });
    expect(store.getState().status).toBe('expired');
    expect(store.getState().error?.code).toBe('expired');
    expect(onResolve).toHaveBeenCalledWith({ status: 'no_answer' }, expect.anything());
  });

  it('expire() ends the prompt when the transport says so, before the local deadline', () => {
    const { store, clock, onResolve } = setup();
    store.setOther('notify', 'kept for the record');
    expect(store.expire()).toEqual({ ok: true });
    expect(store.getState().resolution).toMatchObject({ status: 'expired', source: 'timeout', at: clock.now() });
    expect(onResolve).toHaveBeenCalledWith({ status: 'no_answer' }, expect.objectContaining({ status: 'expired' }));
    expect(store.expire()).toMatchObject({ ok: false, error: { code: 'terminal' } });
    expect(clock.pending()).toBe(0);
  });

  it('checkExpiry expires a prompt whose deadline passed', () => {
    const clock = manualClock();
    const store = createQuestionStore(threeQuestions, { clock });
    clock.jump(300_001);
    store.checkExpiry();
    expect(store.getState().status).toBe('expired');
  });

  it('arms one timer while subscribed and none after the last unsubscribe or dispose', () => {
    const clock = manualClock();
    const store = createQuestionStore(threeQuestions, { clock });
    expect(clock.pending()).toBe(0);
    const a = store.subscribe(() => {});
    const b = store.subscribe(() => {});
    expect(clock.pending()).toBe(1);
    a();
    expect(clock.pending()).toBe(1);
    b();
    expect(clock.pending()).toBe(0);
    store.subscribe(() => {});
    expect(clock.pending()).toBe(1);
    store.dispose();
    expect(clock.pending()).toBe(0);
  });
});

describe('async transport', () => {
  it('shows submitting, then keeps drafts and the error when the transport fails, and resolves once on retry', async () => {
    let attempt = 0;
    const submit = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('network down');
    });
    const { store, onResolve } = setup({ send: submit });
    answerAll(store);
    const pending = store.submit();
    expect(store.getState().status).toBe('submitting');
    expect(store.select('deploy_target', 'Staging (Recommended)')).toMatchObject({
      ok: false,
      error: { code: 'busy' },
    });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'submit_failed' } });
    expect(store.getState().status).toBe('pending');
    expect(store.getState().error).toMatchObject({ code: 'submit_failed', detail: 'network down' });
    expect(store.getState().drafts['notify']?.other).toBe('The on-call person');
    expect(await store.submit()).toEqual({ ok: true });
    expect(store.getState().status).toBe('answered');
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]).toEqual([expect.objectContaining({ status: 'answered' })]);
    expect(onResolve).toHaveBeenCalledTimes(1);
  });

  it('expires when the transport fails after the deadline passed', async () => {
    const clock = manualClock();
    let reject: (e: Error) => void = () => {};
    const store = createQuestionStore(threeQuestions, { clock, send: () => new Promise<void>((_, r) => (reject = r)) });
    store.subscribe(() => {});
    answerAll(store);
    const pending = store.submit();
    clock.advance(300_000);
    expect(store.getState().status).toBe('submitting');
    reject(new Error('timeout'));
    expect(await pending).toMatchObject({ ok: false, error: { code: 'expired' } });
    expect(store.getState().status).toBe('expired');
  });

  it('lets a cancel during submit win over a late transport success', async () => {
    let done: () => void = () => {};
    const onResolve = vi.fn();
    const store = createQuestionStore(threeQuestions, {
      clock: manualClock(),
      onResolve,
      send: () => new Promise<void>((r) => (done = r)),
    });
    answerAll(store);
    const pending = store.submit();
    store.cancel();
    done();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'terminal' } });
    expect(store.getState().status).toBe('cancelled');
    expect(onResolve).toHaveBeenCalledTimes(1);
  });
});

describe('answered elsewhere', () => {
  it('accepts a valid result and keeps where it came from', () => {
    const { store, onResolve } = setup();
    const result: ToolResult = {
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Unit'], notify: ['x'] } },
    };
    expect(store.resolveExternally(result)).toEqual({ ok: true });
    expect(store.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere', result });
    expect(toToolResult(store.getState())).toEqual(result);
    expect(onResolve).toHaveBeenCalledTimes(1);
  });

  it('refuses a result that does not fit the request', () => {
    const { store } = setup();
    const bad = { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } } as ToolResult;
    expect(store.resolveExternally(bad)).toMatchObject({ ok: false, error: { code: 'invalid_result' } });
    expect(store.resolveExternally({ status: 'weird' } as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid_result' },
    });
    expect(store.getState().status).toBe('pending');
  });

  it('no_answer from elsewhere is a skip made elsewhere', () => {
    const { store } = setup();
    store.resolveExternally({ status: 'no_answer' });
    expect(store.getState().resolution).toMatchObject({ status: 'skipped', source: 'elsewhere' });
  });
});

describe('persistence', () => {
  it('keeps drafts, step, collapse and the original deadline across a remount', () => {
    const storage = memoryStorage();
    const clock = manualClock();
    const first = createQuestionStore(threeQuestions, {
      promptId: 'call_1',
      clock,
      persist: persistDrafts({ storage }),
    });
    first.toggle('checks', 'Lint');
    first.setOther('notify', 'half');
    first.goTo(1);
    first.collapse();
    first.dispose();
    clock.jump(60_000);
    const second = createQuestionStore(threeQuestions, {
      promptId: 'call_1',
      clock,
      persist: persistDrafts({ storage }),
    });
    expect(second.getState()).toMatchObject({ step: 1, expanded: false, deadline: first.getState().deadline });
    expect(second.getState().drafts['checks']?.selected).toEqual(['Lint']);
    expect(second.getState().drafts['notify']?.other).toBe('half');
  });

  it('keeps the state before the restore as the initial state, which a server render shows', () => {
    const storage = memoryStorage();
    const clock = manualClock();
    const first = createQuestionStore(threeQuestions, {
      promptId: 'call_ssr',
      clock,
      persist: persistDrafts({ storage }),
    });
    first.toggle('checks', 'Lint');
    first.goTo(1);
    first.dispose();
    const second = createQuestionStore(threeQuestions, {
      promptId: 'call_ssr',
      clock,
      persist: persistDrafts({ storage }),
    });
    const server = createQuestionStore(threeQuestions, { promptId: 'call_ssr', clock });
    expect(second.getState().drafts['checks']?.selected).toEqual(['Lint']);
    expect(second.getInitialState()).toMatchObject({ step: 0, expanded: true, drafts: server.getState().drafts });
    expect(second.getInitialState().drafts['checks']?.selected).toEqual([]);
  });

  it('forgets the drafts once the prompt resolves', () => {
    const storage = memoryStorage();
    const store = createQuestionStore(threeQuestions, {
      promptId: 'call_2',
      clock: manualClock(),
      persist: persistDrafts({ storage }),
    });
    store.setOther('notify', 'x');
    expect(storage.data.has('question-dock:call_2')).toBe(true);
    store.skip();
    expect(storage.data.has('question-dock:call_2')).toBe(false);
  });

  it.each([
    ['not json', '{oops'],
    ['wrong version', JSON.stringify({ v: 9 })],
    ['label not in the request', null],
    ['step out of range', null],
  ])('ignores corrupted data (%s) with a warning', (_name, raw) => {
    const storage = memoryStorage();
    const warnings: Warning[] = [];
    const seed = createQuestionStore(threeQuestions, {
      promptId: 'c',
      clock: manualClock(),
      persist: persistDrafts({ storage }),
    });
    seed.select('deploy_target', 'Production');
    const valid = JSON.parse(storage.data.get('question-dock:c') ?? '{}') as Record<string, unknown>;
    const corrupt =
      raw ??
      JSON.stringify(
        _name === 'step out of range'
          ? { ...valid, step: 7 }
          : {
              ...valid,
              drafts: { ...(valid['drafts'] as object), deploy_target: { selected: ['<script>'], other: '' } },
            },
      );
    storage.setItem('question-dock:c', corrupt);
    const store = createQuestionStore(threeQuestions, {
      promptId: 'c',
      clock: manualClock(),
      persist: persistDrafts({ storage }),
      onWarning: (w) => warnings.push(w),
    });
    expect(warnings).toEqual([expect.objectContaining({ code: 'persist_corrupt' })]);
    expect(store.getState().drafts['deploy_target']).toEqual({ selected: [], other: '' });
    expect(store.getState().step).toBe(0);
  });

  it('survives a storage that throws', () => {
    const warnings: Warning[] = [];
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    const store = createQuestionStore(threeQuestions, {
      promptId: 'x',
      clock: manualClock(),
      persist: persistDrafts({ storage }),
      onWarning: (w) => warnings.push(w),
    });
    expect(store.setOther('notify', 'still works')).toEqual({ ok: true });
    expect(warnings.map((w) => w.code)).toEqual(['persist_unavailable']);
  });

  it('warns, and keeps working in memory, when persist has another shape (an untyped caller)', () => {
    const warnings: Warning[] = [];
    const store = createQuestionStore(threeQuestions, {
      promptId: 'old',
      persist: persistDrafts({ storage: 'session' } as never),
      onWarning: (w) => warnings.push(w),
    });
    expect(store.setOther('notify', 'kept in memory')).toEqual({ ok: true });
    expect(store.getState().drafts['notify']?.other).toBe('kept in memory');
    expect(warnings).toEqual([
      {
        code: 'persist_unavailable',
        message: 'Answers are kept in memory only: storage is not available: persist.',
        promptId: 'old',
        detail: 'persist',
      },
    ]);
  });

  it('warns when there is no id or key to persist under', () => {
    const warnings: Warning[] = [];
    createQuestionStore(threeQuestions, {
      persist: persistDrafts({ storage: memoryStorage() }),
      onWarning: (w) => warnings.push(w),
    });
    expect(warnings).toEqual([expect.objectContaining({ code: 'persist_unavailable', detail: 'key' })]);
  });

  describe('persist: persistDrafts() (the page sessionStorage)', () => {
    const warningsOf = (persist: boolean) => {
      const warnings: Warning[] = [];
      const store = createQuestionStore(threeQuestions, {
        promptId: 's',
        clock: manualClock(),
        ...(persist ? { persist: persistDrafts() } : {}),
        onWarning: (w) => warnings.push(w),
      });
      expect(store.setOther('notify', 'kept in memory')).toEqual({ ok: true });
      return warnings;
    };

    it('keeps drafts in globalThis.sessionStorage', () => {
      const storage = memoryStorage();
      vi.stubGlobal('sessionStorage', storage);
      try {
        const first = createQuestionStore(threeQuestions, {
          promptId: 's1',
          clock: manualClock(),
          persist: persistDrafts(),
        });
        first.setOther('notify', 'half');
        expect(storage.data.has('question-dock:s1')).toBe(true);
        const again = createQuestionStore(threeQuestions, {
          promptId: 's1',
          clock: manualClock(),
          persist: persistDrafts(),
        });
        expect(again.getState().drafts['notify']?.other).toBe('half');
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('warns, and keeps working in memory, where there is no sessionStorage (a server)', () => {
      expect('sessionStorage' in globalThis).toBe(false);
      expect(warningsOf(true)).toEqual([
        expect.objectContaining({ code: 'persist_unavailable', promptId: 's', detail: 'storage' }),
      ]);
    });

    it('warns, and keeps working in memory, where reading sessionStorage throws (a sandboxed frame)', () => {
      Object.defineProperty(globalThis, 'sessionStorage', {
        configurable: true,
        get() {
          throw new Error('SecurityError');
        },
      });
      try {
        expect(warningsOf(true).map((w) => w.code)).toEqual(['persist_unavailable']);
      } finally {
        delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
      }
    });

    it('persist: false keeps nothing and says nothing', () => {
      expect(warningsOf(false)).toEqual([]);
    });
  });

  describe('with defer (writes after the key press, not inside it)', () => {
    function deferred() {
      const storage = memoryStorage();
      const writes: string[] = [];
      const setItem = storage.setItem;
      storage.setItem = (key, value) => {
        writes.push(value);
        setItem(key, value);
      };
      const queue: (() => void)[] = [];
      const persist = persistDrafts({ storage, defer: (write: () => void) => queue.push(write) });
      return { storage, writes, queue, persist };
    }

    it('writes a burst of changes once, the latest, when defer says', () => {
      const { writes, queue, persist } = deferred();
      const store = createQuestionStore(threeQuestions, { promptId: 'd1', clock: manualClock(), persist });
      for (const text of ['a', 'ab', 'abc']) store.setOther('notify', text);
      expect(writes).toEqual([]);
      expect(queue).toHaveLength(1);
      queue.shift()!();
      expect(writes).toHaveLength(1);
      expect(JSON.parse(writes[0]!).drafts.notify.other).toBe('abc');
    });

    it('loses nothing to a reload or a remount before the write: a store opened for the key writes it first', () => {
      const { persist, queue } = deferred();
      const first = createQuestionStore(threeQuestions, { promptId: 'd2', clock: manualClock(), persist });
      first.setOther('notify', 'typed just now');
      expect(queue).toHaveLength(1); // not written yet
      const again = createQuestionStore(threeQuestions, { promptId: 'd2', clock: manualClock(), persist });
      expect(again.getState().drafts['notify']?.other).toBe('typed just now');
    });

    it('writes a waiting change on dispose', () => {
      const { storage, persist } = deferred();
      const store = createQuestionStore(threeQuestions, { promptId: 'd3', clock: manualClock(), persist });
      store.select('deploy_target', 'Production');
      expect(storage.data.size).toBe(0);
      store.dispose();
      expect(JSON.parse(storage.data.get('question-dock:d3')!).drafts.deploy_target.selected).toEqual(['Production']);
    });
  });
});

describe('errors are codes, formatted at the edge', () => {
  it('keeps no sentence in state; formatStoreError words it in the given language', async () => {
    const store = createQuestionStore(threeQuestions, { clock: manualClock() });
    const r = await store.submit();
    expect(r).toEqual({ ok: false, error: { code: 'unanswered', questionId: 'deploy_target' } });
    if (r.ok) return;
    expect(formatStoreError(r.error, store.getState().request, messagesTh)).toBe(
      'โปรดตอบ “Deploy” หรือพิมพ์คำตอบของคุณเอง',
    );
    expect(formatStoreError(r.error, store.getState().request, messages)).toBe(
      'Please answer “Deploy” or type your own answer.',
    );
  });

  it('words every code in English and Thai', () => {
    const codes = [
      'unanswered',
      'terminal',
      'expired',
      'unknown_question',
      'unknown_option',
      'invalid_step',
      'busy',
      'submit_failed',
      'invalid_result',
      'invalid_input',
    ] as const;
    for (const code of codes) {
      const error = { code, questionId: 'deploy_target', detail: 'x', path: 'label' };
      expect(formatStoreError(error).length).toBeGreaterThan(3);
      expect(formatStoreError(error, undefined, messages)).toBe(formatStoreError(error));
      expect(formatStoreError(error, undefined, messagesTh)).not.toBe(formatStoreError(error));
    }
  });
});

describe('bad input to actions', () => {
  it('refuses arguments of the wrong type with a code and stores nothing', () => {
    const store = createQuestionStore(threeQuestions, { clock: manualClock() });
    const before = store.getState().drafts;
    const loose = store as unknown as Record<string, (...args: unknown[]) => { ok: boolean; error?: unknown }>;
    expect(loose.select?.('deploy_target', undefined)).toEqual({
      ok: false,
      error: { code: 'invalid_input', path: 'label', detail: 'undefined' },
    });
    expect(loose.toggle?.('checks', { label: 'Lint' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', path: 'label', detail: 'object' },
    });
    expect(loose.setOther?.('notify', 42)).toEqual({
      ok: false,
      error: { code: 'invalid_input', path: 'text', detail: 'number' },
    });
    expect(loose.setOther?.(null, 'text')).toEqual({
      ok: false,
      error: { code: 'invalid_input', path: 'questionId', detail: 'null' },
    });
    expect(loose.goTo?.('1')).toEqual({ ok: false, error: { code: 'invalid_input', path: 'index', detail: 'string' } });
    expect(loose.resolveExternally?.(null)).toEqual({ ok: false, error: { code: 'invalid_result' } });
    expect(store.getState().drafts).toBe(before);
    expect(store.getState().error).toMatchObject({ code: 'invalid_input' });
  });
});

describe('sync across tabs', () => {
  function bus() {
    const channels: SyncChannel[] = [];
    const create = (): SyncChannel => {
      const ch: SyncChannel = {
        onmessage: null,
        postMessage: (data) => {
          for (const other of channels) if (other !== ch) other.onmessage?.({ data: structuredClone(data) });
        },
        close: () => void channels.splice(channels.indexOf(ch), 1),
      };
      channels.push(ch);
      return ch;
    };
    return { create, channels };
  }

  it('shows an answer given in one tab as answered elsewhere in the other', async () => {
    const { create, channels } = bus();
    const a = createQuestionStore(threeQuestions, { promptId: 'p1', clock: manualClock() });
    const b = createQuestionStore(threeQuestions, { promptId: 'p1', clock: manualClock() });
    const other = createQuestionStore(threeQuestions, { promptId: 'p2', clock: manualClock() });
    const stops = [
      syncAcrossTabs(a, { createChannel: create }),
      syncAcrossTabs(b, { createChannel: create }),
      syncAcrossTabs(other, { createChannel: create }),
    ];
    answerAll(a);
    await a.submit();
    expect(b.getState().resolution).toMatchObject({
      status: 'answered',
      source: 'elsewhere',
      result: a.getState().resolution?.result,
    });
    expect(other.getState().status).toBe('pending');
    for (const stop of stops) stop();
    expect(channels).toHaveLength(0);
  });

  it('passes skips and cancels along', () => {
    const { create } = bus();
    const a = createQuestionStore(threeQuestions, { promptId: 'p', clock: manualClock() });
    const b = createQuestionStore(threeQuestions, { promptId: 'p', clock: manualClock() });
    const c = createQuestionStore(threeQuestions, { promptId: 'q', clock: manualClock() });
    const d = createQuestionStore(threeQuestions, { promptId: 'q', clock: manualClock() });
    [a, b, c, d].forEach((s) => syncAcrossTabs(s, { createChannel: create }));
    a.skip();
    c.cancel();
    expect(b.getState().resolution).toMatchObject({ status: 'skipped', source: 'elsewhere' });
    expect(d.getState().status).toBe('cancelled');
  });

  it('does nothing without an id', () => {
    const { create, channels } = bus();
    syncAcrossTabs(createQuestionStore(threeQuestions), { createChannel: create });
    expect(channels).toHaveLength(0);
  });

  it('closes its channel once the prompt ends, after the other tabs heard the outcome', () => {
    const { create, channels } = bus();
    const a = createQuestionStore(threeQuestions, { promptId: 'p', clock: manualClock() });
    const b = createQuestionStore(threeQuestions, { promptId: 'p', clock: manualClock() });
    syncAcrossTabs(a, { createChannel: create });
    syncAcrossTabs(b, { createChannel: create });
    expect(channels).toHaveLength(2);
    a.skip();
    expect(b.getState().resolution).toMatchObject({ status: 'skipped', source: 'elsewhere' });
    // Both ended: nothing is left open, so a Node process or a worker can exit.
    expect(channels).toHaveLength(0);
  });

  it('closes its channel when the store is disposed before the prompt ends', () => {
    const { create, channels } = bus();
    const store = createQuestionStore(threeQuestions, { promptId: 'p', clock: manualClock() });
    const stop = syncAcrossTabs(store, { createChannel: create });
    expect(channels).toHaveLength(1);
    store.dispose();
    expect(channels).toHaveLength(0);
    // Stopping again (an unmount after the dispose) closes nothing twice.
    stop();
    expect(channels).toHaveLength(0);
  });

  it('lets a real BroadcastChannel go when the prompt ends: the outcome still reaches the other tab', async () => {
    const a = createQuestionStore(threeQuestions, { promptId: 'p-real', clock: manualClock() });
    const b = createQuestionStore(threeQuestions, { promptId: 'p-real', clock: manualClock() });
    syncAcrossTabs(a);
    syncAcrossTabs(b);
    const elsewhere = new Promise<void>((done) => b.subscribe((s) => s.resolution && done()));
    answerAll(a);
    await a.submit();
    await elsewhere;
    expect(b.getState().resolution).toMatchObject({ status: 'answered', source: 'elsewhere' });
  });
});

describe('given the agent raw input typed as AskUserInput', () => {
  it('creates the store from it, with the defaults the normalizer fills in', () => {
    const input: AskUserInput = { questions: [rawQuestion] };
    const store = createQuestionStore(input, { clock: manualClock() });
    expect(store.getState().request.timeoutSeconds).toBe(900);
    expect(store.getState().request.questions[0]?.multiSelect).toBe(false);
  });
});
