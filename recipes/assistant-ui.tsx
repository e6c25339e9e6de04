/**
 * Example: `ask_user` in an assistant-ui thread, on its AI SDK runtime (the server is
 * ./ai-sdk-route.ts). The tool UI shows the call as it is written, then the dock, then the summary.
 */
import { AssistantRuntimeProvider, ThreadPrimitive } from '@assistant-ui/react';
import { useChatRuntime } from '@assistant-ui/react-ai-sdk';
import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import type { ReactNode } from 'react';
import { AskUserToolUI } from '../src/assistant-ui/index'; // 'question-dock/assistant-ui'
import '../src/styles/index.css'; // 'question-dock/styles.css'

export function App({ thread }: { thread: ReactNode }) {
  const runtime = useChatRuntime({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <AskUserToolUI />
      <ThreadPrimitive.Root>{thread}</ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}
