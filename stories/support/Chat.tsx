// The host page around the dock in the stories: a small chat timeline and a composer. Only the
// dock and the summaries come from the library; everything else is what an app would bring.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  AnswerSummary,
  QuestionDock,
  QuestionStoreProvider,
  type AnswerSummaryData,
  type Messages,
  type QuestionDockProps,
  type QuestionStore,
} from '../../src/index';
import type { QuestionDockRequestProps } from '../../src/components/dock/QuestionDock';
import './chat.css';

/** The host page's own strings (the library's strings come from `messages`). */
export interface ChatText {
  readonly message: string;
  readonly send: string;
  readonly agent: string;
  readonly you: string;
  readonly conversation: string;
  readonly placeholder: string;
}

export const chatText: ChatText = {
  message: 'Message',
  send: 'Send',
  agent: 'Agent',
  you: 'You',
  conversation: 'Conversation',
  placeholder: 'Write a message…',
};

export const chatTextTh: ChatText = {
  message: 'ข้อความ',
  send: 'ส่ง',
  agent: 'เอเจนต์',
  you: 'คุณ',
  conversation: 'บทสนทนา',
  placeholder: 'เขียนข้อความ…',
};

/** A chat composer: a textarea (named "Message") and a Send button. Uncontrolled unless `value` is given. */
export function Composer({
  defaultValue,
  value,
  onValueChange,
  onSend,
  text = chatText,
}: {
  defaultValue?: string | undefined;
  value?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  onSend?: ((text: string) => void) | undefined;
  text?: ChatText | undefined;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('message') as HTMLTextAreaElement;
    if (!field.value.trim()) return;
    onSend?.(field.value);
    if (value === undefined) field.value = '';
  };
  return (
    <form className="demo-composer" onSubmit={submit}>
      <textarea
        name="message"
        aria-label={text.message}
        placeholder={text.placeholder}
        rows={1}
        {...(value === undefined ? { defaultValue } : { value, onChange: (e) => onValueChange?.(e.target.value) })}
      />
      <button type="submit">{text.send}</button>
    </form>
  );
}

/** One chat bubble. */
export function Message({
  from,
  children,
  text = chatText,
}: {
  from: 'agent' | 'user';
  children: ReactNode;
  text?: ChatText;
}) {
  return (
    <li className="demo-message" data-from={from}>
      <span className="demo-author">{from === 'agent' ? text.agent : text.you}</span>
      <p>{children}</p>
    </li>
  );
}

/** The host page around the dock in {@link ChatFrame}. */
export interface ChatPageProps {
  /** The agent's message before it asked. */
  readonly intro?: string | undefined;
  /** The composer's draft when the story opens. */
  readonly draft?: string | undefined;
  /** Story-only buttons (jump the clock, end the run), shown above the chat. */
  readonly controls?: ReactNode;
  /** Summaries already in the timeline. */
  readonly summaries?: readonly AnswerSummaryData[] | undefined;
  readonly text?: ChatText | undefined;
}

/** Props of {@link ChatFrame}: the dock's props plus the host page around it. */
export type ChatFrameProps = QuestionDockProps & ChatPageProps;

/** The args of a dock story: a raw request (the dock owns the store) and the page around it. */
export type ChatRequestArgs = QuestionDockRequestProps & ChatPageProps;

/** A request story's args without the request-only props, for a demo that gives the dock its own store. */
export function storeArgs(
  args: ChatRequestArgs,
): Omit<ChatRequestArgs, 'store' | 'request' | 'promptId' | 'send' | 'clock' | 'expiresAt' | 'persist' | 'streaming'> {
  const {
    store: _store,
    request: _request,
    promptId: _promptId,
    send: _send,
    clock: _clock,
    expiresAt: _expiresAt,
    persist: _persist,
    streaming: _streaming,
    ...rest
  } = args;
  return rest;
}

/**
 * A chat with the dock above its composer; `onResolve` also drops the summary into the timeline,
 * as an app would.
 */
export function ChatFrame({
  intro,
  draft,
  controls,
  summaries = [],
  text = chatText,
  onResolve,
  messages,
  ...dock
}: ChatFrameProps) {
  const [timeline, setTimeline] = useState<readonly AnswerSummaryData[]>(summaries);
  return (
    <div className="demo-chat">
      {controls && <StoryControls>{controls}</StoryControls>}
      <ol className="demo-timeline" aria-label={text.conversation}>
        {intro && (
          <Message from="agent" text={text}>
            {intro}
          </Message>
        )}
        {timeline.map((summary, i) => (
          <li key={i}>
            <AnswerSummary summary={summary} messages={messages} />
          </li>
        ))}
      </ol>
      <QuestionDock
        {...dock}
        messages={messages}
        composer={<Composer defaultValue={draft} text={text} />}
        onResolve={(result, resolution, summary) => {
          setTimeline((t) => [...t, summary]);
          onResolve?.(result, resolution, summary);
        }}
      />
    </div>
  );
}

/** Story-only controls, visibly apart from the page. */
export function StoryControls({ children }: { children: ReactNode }) {
  return (
    <div className="demo-controls" role="toolbar" aria-label="Story controls">
      <span>Story controls:</span>
      {children}
    </div>
  );
}

/** A single library part with its store in context, inside the `.qd-dock` that carries the theme variables. */
export function PartFrame({
  store,
  messages,
  children,
  width = '36rem',
}: {
  store: QuestionStore;
  messages?: Messages | undefined;
  children: ReactNode;
  width?: string;
}) {
  return (
    <QuestionStoreProvider store={store} messages={messages}>
      <div className="qd-dock demo-part" style={{ maxWidth: width }}>
        {children}
      </div>
    </QuestionStoreProvider>
  );
}
