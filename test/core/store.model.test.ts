import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createQuestionStore,
  type QuestionDraft,
  type QuestionStore,
  type ToolResult,
  persistDrafts,
} from '../../src/core/index';
import { manualClock } from '../support/clock';
import { normalizedThreeQuestions as threeQuestions } from '../support/requests';

// Model-based test: random action sequences against the store, checked against a
// plain model of the drafts and the invariants that protect the person's answers.

const ids = ['deploy_target', 'checks', 'notify', 'unknown_q'] as const;
const labels = ['Staging (Recommended)', 'Production', 'Unit', 'E2E', 'Lint', 'Team', 'Nobody', 'Moon'] as const;

type Action =
  | { type: 'select' | 'toggle'; id: string; label: string }
  | { type: 'setOther'; id: string; text: string }
  | { type: 'chooseOther'; id: string }
  | { type: 'next' | 'back' | 'collapse' | 'expand' | 'submit' | 'skip' | 'cancel' | 'flush' }
  | { type: 'goTo'; index: number }
  | { type: 'jump'; ms: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constantFrom('select' as const, 'toggle' as const),
      id: fc.constantFrom(...ids),
      label: fc.constantFrom(...labels),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('setOther' as const),
      id: fc.constantFrom(...ids),
      text: fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ maxLength: 8 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('chooseOther' as const), id: fc.constantFrom(...ids) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constantFrom('next' as const, 'back' as const, 'collapse' as const, 'expand' as const, 'flush' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('submit' as const, 'skip' as const, 'cancel' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('goTo' as const), index: fc.integer({ min: -1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('jump' as const), ms: fc.integer({ min: 0, max: 200_000 }) }) },
);

const questions = new Map(threeQuestions.questions.map((q) => [q.id, q]));

/** The Other row is on: chosen, or (no explicit choice) holding non-blank text. */
const otherOn = (d: QuestionDraft): boolean => d.otherChosen ?? d.other.trim() !== '';
/** A draft that records `otherChosen` only where its text alone would say otherwise. */
const draftOf = (selected: readonly string[], other: string, on: boolean): QuestionDraft =>
  on === (other.trim() !== '') ? { selected, other } : { selected, other, otherChosen: on };

/** The expected draft after an edit, written independently of the store. */
function modelEdit(drafts: Record<string, QuestionDraft>, a: Action): void {
  if (a.type !== 'select' && a.type !== 'toggle' && a.type !== 'setOther' && a.type !== 'chooseOther') return;
  const q = questions.get(a.id);
  const d = drafts[a.id];
  if (!q || !d) return;
  if (a.type === 'setOther') {
    // Typing chooses the Other row; clearing the field keeps it chosen.
    const selected = !q.multiSelect && a.text !== '' ? [] : d.selected;
    drafts[a.id] = draftOf(selected, a.text, a.text !== '' || otherOn(d));
    return;
  }
  if (a.type === 'chooseOther') {
    drafts[a.id] = q.multiSelect ? draftOf(d.selected, d.other, !otherOn(d)) : draftOf([], d.other, true);
    return;
  }
  if (!q.options.some((o) => o.label === a.label)) return;
  const has = d.selected.includes(a.label);
  if (q.multiSelect) {
    if (a.type === 'select') drafts[a.id] = has ? d : { ...d, selected: [...d.selected, a.label] };
    else drafts[a.id] = { ...d, selected: has ? d.selected.filter((s) => s !== a.label) : [...d.selected, a.label] };
  } else if (a.type === 'select' || !has) drafts[a.id] = { selected: [a.label], other: '' };
  else drafts[a.id] = { ...d, selected: [] };
}

/**
 * Performs one generated action on the store. Time and submit are the caller's: the plain model
 * jumps the clock and ignores the submit promise, the fault model fires timers and awaits them.
 */
function perform(store: QuestionStore, a: Action, on: { jump(ms: number): void; flush(): void; submit(): void }): void {
  switch (a.type) {
    case 'select':
    case 'toggle':
      store[a.type](a.id, a.label);
      break;
    case 'setOther':
      store.setOther(a.id, a.text);
      break;
    case 'chooseOther':
      store.chooseOther(a.id);
      break;
    case 'goTo':
      store.goTo(a.index);
      break;
    case 'jump':
      on.jump(a.ms);
      break;
    case 'flush':
      on.flush();
      break;
    case 'submit':
      on.submit();
      break;
    default:
      store[a.type]();
  }
}

function checkAnswered(result: ToolResult, drafts: Record<string, QuestionDraft>): void {
  expect(result.status).toBe('answered');
  if (result.status !== 'answered') return;
  expect(Object.keys(result).sort()).toEqual(['answers', 'status']);
  expect(Object.keys(result.answers)).toEqual(['answers']);
  const answers = result.answers.answers;
  expect(Object.keys(answers).sort()).toEqual(['checks', 'deploy_target', 'notify']);
  for (const [id, values] of Object.entries(answers)) {
    const q = questions.get(id);
    const draft = drafts[id];
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values).size).toBe(values.length);
    if (!q?.multiSelect) expect(values).toHaveLength(1);
    for (const v of values) {
      const isLabel = q?.options.some((o) => o.label === v) && draft?.selected.includes(v);
      expect(isLabel || v === draft?.other.trim()).toBe(true);
      expect(v.trim()).not.toBe('');
    }
  }
}

