import { afterAll, beforeAll, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { startHarness, waitFor, type Harness } from './support/harness';
import { connectOperator } from './support/operator';

const deploy = {
  questions: [
    { id: 'deploy_target', header: 'Target', question: 'Where?', options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }] },
  ],
};
let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 180_000);
afterAll(async () => { await h?.stop(); });

it('explore', async () => {
  const c = h.connect();
  const first = await h.ask('hist', deploy);
  const s1 = await c.waitForStore();
  s1.select('deploy_target', 'Production');
  await s1.submit();
  await h.model.waitForToolResult(h.callIds('hist')[0]!);
  await new Promise((r) => setTimeout(r, 1500));
  await h.ask('hist', deploy);
  const s2 = await c.waitForStore((id) => id !== s1.getState().promptId);
  s2.skip();
  await waitFor(() => h.callIds('hist').length === 2 && h.model.toolResult(h.callIds('hist')[1]!));
  await new Promise((r) => setTimeout(r, 1500));
  const history = await h.operator.call('chat.history', { sessionKey: first.sessionKey, limit: 50 });
  writeFileSync('/tmp/hist/history.json', JSON.stringify(history, null, 2));
  const short = await h.operator.call('chat.history', { sessionKey: 'qd-' + first.sessionKey.split(':qd-')[1], limit: 50 }).catch((e) => String(e));
  writeFileSync('/tmp/hist/short.json', JSON.stringify(short, null, 2).slice(0, 3000));
  const ro = await connectOperator(h.gateway.url, h.gateway.token, ['operator.questions']);
  const refused = await ro.call('chat.history', { sessionKey: first.sessionKey }).then((x) => ({ ok: x }), (e: unknown) => ({ error: e, json: JSON.stringify(e), msg: String(e), props: Object.entries(e as object) }));
  writeFileSync('/tmp/hist/refused.json', JSON.stringify(refused, null, 2));
  ro.close();
  const none = await h.operator.call('chat.history', { sessionKey: 'agent:main:nothing-here', limit: 5 }).catch((e) => String(e));
  writeFileSync('/tmp/hist/none.json', JSON.stringify(none, null, 2).slice(0, 3000));
}, 180_000);
