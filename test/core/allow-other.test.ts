import { describe, expect, it } from 'vitest';
import {
  channelPrompt,
  createQuestionStore,
  formatPromptText,
  formatReplyIssue,
  normalizeAskUser,
  parseTextReply,
  readChannelButton,
  type AskUserRequest,
  persistDrafts,
} from '../../src/core/index';
import { memoryStorage } from '../support/storage';

// A gateway question whose record leaves out `isOther` (an operator's `question.request`): the
// gateway refuses every answer but its option labels, so nothing offers the person's own answer.

const closed = {
  id: 'color',
  header: 'Color',
  question: 'Which colour?',
  options: [{ label: 'Red' }, { label: 'Blue' }],
  allowOther: false,
};

function requestOf(input: unknown): AskUserRequest {
  const result = normalizeAskUser(input, { contract: 'openclaw' });
  if (!result.ok) throw new Error(result.errors.map((e) => e.code).join(', '));
  return result.request;
}

const request = requestOf({ questions: [closed] });

describe('normalizing allowOther', () => {
  it('keeps `false` on a question with options, and drops it where the own text is the only answer', () => {
    expect(request.questions[0]?.allowOther).toBe(false);
    const open = requestOf({ questions: [{ ...closed, allowOther: true }] });
    expect('allowOther' in (open.questions[0] ?? {})).toBe(false);
    const free = requestOf({ questions: [{ ...closed, options: [] }] });
    expect('allowOther' in (free.questions[0] ?? {})).toBe(false);
  });

  it('keeps an option called "Other" where no Other row is added: it is one of the answers the gateway takes', () => {
    const withOther = requestOf({ questions: [{ ...closed, options: [{ label: 'Other' }, { label: 'Blue' }] }] });
    expect(withOther.questions[0]?.options.map((o) => o.label)).toEqual(['Other', 'Blue']);
    // Where the dock adds its own Other, the agent's is still removed (and one option is then too few).
    const open = normalizeAskUser(
      { questions: [{ ...closed, allowOther: true, options: [{ label: 'Other' }, { label: 'Blue' }] }] },
      { contract: 'openclaw' },
    );
    expect(open.ok ? [] : open.errors.map((e) => e.code)).toEqual(['too_few_options']);
  });

  it('refuses anything but true or false, with where and what', () => {
    const result = normalizeAskUser({ questions: [{ ...closed, allowOther: 'no' }] }, { contract: 'openclaw' });
    expect(result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'questions[0].allowOther', code: 'invalid_type' },
    ]);
  });
});

describe('a store of a question that takes only its options', () => {
  it('refuses the person’s own text and the Other row, and sends the pick', async () => {
    const store = createQuestionStore(request, { promptId: 'closed' });
    expect(store.setOther('color', 'Green')).toMatchObject({ ok: false, error: { code: 'unknown_option' } });
    expect(store.chooseOther('color')).toMatchObject({ ok: false, error: { code: 'unknown_option' } });
    expect(store.getState().drafts['color']).toMatchObject({ selected: [], other: '' });
    store.select('color', 'Blue');
    await store.submit();
    expect(store.getState().resolution?.result).toEqual({
      status: 'answered',
      answers: { answers: { color: ['Blue'] } },
    });
  });

  it('takes no Other marker as an option label, on any question', () => {
    const open = createQuestionStore(requestOf({ questions: [{ ...closed, allowOther: true }] }), { promptId: 'm' });
    expect(open.select('color', '\u0000other')).toMatchObject({ ok: false, error: { code: 'unknown_option' } });
    expect(open.getState().drafts['color']?.selected).toEqual([]);
  });

  it('a secret question with options only: answered by an option; its outcome from another tab (`stored`) is taken', async () => {
    const secret = requestOf({ questions: [{ ...closed, secret: {} }] });
    const first = createQuestionStore(secret, { promptId: 'secret' });
    expect(first.setOther('color', 'hunter2')).toMatchObject({ ok: false });
    first.select('color', 'Red');
    await first.submit();
    // The state keeps `stored` for a secret's answer, whatever it was; the value went to the transport only.
    const stored = { status: 'answered', answers: { answers: { color: ['stored'] } } } as const;
    expect(first.getState().resolution?.result).toEqual(stored);
    const other = createQuestionStore(secret, { promptId: 'secret' });
    other.resolveExternally(stored);
    expect(other.getState().resolution).toMatchObject({ status: 'answered', result: stored });
  });

  it('does not restore Other text from tampered storage (the person could not clear it)', () => {
    const storage = memoryStorage();
    const first = createQuestionStore(request, { promptId: 'tampered', persist: persistDrafts({ storage }) });
    first.select('color', 'Red');
    first.dispose();
    const [key, saved] = [...storage.data.entries()][0]!;
    const entry = JSON.parse(saved) as { drafts: Record<string, unknown> };
    entry.drafts['color'] = { selected: [], other: 'Green' };
    storage.setItem(key, JSON.stringify(entry));
    const second = createQuestionStore(request, { promptId: 'tampered', persist: persistDrafts({ storage }) });
    expect(second.getState().drafts['color']).toMatchObject({ other: '' });
  });

  it('refuses an answer from elsewhere that is not one of its options', () => {
    const store = createQuestionStore(request, { promptId: 'elsewhere' });
    store.resolveExternally({ status: 'answered', answers: { answers: { color: ['Green'] } } });
    expect(store.getState().resolution?.result).not.toEqual({
      status: 'answered',
      answers: { answers: { color: ['Green'] } },
    });
  });
});

describe('the plain-text channel', () => {
  it('offers no Other: no hint in the prompt, no button', () => {
    expect(formatPromptText(request)).not.toMatch(/own answer/);
    const prompt = channelPrompt(request);
    expect(prompt.kind === 'buttons' ? prompt.buttons.map((b) => b.label) : []).toEqual(['Red', 'Blue']);
    const open = requestOf({ questions: [{ ...closed, allowOther: true }] });
    expect(formatPromptText(open)).toMatch(/own answer/);
  });

  it('refuses a reply that names no option, saying which ones there are; a label or number answers', () => {
    const parsed = parseTextReply(request, 'Green');
    expect(parsed).toMatchObject({
      ok: false,
      errors: [{ code: 'not_an_option', questionId: 'color', detail: 'Green', candidates: ['Red', 'Blue'] }],
    });
    if (parsed.ok) return;
    expect(formatReplyIssue(parsed.errors[0]!, request)).toBe(
      '“Green” is not one of the choices: reply with “Red” or “Blue”, or its number.',
    );
    expect(parseTextReply(request, '2')).toEqual({ ok: true, answers: { color: ['Blue'] } });
    expect(parseTextReply(request, 'red')).toEqual({ ok: true, answers: { color: ['Red'] } });
    const multi = requestOf({ questions: [{ ...closed, multiSelect: true }] });
    expect(parseTextReply(multi, 'Red, Green')).toMatchObject({ ok: false, errors: [{ code: 'not_an_option' }] });
    expect(parseTextReply(multi, 'Red, Blue')).toEqual({ ok: true, answers: { color: ['Red', 'Blue'] } });
  });

  it('a crafted Other button value is an unknown button', () => {
    const prompt = channelPrompt(requestOf({ questions: [{ ...closed, allowOther: true }] }));
    const otherValue = prompt.kind === 'buttons' ? prompt.buttons.at(-1)?.value : undefined;
    expect(readChannelButton(request, otherValue)).toEqual({ ok: false, code: 'unknown_button' });
  });
});
