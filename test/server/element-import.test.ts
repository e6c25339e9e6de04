// An SSR app imports the elements from shared code, and Node test runners import them too: that
// must not throw, and defining them there does nothing (Lit's convention). This runs in plain Node.

describe('question-dock/element on a server (Node, no DOM)', () => {
  it('imports without touching the DOM, and defineQuestionDockElements does nothing', async () => {
    expect(typeof (globalThis as { HTMLElement?: unknown }).HTMLElement).toBe('undefined');
    const element = await import('../../src/element/index');
    expect(() => element.defineQuestionDockElements()).not.toThrow();
    expect(() => element.defineQuestionDockElements({ dock: 'oc-dock', summary: 'oc-summary' })).not.toThrow();
    // The core still works from the same import.
    expect(element.normalizeAskUser({ questions: [] }).ok).toBe(false);
  });

  it('the standalone entry imports too', async () => {
    const standalone = await import('../../src/element/standalone');
    expect(() => standalone.defineQuestionDockElements()).not.toThrow();
  });
});
