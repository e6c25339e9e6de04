// The soak's gateway: a raw protocol-4 server (the frames the real gateway sends: `connect.challenge`,
// `hello-ok`, `question.list` / `question.get` / `question.resolve`, `question.requested` and
// `question.resolved` events) in its own process, so its memory is not counted in the client's heap.
// Driven by its parent over IPC: `{ ask: id }` asks one question, `{ drop: true }` cuts every
// socket (no close handshake, like a network drop). Resolved questions are forgotten at once (the
// real gateway forgets them after 15 s).
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
const records = new Map();
const clients = new Set();
const QUESTIONS = [
  {
    questionId: 'target',
    header: 'Target',
    question: 'Where should I deploy?',
    options: [{ label: 'Staging' }, { label: 'Production' }],
  },
  {
    questionId: 'checks',
    header: 'Checks',
    question: 'Which checks run first?',
    multiSelect: true,
    options: [{ label: 'Lint' }, { label: 'Unit tests' }, { label: 'E2E' }],
  },
];

const send = (ws, frame) => ws.send(JSON.stringify(frame));
const broadcast = (event, payload) => {
  for (const ws of clients) send(ws, { type: 'event', event, payload });
};

server.on('connection', (ws) => {
  clients.add(ws);
  ws.on('close', () => clients.delete(ws));
  send(ws, { type: 'event', event: 'connect.challenge', payload: { nonce: 'soak', ts: Date.now() } });
  ws.on('message', (data) => {
    const { id, method, params } = JSON.parse(String(data));
    const ok = (payload) => send(ws, { type: 'res', id, ok: true, payload });
    const notFound = () =>
      send(ws, {
        type: 'res',
        id,
        ok: false,
        error: { code: 'INVALID_REQUEST', message: 'not found', details: { reason: 'QUESTION_NOT_FOUND' } },
      });
    if (method === 'connect')
      ok({
        type: 'hello-ok',
        protocol: 4,
        auth: { role: 'operator', scopes: ['operator.read', 'operator.questions'] },
      });
    else if (method === 'question.list') ok({ questions: [...records.values()] });
    else if (method === 'question.get') {
      if (records.has(params.id)) ok({ question: records.get(params.id) });
      else notFound();
    } else if (method === 'question.resolve') {
      if (!records.delete(params.id)) return notFound();
      const status = params.answers ? 'answered' : 'cancelled';
      ok(params.answers ? { status, answers: params.answers } : { status });
      broadcast('question.resolved', { id: params.id, status, ...(params.answers ? { answers: params.answers } : {}) });
    } else
      send(ws, { type: 'res', id, ok: false, error: { code: 'INVALID_REQUEST', message: `unsupported: ${method}` } });
  });
});

server.once('listening', () => process.send({ url: `ws://127.0.0.1:${server.address().port}` }));
process.on('message', (message) => {
  if (message.ask) {
    const now = Date.now();
    const record = {
      id: message.ask,
      questions: QUESTIONS,
      sessionKey: 'agent:main:main',
      runId: 'soak',
      createdAtMs: now,
      expiresAtMs: now + 900_000,
      status: 'pending',
    };
    records.set(record.id, record);
    broadcast('question.requested', record);
  } else if (message.drop) {
    for (const ws of clients) ws.terminate();
  } else if (message.stop) {
    for (const ws of clients) ws.terminate();
    server.close(() => process.exit(0));
  }
});
