/**
 * The soak's node half (run with `node --expose-gc`, its output one JSON line): what a tab open for
 * days keeps.
 * - prompts: 1,000 prompts asked by a raw protocol-4 server (bench/soak/server.mjs, its own
 *   process), answered and resolved through `connectOpenClaw`; the heap after GC, per prompt, and the
 *   stores the connection still holds.
 * - reconnects: one prompt pending, the server cuts the socket again and again; the heap after GC
 *   per reconnect (past a warm-up), the prompt still there once.
 * - storage: 1,000 prompts through the store options the dock's request path uses
 *   (`rememberResolved`), answered; the entries left in storage.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { getHeapStatistics } from 'node:v8';
import { WebSocket } from 'ws';
import { createQuestionStore, type QuestionStore, persistDrafts } from '../../src/core';
import { connectOpenClaw, type ConnectOpenClawOptions, type OpenClawConnection } from '../../src/gateway';
import type { StorageAdapter } from '../../src/core/store/persistence';

const [serverPath] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !serverPath) throw new Error('usage: node --expose-gc gateway.mjs <server.mjs>');

/** The heap after full collections (finalizers and weak callbacks get their turn in between). */
async function heap(): Promise<number> {
  for (let i = 0; i < 4; i += 1) {
    gc!();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return getHeapStatistics().used_heap_size;
}

function until<T>(check: () => T | undefined, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = (): void => {
      const value = check();
      if (value !== undefined) resolve(value);
      else if (Date.now() - started > 10_000) reject(new Error(`soak: timed out waiting for ${what}`));
      else setImmediate(poll);
    };
    poll();
  });
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(serverPath!, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve) => child.once('message', (m) => resolve((m as { url: string }).url)));
  return { child, url };
}

function connect(url: string, resolved: Set<string>): OpenClawConnection {
  return connectOpenClaw({
    url,
    WebSocket: WebSocket as unknown as NonNullable<ConnectOpenClawOptions['WebSocket']>,
    sessionKey: 'main',
    // The stand-in gateway has no chat.history: the soak measures prompts and reconnects.
    historyLimit: 0,
    backoff: { initialMs: 0, jitter: 0 },
    onResolve: (_result, _resolution, promptId) => void resolved.add(promptId),
    onWarning: (w) => {
      throw new Error(`soak: unexpected warning ${w.code}`);
    },
  });
}

const active = (c: OpenClawConnection, id: string): QuestionStore | undefined => {
  const store = c.queue.getState().active;
  return store?.getState().promptId === id ? store : undefined;
};

async function answerPrompts(
  child: ChildProcess,
  c: OpenClawConnection,
  resolved: Set<string>,
  from: number,
  n: number,
) {
  for (let i = from; i < from + n; i += 1) {
    const id = `p${i}`;
    child.send({ ask: id });
    const store = await until(() => active(c, id), `prompt ${id}`);
    store.select('target', 'Staging');
    store.toggle('checks', 'Lint');
    await store.submit();
    await until(() => (resolved.has(id) ? true : undefined), `the end of ${id}`);
    resolved.delete(id);
  }
}

async function prompts(url: string, child: ChildProcess) {
  const resolved = new Set<string>();
  const c = connect(url, resolved);
  await until(() => (c.getState().synced ? true : undefined), 'the first sync');
  const n = 1000;
  await answerPrompts(child, c, resolved, 0, 100); // warm-up: JIT, the connection's steady state
  const before = await heap();
  await answerPrompts(child, c, resolved, 100, n);
  const after = await heap();
  let held = 0;
  for (let i = 0; i < 100 + n; i += 1) if (c.getStore(`p${i}`)) held += 1;
  c.dispose();
  return { prompts: n, bytesPerPrompt: (after - before) / n, heapGrowthBytes: after - before, storesHeld: held };
}

async function reconnects(url: string, child: ChildProcess) {
  const c = connect(url, new Set());
  await until(() => (c.getState().synced ? true : undefined), 'the first sync');
  child.send({ ask: 'pending' });
  await until(() => active(c, 'pending'), 'the pending prompt');
  const warm = 300;
  const n = 1200;
  const drops = async (count: number): Promise<void> => {
    for (let i = 0; i < count; i += 1) {
      child.send({ drop: true });
      await until(() => (c.getState().connection !== 'open' ? true : undefined), 'the drop');
      await until(() => (c.getState().synced ? true : undefined), 'the reconnect');
    }
  };
  await drops(warm);
  const before = await heap();
  await drops(n);
  const after = await heap();
  const shown = c.queue.getState().items.length;
  c.dispose();
  return { drops: warm + n, measured: n, bytesPerReconnect: (after - before) / n, promptsShown: shown };
}

async function storage() {
  const map = new Map<string, string>();
  const memory: StorageAdapter = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  const n = 1000;
  for (let i = 0; i < n; i += 1) {
    const store = createQuestionStore(
      {
        timeoutSeconds: 300,
        questions: [
          {
            id: 'target',
            header: 'Target',
            question: 'Where?',
            multiSelect: false,
            options: [{ label: 'Staging' }, { label: 'Production' }],
          },
        ],
      },
      // As `useQuestionPrompt` and `<QuestionDock>` pass it (their `defer` only delays the write).
      { promptId: `tool-call-${i}`, persist: persistDrafts({ storage: memory, rememberResolved: true }) },
    );
    store.select('target', 'Staging');
    await store.submit();
    store.dispose();
  }
  return { prompts: n, entries: map.size };
}

const server = await startServer();
try {
  const result = {
    prompts: await prompts(server.url, server.child),
    reconnects: await reconnects(server.url, server.child),
    storage: await storage(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  server.child.send({ stop: true });
}
