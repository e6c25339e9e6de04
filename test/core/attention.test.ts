import {
  createPromptQueue,
  createQuestionStore,
  messagesTh,
  watchAttention,
  type AskUserRequest,
  type QuestionStore,
} from '../../src/core/index';
import { manualClock } from '../support/clock';
import { oneQuestion } from '../support/requests';

vi.mock('react', () => {
  throw new Error('watchAttention must not import React');
});

/** A page as far as watchAttention sees one: a title, `hidden` and its visibilitychange listeners. */
function page(title = 'Chat') {
  const listeners = new Set<() => void>();
  const doc = {
    hidden: false,
    title,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
  };
  const setHidden = (hidden: boolean) => {
    doc.hidden = hidden;
    for (const listener of [...listeners]) listener();
  };
  return { doc, setHidden, listeners };
}

/** A sample request as the store takes it (it normalizes it). */
const ask = (sample: unknown) => sample as AskUserRequest;
const clock = manualClock();
const stores: QuestionStore[] = [];
function prompt(id: string): QuestionStore {
  const store = createQuestionStore(ask(oneQuestion()), { promptId: id, clock });
  stores.push(store);
  return store;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('given a headless prompt on a page the person left', () => {
  it('counts it in the title while the page is hidden and gives the title back exactly', () => {
    const { doc, setHidden, listeners } = page('  Chat — Project  ');
    const stop = watchAttention(prompt('a'), { document: doc });
    expect(doc.title).toBe('  Chat — Project  ');

    setHidden(true);
    expect(doc.title).toBe('(1 question)   Chat — Project');
    setHidden(false);
    expect(doc.title).toBe('  Chat — Project  ');

    stop();
    expect(listeners.size).toBe(0);
  });

  it('takes the marker off when the prompt ends while hidden, and never marks an ended one', () => {
    const { doc, setHidden } = page();
    const store = prompt('a');
    const stop = watchAttention(store, { document: doc });
    setHidden(true);
    expect(doc.title).toBe('(1 question) Chat');
    clock.advance(120_000); // the prompt expires
    expect(store.getState().status).toBe('expired');
    expect(doc.title).toBe('Chat');
    setHidden(false);
    setHidden(true);
    expect(doc.title).toBe('Chat');
    stop();
  });

  it('keeps a title the host set meanwhile', () => {
    const { doc, setHidden } = page();
    const stop = watchAttention(prompt('a'), { document: doc });
    setHidden(true);
    doc.title = 'New message from Ann';
    setHidden(false);
    expect(doc.title).toBe('New message from Ann');
    stop();
  });

  it('counts every waiting prompt of a queue and of every caller once, in Thai', () => {
    const { doc, setHidden } = page();
    const queue = createPromptQueue({ sessionKey: 'main' });
    const [a, b] = [prompt('a'), prompt('b')];
    queue.add(a);
    const options: Parameters<typeof watchAttention>[1] = { document: doc, messages: messagesTh };
    const stopQueue = watchAttention(queue, options);
    // The same prompt watched again (a dock beside the queue) counts once.
    const stopDock = watchAttention(a, options);
    setHidden(true);
    expect(doc.title).toBe('(1 คำถามรอคำตอบ) Chat');
    queue.add(b);
    expect(doc.title).toBe('(2 คำถามรอคำตอบ) Chat');
    a.skip();
    expect(doc.title).toBe('(1 คำถามรอคำตอบ) Chat');
    stopQueue();
    stopDock();
    expect(doc.title).toBe('Chat');
    queue.dispose();
  });
});

describe('given notifications', () => {
  function notifications(permission: string, fail = false) {
    const shown: { title: string; body: string; closed: boolean; onclick: unknown }[] = [];
    class FakeNotification {
      static permission = permission;
      onclick: unknown = null;
      closed = false;
      constructor(
        readonly title: string,
        readonly options: { body: string; tag: string },
      ) {
        if (fail) throw new TypeError('Illegal constructor');
        shown.push(this as unknown as (typeof shown)[number]);
      }
      get body() {
        return this.options.body;
      }
      close() {
        this.closed = true;
      }
    }
    return { Notification: FakeNotification, shown };
  }

  it('announces a prompt that arrives on a hidden page once, only with permission granted', () => {
    const { doc, setHidden } = page();
    setHidden(true);
    const granted = notifications('granted');
    const focus = vi.fn();
    const store = prompt('a');
    const stop = watchAttention(store, { document: doc, notify: { Notification: granted.Notification, focus } });
    expect(granted.shown).toHaveLength(1);
    expect(granted.shown[0]).toMatchObject({
      title: 'The agent is asking you something',
      body: 'Where should I deploy the build?',
    });
    setHidden(false);
    expect(granted.shown[0]!.closed).toBe(true);
    setHidden(true);
    expect(granted.shown).toHaveLength(1);
    stop();

    for (const permission of ['default', 'denied']) {
      const other = notifications(permission);
      const stopOther = watchAttention(prompt(permission), { document: doc, notify: other });
      expect(other.shown).toHaveLength(0);
      stopOther();
    }
  });

  it('a click on the notification focuses the page and opens the prompt', () => {
    const { doc, setHidden } = page();
    setHidden(true);
    const granted = notifications('granted');
    const focus = vi.fn();
    const store = prompt('a');
    store.collapse();
    const stop = watchAttention(store, { document: doc, notify: { Notification: granted.Notification, focus } });
    (granted.shown[0]!.onclick as () => void)();
    expect(focus).toHaveBeenCalledOnce();
    expect(store.getState().expanded).toBe(true);
    stop();
  });

  it('a Notification constructor that throws is reported and the title still counts', () => {
    const { doc, setHidden } = page();
    setHidden(true);
    const onError = vi.fn();
    const failing = notifications('granted', true);
    const stop = watchAttention(prompt('a'), { document: doc, notify: failing, onError });
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
    expect(doc.title).toBe('(1 question) Chat');
    stop();
    expect(doc.title).toBe('Chat');
  });
});
