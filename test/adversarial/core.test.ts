import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPromptQueue,
  createQuestionStore,
  formatStoreError,
  InvalidRequestError,
  messages,
  normalizeAskUser,
  syncAcrossTabs,
  type Warning,
  type SyncChannel,
  type ToolResult,
  persistDrafts,
} from '../../src/core/index';
import { fingerprintOf } from '../../src/core/persistence/saved';
import { manualClock } from '../support/clock';
import { normalizedThreeQuestions as threeQuestions, oneQuestion } from '../support/requests';
import { memoryStorage } from '../support/storage';

// Issue 12: the core's share of classes 1, 3, 4, 7, 8, 9, 10 and 12. Each test failed before its fix.

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers every question of the three-question sample. */
function answerAll(store: ReturnType<typeof createQuestionStore>): void {
  store.select('deploy_target', 'Production');
  store.toggle('checks', 'Unit');
  store.select('notify', 'Team');
}

describe('class 1: a throwing prompt queue subscriber or onResolve', () => {
  it('does not stop later subscribers, the queue moving on, nor the report', () => {
    const errors: unknown[] = [];
    const resolved: string[] = [];
    const queue = createPromptQueue({
      sessionKey: 'main',
      onResolve: (_result, _resolution, promptId) => {
        resolved.push(String(promptId));
        throw new Error('onResolve bug');
      },
      onError: (error) => errors.push(error),
    });
    const later = vi.fn();
    queue.subscribe(() => {
      throw new Error('subscriber bug');
    });
    queue.subscribe(later);
    const first = createQuestionStore(threeQuestions, { promptId: 'a' });
    const second = createQuestionStore(threeQuestions, { promptId: 'b' });
    queue.add(first);
    queue.add(second);
    expect(later).toHaveBeenCalledTimes(2);

    first.skip();

    expect(resolved).toEqual(['a']);
    expect(queue.getState().active).toBe(second);
    expect(later).toHaveBeenCalledTimes(3);
    expect(errors.map((e) => (e as Error).message)).toEqual([
      'subscriber bug',
      'subscriber bug',
      'subscriber bug',
      'onResolve bug',
    ]);
  });

  it('reports with console.error when there is no onError', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = createPromptQueue({ sessionKey: 'main' });
    queue.subscribe(() => {
      throw new Error('subscriber bug');
    });
    expect(() => queue.add(createQuestionStore(threeQuestions))).not.toThrow();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('class 3: a transport whose promise never settles', () => {
  it('shows a retryable timeout, lets Skip through, and keeps the deadline meaningful', async () => {
    const clock = manualClock();
    const resolved: ToolResult[] = [];
    const store = createQuestionStore(threeQuestions, {
      clock,
      send: () => new Promise<void>(() => {}),
      sendTimeoutMs: 10_000,
      onResolve: (result) => resolved.push(result),
    });
    answerAll(store);
    const submitting = store.submit();
    expect(store.getState().status).toBe('submitting');
    expect(store.skip()).toEqual({ ok: false, error: { code: 'busy' } });

    clock.advance(10_000);
    const outcome = await submitting;

    expect(outcome).toEqual({ ok: false, error: { code: 'submit_timeout', detail: '10000' } });
    expect(store.getState().status).toBe('pending');
    expect(formatStoreError(store.getState().error!)).toBe(messages.submitTimeout);
    // Every answer kept for the retry.
    expect(store.getState().drafts['deploy_target']).toEqual({ selected: ['Production'], other: '' });
    // Skip is no longer refused.
    expect(store.skip()).toEqual({ ok: true });
    expect(resolved).toEqual([{ status: 'no_answer' }]);
  });

  it('expires at the deadline once the wait is over', async () => {
    const clock = manualClock();
    const store = createQuestionStore(threeQuestions, {
      clock,
      send: () => new Promise<void>(() => {}),
      onResolve: () => {},
    });
    answerAll(store);
    clock.advance(300_000 - 5_000);
    const submitting = store.submit();
    clock.advance(30_000);
    expect(await submitting).toEqual({ ok: false, error: { code: 'expired' } });
    expect(store.getState().status).toBe('expired');
    expect(clock.pending()).toBe(0);
  });

  it('a late success of a timed-out attempt resolves with what it sent', async () => {
    const clock = manualClock();
    let settle!: () => void;
    const resolved: ToolResult[] = [];
    const store = createQuestionStore(threeQuestions, {
      clock,
      send: () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
      sendTimeoutMs: 1_000,
      onResolve: (result) => resolved.push(result),
    });
    answerAll(store);
    const submitting = store.submit();
    clock.advance(1_000);
    await submitting;
    settle();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().status).toBe('answered');
    expect(resolved).toHaveLength(1);
  });
});

describe('class 4: expiry without a subscriber', () => {
  it('a store with onResolve and no subscriber expires on time, leaving no timer', () => {
    const clock = manualClock();
    const resolved: ToolResult[] = [];
    const store = createQuestionStore(threeQuestions, { clock, onResolve: (result) => resolved.push(result) });
    clock.advance(300_000);
    expect(store.getState().status).toBe('expired');
    expect(resolved).toEqual([{ status: 'no_answer' }]);
    expect(clock.pending()).toBe(0);
  });

  it('a store created and thrown away without onResolve (a discarded render) arms no timer', () => {
    const clock = manualClock();
    createQuestionStore(threeQuestions, { clock });
    createQuestionStore(threeQuestions, { clock, onResolve: () => {}, expireUnobserved: false });
    expect(clock.pending()).toBe(0);
  });
});

/** The one-question sample, normalized. */
function normalizedOne() {
  const result = normalizeAskUser(oneQuestion('Staging'));
  if (!result.ok) throw new Error('sample does not normalize');
  return result.request;
}

describe('class 7: persistence', () => {
  it('the fingerprint tells apart labels that joined with "|" would collide', () => {
    const request = (labels: [string, string]) => {
      const result = normalizeAskUser({
        questions: [{ id: 'q', header: 'Q', question: 'Q?', options: labels.map((label) => ({ label })) }],
      });
      if (!result.ok) throw new Error('sample does not normalize');
      return result.request;
    };
    expect(fingerprintOf(request(['a', 'b|c']))).not.toBe(fingerprintOf(request(['a|b', 'c'])));
  });

  it('drafts of a different question under the same id are refused as a different request', () => {
    const storage = memoryStorage();
    const deploy = normalizedOne();
    const first = createQuestionStore(deploy, { promptId: 'p', persist: persistDrafts({ storage }) });
    first.select('deploy_target', 'Production');
    const warnings: Warning[] = [];
    const other = { ...deploy, questions: [{ ...deploy.questions[0]!, question: 'Delete the production database?' }] };
    const second = createQuestionStore(other, {
      promptId: 'p',
      persist: persistDrafts({ storage }),
      onWarning: (w) => warnings.push(w),
    });
    expect(second.getState().drafts['deploy_target']).toEqual({ selected: [], other: '' });
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'persist_mismatch', promptId: 'p', detail: 'question-dock:p' }),
    ]);
  });

  it('a tampered pick plus Other text on a single-select is refused, not sent', () => {
    const storage = memoryStorage();
    const store = createQuestionStore(threeQuestions, { promptId: 't', persist: persistDrafts({ storage }) });
    store.select('deploy_target', 'Production');
    const saved = JSON.parse(storage.data.get('question-dock:t')!) as { drafts: Record<string, unknown> };
    saved.drafts['deploy_target'] = { selected: ['Production'], other: 'rm -rf /' };
    storage.setItem('question-dock:t', JSON.stringify(saved));
    const warnings: Warning[] = [];
    const again = createQuestionStore(threeQuestions, {
      promptId: 't',
      persist: persistDrafts({ storage }),
      onWarning: (w) => warnings.push(w),
    });
    expect(again.getState().drafts['deploy_target']).toEqual({ selected: [], other: '' });
    expect(warnings.map((w) => w.code)).toEqual(['persist_corrupt']);
  });

  it('a saved deadline far in the future is capped by the request timeout', () => {
    const clock = manualClock();
    const storage = memoryStorage();
    const store = createQuestionStore(threeQuestions, { clock, promptId: 'd', persist: persistDrafts({ storage }) });
    store.select('deploy_target', 'Production');
    const saved = JSON.parse(storage.data.get('question-dock:d')!) as { deadline: number };
    saved.deadline = clock.now() + 10 * 365 * 24 * 3600 * 1000;
    storage.setItem('question-dock:d', JSON.stringify(saved));
    const again = createQuestionStore(threeQuestions, { clock, promptId: 'd', persist: persistDrafts({ storage }) });
    expect(again.getState().deadline).toBe(clock.now() + 300_000);
  });

  it('storage that throws on every call costs persistence only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createQuestionStore(threeQuestions, { promptId: 'x', persist: persistDrafts({ storage: throwing }) });
    answerAll(store);
    expect(store.skip()).toEqual({ ok: true });
  });
});

