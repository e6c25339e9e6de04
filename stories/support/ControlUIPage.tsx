// A whole chat page ("Control UI"): timeline, composer with a draft, and the dock that takes over
// the composer while the agent waits for an answer. The agent is anything implementing `Agent`.
import { useEffect, useRef, useState } from 'react';
import { AnswerSummary, QuestionDock, type AnswerSummaryData, type Clock, type Messages } from '../../src/index';
import type { Agent, AskCall, AskOutcome } from './agent';
import { chatText, Composer, Message, type ChatText } from './Chat';

/** One item of the chat timeline: a message, or the summary a prompt left. */
export type Entry =
  | { readonly id: number; readonly kind: 'message'; readonly from: 'agent' | 'user'; readonly text: string }
  | { readonly id: number; readonly kind: 'summary'; readonly summary: AnswerSummaryData };

export type NewEntry = Entry extends infer E ? (E extends Entry ? Omit<E, 'id'> : never) : never;

/** The conversation: messages and answer summaries, scrolled to the newest. */
export function ChatLog({
  entries,
  typing,
  messages,
  text = chatText,
}: {
  entries: readonly Entry[];
  typing: boolean;
  messages?: Messages | undefined;
  text?: ChatText | undefined;
}) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [entries, typing]);
  return (
    // Focusable: a keyboard user can scroll the conversation (axe: scrollable-region-focusable).
    <div ref={log} className="demo-log" role="log" aria-label={text.conversation} tabIndex={0}>
      <ol className="demo-timeline">
        {entries.map((entry) =>
          entry.kind === 'message' ? (
            <Message key={entry.id} from={entry.from} text={text}>
              {entry.text}
            </Message>
          ) : (
            <li key={entry.id}>
              <AnswerSummary summary={entry.summary} messages={messages} />
            </li>
          ),
        )}
      </ol>
      {typing && <p className="demo-typing">{text.agent} is typing…</p>}
    </div>
  );
}

interface OpenAsk extends AskCall {
  readonly settle: (outcome: AskOutcome) => void;
}

export interface ControlUIPageProps {
  /** Creates the agent (once per mount). */
  readonly createAgent: () => Agent;
  /** The composer's draft when the page opens. */
  readonly draft?: string | undefined;
  readonly messages?: Messages | undefined;
  readonly clock?: Clock | undefined;
  readonly text?: ChatText | undefined;
}

export function ControlUIPage({
  createAgent,
  draft: initialDraft = '',
  messages,
  clock,
  text = chatText,
}: ControlUIPageProps) {
  const [agent] = useState(createAgent);
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState(initialDraft);
  const [ask, setAsk] = useState<OpenAsk | null>(null);
  const nextId = useRef(0);
  const add = (entry: NewEntry) => setEntries((list) => [...list, { ...entry, id: nextId.current++ } as Entry]);

  useEffect(
    () =>
      agent.start({
        say: (message) => add({ kind: 'message', from: 'agent', text: message }),
        typing: setTyping,
        ask: (call) => new Promise<AskOutcome>((settle) => setAsk({ ...call, settle })),
      }),
    [agent],
  );

  const composer = (
    <Composer
      value={draft}
      onValueChange={setDraft}
      text={text}
      onSend={(message) => {
        add({ kind: 'message', from: 'user', text: message });
        setDraft('');
        agent.receive(message);
      }}
    />
  );

  return (
    <main className="demo-chat" data-page="">
      <ChatLog entries={entries} typing={typing} messages={messages} text={text} />
      {ask ? (
        // The same dock element for every ask: a new `promptId` is a new prompt, and the composer
        // inside stays mounted between prompts.
        <QuestionDock
          request={ask.request}
          promptId={ask.id}
          {...(ask.expiresAt !== undefined ? { expiresAt: ask.expiresAt } : {})}
          messages={messages}
          clock={clock}
          composer={composer}
          onResolve={(result, resolution, summary) => {
            add({ kind: 'summary', summary });
            ask.settle({ result, resolution, summary });
          }}
        />
      ) : (
        composer
      )}
    </main>
  );
}
