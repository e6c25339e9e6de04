import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AnswerSummary,
  QuestionDock,
  summarize,
  usePromptQueue,
  type AnswerSummaryData,
  type Warning,
} from '../../src';
import { bindOpenClawHost, type OpenClawConnection } from '../../src/gateway/index';
import { KEPT_RECORDS_KEY } from '../../src/gateway/questions/kept-records';
import { memoryStorage } from '../support/storage';
import { persistDrafts } from '../../src/core/index';

// A question the gateway forgets while no view holds it (a gateway restart: the Control UI drops its
// plugin's view while disconnected and mounts a new one, with a new binding, after the reconnect).
// What the person picked and typed is shown as not sent, with "Use as message", as after an expiry.

const record = (id: string, sessionKey = 'agent:main:main') => ({
  id,
  sessionKey,
  questions: [
    {
      questionId: 'color',
      header: 'Color',
      question: 'Which colour?',
      options: [{ label: 'Red' }, { label: 'Blue' }],
      isOther: true,
    },
    { questionId: 'size', header: 'Size', question: 'How big?', options: [{ label: 'Small' }, { label: 'Large' }] },
  ],
  createdAtMs: Date.now(),
  expiresAtMs: Date.now() + 600_000,
  status: 'pending',
});

/** How the Control UI's own client rejects: an error of its own class, with `code` and `details`. */
class ControlUiRequestError extends Error {
  readonly code = 'INVALID_REQUEST';
  readonly details = { reason: 'QUESTION_NOT_FOUND' };
}

/** A host whose gateway holds `records`: `question.get` of any other id is not found. */
function host(records: ReturnType<typeof record>[]) {
  return {
    request: (method: string, params?: Record<string, unknown>): Promise<unknown> => {
      if (method === 'question.list') return Promise.resolve({ questions: records });
      if (method === 'chat.history') return Promise.resolve({ messages: [] });
      if (method === 'question.get') {
        const found = records.find((r) => r.id === params?.['id']);
        return found
          ? Promise.resolve({ question: found })
          : Promise.reject(new ControlUiRequestError(`question '${String(params?.['id'])}' was not found`));
      }
      return Promise.reject(new Error(`unexpected ${method}`));
    },
    onEvent: () => () => {},
  };
}

/** The README's React page: the timeline keeps each summary (from `onResolve`), the dock above the composer. */
function Chat({ connect }: { connect: (onResolve: (promptId: string) => void) => OpenClawConnection }) {
  const [summaries, setSummaries] = useState<AnswerSummaryData[]>([]);
  const [draft, setDraft] = useState('');
  const [openclaw] = useState(() =>
    connect((id) => {
      const store = openclaw.getStore(id);
      if (store) setSummaries((s) => [...s, summarize(store.getState())]);
    }),
  );
  const { active } = usePromptQueue(openclaw.queue);
  return (
    <>
      <ol aria-label="Timeline">
        {summaries.map((summary, i) => (
          <li key={i}>
            <AnswerSummary summary={summary} onUseDraft={setDraft} />
          </li>
        ))}
      </ol>
      <QuestionDock
        store={active}
        composer={<textarea aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />}
      />
    </>
  );
}

function page(
  records: ReturnType<typeof record>[],
  storage: ReturnType<typeof memoryStorage>,
  warnings: Warning[] = [],
) {
  let connection: OpenClawConnection | undefined;
  const view = render(
    <Chat
      connect={(onResolve) =>
        (connection = bindOpenClawHost(host(records), {
          sessionKey: 'main',
          persist: persistDrafts({ storage }),
          onWarning: (w) => warnings.push(w),
          onResolve: (_r, _res, id) => onResolve(id),
        }))
      }
    />,
  );
  return { ...view, connection: () => connection! };
}