describe('class 8: answers from elsewhere are validated against the request', () => {
  it('refuses two values for a single-select and a duplicate value for a multi-select', () => {
    const store = createQuestionStore(threeQuestions);
    const twoForSingle = {
      status: 'answered' as const,
      answers: {
        answers: { deploy_target: ['Production', 'Staging (Recommended)'], checks: ['Unit'], notify: ['Team'] },
      },
    };
    expect(store.resolveExternally(twoForSingle)).toEqual({ ok: false, error: { code: 'invalid_result' } });
    const duplicate = {
      status: 'answered' as const,
      answers: { answers: { deploy_target: ['Production'], checks: ['Unit', 'Unit'], notify: ['Team'] } },
    };
    expect(store.resolveExternally(duplicate)).toEqual({ ok: false, error: { code: 'invalid_result' } });
    const twoOwnTexts = {
      status: 'answered' as const,
      answers: { answers: { deploy_target: ['Production'], checks: ['mine', 'also mine'], notify: ['Team'] } },
    };
    expect(store.resolveExternally(twoOwnTexts)).toEqual({ ok: false, error: { code: 'invalid_result' } });
    expect(store.getState().status).toBe('pending');
  });

  it('a tab message with result: null is ignored with a warning and never throws', () => {
    let channel: SyncChannel | undefined;
    const warnings: Warning[] = [];
    const store = createQuestionStore(threeQuestions, { promptId: 's' });
    syncAcrossTabs(store, {
      createChannel: () =>
        (channel = { postMessage: () => {}, close: () => {}, onmessage: null } satisfies SyncChannel),
      onWarning: (w) => warnings.push(w),
    });
    expect(() =>
      channel?.onmessage?.({ data: { type: 'question-dock:resolved', id: 's', status: 'answered', result: null } }),
    ).not.toThrow();
    expect(store.getState().status).toBe('pending');
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'sync_invalid', promptId: 's', detail: 'result is null' }),
    ]);
  });
});

