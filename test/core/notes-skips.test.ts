import { describe, expect, it } from 'vitest';
import {
  createQuestionStore,
  formatSummaryText,
  normalizeAskUser,
  persistDrafts,
  summarize,
  type AskUserRequest,
  type NormalizeResult,
  type Warning,
} from '../../src/core/index';
import { manualClock } from '../support/clock';
import { memoryStorage } from '../support/storage';

// A note on an answer (kept with the drafts, shown in summaries) and a skip per question, where the
// question allows it (Claude's contract, `skippable: true`).

const color = {
  id: 'color',
  header: 'Color',
  question: 'Which color?',
  options: [{ label: 'Red' }, { label: 'Blue' }],
};
const size = { id: 'size', header: 'Size', question: 'Which size?', options: [{ label: 'Small' }, { label: 'Large' }] };

function requestOf(result: NormalizeResult): AskUserRequest {
  if (!result.ok) throw new Error(`expected ok, got ${result.errors.map((e) => e.code).join(', ')}`);
  return result.request;
}
const claude = (input: object) => requestOf(normalizeAskUser(input, { contract: 'claude' }));
const skippable = () => claude({ questions: [color, size].map((question) => ({ ...question, skippable: true })) });
const codes = (result: NormalizeResult) => (result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code })));

describe('skippable questions', () => {
  it('keeps `skippable: true` under Claude’s contract, and drops `false` and a secret’s', () => {
    const request = skippable();
    expect(request.questions.map((q) => q.skippable)).toEqual([true, true]);
    // Normalizing again gives the same request, with no warnings.
    expect(normalizeAskUser(request, { contract: 'claude' })).toEqual({ ok: true, request, warnings: [] });
    expect('skippable' in claude({ questions: [{ ...color, skippable: false }] }).questions[0]!).toBe(false);
    const secret = { ...color, options: [], secret: { label: 'Token' }, skippable: true };
    expect('skippable' in claude({ questions: [secret] }).questions[0]!).toBe(false);
  });

  it('refuses a `skippable` that is not a boolean, and the key under the other contracts', () => {
    const maybe = { ...color, skippable: 'yes' };
    expect(codes(normalizeAskUser({ questions: [maybe] }, { contract: 'claude' }))).toEqual([
      { path: 'questions[0].skippable', code: 'invalid_type' },
    ]);
    for (const contract of ['ask_user', 'openclaw'] as const)
      expect(codes(normalizeAskUser({ questions: [{ ...color, skippable: true }] }, { contract }))).toEqual([
        { path: 'questions[0].skippable', code: 'unknown_key' },
      ]);
  });
});

describe('skipping one question', () => {
  it('sends [] for a skipped question, and counts it as done', async () => {
    const store = createQuestionStore(skippable(), { clock: manualClock() });
    store.select('color', 'Blue');
    expect(store.skipQuestion('size')).toEqual({ ok: true });
    expect(store.getState().drafts['size']).toEqual({ selected: [], other: '', otherChosen: false, skipped: true });
    await store.submit();
    expect(store.getState().resolution?.result).toEqual({
      status: 'answered',
      answers: { answers: { color: ['Blue'], size: [] } },
    });
  });

  it('takes the skip back when an answer is picked, and drops the picks when skipped', async () => {
    const store = createQuestionStore(skippable(), { clock: manualClock() });
    store.select('size', 'Large');
    store.skipQuestion('size');
    expect(store.getState().drafts['size']?.selected).toEqual([]);
    store.select('size', 'Small');
    expect(store.getState().drafts['size']).toEqual({ selected: ['Small'], other: '' });
    store.skipQuestion('color');
    store.setOther('color', 'Teal');
    expect(store.getState().drafts['color']).toEqual({ selected: [], other: 'Teal' });
  });

  it('refuses a skip where the request does not allow one, and bad arguments', () => {
    const store = createQuestionStore(claude({ questions: [color, size] }), { clock: manualClock() });
    expect(store.skipQuestion('size')).toEqual({
      ok: false,
      error: { code: 'unknown_option', questionId: 'size', detail: 'skip' },
    });
    const open = createQuestionStore(skippable(), { clock: manualClock() });
    expect(open.skipQuestion('nope')).toEqual({ ok: false, error: { code: 'unknown_question', questionId: 'nope' } });
    expect((open.skipQuestion as (id: unknown) => unknown)(7)).toEqual({
      ok: false,
      error: { code: 'invalid_input', path: 'questionId', detail: 'number' },
    });
  });

  it('reads [] from elsewhere only for a skippable request', () => {
    const result = { status: 'answered', answers: { answers: { color: ['Red'], size: [] } } } as const;
    const strict = createQuestionStore(claude({ questions: [color, size] }), { clock: manualClock() });
    expect(strict.resolveExternally(result)).toEqual({ ok: false, error: { code: 'invalid_result' } });
    const open = createQuestionStore(skippable(), { clock: manualClock() });
    expect(open.resolveExternally(result)).toEqual({ ok: true });
    expect(formatSummaryText(summarize(open.getState()))).toBe('Answered elsewhere\nColor: Red\nSize: Skipped');
  });
});

