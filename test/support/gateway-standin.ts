import { type AnswerMap, type Clock } from '../../src/core/index';
import { realClock } from '../../src/core/plumbing/clock';

/**
 * A small in-process stand-in for the OpenClaw gateway's question methods (protocol 4, openclaw
 * 2026.9.6), for tests and stories (test support, not part of the package): the challenge and
 * `connect` handshake, `questionId` records, `{ answers: { answers } }` envelopes, errors with
 * `details.reason`. What `connectOpenClaw` expects; test/openclaw/standin.test.ts checks every frame
 * it sends and receives against the installed package's schemas.
 * Transport-free: it reads and writes frame objects (`{ type: 'req' | 'res' | 'event', ... }`).
 * Put it behind a real WebSocket server (see test/support/gateway-server.ts) or use its in-memory
 * {@link GatewayStandIn.WebSocket} class in a browser.
 * Not a gateway: no auth check, no agent; only what the question protocol needs. The real gateway
 * is what test/openclaw/openclaw.test.ts runs.
 */

/** One question as an agent asks it (`ask_user`); the wire calls its `id` `questionId`. */
export interface StandInQuestion {
  readonly id: string;
  readonly header: string;
  readonly question: string;
  readonly options: readonly { readonly label: string; readonly description?: string }[];
  readonly multiSelect?: boolean;
  /**
   * Whether the person's own answer is taken, as the record's `isOther` says: the model's `ask_user`
   * always sets it; an operator's `question.request` may not, and then only the options answer.
   * @default true
   */
  readonly isOther?: boolean;
}

export type StandInStatus = 'pending' | 'answered' | 'cancelled' | 'expired';

/**
 * A record as the stand-in keeps it. Like protocol 4, it never records who resolved a question:
 * `question.resolved` has no such field.
 */
export interface StandInRecord {
  readonly id: string;
  readonly questions: readonly StandInQuestion[];
  readonly sessionKey: string;
  readonly runId: string;
  readonly timeoutSeconds: number;
  /** Gateway clock (the stand-in's `clock`), ms epoch. */
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
  readonly status: StandInStatus;
  /** Set when `status` is `answered`. */
  readonly answers?: AnswerMap;
}

/** What {@link GatewayStandIn.ask} takes: a request as an agent would send it, plus its session. */
export interface StandInAskInput {
  readonly questions: readonly StandInQuestion[];
  readonly sessionKey: string;
  readonly runId?: string;
  readonly timeoutSeconds?: number;
  /** Default `q1`, `q2`, ... */
  readonly id?: string;
  /** The `ask_user` call's id in the transcript; default `call_<id>`. */
  readonly toolCallId?: string;
}

/** One request the stand-in received, for assertions. */
export interface StandInCall {
  readonly connection: string;
  /** The request frame's `id`, e.g. to answer a held or swallowed request by hand. */
  readonly requestId: string;
  readonly method: string;
  readonly params: unknown;
}

/** The server side of one client connection. */
export interface StandInConnection {
  readonly id: string;
  /** Feed a frame the client sent (parsed, or the raw text when it was not JSON). */
  receive(frame: unknown): void;
  /** The client went away. */
  close(): void;
}

