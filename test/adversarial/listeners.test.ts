import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQuestionStore, normalizeAskUser, type AskUserRequest, type ToolResult } from '../../src/core/index';
import { threeQuestions as sampleRequest } from '../support/requests';

const normalized = normalizeAskUser(sampleRequest());
if (!normalized.ok) throw new Error('the sample request does not normalize');
const threeQuestions: AskUserRequest = normalized.request;

// Issue 12, class 1: one throwing subscriber or callback must not cost the agent its result.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('class 1: a throwing store listener', () => {
  it('does not stop later listeners nor onResolve, and is reported', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const resolved: ToolResult[] = [];
    const store = createQuestionStore(threeQuestions, { onResolve: (result) => resolved.push(result) });
    const later = vi.fn();
    store.subscribe(() => {
      throw new Error('app bug');
    });
    store.subscribe(later);

    expect(store.skip()).toEqual({ ok: true });

    expect(later).toHaveBeenCalledTimes(1);
    expect(resolved).toEqual([{ status: 'no_answer' }]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('a throwing onResolve leaves the store resolved and the action successful', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createQuestionStore(threeQuestions, {
      onResolve: () => {
        throw new Error('app bug');
      },
    });
    expect(store.skip()).toEqual({ ok: true });
    expect(store.getState().status).toBe('skipped');
  });
});
