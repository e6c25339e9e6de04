// question-dock/assistant-ui with the real packages in Chromium: assistant-ui's AI SDK runtime
// (useAISDKRuntime over a real useChat and the real HTTP transport) and the chat route of
// ./support/chat-server.ts, whose model writes the ask_user input in delayed deltas.
import { useChat } from '@ai-sdk/react';
import { AssistantRuntimeProvider, ComposerPrimitive, MessagePrimitive, ThreadPrimitive } from '@assistant-ui/react';
import { useAISDKRuntime } from '@assistant-ui/react-ai-sdk';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from 'ai';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AskUserToolUI } from '../../src/assistant-ui/index';
import { cleanup, render } from './render';
import {
  askToDeploy,
  expectStillBeingWritten,
  expectFiveOptionsRefused,
  releaseStream,
  toolResultsSent,
} from './support/chat-person';
import { watchStreaming, type StreamTiming } from './support/stream-timing';

afterEach(cleanup);

/** The chat's messages by session, as an app would persist them for a reload. */
const saved = new Map<string, UIMessage[]>();

function Message() {
  return (
    <MessagePrimitive.Root>
      <MessagePrimitive.Parts />
    </MessagePrimitive.Root>
  );
}

function App({ id, initial, timing }: { id: string; initial?: UIMessage[]; timing?: StreamTiming }) {
  const [transport] = useState(
    () => new DefaultChatTransport({ api: `/__qd/chat/${id}`, ...(timing ? { fetch: timing.fetch } : {}) }),
  );
  const chat = useChat({
    ...(initial ? { messages: initial } : {}),
    transport,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  saved.set(id, chat.messages);
  const runtime = useAISDKRuntime(chat);
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <AskUserToolUI />
      <ThreadPrimitive.Root>
        <ThreadPrimitive.Messages components={{ UserMessage: Message, AssistantMessage: Message }} />
        <ComposerPrimitive.Root>
          <ComposerPrimitive.Input aria-label="Message" />
          <ComposerPrimitive.Send>Send</ComposerPrimitive.Send>
          <ComposerPrimitive.Cancel>Stop</ComposerPrimitive.Cancel>
        </ComposerPrimitive.Root>
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}

test('the tool UI shows the question while it is written, then answers it through the runtime', async () => {
  const id = `aui-${Date.now()}`;
  const timing = watchStreaming('Where should I deploy');
  render(<App id={id} timing={timing} />);
  await askToDeploy();

  await expectStillBeingWritten();
  const dock = page.getByRole('region', { name: 'Question from the agent' });
  const measured = await timing.result;
  console.log(
    `[assistant-ui] first streamed delta -> question text on screen: ${measured.toDom.toFixed(1)} ms (in the DOM), ${measured.toFrame.toFixed(1)} ms (next frame)`,
  );
  const preview = dock.element().closest('.qd-dock');

  await releaseStream(id);
  await userEvent.click(page.getByRole('radio', { name: 'Production' }));
  // The same dock element from the first delta to the prompt: nothing was remounted.
  expect(page.getByRole('radio', { name: 'Production' }).element().closest('.qd-dock')).toBe(preview);
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));

  await expect.element(page.getByText('Deploying as you asked.')).toBeVisible();
  expect(await toolResultsSent(id)).toEqual([
    expect.objectContaining({
      type: 'tool-result',
      toolCallId: `call_${id}`,
      output: { type: 'json', value: { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } } },
    }),
  ]);
  await expect.element(page.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Deploy: Production');

  // A reload: the messages come back from storage and the call shows its summary.
  const messages = saved.get(id)!;
  cleanup();
  render(<App id={`${id}-reloaded`} initial={messages} />);
  await expect.element(page.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Deploy: Production');
  expect(page.getByRole('region', { name: 'Question from the agent' }).elements()).toHaveLength(0);
});

test('a call the run stops writing says so instead of waiting', async () => {
  const id = `aui-stop-${Date.now()}`;
  render(<App id={id} />);
  await askToDeploy();
  await expect.element(page.getByText('Where should I deploy build 1.4.0?')).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Stop' }));
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent('The agent stopped before it finished this question.');
  expect(page.getByRole('region', { name: 'Question from the agent' }).elements()).toHaveLength(0);
  await releaseStream(id);
});

test('a call the schema let through with five options goes back to the model as an error, and the chat goes on', async () => {
  const id = `five-aui-${Date.now()}`;
  render(<App id={id} />);
  await expectFiveOptionsRefused(id);
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent(/^This question could not be asked: Invalid ask_user request/);
  expect(page.getByRole('region', { name: 'Question from the agent' }).elements()).toHaveLength(0);
  await expect.element(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
