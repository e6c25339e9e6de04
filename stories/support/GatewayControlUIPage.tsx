// The Control UI page driven through the real gateway code path, offline: `connectOpenClaw` over an
// in-browser stand-in that speaks OpenClaw's gateway protocol 4 (its frames are checked against the
// real package's schemas by test/openclaw/standin.test.ts), feeding the dock's prompt queue. The
// agent (gateway-agent.ts) asks on the gateway side.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { connectOpenClaw, type OpenClawConnection, type OpenClawConnectionState } from '../../src/gateway/index';
import {
  QuestionDock,
  QueueSwitcher,
  RejectedPromptNotice,
  summarize,
  usePromptQueue,
  type Messages,
} from '../../src/index';
import { createGatewayStandIn, type GatewayStandIn } from '../../test/support/gateway-standin';
import { chatText, Composer, StoryControls, type ChatText } from './Chat';
import { ChatLog, type Entry, type NewEntry } from './ControlUIPage';
import { createGatewayAgent, MAIN_SESSION, type GatewayAgent } from './gateway-agent';

let live: GatewayStandIn | undefined;

/** The stand-in behind the page on screen, so a play function can read the calls it received. */
export const liveStandIn = (): GatewayStandIn | undefined => live;

interface Env {
  readonly standIn: GatewayStandIn;
  readonly gateway: OpenClawConnection;
  readonly agent: GatewayAgent;
  readonly add: (entry: NewEntry) => void;
}

export interface GatewayControlUIPageProps {
  /** The agent's pause (ms) between its steps. */
  readonly pace?: number | undefined;
  /** The composer's draft when the page opens. */
  readonly draft?: string | undefined;
  /** The first reconnect delay (ms) after a drop. */
  readonly reconnectMs?: number | undefined;
  readonly messages?: Messages | undefined;
  readonly text?: ChatText | undefined;
}

export function GatewayControlUIPage({
  pace = 400,
  draft: initialDraft = '',
  reconnectMs = 600,
  messages,
  text = chatText,
}: GatewayControlUIPageProps) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState(initialDraft);
  const [env, setEnv] = useState<Env | null>(null);

  useEffect(() => {
    let nextId = 0;
    const add = (entry: NewEntry) => setEntries((list) => [...list, { ...entry, id: nextId++ } as Entry]);
    setEntries([]);
    const standIn = createGatewayStandIn();
    // The prompts this page showed (the queue only ever holds this session's): only their
    // summaries go into this timeline, as the gateway's `onResolve` reports every session.
    const ours = new Set<string>();
    const gateway = connectOpenClaw({
      url: 'memory://gateway',
      WebSocket: standIn.WebSocket,
      token: 'story-token',
      sessionKey: MAIN_SESSION,
      backoff: { initialMs: reconnectMs, maxMs: reconnectMs * 8 },
      onResolve: (_result, _resolution, promptId) => {
        const state = gateway.getStore(promptId)?.getState();
        if (state && ours.has(promptId)) add({ kind: 'summary', summary: summarize(state) });
      },
    });
    const offQueue = gateway.queue.subscribe(({ items }) => {
      for (const store of items) {
        const { promptId } = store.getState();
        if (promptId !== undefined) ours.add(promptId);
      }
    });
    const agent = createGatewayAgent({ standIn, pace });
    const stop = agent.start({
      say: (message) => add({ kind: 'message', from: 'agent', text: message }),
      typing: setTyping,
    });
    live = standIn;
    setEnv({ standIn, gateway, agent, add });
    return () => {
      stop();
      offQueue();
      gateway.dispose();
      standIn.dispose();
      if (live === standIn) live = undefined;
    };
  }, [pace, reconnectMs]);

  if (!env) return <main className="demo-chat" data-page="" />;

  const composer = (
    <Composer
      value={draft}
      onValueChange={setDraft}
      text={text}
      onSend={(message) => {
        env.add({ kind: 'message', from: 'user', text: message });
        setDraft('');
        env.agent.receive(message);
      }}
    />
  );

  return (
    <main className="demo-chat" data-page="">
      <GatewayControls env={env} />
      <header className="demo-header">
        <span className="demo-title">
          Deploy agent <span className="demo-session">{MAIN_SESSION}</span>
        </span>
        <ConnectionStatus gateway={env.gateway} />
      </header>
      <ChatLog entries={entries} typing={typing} messages={messages} text={text} />
      <QueuedDock gateway={env.gateway} composer={composer} messages={messages} />
    </main>
  );
}

/** The dock shows the queue's active prompt, with a "1 of 2 requests" switcher above it. */
function QueuedDock({
  gateway,
  composer,
  messages,
}: {
  gateway: OpenClawConnection;
  composer: ReactNode;
  messages: Messages | undefined;
}) {
  const { active } = usePromptQueue(gateway.queue);
  const { rejected } = useGatewayState(gateway);
  return (
    // No gap between them: the switcher draws as a tab on the panel's top edge.
    <div>
      {rejected.map((prompt) => (
        <RejectedPromptNotice
          key={prompt.promptId}
          prompt={prompt}
          messages={messages}
          onDismiss={() => gateway.dismissRejected(prompt.promptId)}
        />
      ))}
      <QueueSwitcher queue={gateway.queue} messages={messages} />
      <QuestionDock store={active} composer={composer} messages={messages} />
    </div>
  );
}

const useGatewayState = (gateway: OpenClawConnection): OpenClawConnectionState =>
  useSyncExternalStore(gateway.subscribe, gateway.getState);

/** "Connected" / "Reconnecting…", from `gateway.getState()`. */
function ConnectionStatus({ gateway }: { gateway: OpenClawConnection }) {
  const { connection, attempt } = useGatewayState(gateway);
  const label = connection === 'open' ? 'Connected' : attempt > 0 ? 'Reconnecting…' : 'Connecting…';
  return (
    <p
      role="status"
      aria-label="Gateway connection"
      className="demo-connection"
      data-state={connection === 'open' ? 'open' : 'down'}
    >
      {label}
    </p>
  );
}

/** What happens elsewhere: another client answers, the network drops, the agent run ends. */
function GatewayControls({ env }: { env: Env }) {
  const { standIn, gateway, agent } = env;
  const { connection } = useGatewayState(gateway);
  const { active, items } = usePromptQueue(gateway.queue);
  const answerElsewhere = () => {
    const id = active?.getState().promptId;
    const record = id === undefined ? undefined : standIn.get(id);
    if (!record) return;
    // Another device picks the first option of every question.
    standIn.answer(record.id, Object.fromEntries(record.questions.map((q) => [q.id, [q.options[0]?.label ?? '']])));
  };
  return (
    <StoryControls>
      <ControlButton unavailable={!active} onClick={answerElsewhere}>
        Answer from another device
      </ControlButton>
      <ControlButton unavailable={connection !== 'open'} onClick={() => standIn.dropConnections()}>
        Drop connection
      </ControlButton>
      <ControlButton unavailable={items.length === 0} onClick={() => agent.endRun()}>
        End agent run
      </ControlButton>
    </StoryControls>
  );
}

/**
 * A story control that stays focusable while it does not apply (`aria-disabled`, not `disabled`):
 * pressing "Drop connection" must not drop the keyboard focus to the page as well.
 */
function ControlButton({
  unavailable,
  onClick,
  children,
}: {
  unavailable: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="demo-button"
      aria-disabled={unavailable}
      onClick={unavailable ? undefined : onClick}
    >
      {children}
    </button>
  );
}
