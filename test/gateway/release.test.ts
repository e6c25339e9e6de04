import { summarize, type AnswerSummaryData } from '../../src/core/index';
import { connectOpenClaw, type OpenClawConnection } from '../../src/gateway/index';
import { DELIVERED_WINDOW } from '../../src/gateway/questions/retention';
import { manualClock, trackTimers } from '../support/clock';
import { createGatewayStandIn, type GatewayStandIn } from '../support/gateway-standin';
import { colorQuestion } from '../support/requests';

// Issue 28: a page open for days holds what it shows, not every prompt it ever had. A delivered
// prompt (its result given to `onResolve`, nothing owed to the gateway) stays readable through
// `getStore` among the latest DELIVERED_WINDOW; older ones are released.

const waitFor = <T>(check: () => T): Promise<T> => vi.waitFor(check, { interval: 1, timeout: 3000 });
const MAIN = 'agent:main:main';

let standIn: GatewayStandIn;
let connection: OpenClawConnection;
const summaries: AnswerSummaryData[] = [];
const warnings: string[] = [];
const clock = manualClock();
const tracked = trackTimers(clock);

beforeEach(async () => {
  summaries.length = 0;
  warnings.length = 0;
  standIn = createGatewayStandIn({ clock });
  connection = connectOpenClaw({
    url: 'memory://gateway',
    WebSocket: standIn.WebSocket,
    clock: tracked.clock,
    sessionKey: MAIN,
    // What a host does: the summary for its timeline, read while `onResolve` runs.
    onResolve: (_result, _resolution, promptId) => {
      const state = connection.getStore(promptId)?.getState();
      if (state) summaries.push(summarize(state));
    },
    onWarning: (warning) => warnings.push(warning.code),
  });
  await waitFor(() => expect(connection.getState().synced).toBe(true));
});

afterEach(() => {
  connection.dispose();
  standIn.dispose();
  expect(tracked.waiting()).toEqual([]);
});

/** The person answers the shown prompt as the dock would: a pick, then Submit. */
async function answerNext(): Promise<string> {
  const record = standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
  const store = await waitFor(() => {
    const active = connection.queue.getState().active;
    expect(active?.getState().promptId).toBe(record.id);
    return active!;
  });
  store.select('color', 'Light');
  await expect(store.submit()).resolves.toEqual({ ok: true });
  return record.id;
}

describe('given a page that answered many prompts', () => {
  it('holds only the latest delivered prompts; every summary was readable when it resolved', async () => {
    const ids: string[] = [];
    for (let i = 0; i < DELIVERED_WINDOW * 3; i += 1) ids.push(await answerNext());

    const held = ids.filter((id) => connection.getStore(id) !== undefined);
    expect(held).toEqual(ids.slice(-DELIVERED_WINDOW));
    expect(summaries).toHaveLength(ids.length);
    expect(summaries.every((s) => s.status === 'answered' && s.items[0]?.answers[0] === 'Light')).toBe(true);
    expect(connection.queue.getState().items).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('a skip counts as delivered only once the gateway has it', async () => {
    const answered: string[] = [];
    for (let i = 0; i < DELIVERED_WINDOW; i += 1) answered.push(await answerNext());
    const record = standIn.ask({ sessionKey: MAIN, questions: colorQuestion });
    const skipped = await waitFor(() => {
      const store = connection.getStore(record.id);
      expect(store).toBeDefined();
      return store!;
    });
    // The connection is lost with the cancel in flight: it is owed to the gateway until the reconnect.
    standIn.dropDuring('question.resolve');
    skipped.skip();
    await waitFor(() => expect(warnings).toContain('resolve_failed'));
    expect(connection.getStore(answered[0]!)).toBeDefined();

    clock.advance(1000);
    await waitFor(() => expect(connection.getState().synced).toBe(true));
    await waitFor(() => expect(connection.getStore(answered[0]!)).toBeUndefined());
    expect(connection.getStore(record.id)).toBe(skipped);
    expect(standIn.get(record.id)?.status).toBe('cancelled');
  });
});
