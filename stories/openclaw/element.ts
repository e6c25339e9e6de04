// The OpenClaw page again, as a Lit app with the custom element: `<question-dock>` gets the
// connectOpenClaw result as its `gateway` property and shows its queue; the shell's composer starts
// agent runs with chat.send. Gateway URL, token and session come from the query string. Used by the
// Chromium test of the openclaw project.
import { connectOpenClaw, OPENCLAW_SCOPES } from '../../src/gateway/index';
import { defineLitChat } from '../support/lit-chat';

defineLitChat();

const query = new URLSearchParams(location.search);
const sessionKey = query.get('session') ?? 'agent:main:main';
const openclaw = connectOpenClaw({
  url: query.get('url') ?? 'ws://127.0.0.1:18789',
  token: query.get('token') ?? '',
  sessionKey,
  scopes: [...OPENCLAW_SCOPES, 'operator.write'], // chat.send
});

const shell = document.querySelector('lit-chat')!;
shell.gateway = openclaw;
const showStatus = () => {
  const { connection, synced } = openclaw.getState();
  shell.status = connection === 'open' ? (synced ? 'Connected' : 'Syncing…') : 'Connecting…';
};
openclaw.subscribe(showStatus);
showStatus();
shell.onSend = (message) => {
  void openclaw.call('chat.send', {
    sessionKey,
    message,
    idempotencyKey: `lit-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
};
