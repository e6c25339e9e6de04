import { describe, expect, it } from 'vitest';
import {
  createQuestionStore,
  formatWarning,
  messages,
  messagesTh,
  type Warning,
  persistDrafts,
} from '../../src/core/index';
import { warningOf, type WarningWords } from '../../src/core/internal';
import { GATEWAY_WARNINGS } from '../../src/gateway/warnings';
import { normalizedThreeQuestions as threeQuestions } from '../support/requests';

// Each part owns its warning codes and their English (the gateway's include those of the stores it
// makes); one Warning shape and one formatter for all of them.
const gateway = (w: Omit<Warning<keyof typeof GATEWAY_WARNINGS>, 'message'>) => warningOf(GATEWAY_WARNINGS, w);

describe('warnings in words', () => {
  it.each(Object.keys(GATEWAY_WARNINGS) as (keyof typeof GATEWAY_WARNINGS)[])(
    'words %s as one line naming the prompt',
    (code) => {
      const line = formatWarning(gateway({ code, promptId: 'q_1', detail: 'the detail.' }));
      expect(line).toMatch(/^Prompt q_1: \S/);
      expect(line).not.toContain(code);
      expect(line.endsWith('.') && !line.endsWith('..')).toBe(true);
      // Every code's words carry the detail, except the one whose sentence says it all.
      if (code !== 'answer_queued') expect(line).toContain('the detail');
    },
  );

  it('says what the gateway and the store report, in English', () => {
    expect(formatWarning(gateway({ code: 'protocol_mismatch', detail: '5' }))).toBe(
      'The gateway speaks protocol 5; this binding speaks 4.',
    );
    expect(formatWarning(gateway({ code: 'invalid_payload', promptId: 'q_2' }))).toBe(
      'Prompt q_2: Ignored a malformed payload.',
    );
    expect(
      formatWarning(gateway({ code: 'persist_mismatch', promptId: 'call_1', detail: 'question-dock:call_1' })),
    ).toBe('Prompt call_1: Ignored saved answers of a different request under the same id: question-dock:call_1.');
    const queued = gateway({ code: 'answer_queued', promptId: 'q_3' });
    expect(queued.message).toBe('The answer will be sent when the connection is back.');
    expect(formatWarning(queued)).toBe('Prompt q_3: The answer will be sent when the connection is back.');
  });

  it('a new code is its words beside the code that emits it, nothing else', () => {
    const words = {
      cache_cold: 'The cache was cold',
      took: (ms: string) => `It took ${ms} ms`,
    } satisfies WarningWords<string>;
    expect(warningOf(words, { code: 'cache_cold', detail: 'x' }).message).toBe('The cache was cold: x.');
    expect(formatWarning(warningOf(words, { code: 'took', promptId: 'p', detail: '12' }))).toBe(
      'Prompt p: It took 12 ms.',
    );
  });

  it('takes its words last, as a Messages: English without them or without `warning`', () => {
    const warning: Warning = gateway({ code: 'sync_invalid', promptId: 'p', detail: 'result is string' });
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
      persist: persistDrafts({ storage: 'session' } as never),
      onWarning: (w) => warnings.push(w),
    });
    expect(warnings.map((w) => formatWarning(w))).toEqual([
      'Prompt call_9: Answers are kept in memory only: storage is not available: persist.',
    ]);
    expect(warnings[0]).toMatchObject({ code: 'persist_unavailable', promptId: 'call_9', detail: 'persist' });
  });
});
