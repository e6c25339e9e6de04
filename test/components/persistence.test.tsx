import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQuestionStore, normalizeAskUser, QuestionDock, type AskUserRequest } from '../../src';
import { ChatPage } from './chat-page';
import { manualClock } from '../support/clock';
import { oneQuestion, threeQuestions } from '../support/requests';
import { REMEMBERED_MAX } from '../../src/core/persistence/remembered';
import type { QuestionDockLayout } from '../../src/components/behaviour/use-stacked-layout';
import { persistDrafts } from '../../src/core/index';

// Issue 5 (UI faults): drafts and the step survive a remount and a reload; corrupted saved data
// is ignored with a warning and never breaks the prompt.

const KEY = 'question-dock:call_42';

const normalizedOne = (() => {
  const normalized = normalizeAskUser(oneQuestion());
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
})();

function request(): AskUserRequest {
  const normalized = normalizeAskUser(threeQuestions());
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** Production on step 1, Lint plus Other text on step 2; ends on step 2. */
async function workOnTwoSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Production' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Lint' }));
  await user.type(screen.getByRole('textbox', { name: 'Your own answer for Checks' }), 'half-typed');
}

async function expectWorkShown(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.getByText('2/3')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Your own answer for Checks' })).toHaveValue('half-typed');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
}

describe('given persist and a promptId', () => {
  const savedOther = () =>
    (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as { drafts?: Record<string, { other: string }> }).drafts?.[
      'notify'
    ]?.other;

  it('writes the draft after the key press, not inside it, and at once when the page is left', async () => {
    render(<QuestionDock request={threeQuestions()} promptId="call_42" persist={persistDrafts()} />);
    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    // A change event is one key press: nothing is written while it runs.
    fireEvent.click(screen.getByRole('button', { name: /Question 3 of 3/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your own answer for Notify' }), {
      target: { value: 'leaving now' },
    });
    expect(savedOther()).not.toBe('leaving now');
    // The page is left (a reload, a closed tab) before the next paint: the draft is written then.
    window.dispatchEvent(new Event('pagehide'));
    expect(savedOther()).toBe('leaving now');
  });

  it('writes it after the next paint when the page stays', async () => {
    render(<QuestionDock request={threeQuestions()} promptId="call_42" persist={persistDrafts()} />);
    fireEvent.click(screen.getByRole('button', { name: /Question 3 of 3/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your own answer for Notify' }), {
      target: { value: 'typed' },
    });
    expect(savedOther()).not.toBe('typed');
    await waitFor(() => expect(savedOther()).toBe('typed'));
  });

  it('keeps the drafts and the step across an unmount and a new mount', async () => {
    const user = userEvent.setup();
    const first = render(<ChatPage request={threeQuestions()} promptId="call_42" persist={persistDrafts()} />);
    await workOnTwoSteps(user);
    first.unmount();

    render(<ChatPage request={threeQuestions()} promptId="call_42" persist={persistDrafts()} />);
    await expectWorkShown(user);
  });

  it('keeps them across a reload: a new store from the same sessionStorage', async () => {
    const user = userEvent.setup();
    const first = render(<ChatPage request={threeQuestions()} promptId="call_42" persist={persistDrafts()} />);
    await workOnTwoSteps(user);
    first.unmount();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();

    // After a reload only sessionStorage is left; the app builds its store from it.
    const store = createQuestionStore(request(), {
      promptId: 'call_42',
      persist: persistDrafts({ storage: sessionStorage }),
    });
    expect(store.getState()).toMatchObject({
      step: 1,
      drafts: {
        deploy_target: { selected: ['Production'], other: '' },
        checks: { selected: ['Lint'], other: 'half-typed' },
      },
    });
    const onResolve = vi.fn();
    render(<ChatPage store={store} onResolve={onResolve} />);
    await expectWorkShown(user);

    await user.click(screen.getByRole('button', { name: 'Question 3 of 3: Notify' }));
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Lint', 'half-typed'], notify: ['Nobody'] } },
    });
    expect(sessionStorage.getItem(KEY)).toBeNull(); // a finished prompt leaves nothing behind
    store.dispose();
  });

  it.each<QuestionDockLayout>(['stacked'])('keeps them across a remount in the %s layout too', async (layout) => {
    const user = userEvent.setup();
    const first = render(
      <ChatPage request={threeQuestions()} promptId="call_42" persist={persistDrafts()} layout={layout} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Notify' }), 'the on-call person');
    first.unmount();

    render(<ChatPage request={threeQuestions()} promptId="call_42" persist={persistDrafts()} layout={layout} />);
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your own answer for Notify' })).toHaveValue('the on-call person');
  });
});

describe('given a promptId and no persist', () => {
  /** Every write or removal either storage receives (both are `Storage` objects). */
  const spyOnStorage = () => [vi.spyOn(Storage.prototype, 'setItem'), vi.spyOn(Storage.prototype, 'removeItem')];
  const expectStorageUntouched = (spies: ReturnType<typeof spyOnStorage>) => {
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  };

  it('the dock writes nothing to either storage while the person answers, collapses and sends', async () => {
    const spies = spyOnStorage();
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} promptId="call_42" onResolve={onResolve} />);
    await workOnTwoSteps(user);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Show question' }));
    // Leaving the page is when a kept draft is written at the latest: nothing is.
    window.dispatchEvent(new Event('pagehide'));
    expectStorageUntouched(spies);

    await user.click(screen.getByRole('button', { name: 'Question 3 of 3: Notify' }));
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Lint', 'half-typed'], notify: ['Nobody'] } },
    });
    window.dispatchEvent(new Event('pagehide'));
    expectStorageUntouched(spies);
  });

  it('an app’s store made with a promptId alone writes nothing either, to the end of the prompt', async () => {
    const spies = spyOnStorage();
    const store = createQuestionStore(request(), { promptId: 'call_42' });
    store.select('deploy_target', 'Production');
    store.next();
    store.setOther('checks', 'half-typed');
    store.collapse();
    window.dispatchEvent(new Event('pagehide'));
    expectStorageUntouched(spies);
    store.expand();
    store.toggle('checks', 'Lint');
    store.select('notify', 'Nobody');
    expect(await store.submit()).toEqual({ ok: true });
    expect(store.getState().resolution?.status).toBe('answered');
    store.dispose();
    expectStorageUntouched(spies);
  });
});

