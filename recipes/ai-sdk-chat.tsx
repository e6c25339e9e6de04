/**
 * Example: the browser half with `useChat`. The dock shows the oldest pending `ask_user` call above
 * the composer (read-only while the model writes it), sends the answer with `addToolOutput`, and the
 * chat continues on its own; the timeline keeps a summary of every call, after a reload too.
 */
import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import { useState } from 'react';
import { AskUserDock, AskUserSummary, isAskUserPart } from '../src/ai-sdk/index'; // 'question-dock/ai-sdk'
import '../src/styles/index.css'; // 'question-dock/styles.css'

export function Chat() {
  const chat = useChat({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  const { messages, sendMessage } = chat;
  const [draft, setDraft] = useState('');
  return (
    <main>
      {messages.map((message) => (
        <article key={message.id}>
          {message.parts.map((part, i) =>
            part.type === 'text' ? (
              <p key={i}>{part.text}</p>
            ) : isAskUserPart(part) ? (
              <AskUserSummary key={i} part={part} />
            ) : null,
          )}
        </article>
      ))}
      <AskUserDock
        chat={chat}
        composer={
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void sendMessage({ text: draft });
              setDraft('');
            }}
          >
            <textarea aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </form>
        }
      />
    </main>
  );
}
