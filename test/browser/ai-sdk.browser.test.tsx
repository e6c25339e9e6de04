// question-dock/ai-sdk with the real packages in Chromium: a real useChat over the real HTTP
// transport to a route that runs streamText with a scripted model (./support/chat-server.ts),
// which writes the ask_user input in delayed deltas and holds the last one until the test lets it go.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from 'ai';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AskUserDock, AskUserSummary, isAskUserPart } from '../../src/ai-sdk/index';
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

function Chat({ id, initial, timing }: { id: string; initial?: UIMessage[]; timing?: StreamTiming }) {
  const [transport] = useState(
    () => new DefaultChatTransport({ api: `/__qd/chat/${id}`, ...(timing ? { fetch: timing.fetch } : {}) }),
  );
  const { messages, sendMessage, addToolOutput, status, stop } = useChat({
    ...(initial ? { messages: initial } : {}),
    transport,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  const [draft, setDraft] = useState('');
  saved.set(id, messages);
  return (
    <main>
      <ol aria-label="Timeline">
        {messages.map((m) => (
          <li key={m.id}>
            {m.parts.map((part, i) =>
              part.type === 'text' ? (
                <p key={i}>{part.text}</p>
              ) : isAskUserPart(part) ? (
                <AskUserSummary key={i} part={part} />
              ) : null,
            )}
          </li>
        ))}
      </ol>
      <AskUserDock
        chat={{ messages, addToolOutput, status }}
        composer={
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void sendMessage({ text: draft });
              setDraft('');
            }}
          >
            <textarea aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />
            <button type="submit">Send</button>
          </form>
        }
      />
      <button type="button" onClick={() => void stop()}>
        Stop
      </button>
    </main>
  );
}

/** The chat's messages by session, as an app would persist them for a reload. */
const saved = new Map<string, UIMessage[]>();

test('the question shows while the model writes it, is answerable once complete, and the model gets the exact result', async () => {
  const id = `ask-${Date.now()}`;
  const timing = watchStreaming('Where should I deploy');
  render(<Chat id={id} timing={timing} />);
  await askToDeploy();

  // Written so far: the question text and the options known to be complete; nothing to pick, type or send.
  await expectStillBeingWritten();
  const measured = await timing.result;
  console.log(
    `[ai-sdk] first streamed delta -> question text on screen: ${measured.toDom.toFixed(1)} ms (in the DOM), ${measured.toFrame.toFixed(1)} ms (next frame)`,
  );

  // The person types in the composer while the question is written: the finished prompt must not take their keys.
  const composer = page.getByRole('textbox', { name: 'Message' });
  const composerElement = composer.element();
  await userEvent.click(composer);
  await userEvent.keyboard('also run the tests');
  await releaseStream(id);

  await expect.element(page.getByRole('button', { name: 'Show question' })).toBeVisible();
  expect(composer.element()).toBe(composerElement); // the same element: never remounted
  expect(document.activeElement).toBe(composerElement);
  expect(composerElement).toHaveValue('also run the tests');

  await userEvent.click(page.getByRole('button', { name: 'Show question' }));
  await userEvent.click(page.getByRole('radio', { name: 'Production' }));
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));

  await expect.element(page.getByText('Deploying as you asked.')).toBeVisible();
  expect(await toolResultsSent(id)).toEqual([
    expect.objectContaining({
      type: 'tool-result',
      toolCallId: `call_${id}`,
      toolName: 'ask_user',
      output: { type: 'json', value: { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } } },
    }),
  ]);
  await expect.element(page.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Deploy: Production');
  expect(composer.element()).toBe(composerElement);
  expect(composerElement).toHaveValue('also run the tests');

  // A reload: the messages come back from storage and the timeline shows the summary again.
  const messages = saved.get(id)!;
  cleanup();
  render(<Chat id={`${id}-reloaded`} initial={messages} />);
  await expect.element(page.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Deploy: Production');
  expect(page.getByRole('region', { name: 'Question from the agent' }).elements()).toHaveLength(0);
});

test('a question the run stops writing says so and can be dismissed, leaving the composer', async () => {
  const id = `stop-${Date.now()}`;
  render(<Chat id={id} />);
  await askToDeploy();
  const dock = page.getByRole('region', { name: 'Question from the agent' });
  await expect.element(dock.getByText('Where should I deploy build 1.4.0?')).toBeVisible();

  await userEvent.click(page.getByRole('button', { name: 'Stop' }));
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent('The agent stopped before it finished this question.');
  expect(dock.elements()).toHaveLength(0);
  await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
  expect(page.getByRole('alert').elements()).toHaveLength(0);
  await expect.element(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await releaseStream(id); // let the server's held stream end
});

test('a call the schema let through with five options goes back to the model as an error, and the chat goes on', async () => {
  const id = `five-${Date.now()}`;
  render(<Chat id={id} />);
  await expectFiveOptionsRefused(id);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect
    .element(timeline.getByRole('alert'))
    .toHaveTextContent(/^This question could not be asked: Invalid ask_user request/);
  expect(page.getByRole('region', { name: 'Question from the agent' }).elements()).toHaveLength(0);
  await expect.element(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