describe('given a long day of answered prompts in one view', () => {
  // Issue 28: the outcomes kept so a remount never asks again are bounded (the latest 100 per storage).
  it('a remount of a prompt answered here does not ask again while it is among the latest; storage stays bounded', async () => {
    const user = userEvent.setup();
    const first = render(<QuestionDock request={oneQuestion()} promptId="call_0" persist={persistDrafts()} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    first.unmount();
    await waitFor(() => expect(sessionStorage.getItem('question-dock:call_0')).toContain('resolution'));

    // The prompts that came after it, answered with the same storage and options as the dock's.
    const answerLater = async (i: number): Promise<void> => {
      const store = createQuestionStore(normalizedOne, {
        promptId: `call_${i}`,
        persist: persistDrafts({ rememberResolved: true }),
      });
      store.select('deploy_target', 'Staging');
      await store.submit();
      store.dispose();
    };
    for (let i = 1; i < REMEMBERED_MAX; i += 1) await answerLater(i);
    const again = render(<QuestionDock request={oneQuestion()} promptId="call_0" persist={persistDrafts()} />);
    expect(screen.queryByRole('radio', { name: 'Production' })).toBeNull();
    again.unmount();

    for (let i = REMEMBERED_MAX; i < 1000; i += 1) await answerLater(i);
    expect(sessionStorage.length).toBe(REMEMBERED_MAX + 1); // the outcomes and their index
    expect(sessionStorage.getItem('question-dock:call_0')).toBeNull();
    expect(sessionStorage.getItem('question-dock:call_999')).toContain('resolution');
  });
});

const CORRUPT: [string, string][] = [
  ['not JSON', '{"v":1,"step":'],
  ['JSON of the wrong type', '"just a string"'],
  ['a step out of range', JSON.stringify({ v: 1, step: 7, drafts: {}, expanded: true, deadline: Date.now() + 60_000 })],
  [
    'an unknown option label',
    JSON.stringify({
      v: 1,
      step: 0,
      drafts: { deploy_target: { selected: ['<img src=x onerror=alert(1)>'], other: '' } },
      expanded: true,
      deadline: 1,
    }),
  ],
  ['a prototype-polluting key', '{"__proto__":{"polluted":true},"v":1}'],
];

describe('given corrupted saved answers', () => {
  it.each(CORRUPT)('%s: ignored with a warning, and the dock still works', async (_name, raw) => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(KEY, raw);
    const onResolve = vi.fn();
    render(
      <ChatPage
        request={threeQuestions()}
        promptId="call_42"
        persist={persistDrafts()}
        layout="stacked"
        onResolve={onResolve}
      />,
    );

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/corrupt|saved answers/i);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    // The label, not the box: the checkbox may replace its stand-in (parts.ts) between a query and its click.
    await user.click(screen.getByText('E2E', { selector: 'label' }));
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['E2E'], notify: ['Nobody'] } },
    });
  });

  it('an app store reports it through onWarning instead of the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(KEY, '{{{');
    const onWarning = vi.fn();
    const store = createQuestionStore(request(), {
      promptId: 'call_42',
      clock: manualClock(),
      persist: persistDrafts({ storage: sessionStorage }),
      onWarning,
    });
    render(<QuestionDock store={store} />);

    expect(onWarning).toHaveBeenCalledWith(expect.objectContaining({ code: 'persist_corrupt' }));
    expect(warn).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('region', { name: 'Question from the agent' })).getByText('1/3'),
    ).toBeInTheDocument();
    store.dispose();
  });
});

describe('given a persist.storage that throws on every access', () => {
  /** A sandboxed frame's storage, or any hostile object: every property read throws. */
  const hostile = () =>
    new Proxy({} as Storage, {
      get() {
        throw new Error('SecurityError: access is denied for this document');
      },
    });

  it('the person answers every question, typing their own text, and the agent gets the exact result', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onResolve = vi.fn();
    render(
      <ChatPage
        request={threeQuestions()}
        promptId="call_42"
        persist={persistDrafts({ storage: hostile(), key: 'mine' })}
        onResolve={onResolve}
      />,
    );

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.join(' ')).toMatch(/persist_unavailable/);
    await workOnTwoSteps(user);
    // What the person did lives in memory: Back and Next show it all.
    await expectWorkShown(user);
    await user.click(screen.getByRole('button', { name: 'Question 3 of 3: Notify' }));
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Lint', 'half-typed'], notify: ['Nobody'] } },
    });
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText(/half-typed/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
