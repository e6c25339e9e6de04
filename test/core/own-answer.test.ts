import { describe, expect, it } from 'vitest';
import { ownAnswerChosen, ownAnswerField, ownAnswerText } from '../../src/core/answer/own-answer';
import { normalizeAskUser, type AskUserQuestion } from '../../src/core/index';

/** The one question of a request, normalized as the gateway's records are (free text allowed). */
function question(fields: Record<string, unknown>): AskUserQuestion {
  const base = { id: 'q', header: 'Q', question: 'Which?', options: [{ label: 'A' }, { label: 'B' }] };
  const result = normalizeAskUser({ questions: [{ ...base, ...fields }] }, { contract: 'openclaw' });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request.questions[0]!;
}

describe('where a question takes the person’s own answer', () => {
  it('the Other row beside options, the text field of a free-text question, a secret’s field, or nowhere', () => {
    expect(ownAnswerField(question({}))).toBe('other');
    expect(ownAnswerField(question({ options: [] }))).toBe('text');
    expect(ownAnswerField(question({ secret: {} }))).toBe('secret');
    expect(ownAnswerField(question({ secret: {}, options: [] }))).toBe('secret');
    expect(ownAnswerField(question({ allowOther: false }))).toBeUndefined();
    expect(ownAnswerField(question({ allowOther: false, secret: {} }))).toBeUndefined();
    // Without options there is nothing else to answer with: `allowOther: false` is dropped.
    expect(ownAnswerField(question({ allowOther: false, options: [] }))).toBe('text');
  });
});

describe('whether the own answer is chosen, and what of it is sent', () => {
  it('follows the row’s choice; a draft without one counts visible text as chosen', () => {
    expect(ownAnswerChosen(undefined)).toBe(false);
    expect(ownAnswerChosen({ other: '' })).toBe(false);
    expect(ownAnswerChosen({ other: ' my own ' })).toBe(true);
    expect(ownAnswerChosen({ other: '\u200b \u00a0' })).toBe(false);
    expect(ownAnswerChosen({ other: 'kept', otherChosen: false })).toBe(false);
    expect(ownAnswerChosen({ other: '', otherChosen: true })).toBe(true);
  });

  it('sends trimmed text only when chosen and not blank', () => {
    expect(ownAnswerText({ other: ' my own ' })).toBe('my own');
    expect(ownAnswerText({ other: 'kept', otherChosen: false })).toBe('');
    expect(ownAnswerText({ other: '\u200b', otherChosen: true })).toBe('');
    expect(ownAnswerText(undefined)).toBe('');
  });
});
