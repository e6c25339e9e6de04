import { build } from 'esbuild';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQuestionStore, persistDrafts } from '../../src/core/index';
import { normalizedThreeQuestions as threeQuestions } from '../support/requests';

afterEach(() => vi.restoreAllMocks());

describe('in development, the console says what went wrong', () => {
  it('a refused action that points at a bug in the calling code, and only that', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createQuestionStore(threeQuestions);
    expect(store.select('nope', 'Staging').ok).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[question-dock] A store action was refused (unknown_question): check the arguments your UI passes.',
    );
    expect(warn.mock.calls[0]?.[1]).toEqual({ code: 'unknown_question', questionId: 'nope' });
    // The person's own mistake (Submit with a question unanswered) is not a bug: nothing on the console.
    void store.submit();
    expect(store.getState().error?.code).toBe('unanswered');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a fallback a catch takes: a persist.defer that throws, the change written at once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new Map<string, string>();
    const store = createQuestionStore(threeQuestions, {
      promptId: 'dev',
      persist: persistDrafts({
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
        defer: () => {
          throw new Error('no scheduler');
        },
      }),
    });
    store.setOther('notify', 'by mail');
    expect(JSON.parse(storage.get('question-dock:dev') ?? '{}').drafts.notify.other).toBe('by mail');
    expect(warn).toHaveBeenCalledWith(
      '[question-dock] persist.defer threw; the change was written at once.',
      new Error('no scheduler'),
    );
  });
});

describe('in production builds', () => {
  it('the words are gone from the bundle, as the app’s bundler makes it', async () => {
    const bundle = (mode: string) =>
      build({
        entryPoints: [join(import.meta.dirname, '../../src/core/index.ts')],
        bundle: true,
        minify: true,
        write: false,
        format: 'esm',
        define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      }).then((result) => result.outputFiles[0]!.text);
    const [production, development] = await Promise.all([bundle('production'), bundle('development')]);
    for (const words of ['check the arguments your UI passes', 'persist.defer threw', 'An onError reporter threw']) {
      expect(development).toContain(words);
      expect(production).not.toContain(words);
    }
  });
});