describe('class 9: normalization', () => {
  const withLabels = (...labels: unknown[]) => ({
    questions: [{ id: 'q', header: 'Q', question: 'Q?', options: labels.map((label) => ({ label })) }],
  });

  it('refuses NFC/NFD and zero-width twins with a lookalike_label issue', () => {
    for (const [a, b] of [
      ['Yes', 'Yes\u200B'],
      ['Caf\u00e9', 'Cafe\u0301'],
    ]) {
      const result = normalizeAskUser(withLabels(a, b, 'No'));
      expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['lookalike_label']);
    }
  });

  it('a label of zero-width characters counts as blank', () => {
    const result = normalizeAskUser(withLabels('\u200B\u200D\u2060', 'No', 'Maybe'));
    expect(result.ok ? [] : result.errors.map((e) => [e.path, e.code])).toEqual([
      ['questions[0].options[0].label', 'blank'],
    ]);
  });

  it('reads each getter once, so an "Other" option cannot slip past the filter', () => {
    let reads = 0;
    const sneaky = {
      get label() {
        reads += 1;
        return reads === 1 ? 'Yes' : 'Other';
      },
    };
    const result = normalizeAskUser({
      questions: [{ id: 'q', header: 'Q', question: 'Q?', options: [sneaky, { label: 'No' }] }],
    });
    expect(reads).toBe(1);
    expect(result.ok && result.request.questions[0]?.options.map((o) => o.label)).toEqual(['Yes', 'No']);
  });

  it('keeps a plain copy of a secret description, not the caller object', () => {
    let reads = 0;
    const store = {
      get name() {
        reads += 1;
        return reads === 1 ? 'DEPLOY_KEY' : 'SOMETHING_ELSE';
      },
      kind: 'secret',
    };
    const result = normalizeAskUser({
      questions: [{ id: 'key', header: 'Key', question: 'Token?', options: [], secret: { store } }],
    });
    const secret = result.ok ? result.request.questions[0]?.secret : undefined;
    expect(secret?.store?.name).toBe('DEPLOY_KEY');
    expect(secret?.store?.name).toBe('DEPLOY_KEY');
    expect(secret?.store).not.toBe(store);
  });

  it('an "Other" label hidden behind invisible characters is still removed', () => {
    const result = normalizeAskUser(withLabels('Yes', 'No', 'Oth\u200Ber'));
    expect(result.ok && result.warnings.map((w) => w.code)).toEqual(['other_option_removed']);
  });
});