/** An error response's body. */
export interface StandInError {
  readonly code: string;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Options of {@link createGatewayStandIn}. */
export interface StandInOptions {
  /** The gateway's clock, for records, deadlines, expiry timers and the challenge's `ts`; default real time. */
  readonly clock?: Clock;
  /** Sees every frame, received (`in`) and sent (`out`), e.g. to validate them. */
  readonly tap?: (direction: 'in' | 'out', frame: unknown, connection: string) => void;
}

export interface GatewayStandIn {
  /** Attaches a client. `send` delivers frames to it; `drop` is called when the server drops it. */
  connect(send: (frame: unknown) => void, drop?: () => void): StandInConnection;
  /** The agent asks: stores a pending record and broadcasts `question.requested`. */
  ask(input: StandInAskInput): StandInRecord;
  /** A person on another channel answers; broadcasts `question.resolved`. False unless pending. */
  answer(id: string, answers: AnswerMap): boolean;
  /** The run ended: cancels its pending questions. Returns how many. */
  endRun(runId: string): number;
  /** Expires a pending question now, before its deadline. */
  expire(id: string): boolean;
  /** Forgets a question entirely (as after a gateway restart): `question.get` says `QUESTION_NOT_FOUND`. */
  forget(id: string): boolean;
  /** The current record of a question. */
  get(id: string): StandInRecord | undefined;
  /**
   * A session's transcript, what `chat.history` returns for it: each `ask_user` call (an assistant
   * `toolCall` block) and its result (a `toolResult` message with OpenClaw's text), appended as
   * questions are asked and end. The live array: push or replace entries to play another transcript.
   */
  transcript(sessionKey: string): unknown[];
  /**
   * Server side: called with the final record whenever a question ends (answered, cancelled,
   * expired), as an agent inside the gateway would learn it. Returns the unsubscribe function.
   */
  onResolved(listener: (record: StandInRecord) => void): () => void;
  /** Every request received, in order. */
  readonly calls: readonly StandInCall[];
  /** The next request of `method` fails with `error` (once). */
  failNext(method: string, error: StandInError): void;
  /**
   * The next request of `method` gets no response (once). By default it is lost on the way in;
   * with `{ process: true }` it takes effect (and its events go out) and only the response is lost.
   */
  swallowNext(method: string, options?: { readonly process?: boolean }): void;
  /**
   * Holds the next request of `method` (once): nothing happens until the returned function runs,
   * which handles it as the gateway would at that moment and sends the response (if the client is
   * still there). A slow gateway, or one whose answer loses a race.
   */
  holdNext(method: string): () => void;
  /**
   * Drops the connection that sends the next `method` request (once). The request still takes
   * effect, but neither its response nor the events it causes reach that client: a connection
   * lost mid-request.
   */
  dropDuring(method: string): void;
  /** Drops every client connection (calls their `drop`). */
  dropConnections(): void;
  /** Number of attached clients. */
  connectionCount(): number;
  /** An in-memory WebSocket class connected to this stand-in, for `connectOpenClaw({ WebSocket })`. */
  readonly WebSocket: new (url: string, protocols?: string | string[]) => MemorySocket;
  /** Clears every timer and connection. */
  dispose(): void;
}

/** The in-memory socket behind {@link GatewayStandIn.WebSocket}. */
export interface MemorySocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: object) => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: object) => void) | null;
}

/** Protocol 4 names (literal: the stand-in must not lean on the binding's own constants). */
const RESOLVE = 'question.resolve';
const LIST = 'question.list';
const GET = 'question.get';
const REQUESTED = 'question.requested';
const RESOLVED = 'question.resolved';
const HISTORY = 'chat.history';

/**
 * The text OpenClaw's `ask_user` tool returns (openclaw 2026.9.6, `ask-user-tool`): a "Header:
 * answer, answer" line per question, a blank line and the pretty-printed result; or a sentence and
 * the pretty-printed `no_answer`.
 */
function resultText(record: StandInRecord): string {
  if (record.status === 'answered') {
    const payload = { status: 'answered', answers: { answers: record.answers ?? {} } };
    const lines = record.questions.map((q) => {
      const values = record.answers?.[q.id] ?? [];
      return `${q.header}: ${values.length > 0 ? values.join(', ') : '(no answer)'}`;
    });
    return `${lines.join('\n')}\n\n${JSON.stringify(payload, null, 2)}`;
  }
  const lead =
    record.status === 'cancelled'
      ? 'The question was cancelled; proceed with best judgment.'
      : 'No answer arrived; proceed with best judgment.';
  return `${lead}\n\n${JSON.stringify({ status: 'no_answer' }, null, 2)}`;
}

