// A chat page on question-dock/claude-agent-sdk, as an app writes it: the page end on a channel to
// the server, the dock for Claude's questions above the composer, each ended question's summary
// (with Use as message) above. The channel is the test's: the server's messages arrive as
// `window.fromServer(message)`, the page's go out through `window.toServer(message)`, and the page
// says it connected (`window.connected()`), as a socket's open event would. A message the person
// sends from the composer goes to the session through `window.chat(text)`.
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { AnswerSummary, persistDrafts, type AnswerSummaryData } from '../../../src/index';
import { createAskUserQuestionPage, type AskUserQuestionToServer } from '../../../src/claude-agent-sdk/index';
import { AskUserQuestionDock } from '../../../src/claude-agent-sdk-react/index';
import '../../../src/styles/index.css';

declare global {
  interface Window {
    fromServer?: ((message: unknown) => void) | undefined;
    toServer: (message: AskUserQuestionToServer) => Promise<void>;
    connected: () => Promise<void>;
    chat: (text: string) => Promise<void>;
  }
}

function Chat() {
  const [summaries, setSummaries] = useState<AnswerSummaryData[]>([]);
  const [draft, setDraft] = useState('');
  const [page] = useState(() =>
    createAskUserQuestionPage({
      send: (message) => window.toServer(message),
      persist: persistDrafts(),
      onResolve: (summary) => setSummaries((all) => [...all, summary]),
    }),
  );
  useEffect(() => {
    window.fromServer = (message) => page.receive(message);
    void window.connected();
    return () => void (window.fromServer = undefined);
  }, [page]);
  // The open questions end first (the model reads that the person replied in the chat), then the message goes.
  const send = (event: FormEvent): void => {
    event.preventDefault();
    page.repliedInChat();
    void window.chat(draft);
    setDraft('');
  };
  return (
    <main>
      {summaries.map((summary, i) => (
        <AnswerSummary key={i} summary={summary} onUseDraft={setDraft} />
      ))}
      <AskUserQuestionDock
        page={page}
        composer={
          <form onSubmit={send}>
            <textarea aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />
            <button type="submit">Send</button>
          </form>
        }
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);