describe('notes', () => {
  it('keeps a note as typed beside the answer, through picks and skips; an empty one is none', () => {
    const store = createQuestionStore(skippable(), { clock: manualClock() });
    expect(store.setNote('color', ' A darker shade ')).toEqual({ ok: true });
    store.select('color', 'Blue');
    expect(store.getState().drafts['color']).toEqual({ selected: ['Blue'], other: '', note: ' A darker shade ' });
    store.skipQuestion('color');
    expect(store.getState().drafts['color']?.note).toBe(' A darker shade ');
    store.setNote('color', '');
    expect(store.getState().drafts['color']).toEqual({ selected: [], other: '', otherChosen: false, skipped: true });
  });

  it('refuses a note that is not text, on an unknown question, and on a secret question', () => {
    const store = createQuestionStore({ questions: [color, { ...size, secret: {} }] } as unknown as AskUserRequest, {
      clock: manualClock(),
    });
    expect((store.setNote as (id: string, text: unknown) => unknown)('color', 3)).toEqual({
      ok: false,
      error: { code: 'invalid_input', path: 'text', detail: 'number' },
    });
    expect(store.setNote('nope', 'x')).toEqual({ ok: false, error: { code: 'unknown_question', questionId: 'nope' } });
    expect(store.setNote('size', 'x')).toEqual({
      ok: false,
      error: { code: 'unknown_option', questionId: 'size', detail: 'note' },
    });
  });

  it('shows notes and skips in the summary of a prompt answered here', async () => {
    const store = createQuestionStore(skippable(), { clock: manualClock() });
    store.select('color', 'Red');
    store.setNote('color', 'Like the logo');
    store.skipQuestion('size');
    expect(formatSummaryText(summarize(store.getState()))).toBe('Color: Red (Note: Like the logo)\nSize: Skipped');
    await store.submit();
    const items = summarize(store.getState()).items;
    expect(items).toEqual([
      expect.objectContaining({ id: 'color', answers: ['Red'], note: 'Like the logo' }),
      expect.objectContaining({ id: 'size', answers: [], skipped: true }),
    ]);
  });
});

describe('saved notes and skips', () => {
  const open = (storage: ReturnType<typeof memoryStorage>, warnings: Warning[] = []) =>
    createQuestionStore(skippable(), {
      promptId: 'p',
      clock: manualClock(),
      persist: persistDrafts({ storage }),
      onWarning: (w) => warnings.push(w),
    });

  it('restores a note and a skip after a reload', () => {
    const storage = memoryStorage();
    const first = open(storage);
    first.setNote('color', 'Not too bright');
    first.skipQuestion('size');
    first.dispose();
    const drafts = open(storage).getState().drafts;
    expect(drafts['color']).toEqual({ selected: [], other: '', note: 'Not too bright' });
    expect(drafts['size']).toEqual({ selected: [], other: '', otherChosen: false, skipped: true });
  });

  it.each([
    ['a note that is not text', (d: Record<string, unknown>) => ({ ...d, note: 42 })],
    ['an empty note', (d: Record<string, unknown>) => ({ ...d, note: '' })],
    ['a skip that is not true', (d: Record<string, unknown>) => ({ ...d, skipped: 'yes' })],
    ['a skip beside an answer', (d: Record<string, unknown>) => ({ ...d, selected: ['Red'], skipped: true })],
  ])('refuses a saved draft with %s (persist_corrupt)', (_name, tamper) => {
    const storage = memoryStorage();
    const first = open(storage);
    first.setNote('color', 'Not too bright');
    first.dispose();
    const [key, raw] = [...storage.data].find(([k]) => k === 'question-dock:p') ?? [];
    const saved = JSON.parse(raw ?? '{}') as { drafts: Record<string, Record<string, unknown>> };
    saved.drafts['color'] = tamper(saved.drafts['color'] ?? {});
    storage.setItem(key ?? '', JSON.stringify(saved));
    const warnings: Warning[] = [];
    const again = open(storage, warnings);
    expect(warnings).toEqual([expect.objectContaining({ code: 'persist_corrupt' })]);
    expect(again.getState().drafts['color']).toEqual({ selected: [], other: '' });
  });
});