describe('store model', () => {
  it('keeps its invariants over 10,000 random action sequences', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const clock = manualClock();
        const resolved: ToolResult[] = [];
        const store = createQuestionStore(threeQuestions, { clock, onResolve: (r) => resolved.push(r) });
        store.subscribe(() => {});
        const model: Record<string, QuestionDraft> = Object.fromEntries(
          threeQuestions.questions.map((q) => [q.id, { selected: [], other: '' }]),
        );
        for (const a of actions) {
          const before = store.getState();
          perform(store, a, {
            jump: (ms) => clock.jump(ms),
            flush: () => clock.flush(),
            submit: () => void store.submit(),
          });
          const after = store.getState();
          if (before.resolution) {
            // Terminal is final: not even a new snapshot.
            expect(after).toBe(before);
            continue;
          }
          if (!after.resolution) {
            modelEdit(model, a);
            expect(after.drafts).toEqual(model);
            if (['next', 'back', 'goTo', 'collapse', 'expand', 'flush', 'jump'].includes(a.type))
              expect(after.drafts).toBe(before.drafts);
            expect(after.step).toBeGreaterThanOrEqual(0);
            expect(after.step).toBeLessThan(3);
          } else if (after.status === 'answered') {
            checkAnswered(after.resolution.result, model);
          } else {
            expect(after.resolution.result).toEqual({ status: 'no_answer' });
          }
          // Expiry follows the deadline, whatever the timer did.
          if (clock.now() >= after.deadline && a.type !== 'jump') expect(after.status).not.toBe('pending');
        }
        expect(resolved.length).toBeLessThanOrEqual(1);
        if (store.getState().resolution) expect(resolved).toEqual([store.getState().resolution?.result]);
      }),
      { numRuns: 10_000 },
    );
  });
});

// Issue 12: the same random actions against a hostile environment: listeners and onResolve that
// throw, transports that never settle, settle twice or fail, and storage that throws. The store
// must never throw, resolve at most once (exactly once by the end), and never send a wrong answer.

type Transport = 'none' | 'never' | 'double' | 'flaky' | 'ok';

const environment = fc.record({
  throwingListener: fc.boolean(),
  throwingOnResolve: fc.boolean(),
  transport: fc.constantFrom<Transport>('none', 'never', 'double', 'flaky', 'ok'),
  storage: fc.constantFrom('none' as const, 'throwing' as const, 'memory' as const),
});

function transportFor(kind: Transport): ((result: ToolResult) => Promise<void>) | undefined {
  let calls = 0;
  switch (kind) {
    case 'none':
      return undefined;
    case 'never':
      return () => new Promise<void>(() => {});
    case 'double':
      // A thenable that settles both ways, twice: only the first outcome may count.
      return () =>
        ({
          then(resolve: () => void, reject: (e: unknown) => void) {
            resolve();
            reject(new Error('late'));
            resolve();
          },
        }) as unknown as Promise<void>;
    case 'flaky':
      return () => {
        calls += 1;
        if (calls % 2 === 1) throw Object.create(null);
        return Promise.resolve();
      };
    case 'ok':
      return () => Promise.resolve();
  }
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('store model under faults', () => {
  it('never throws, resolves exactly once, and only with answers that fit', async () => {
    const errors: unknown[] = [];
    await fc.assert(
      fc.asyncProperty(environment, fc.array(action, { maxLength: 25 }), async (env, actions) => {
        const clock = manualClock();
        const resolved: ToolResult[] = [];
        const memory = new Map<string, string>();
        const storage =
          env.storage === 'throwing'
            ? throwingStorage
            : {
                getItem: (k: string) => memory.get(k) ?? null,
                setItem: (k: string, v: string) => void memory.set(k, v),
                removeItem: (k: string) => void memory.delete(k),
              };
        const send = transportFor(env.transport);
        const store = createQuestionStore(threeQuestions, {
          clock,
          promptId: 'model',
          ...(env.storage === 'none' ? {} : { persist: persistDrafts({ storage }) }),
          ...(send ? { send } : {}),
          onWarning: () => {},
          onError: (error) => errors.push(error),
          onResolve: (result) => {
            resolved.push(result);
            if (env.throwingOnResolve) throw new Error('onResolve bug');
          },
        });
        if (env.throwingListener)
          store.subscribe(() => {
            throw new Error('listener bug');
          });
        const submits: Promise<unknown>[] = [];
        for (const a of actions) {
          const before = store.getState();
          perform(store, a, {
            jump: (ms) => clock.advance(ms),
            flush: () => clock.flush(),
            submit: () => void submits.push(store.submit()),
          });
          await Promise.resolve();
          if (before.resolution) expect(store.getState()).toBe(before);
          for (const q of threeQuestions.questions) {
            const d = store.getState().drafts[q.id];
            if (!q.multiSelect && d) expect(d.selected.length === 0 || d.other === '').toBe(true);
          }
        }
        // Long enough for every bounded wait and the deadline.
        for (let i = 0; i < 20; i += 1) {
          clock.advance(60_000);
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        await Promise.all(submits);
        const state = store.getState();
        expect(state.resolution).not.toBeNull();
        expect(resolved).toHaveLength(1);
        expect(resolved[0]).toBe(state.resolution?.result);
        if (state.status === 'answered') checkAnswered(state.resolution!.result, state.drafts);
        store.dispose();
        expect(clock.pending()).toBe(0);
      }),
      { numRuns: 400 },
    );
  });
});