describe('class 10: a transport rejecting with an unprintable value', () => {
  it.each([
    [
      'a value whose toString throws',
      {
        toString() {
          throw new Error('nope');
        },
      },
    ],
    ['a null-prototype object', Object.create(null) as object],
  ])('%s becomes a shown, retryable error', async (_name, reason) => {
    let fail = true;
    const store = createQuestionStore(threeQuestions, {
      send: () => (fail ? Promise.reject(reason) : Promise.resolve()),
    });
    answerAll(store);
    const outcome = await store.submit();
    expect(outcome).toEqual({ ok: false, error: { code: 'submit_failed', detail: 'an unreadable error' } });
    expect(store.getState().error).toEqual({ code: 'submit_failed', detail: 'an unreadable error' });
    fail = false;
    expect(await store.submit()).toEqual({ ok: true });
  });
});

describe('class 12: small things', () => {
  it('no double period when the transport message ends with one', () => {
    const text = formatStoreError({ code: 'submit_failed', detail: 'The connection to the gateway was lost.' });
    expect(text).toBe(
      'Could not send your answer: The connection to the gateway was lost. Your answers are kept; try again.',
    );
  });

  it('resolveExternally copies the caller object', () => {
    const store = createQuestionStore(threeQuestions);
    const answers = { deploy_target: ['Production'], checks: ['Unit'], notify: ['Team'] };
    expect(store.resolveExternally({ status: 'answered', answers: { answers } })).toEqual({ ok: true });
    answers.deploy_target.push('Staging (Recommended)');
    answers.notify = ['Nobody'];
    const result = store.getState().resolution?.result;
    expect(result).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Unit'], notify: ['Team'] } },
    });
  });

  it.each([NaN, '1700000000000', Infinity])('an expiresAt of %s is refused with a structured error', (expiresAt) => {
    const create = () => createQuestionStore(threeQuestions, { expiresAt: expiresAt as number });
    expect(create).toThrow(InvalidRequestError);
    try {
      create();
    } catch (error) {
      expect((error as InvalidRequestError).issues).toEqual([
        expect.objectContaining({ code: 'invalid_type', path: 'expiresAt' }),
      ]);
    }
  });
});

describe('class 6: the comparison key of a long reply', () => {
  it('stops early for long non-ASCII text and still folds Hangul jamo and invisible-only text exactly', async () => {
    const { keyWithin } = await import('../../src/core/request/unicode');
    expect(keyWithin('ทดสอบ '.repeat(200_000), 64)).toBeNull();
    expect(keyWithin('\u200B'.repeat(1_000_000), 64)).toBe('');
    expect(keyWithin('\u1100\u1161\u11A8'.repeat(9), 9)).toBe('각'.repeat(9));
    expect(keyWithin(' Cafe\u0301 \u200B', 4)).toBe('café');
    expect(keyWithin('\u0301', 0)).toBeNull();
  });
});
