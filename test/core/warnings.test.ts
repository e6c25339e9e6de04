import { describe, expect, it } from 'vitest';
import { createQuestionStore, formatWarning, messages, messagesTh, type Warning } from '../../src/core/index';
import { normalizedThreeQuestions as threeQuestions } from '../support/requests';

// One Warning type and one formatter for every warning: a store's, syncAcrossTabs' and the gateway's.

/** Every code, typed so that a code added to `Warning` and left out here fails the compile. */
const CODES: Readonly<Record<Warning['code'], true>> = {
  persist_corrupt: true,
  persist_mismatch: true,
  persist_unavailable: true,
  sync_invalid: true,
  sync_unavailable: true,
  invalid_payload: true,
  invalid_request: true,
  invalid_answers: true,
  sync_failed: true,
  resolve_failed: true,
  answer_queued: true,
  handshake_failed: true,
  protocol_mismatch: true,
  scope_missing: true,
  history_failed: true,
};

describe('formatWarning', () => {
  it.each(Object.keys(CODES) as Warning['code'][])('words %s as one line naming the prompt', (code) => {
    const line = formatWarning({ code, promptId: 'q_1', detail: 'the detail.' });
    expect(line).toMatch(/^Prompt q_1: \S/);
    expect(line).not.toContain(code);
    expect(line.endsWith('.') && !line.endsWith('..')).toBe(true);
    // Every code's words carry the detail, except the one whose sentence says it all.
    if (code !== 'answer_queued') expect(line).toContain('the detail');
  });

  it('says what the gateway and the store report, in English', () => {
    expect(formatWarning({ code: 'protocol_mismatch', detail: '5' })).toBe(
      'The gateway speaks protocol 5; this binding speaks 4.',
    );
    expect(formatWarning({ code: 'invalid_payload', promptId: 'q_2' })).toBe(
      'Prompt q_2: Ignored a malformed payload.',
    );
    expect(formatWarning({ code: 'persist_mismatch', promptId: 'call_1', detail: 'question-dock:call_1' })).toBe(
      'Prompt call_1: Ignored saved answers of a different request under the same id: question-dock:call_1.',
    );
    expect(formatWarning({ code: 'answer_queued', promptId: 'q_3' })).toBe(
      'Prompt q_3: The answer will be sent when the connection is back.',
    );
  });

  it('takes its words last, as a Messages: English without them or without `warning`', () => {
    const warning: Warning = { code: 'sync_invalid', promptId: 'p', detail: 'result is string' };
    const english = 'Prompt p: Ignored a message from another tab that does not fit the prompt: result is string.';
    expect(formatWarning(warning)).toBe(english);
    expect(formatWarning(warning, messages)).toBe(english);
    expect(formatWarning(warning, messagesTh)).toBe(english);
    expect(formatWarning(warning, { ...messages, warning: (w) => `${w.code} (${w.promptId ?? ''})` })).toBe(
      'sync_invalid (p)',
    );
  });

  it('words a warning as a store reports it', () => {
    const warnings: Warning[] = [];
    createQuestionStore(threeQuestions, {
      promptId: 'call_9',
      persist: { storage: 'session' } as never,
      onWarning: (w) => warnings.push(w),
    });
    expect(warnings.map((w) => formatWarning(w))).toEqual([
      'Prompt call_9: Answers are kept in memory only: storage is not available: persist.',
    ]);
  });
});