const reqFrame = (frame: unknown): { id: string; method: string; params: unknown } | undefined => {
  const f = frame as { type?: unknown; id?: unknown; method?: unknown; params?: unknown } | null;
  if (
    typeof f !== 'object' ||
    f === null ||
    f.type !== 'req' ||
    typeof f.id !== 'string' ||
    typeof f.method !== 'string'
  )
    return undefined;
  return { id: f.id, method: f.method, params: f.params };
};

/** The answers of a `{ answers: { [questionId]: string[] } }` envelope, or undefined. */
function readAnswers(envelope: unknown): AnswerMap | undefined {
  const inner = (envelope as { answers?: unknown } | null)?.answers;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return undefined;
  const entries = Object.entries(inner);
  return entries.every(([, v]) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
    ? (inner as AnswerMap)
    : undefined;
}

/**
 * Creates a gateway stand-in.
 * @example
 * const standIn = createGatewayStandIn();
 * const openclaw = connectOpenClaw({ url: 'memory://gateway', WebSocket: standIn.WebSocket, sessionKey: 'main' });
 * standIn.ask({ sessionKey: 'agent:main:main', questions: [...] });
 */
export function createGatewayStandIn(options: StandInOptions = {}): GatewayStandIn {
  const clock = options.clock ?? realClock;
  const records = new Map<string, StandInRecord>();
  /** The resolution id each answered question was resolved with (a retry with it succeeds again). */
  const resolutionIds = new Map<string, string>();
  const timers = new Map<string, unknown>();
  /** `ready`: its `connect` was handled; events go to ready clients only. */
  const connections = new Map<
    string,
    { send: (frame: unknown) => void; drop: (() => void) | undefined; ready: boolean }
  >();
  const calls: StandInCall[] = [];
  /** Transcripts by session key; the tool call id of each question. */
  const transcripts = new Map<string, unknown[]>();
  const toolCalls = new Map<string, string>();
  const transcriptOf = (sessionKey: string): unknown[] => {
    let messages = transcripts.get(sessionKey);
    if (!messages) transcripts.set(sessionKey, (messages = []));
    return messages;
  };
  const resolvedListeners = new Set<(record: StandInRecord) => void>();
  const failures = new Map<string, StandInError[]>();
  const swallowed = new Map<string, { process: boolean }[]>();
  const held = new Map<string, ((handleNow: () => void) => void)[]>();
  const dropping = new Map<string, number>();
  let seq = 0;
  let connSeq = 0;
  let disposed = false;

  const broadcast = (event: string, payload: unknown): void => {
    for (const c of [...connections.values()]) if (c.ready) c.send({ type: 'event', event, payload });
  };

  /** A record as protocol 4 shows it: `questionId`, `isOther`, answers in their envelope. */
  const wireRecord = (record: StandInRecord): unknown => ({
    id: record.id,
    questions: record.questions.map((q) => ({
      questionId: q.id,
      header: q.header,
      question: q.question,
      options: q.options.map((o) => ({
        label: o.label,
        ...(o.description !== undefined ? { description: o.description } : {}),
      })),
      ...(q.multiSelect !== undefined ? { multiSelect: q.multiSelect } : {}),
      isOther: q.isOther ?? true,
    })),
    sessionKey: record.sessionKey,
    runId: record.runId,
    createdAtMs: record.createdAtMs,
    expiresAtMs: record.expiresAtMs,
    status: record.status,
    ...(record.answers ? { answers: { answers: record.answers } } : {}),
  });

  const clearTimer = (id: string): void => {
    const t = timers.get(id);
    if (t !== undefined) clock.clearTimeout(t);
    timers.delete(id);
  };

  const finish = (id: string, status: Exclude<StandInStatus, 'pending'>, answers?: AnswerMap): boolean => {
    const record = records.get(id);
    if (!record || record.status !== 'pending') return false;
    clearTimer(id);
    const next: StandInRecord = { ...record, status, ...(answers ? { answers } : {}) };
    records.set(id, next);
    transcriptOf(next.sessionKey).push({
      role: 'toolResult',
      toolCallId: toolCalls.get(id) ?? `call_${id}`,
      toolName: 'ask_user',
      content: [{ type: 'text', text: resultText(next) }],
      isError: false,
      timestamp: clock.now(),
    });
    // Protocol 4 names no resolver here: a skip elsewhere and the run ending look alike.
    broadcast(RESOLVED, { id, status, ...(answers ? { answers: { answers } } : {}) });
    for (const listener of [...resolvedListeners]) listener(next);
    return true;
  };

  /** Expires a record whose deadline passed (the timer may not have fired yet). */
  const expireIfDue = (record: StandInRecord): boolean => {
    if (record.status !== 'pending' || clock.now() < record.expiresAtMs) return false;
    finish(record.id, 'expired');
    return true;
  };

  const validAnswers = (record: StandInRecord, answers: AnswerMap): boolean => {
    const ids = record.questions.map((q) => q.id);
    const keys = Object.keys(answers);
    // Like the gateway: a question with options and no `isOther` takes only its option labels.
    const known = (q: StandInQuestion): boolean =>
      q.options.length === 0 ||
      q.isOther !== false ||
      (answers[q.id] ?? []).every((value) => q.options.some((o) => o.label === value));
    return (
      keys.length === ids.length && ids.every((id) => (answers[id]?.length ?? 0) > 0) && record.questions.every(known)
    );
  };

  type Handled = { ok: true; payload: unknown } | { ok: false; error: StandInError };

  /** Protocol 4's question errors: `INVALID_REQUEST` with the reason in `details`. */
  const questionError = (reason: string, message: string): Handled => ({
    ok: false,
    error: { code: 'INVALID_REQUEST', message, details: { reason } },
  });

  const resolveResult = (record: StandInRecord): unknown =>
    record.status === 'answered'
      ? { status: 'answered', answers: { answers: record.answers ?? {} } }
      : { status: 'cancelled' };

  const handle = (connection: string, method: string, params: unknown): Handled => {
    const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
    switch (method) {
      case 'connect':
        return {
          ok: true,
          payload: {
            type: 'hello-ok',
            protocol: 4,
            server: { version: '2026.9.6', connId: connection },
            features: { methods: [LIST, GET, RESOLVE, HISTORY], events: [REQUESTED, RESOLVED] },
            snapshot: { presence: [], health: {}, stateVersion: { presence: 0, health: 0 }, uptimeMs: 1 },
            auth: { role: 'operator', scopes: ['operator.read', 'operator.questions'] },
            policy: { maxPayload: 1048576, maxBufferedBytes: 1048576, tickIntervalMs: 30000 },
          },
        };
      case LIST: {
        // Like the gateway: no filter, extra keys refused; the client filters by session.
        if (Object.keys(p).length > 0)
          return { ok: false, error: { code: 'INVALID_REQUEST', message: 'unexpected property' } };
        for (const r of records.values()) expireIfDue(r);
        const pending = [...records.values()].filter((r) => r.status === 'pending');
        return { ok: true, payload: { questions: pending.map(wireRecord) } };
      }
      case GET: {
        const record = records.get(String(p['id']));
        if (!record) return questionError('QUESTION_NOT_FOUND', `unknown question id ${String(p['id'])}`);
        expireIfDue(record);
        return { ok: true, payload: { question: wireRecord(records.get(record.id) ?? record) } };
      }
      case RESOLVE: {
        const record = records.get(String(p['id']));
        if (!record) return questionError('QUESTION_NOT_FOUND', `unknown question id ${String(p['id'])}`);
        expireIfDue(record);
        const current = records.get(record.id) ?? record;
        const resolutionId = typeof p['resolutionId'] === 'string' ? p['resolutionId'] : undefined;
        if (current.status !== 'pending') {
          // The same resolution again (a retry after a drop) succeeds with what it did the first time.
          if (resolutionId !== undefined && resolutionIds.get(current.id) === resolutionId)
            return { ok: true, payload: resolveResult(current) };
          return questionError('QUESTION_ALREADY_TERMINAL', `question ${current.id} is ${current.status}`);
        }
        if (p['cancel'] === true) {
          finish(current.id, 'cancelled');
          return { ok: true, payload: { status: 'cancelled' } };
        }
        const answers = readAnswers(p['answers']);
        if (!answers || !validAnswers(current, answers))
          return { ok: false, error: { code: 'INVALID_REQUEST', message: 'answers must answer every question' } };
        if (resolutionId !== undefined) resolutionIds.set(current.id, resolutionId);
        finish(current.id, 'answered', answers);
        return { ok: true, payload: resolveResult(records.get(current.id) ?? current) };
      }
      case HISTORY: {
        const key = p['sessionKey'];
        if (typeof key !== 'string' || key === '')
          return { ok: false, error: { code: 'INVALID_REQUEST', message: 'sessionKey is required' } };
        const limit = typeof p['limit'] === 'number' ? p['limit'] : 200;
        // Like the gateway, a short key (`main`) names the agent's session (`agent:main:main`).
        const found = [...transcripts.keys()].find((k) => k === key || k.endsWith(`:${key}`));
        const messages = found === undefined ? [] : (transcripts.get(found) ?? []);
        return { ok: true, payload: { sessionKey: key, messages: messages.slice(-limit) } };
      }
      default:
        return { ok: false, error: { code: 'INVALID_REQUEST', message: `unknown method: ${method}` } };
    }
  };

  const standIn: GatewayStandIn = {
    connect(rawSend, drop) {
      connSeq += 1;
      const id = `client-${connSeq}`;
      const send = (frame: unknown): void => {
        options.tap?.('out', frame, id);
        rawSend(frame);
      };
      const entry = { send, drop, ready: false };
      connections.set(id, entry);
      send({ type: 'event', event: 'connect.challenge', payload: { nonce: `nonce-${id}`, ts: clock.now() } });

      /** Handles a request now and answers it, unless the client is gone by then. */
      const respond = (req: { id: string; method: string; params: unknown }): void => {
        const failure = failures.get(req.method)?.shift();
        const result = failure ? { ok: false as const, error: failure } : handle(id, req.method, req.params);
        if (req.method === 'connect' && result.ok) entry.ready = true;
        if (!connections.has(id)) return;
        send(
          result.ok
            ? { type: 'res', id: req.id, ok: true, payload: result.payload }
            : { type: 'res', id: req.id, ok: false, error: result.error },
        );
      };

      return {
        id,
        receive(frame) {
          options.tap?.('in', frame, id);
          const req = reqFrame(frame);
          if (!req || disposed || !connections.has(id)) return;
          calls.push({ connection: id, requestId: req.id, method: req.method, params: req.params });
          // Protocol 4: the first request must be `connect`; anything else closes the socket.
          if (!entry.ready && req.method !== 'connect') {
            connections.delete(id);
            drop?.();
            return;
          }
          const drops = dropping.get(req.method) ?? 0;
          if (drops > 0) {
            dropping.set(req.method, drops - 1);
            connections.delete(id);
            drop?.();
            handle(id, req.method, req.params);
            return;
          }
          const swallow = swallowed.get(req.method)?.shift();
          if (swallow) {
            if (swallow.process) {
              const result = handle(id, req.method, req.params);
              if (req.method === 'connect' && result.ok) entry.ready = true;
            }
            return;
          }
          const hold = held.get(req.method)?.shift();
          if (hold) {
            hold(() => respond(req));
            return;
          }
          respond(req);
        },
        close() {
          connections.delete(id);
        },
      };
    },

    ask(input) {
      seq += 1;
      const id = input.id ?? `q${seq}`;
      const timeoutSeconds = input.timeoutSeconds ?? 900;
      const record: StandInRecord = {
        id,
        questions: input.questions,
        timeoutSeconds,
        createdAtMs: clock.now(),
        expiresAtMs: clock.now() + timeoutSeconds * 1000,
        sessionKey: input.sessionKey,
        runId: input.runId ?? `run-${seq}`,
        status: 'pending',
      };
      clearTimer(id);
      records.set(id, record);
      const toolCallId = input.toolCallId ?? `call_${id}`;
      toolCalls.set(id, toolCallId);
      transcriptOf(input.sessionKey).push({
        role: 'assistant',
        content: [
          {
            type: 'toolCall',
            id: toolCallId,
            name: 'ask_user',
            arguments: { questions: input.questions, timeoutSeconds },
          },
        ],
        timestamp: clock.now(),
      });
      timers.set(
        id,
        clock.setTimeout(() => {
          timers.delete(id);
          finish(id, 'expired');
        }, timeoutSeconds * 1000),
      );
      broadcast(REQUESTED, wireRecord(record));
      return record;
    },

    answer: (id, answers) => finish(id, 'answered', answers),

    endRun(runId) {
      let count = 0;
      for (const r of [...records.values()]) if (r.runId === runId && finish(r.id, 'cancelled')) count += 1;
      return count;
    },

    expire: (id) => finish(id, 'expired'),

    forget(id) {
      clearTimer(id);
      return records.delete(id);
    },

    get: (id) => records.get(id),
    transcript: transcriptOf,
    onResolved(listener) {
      resolvedListeners.add(listener);
      return () => {
        resolvedListeners.delete(listener);
      };
    },
    calls,

    failNext(method, error) {
      failures.set(method, [...(failures.get(method) ?? []), error]);
    },

    swallowNext(method, swallowOptions = {}) {
      swallowed.set(method, [...(swallowed.get(method) ?? []), { process: swallowOptions.process === true }]);
    },

    holdNext(method) {
      let release: (() => void) | undefined;
      let released = false;
      held.set(method, [
        ...(held.get(method) ?? []),
        (handleNow) => {
          release = handleNow;
          if (released) handleNow();
        },
      ]);
      return () => {
        if (released) return;
        released = true;
        release?.();
      };
    },

    dropDuring(method) {
      dropping.set(method, (dropping.get(method) ?? 0) + 1);
    },

    dropConnections() {
      const all = [...connections.values()];
      connections.clear();
      for (const c of all) c.drop?.();
    },

    connectionCount: () => connections.size,

    WebSocket: class implements MemorySocket {
      onopen: ((event: object) => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose: ((event: { code: number; reason: string }) => void) | null = null;
      onerror: ((event: object) => void) | null = null;
      #connection: StandInConnection | undefined;
      #closed = false;

      constructor(_url: string, _protocols?: string | string[]) {
        // Open asynchronously, like a real socket; microtasks only, so no timer outlives a test.
        queueMicrotask(() => {
          if (this.#closed) return;
          if (disposed) {
            this.#shut(1006, 'stand-in disposed');
            return;
          }
          this.#connection = standIn.connect(
            (frame) => queueMicrotask(() => !this.#closed && this.onmessage?.({ data: JSON.stringify(frame) })),
            () => this.#shut(1006, 'dropped'),
          );
          this.onopen?.({});
        });
      }

      send(data: string): void {
        if (this.#closed || !this.#connection) throw new Error('socket is not open');
        let frame: unknown = data;
        try {
          frame = JSON.parse(data);
        } catch {
          // Not JSON: handed over as text, so a tap still sees (and can flag) it.
        }
        const connection = this.#connection;
        queueMicrotask(() => connection.receive(frame));
      }

      close(code = 1000, reason = ''): void {
        this.#connection?.close();
        this.#shut(code, reason);
      }

      #shut(code: number, reason: string): void {
        if (this.#closed) return;
        this.#closed = true;
        queueMicrotask(() => this.onclose?.({ code, reason }));
      }
    },

    dispose() {
      disposed = true;
      for (const id of [...timers.keys()]) clearTimer(id);
      standIn.dropConnections();
    },
  };
  return standIn;
}
