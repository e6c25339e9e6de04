// The Control UI page connected to a real OpenClaw gateway with `connectOpenClaw`: the composer
// starts agent runs (`chat.send`), the dock shows the gateway's questions, the timeline keeps the
// answer summaries. Used by `npm run demo:openclaw` and the Chromium test of the openclaw project.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectOpenClaw, OPENCLAW_SCOPES, type OpenClawConnection } from '../../src/gateway/index';
import type { ReactNode } from 'react';
import { QuestionDock, QueueSwitcher, summarize, usePromptQueue } from '../../src/index';
import { Composer } from './Chat';
import { ChatLog, type Entry, type NewEntry } from './ControlUIPage';

export interface OpenClawPageProps {
  readonly url: string;
  readonly token: string;
  /** The chat session, e.g. `agent:main:main`. */
  readonly sessionKey: string;
}

export function OpenClawPage({ url, token, sessionKey }: OpenClawPageProps) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [connection, setConnection] = useState<OpenClawConnection | null>(null);

  useEffect(() => {
    let nextId = 0;
    const add = (entry: NewEntry) => setEntries((list) => [...list, { ...entry, id: nextId++ } as Entry]);
    const openclaw = connectOpenClaw({
      url,
      token,
      sessionKey,
      // operator.write: the composer starts runs with chat.send.
      scopes: [...OPENCLAW_SCOPES, 'operator.write'],
      onResolve: (_result, _resolution, promptId) => {
        const store = openclaw.getStore(promptId);
        if (store) add({ kind: 'summary', summary: summarize(store.getState()) });
      },
    });
    setConnection(openclaw);
    return () => openclaw.dispose();
  }, [url, token, sessionKey]);

  if (!connection) return <main className="demo-chat" data-page="" />;
  const composer = (
    <Composer
      onSend={(message) => {
        setEntries((list) => [...list, { kind: 'message', from: 'user', text: message, id: 1_000_000 + list.length }]);
        void connection.call('chat.send', {
          sessionKey,
          message,
          idempotencyKey: `page-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        });
      }}
    />
  );
  return (
    <main className="demo-chat" data-page="">
      <header className="demo-header">
        <span className="demo-title">
          OpenClaw gateway <span className="demo-session">{sessionKey}</span>
        </span>
        <ConnectionStatus connection={connection} />
      </header>
      <ChatLog entries={entries} typing={false} />
      <QueuedDock connection={connection} composer={composer} />
    </main>
  );
}

/**
 * The queue's active prompt in the dock, with a "1 of 2 requests" switcher above it; the hosts the
 * person keeps for a secret go back to the gateway.
 */
function QueuedDock({ connection, composer }: { connection: OpenClawConnection; composer: ReactNode }) {
  const { active } = usePromptQueue(connection.queue);
  return (
    <>
      <QueueSwitcher queue={connection.queue} />
      <QuestionDock
        store={active}
        composer={composer}
        onSecretHostsChange={(id, hosts) => connection.setSecretHosts(id, hosts)}
      />
    </>
  );
}

function ConnectionStatus({ connection }: { connection: OpenClawConnection }) {
  const { connection: status, synced } = useSyncExternalStore(connection.subscribe, connection.getState);
  return (
    <span className="demo-status" role="status" data-state={status}>
      {status === 'open'
        ? synced
          ? 'Connected'
          : 'Syncing…'
        : status === 'connecting'
          ? 'Connecting…'
          : 'Reconnecting…'}
    </span>
  );
}
