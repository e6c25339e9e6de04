import type { ConnectOpenClawOptions, OpenClawConnection } from './connection-types';
import { createBinding } from './binding';
import { createHandshake, defaultClient, OPENCLAW_SCOPES } from './connection/handshake';
import { createWakeUp } from './connection/wake-up';
import { createSocket } from './connection/socket';

export type { ConnectOpenClawOptions, OpenClawConnection, OpenClawConnectionState } from './connection-types';

/**
 * Connects the dock to a real OpenClaw gateway (protocol 4): waits for `connect.challenge`, sends
 * `connect` as an operator with `operator.questions`, turns `question.requested` records into
 * prompt stores, and answers with `question.resolve` (a `resolutionId` on every answer, so a retry
 * after a dropped connection cannot resolve twice). On every reconnect it reconciles with
 * `question.list` / `question.get`; answers given while offline go out after the reconnect.
 * Deadlines use the gateway's `expiresAtMs` and the gateway's clock (from the challenge), so a
 * device clock that is off does not end prompts early or late. Reconnects back off with jitter,
 * and happen at once when the browser goes `online` or the page becomes visible.
 *
 * With a `sessionKey`, it also reads the chat's past `ask_user` prompts from its transcript
 * (`chat.history`, once per connection, beside the sync) into `getState().history`.
 *
 * A `cancelled` event does not say who ended the question: a skip on another device and the run
 * ending both show as "Cancelled" (protocol 4 carries no resolver).
 *
 * @example
 * ```tsx
 * import { QuestionDock, usePromptQueue } from 'question-dock';
 * import { connectOpenClaw } from 'question-dock/gateway';
 * import 'question-dock/styles.css';
 *
 * declare const token: string; // yours to replace: the gateway's token
 *
 * const openclaw = connectOpenClaw({ url: 'ws://127.0.0.1:18789', token, sessionKey: 'main' });
 *
 * export function Dock() {
 *   const { active } = usePromptQueue(openclaw.queue);
 *   return <QuestionDock store={active} composer={<textarea aria-label="Message" />} />;
 * }
 * ```
 */
export function connectOpenClaw(options: ConnectOpenClawOptions): OpenClawConnection {
  return createBinding(options, ({ events, clock, warn, report }) => {
    const handshake = createHandshake({
      client: defaultClient(options.client),
      scopes: options.scopes ?? OPENCLAW_SCOPES,
      token: options.token,
      password: options.password,
      clock,
      warn,
    });
    const socket = createSocket({
      url: options.url,
      WebSocket: options.WebSocket,
      clock,
      backoff: options.backoff ?? { jitter: 0.5 },
      handshake: (request) => handshake.run(request),
      onEvent: events.onEvent,
      onChange: (c) => {
        // A closed socket's challenge ends with it.
        if (c.connection === 'closed') handshake.reset();
        events.onChange(c);
      },
      onOpen: events.onOpen,
      onError: report,
    });
    const wakeUp = createWakeUp(() => socket.getState().connection !== 'open' && socket.connect());
    return {
      request: socket.request,
      nextOpen: socket.nextOpen,
      connect: socket.connect,
      dispose() {
        wakeUp.dispose();
        socket.dispose();
      },
      offset: handshake.offset,
      take: handshake.take,
    };
  });
}

export { sessionTag } from './binding';
