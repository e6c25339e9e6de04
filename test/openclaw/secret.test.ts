import { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSummaryText, summarize, syncAcrossTabs, type SyncChannel } from '../../src/core/index';
import { connectOpenClaw, type OpenClawConnection } from '../../src/gateway/index';
import { startFramesServer, type FramesServer } from './support/frames-server';
import { memoryStorage, waitFor } from './support/harness';
import { checkOutgoing, validate } from './support/schemas';
import { persistDrafts } from '../../src/core/index';

// openclaw 2026.9.6 lets no outside client create a secret question (plain ones are refused as
// "not supported yet", secret-store ones need an admin client and a trusted agent runtime), so the
// gateway side here is frames that validate against the package's own schemas.

const SECRET = 'sk-live-9f8e7d6c5b4a';

const record = {
  id: 'ask_secret_1',
  questions: [
    {
      questionId: 'deploy_key',
      header: 'Deploy key',
      question: 'Paste the deploy API key for the staging cluster',
      options: [],
      isOther: true,
      isSecret: true,
      secretStore: {
        name: 'DEPLOY_API_KEY',
        kind: 'secret',
        allowedHosts: ['api.example.com', 'staging.example.com'],
        reason: 'Used by the deploy step',
      },
      secretStoreExisting: { updatedAtMs: 1796200000000, updatedBy: 'operator:alice' },
    },
  ],
  agentId: 'main',
  sessionKey: 'agent:main:main',
  runId: 'run-secret',
  createdAtMs: Date.now(),
  expiresAtMs: Date.now() + 120_000,
  status: 'pending',
};

let server: FramesServer | undefined;
let connection: OpenClawConnection | undefined;

afterEach(async () => {
  connection?.dispose();
  await server?.close();
  vi.restoreAllMocks();
});

describe('a secret question (frames valid against the openclaw 2026.9.6 schemas)', () => {
  it('the secret goes to question.resolve only: never to storage, other tabs, logs, onResolve, state or the summary', async () => {
    expect(validate('QuestionRecordSchema', record)).toBeUndefined();
    server = await startFramesServer();
    const logged: unknown[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
    const storage = memoryStorage();
    const warnings: unknown[] = [];
    const resolved: unknown[] = [];
    const sentFrames: string[] = [];
    class RecordingWebSocket extends WebSocket {
      override send(data: unknown, ...rest: unknown[]): void {
        sentFrames.push(String(data));
        (super.send as (...args: unknown[]) => void)(data, ...rest);
      }
    }
    connection = connectOpenClaw({
      url: server.url,
      token: 'secret-token',
      WebSocket: RecordingWebSocket as never,
      persist: persistDrafts({ storage }),
      onWarning: (w) => warnings.push(w),
      onResolve: (result, resolution, promptId) => resolved.push({ result, resolution, promptId }),
    });
    await waitFor(() => connection?.getState().synced, 10_000, 'the handshake and first sync');
    server.request(record);
    const open = connection;
    const store = await waitFor(() => open.getStore('ask_secret_1'), 10_000, 'the secret prompt');
    const question = store.getState().request.questions[0];
    expect(question?.secret).toEqual({
      store: {
        name: 'DEPLOY_API_KEY',
        kind: 'secret',
        allowedHosts: ['api.example.com', 'staging.example.com'],
        reason: 'Used by the deploy step',
      },
      existing: { updatedAtMs: 1796200000000, updatedBy: 'operator:alice' },
    });
    expect(question?.options).toEqual([]);

    const posted: unknown[] = [];
    const channel: SyncChannel = { postMessage: (m) => void posted.push(m), close: () => {}, onmessage: null };
    const stopSync = syncAcrossTabs(store, { createChannel: () => channel });

    // The person types the secret and keeps one of the two hosts.
    expect(store.setOther('deploy_key', SECRET).ok).toBe(true);
    open.setSecretHosts('ask_secret_1', ['staging.example.com']);
    expect([...storage.data.values()].join('')).not.toContain(SECRET);
    expect((await store.submit()).ok).toBe(true);
    stopSync();

    // What went out: exactly one resolve with the secret and the kept host, valid for the gateway.
    const resolves = server.received.filter((r) => r.method === 'question.resolve');
    expect(resolves).toHaveLength(1);
    expect(resolves[0]?.params).toMatchObject({
      id: 'ask_secret_1',
      answers: { answers: { deploy_key: [SECRET] } },
      secretStoreAllowedHosts: ['staging.example.com'],
    });
    expect(server.problems).toEqual([]);
    expect(sentFrames.flatMap(checkOutgoing)).toEqual([]);

    // Nowhere else.
    const state = store.getState();
    expect(state.resolution).toMatchObject({ status: 'answered', source: 'user' });
    const summary = formatSummaryText(summarize(state));
    expect(summary).toBe('Deploy key: Secret given, stored as DEPLOY_API_KEY');
    for (const [where, value] of Object.entries({
      state,
      summary,
      storage: [...storage.data.entries()],
      posted,
      logged,
      warnings,
      resolved,
    })) {
      expect(JSON.stringify(value), where).not.toContain(SECRET);
    }
    expect(posted).toHaveLength(1);
  });
});

describe('a prompt with an env store before a secret store', () => {
  it("the person's choice of hosts is checked against the secret store's hosts and sent with the answer", async () => {
    const twoStores = {
      ...record,
      // The frames server marks the record it answered (the first test's) as answered: this one is new.
      status: 'pending',
      id: 'ask_two_stores',
      questions: [
        {
          questionId: 'region_env',
          header: 'Region',
          question: 'Which region should the deploy use?',
          options: [],
          isOther: true,
          isSecret: true,
          secretStore: { name: 'DEPLOY_REGION', kind: 'env', allowedHosts: ['env.example.com'] },
        },
        { ...record.questions[0], questionId: 'deploy_key' },
      ],
    };
    expect(validate('QuestionRecordSchema', twoStores)).toBeUndefined();
    server = await startFramesServer();
    connection = connectOpenClaw({ url: server.url, token: 't', WebSocket: WebSocket as never, onWarning: () => {} });
    await waitFor(() => connection?.getState().synced, 10_000, 'the handshake and first sync');
    server.request(twoStores);
    const open = connection;
    const store = await waitFor(() => open.getStore('ask_two_stores'), 10_000, 'the prompt');

    expect(store.setOther('region_env', 'eu-west-1').ok).toBe(true);
    expect(store.setOther('deploy_key', SECRET).ok).toBe(true);
    // Checked against the secret store's hosts, not the env store's that comes first.
    open.setSecretHosts('ask_two_stores', ['staging.example.com', 'env.example.com']);
    expect((await store.submit()).ok).toBe(true);

    const resolve = server.received.find((r) => r.method === 'question.resolve');
    expect(resolve?.params).toMatchObject({ secretStoreAllowedHosts: ['staging.example.com'] });
    expect(server.problems).toEqual([]);
  });
});