describe('a question the gateway forgot while no view held it', () => {
  it('comes back as not sent, with what the person picked and typed, and "Use as message" puts it in the composer', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const open = record('q1');
    const first = page([open], storage);
    await user.type(await screen.findByRole('textbox', { name: /own answer for Color/i }), 'Teal');
    // The view goes away with the connection (the gateway restarts); the gateway forgets the question.
    first.unmount();
    first.connection().dispose();
    expect(storage.data.get(KEPT_RECORDS_KEY)).toContain('q1');

    const second = page([], storage);
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    await within(timeline).findByText(/No longer available · Not sent/);
    expect(within(timeline).getByText(/Teal/)).toBeVisible();
    await user.click(within(timeline).getByRole('button', { name: 'Use as message' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('My answers:\nColor: Teal');
    // Shown, then let go: neither the draft nor the kept question stays behind.
    expect(second.connection().getState().synced).toBe(true);
    expect([...storage.data.keys()].filter((k) => k !== 'question-dock:remembered')).toEqual([]);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a question a later sync no longer finds ends the same way while the view stays (the Control UI’s not-found error read)', async () => {
    const user = userEvent.setup();
    const records = [record('q6')];
    const view = page(records, memoryStorage());
    await user.click(await screen.findByRole('radio', { name: 'Blue' }));
    records.length = 0;
    view.connection().reconnect();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    await within(timeline).findByText(/No longer available · Not sent/);
    expect(within(timeline).getByText(/Blue/)).toBeVisible();
    expect(within(timeline).getByRole('button', { name: 'Use as message' })).toBeVisible();
  });

  it('a question the gateway still has (a reload, not a restart) stays open with its drafts', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const open = record('q2');
    const first = page([open], storage);
    await user.click(await screen.findByRole('radio', { name: 'Blue' }));
    first.unmount();
    first.connection().dispose();

    const second = page([open], storage);
    await waitFor(() => expect(second.connection().getState().synced).toBe(true));
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Timeline' })).queryByText(/Not sent/)).toBeNull();
  });

  it('is never offered as answerable before the gateway confirms it is open: checked first, then shown with its drafts', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const open = record('q7');
    const first = page([open], storage);
    await user.click(await screen.findByRole('radio', { name: 'Blue' }));
    first.unmount();
    first.connection().dispose();

    // The next view's gateway answers its list only when the test lets it.
    let answerList: () => void = () => {};
    const listed = new Promise<void>((resolve) => (answerList = resolve));
    const slow = host([open]);
    const request = slow.request;
    slow.request = (method, params) =>
      method === 'question.list' ? listed.then(() => request(method, params)) : request(method, params);
    let connection: OpenClawConnection | undefined;
    render(
      <Chat
        connect={() =>
          (connection = bindOpenClawHost(slow, { sessionKey: 'main', persist: persistDrafts({ storage }) }))
        }
      />,
    );
    expect(connection!.getState().checking).toEqual(['q7']);
    expect(connection!.queue.getState().items).toEqual([]);
    expect(screen.queryByRole('radio')).toBeNull();

    answerList();
    expect(await screen.findByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(connection!.getState().checking).toEqual([]);
  });

  it('a question of another session is not shown here; it stays kept for its own', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const elsewhere = record('q3', 'agent:main:other');
    const mine = record('q4');
    const first = page([elsewhere, mine], storage);
    await user.click(await screen.findByRole('radio', { name: 'Red' }));
    first.unmount();
    first.connection().dispose();

    const second = page([], storage);
    await within(screen.getByRole('list', { name: 'Timeline' })).findByText(/Not sent/);
    expect(screen.getAllByText(/Not sent/)).toHaveLength(1);
    await waitFor(() => expect(second.connection().getState().synced).toBe(true));
    expect(storage.data.get(KEPT_RECORDS_KEY)).toContain('q3');
    expect(storage.data.get(KEPT_RECORDS_KEY)).not.toContain('q4');
  });

  it('tampered storage: an entry that is not a question is dropped with a warning, never shown or thrown', async () => {
    const bad = record('q5');
    // One option: no question the gateway could have sent.
    bad.questions[0]!.options.splice(1);
    const storage = memoryStorage({
      [KEPT_RECORDS_KEY]: JSON.stringify({
        v: 1,
        records: [{ id: 'q5', request: { questions: bad.questions }, expiresAtMs: Date.now() + 1000 }, 42, null],
      }),
    });
    const warnings: Warning[] = [];
    const view = page([], storage, warnings);
    await waitFor(() => expect(view.connection().getState().synced).toBe(true));
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'persist_corrupt', detail: KEPT_RECORDS_KEY }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/Not sent/)).toBeNull();

    storage.data.set(KEPT_RECORDS_KEY, '{not json');
    page([], storage, warnings).unmount();
    expect(warnings.filter((w) => w.code === 'persist_corrupt').length).toBeGreaterThanOrEqual(2);
  });
});
