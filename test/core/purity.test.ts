import { describe, expect, it, vi } from 'vitest';

// The core must run anywhere: a server, a worker, a bot (DESIGN.md, "Layers"). Lint forbids the
// imports (eslint.config.js) and tsconfig.core.json has no DOM lib; this proves the built graph too:
// any import of a UI dependency from the core fails loudly here.
for (const name of ['react', 'react-dom', 'clsx', '@radix-ui/react-radio-group', '@radix-ui/react-checkbox']) {
  vi.doMock(name, () => {
    throw new Error(`core must not import ${name}`);
  });
}

describe('question-dock/core', () => {
  it('loads and works without react, react-dom, clsx, Radix or a DOM', async () => {
    const core = await import('../../src/core/index');
    const store = core.createQuestionStore({
      questions: [
        {
          id: 'pick',
          header: 'Pick',
          question: 'Which one?',
          multiSelect: false,
          options: [{ label: 'A' }, { label: 'B' }],
        },
      ],
      timeoutSeconds: 60,
    });
    store.select('pick', 'B');
    await store.submit();
    expect(core.toToolResult(store.getState())).toEqual({ status: 'answered', answers: { answers: { pick: ['B'] } } });
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });
});
