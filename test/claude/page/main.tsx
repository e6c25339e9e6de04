// A chat page on question-dock/claude-agent-sdk, as an app writes it: the page end on a channel to
// the server, the dock showing its queue above the composer, each ended question's summary (with Use
// as message) above. The channel is the test's: the server's messages arrive as
// `window.fromServer(message)`, the page's go out through `window.toServer(message)`, and the page
// says it connected (`window.connected()`), as a socket's open event would.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AnswerSummary, persistDrafts, QuestionDock, usePromptQueue, type AnswerSummaryData } from '../../../src/index';
import { createAskUserQuestionPage, type AskUserQuestionToServer } from '../../../src/claude-agent-sdk/index';
import '../../../src/styles/index.css';

declare global {
  interface Window {
    fromServer?: ((message: unknown) => void) | undefined;
    toServer: (message: AskUserQuestionToServer) => Promise<void>;
    connected: () => Promise<void>;
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
  const { active } = usePromptQueue(page.queue);
  return (
    <main>
      {summaries.map((summary, i) => (
        <AnswerSummary key={i} summary={summary} onUseDraft={setDraft} />
      ))}
      <QuestionDock
        store={active}
        composer={<textarea aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);
