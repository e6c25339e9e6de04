import { createPromptQueue, createQuestionStore, type AskUserRequest, type QuestionStore } from '../../src/core/index';

vi.mock('react', () => {
  throw new Error('the queue must not import React');
});

const request: AskUserRequest = {
  timeoutSeconds: 300,
  questions: [
    {
      id: 'color',
      header: 'Color',
      question: 'Which color?',
      multiSelect: false,
      options: [{ label: 'Dark' }, { label: 'Light' }],
    },
  ],
};

const stores: QuestionStore[] = [];
function prompt(id: string): QuestionStore {
  const store = createQuestionStore(request, { promptId: id });
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('given a queue without a gateway', () => {
  it('shows the first prompt and switches with next/previous without wrapping', () => {
    const queue = createPromptQueue({ sessionKey: 'main' });
    const [a, b, c] = [prompt('a'), prompt('b'), prompt('c')];
    queue.add(a);
    queue.add(b);
    queue.add(c);

    expect(queue.getState()).toMatchObject({ items: [a, b, c], activeIndex: 0, active: a });
    expect(queue.next()).toBe(true);
    expect(queue.next()).toBe(true);
    expect(queue.next()).toBe(false);
    expect(queue.getState().active).toBe(c);
    expect(queue.previous()).toBe(true);
    expect(queue.getState()).toMatchObject({ activeIndex: 1, active: b });
    expect(queue.setActive(5)).toBe(false);
    queue.dispose();
  });

  it('moves to the next pending prompt when the shown one is answered, and reports it once', async () => {
    const resolved: string[] = [];
    const queue = createPromptQueue({
      sessionKey: 'main',
      onResolve: (result, _resolution, promptId) => resolved.push(`${promptId}:${result.status}`),
    });
    const [a, b, c] = [prompt('a'), prompt('b'), prompt('c')];
    [a, b, c].forEach((s) => queue.add(s));
    queue.setActive(1);

    b.select('color', 'Light');
    await b.submit();

    expect(queue.getState()).toMatchObject({ items: [a, c], activeIndex: 1, active: c });
    expect(resolved).toEqual(['b:answered']);
    queue.dispose();
  });

  it('goes back to the first prompt when the last one resolves', () => {
    const queue = createPromptQueue({ sessionKey: 'main' });
    const [a, b] = [prompt('a'), prompt('b')];
    queue.add(a);
    queue.add(b);
    queue.next();

    b.skip();

    expect(queue.getState()).toMatchObject({ items: [a], activeIndex: 0, active: a });
    queue.dispose();
  });

  it('keeps the shown prompt when another one resolves in the background', () => {
    const queue = createPromptQueue({ sessionKey: 'main' });
    const [a, b, c] = [prompt('a'), prompt('b'), prompt('c')];
    [a, b, c].forEach((s) => queue.add(s));
    queue.setActive(2);

    a.cancel();

    expect(queue.getState()).toMatchObject({ items: [b, c], activeIndex: 1, active: c });
    queue.dispose();
  });

  it('never shows prompts of another session, and each session keeps its own shown prompt', () => {
    const queue = createPromptQueue({ sessionKey: 'main' });
    const [mine, theirs, mine2] = [prompt('mine'), prompt('theirs'), prompt('mine2')];
    queue.add(mine, { sessionKey: 'main' });
    queue.add(theirs, { sessionKey: 'other' });
    queue.add(mine2);
    queue.next();

    expect(queue.getState()).toMatchObject({ items: [mine, mine2], active: mine2 });
    queue.setSessionKey('other');
    expect(queue.getState()).toMatchObject({ sessionKey: 'other', items: [theirs], active: theirs });
    queue.setSessionKey('main');
    expect(queue.getState().active).toBe(mine2);
    queue.dispose();
  });

  it('keeps the snapshot identical until something visible changes', () => {
    const queue = createPromptQueue({ sessionKey: 'main' });
    const listener = vi.fn();
    queue.subscribe(listener);
    const [a, theirs] = [prompt('a'), prompt('theirs')];
    queue.add(a);
    const snapshot = queue.getState();

    queue.add(theirs, { sessionKey: 'other' });
    a.select('color', 'Dark');
    theirs.skip();

    expect(queue.getState()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
    queue.dispose();
  });

  it('ignores a prompt that is already resolved, and removes one without reporting it', () => {
    const onResolve = vi.fn();
    const queue = createPromptQueue({ sessionKey: 'main', onResolve });
    const [done, a] = [prompt('done'), prompt('a')];
    done.skip();

    queue.add(done);
    const remove = queue.add(a);
    expect(queue.getState().items).toEqual([a]);
    remove();
    a.skip();

    expect(queue.getState()).toMatchObject({ items: [], activeIndex: -1, active: undefined });
    expect(onResolve).not.toHaveBeenCalled();
    queue.dispose();
  });

  it('keeps hidden prompts expiring on time (it subscribes to them)', () => {
    vi.useFakeTimers();
    try {
      const queue = createPromptQueue({ sessionKey: 'main' });
      const theirs = createQuestionStore(request, { promptId: 'theirs' });
      stores.push(theirs);
      queue.add(theirs, { sessionKey: 'other' });

      vi.advanceTimersByTime(300_000);

      expect(theirs.getState().status).toBe('expired');
      queue.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
