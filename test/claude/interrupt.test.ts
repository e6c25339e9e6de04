import { type MessagesApi, startMessagesApi } from './support/messages-api';
import { color } from './support/questions';
import { expectInterruptedThen } from './support/scenario';
import { type CanUseTool, type Session, startSession } from './support/session';

// A turn stopped at the question, by the app's interrupt or by its own deny with `interrupt`: the
// turn ends with no request to the model, and what the model reads comes with the person's next message.

let api: MessagesApi;
let session: Session | undefined;
let toolUseId: string;

async function ask(canUseTool: CanUseTool): Promise<Session> {
  api = await startMessagesApi();
  [toolUseId = ''] = api.script({ askUserQuestion: { questions: [color] } }, { text: 'Understood.' });
  session = await startSession({ api, canUseTool });
  return session;
}

afterEach(async () => {
  await session?.close();
  session = undefined;
  await api.close();
});

/** The stopped turn, then the person's next message: the request it makes, as the model reads it. */
async function expectStoppedThenFollowUp(stopped: Session): Promise<void> {
  expect(await stopped.nextResult()).toMatchObject({
    subtype: 'error_during_execution',
    is_error: true,
    stop_reason: 'tool_use',
  });
  await api.nextRequest();
  expect(api.requests.items).toHaveLength(1);
  stopped.send('Go on without it.');
  const next = await api.nextRequest();
  expectInterruptedThen(next, toolUseId, 'Go on without it.');
  expect(await stopped.nextResult()).toMatchObject({ subtype: 'success', result: 'Understood.' });
}

it('an interrupt while canUseTool waits aborts its signal; the model reads that the person stopped it', async () => {
  let asked!: (signal: AbortSignal) => void;
  const asking = new Promise<AbortSignal>((resolve) => (asked = resolve));
  let aborted!: (reason: unknown) => void;
  const abort = new Promise<unknown>((resolve) => (aborted = resolve));
  const stopped = await ask(
    (_tool, _input, { signal }) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          aborted(signal.reason);
          resolve({ behavior: 'deny', message: 'Not read: the turn is over.' });
        });
        asked(signal);
      }),
  );
  const signal = await asking;
  expect(signal.aborted).toBe(false);
  const started = performance.now();
  await stopped.interrupt();
  expect(await abort).toMatchObject({ name: 'AbortError' });
  console.log(`[claude] the signal aborted ${Math.round(performance.now() - started)} ms after interrupt()`);
  await expectStoppedThenFollowUp(stopped);
});

it('a deny with interrupt ends the turn the same way: its message is not what the model reads', async () => {
  const stopped = await ask(async () => ({ behavior: 'deny', message: 'The person closed it.', interrupt: true }));
  await expectStoppedThenFollowUp(stopped);
});
