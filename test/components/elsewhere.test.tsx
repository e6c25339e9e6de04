import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AnswerSummary,
  createQuestionStore,
  normalizeAskUser,
  summarize,
  syncAcrossTabs,
  type AskUserRequest,
  type SyncChannel,
} from '../../src';
import { ChatPage } from './chat-page';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';
import type { QuestionDockLayout } from '../../src/components/behaviour/use-stacked-layout';

// Issue 5 (UI faults): another tab, device or channel answers first. The open dock closes and
// the timeline says "Answered elsewhere", with the answers that were given there.

const result = {
  status: 'answered',
  answers: { answers: { deploy_target: ['Staging (Recommended)'], checks: ['E2E'], notify: ['from my phone'] } },
} as const;

function request(): AskUserRequest {
  const normalized = normalizeAskUser(threeQuestions());
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
}

describe.each<QuestionDockLayout>(['docked', 'stacked'])('given an open dock (%s) answered elsewhere', (layout) => {
  it('closes, and the summary says "Answered elsewhere" with those answers', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const store = createQuestionStore(request(), { promptId: 'call_7', clock: manualClock() });
    render(<ChatPage store={store} layout={layout} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Production' })); // a draft that loses

    act(() => {
      expect(store.resolveExternally(result)).toEqual({ ok: true });
    });

    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(result);
    expect(onResolve.mock.calls[0]?.[1]).toMatchObject({ status: 'answered', source: 'elsewhere' });
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveAttribute('data-source', 'elsewhere');
    expect(within(summary).getByText('Answered elsewhere')).toBeVisible();
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Target: Staging',
      'Checks: E2E',
      'Notify: from my phone',
    ]);
    store.dispose();
  });
});

describe('given a result from elsewhere that does not match the questions', () => {
  it('is refused and the dock stays open with the drafts', async () => {
    const user = userEvent.setup();
    const store = createQuestionStore(request(), { promptId: 'call_7', clock: manualClock() });
    render(<ChatPage store={store} layout="stacked" />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));

    act(() => {
      const refused = store.resolveExternally({
        status: 'answered',
        answers: { answers: { deploy_target: ['<b>not an option'] } },
      });
      expect(refused.ok).toBe(false);
    });

    expect(screen.getByRole('region', { name: 'Question from the agent' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    store.dispose();
  });
});

describe('given summarize(store.getState()) rendered by the app', () => {
  it('shows "Answered elsewhere" and the answers', () => {
    const store = createQuestionStore(request(), { promptId: 'call_7', clock: manualClock() });
    store.resolveExternally(result);
    render(<AnswerSummary summary={summarize(store.getState())} />);

    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveTextContent('Answered elsewhere');
    expect(summary).toHaveTextContent('Notify: from my phone');
  });
});

/** An in-memory BroadcastChannel: every channel of a name hears the others, asynchronously. */
function memoryChannels() {
  const open = new Set<SyncChannel & { name: string }>();
  return (name: string): SyncChannel => {
    const channel: SyncChannel & { name: string } = {
      name,
      onmessage: null,
      postMessage(message) {
        for (const other of open)
          if (other !== channel && other.name === name) queueMicrotask(() => other.onmessage?.({ data: message }));
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel;
  };
}

const channels = [
  ['an injected channel (createChannel)', memoryChannels()],
  // Node (and so this jsdom run) has a real BroadcastChannel; browsers have it too.
  ['the platform BroadcastChannel', typeof BroadcastChannel === 'function' ? undefined : memoryChannels()],
] as const;

describe.each(channels)('given two tabs synced through %s', (_name, createChannel) => {
  it('answering in one dock shows "Answered elsewhere" in the other', async () => {
    const user = userEvent.setup();
    const options = { promptId: 'call_sync', clock: manualClock() };
    const tabA = createQuestionStore(request(), options);
    const tabB = createQuestionStore(request(), options);
    const sync = createChannel
      ? { createChannel, channelName: 'qd-test' }
      : { channelName: `qd-test-${Math.random()}` };
    const stops = [syncAcrossTabs(tabA, sync), syncAcrossTabs(tabB, sync)];
    const onResolveB = vi.fn();
    try {
      const a = render(<ChatPage store={tabA} layout="stacked" />).container;
      const b = render(<ChatPage store={tabB} onResolve={onResolveB} />).container;
      await user.click(within(b).getByRole('radio', { name: 'Production' })); // tab B's draft loses

      await user.click(within(a).getByRole('radio', { name: /Staging/ }));
      // The label, not the box: the checkbox may replace its stand-in (parts.ts) between a query and its click.
      await user.click(within(a).getByText('E2E', { selector: 'label' }));
      await user.type(within(a).getByRole('textbox', { name: 'Your own answer for Notify' }), 'from my phone');
      await user.click(within(a).getByRole('button', { name: 'Submit' }));
      expect(within(a).getByRole('group', { name: 'Answer summary' })).not.toHaveTextContent('Answered elsewhere');

      await waitFor(() => expect(onResolveB).toHaveBeenCalledTimes(1));
      expect(onResolveB.mock.calls[0]?.[0]).toEqual(result);
      expect(within(b).queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
      const summary = within(b).getByRole('group', { name: 'Answer summary' });
      expect(summary).toHaveTextContent('Answered elsewhere');
      expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Target: Staging',
        'Checks: E2E',
        'Notify: from my phone',
      ]);
    } finally {
      for (const stop of stops) stop();
      tabA.dispose();
      tabB.dispose();
    }
  });
});
