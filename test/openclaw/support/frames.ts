import type { StandInOptions } from '../../support/gateway-standin';
import { checkOutgoing, validate } from './schemas';

/**
 * A stand-in `tap` that validates every frame against the installed openclaw package's schemas:
 * what the client sends (request frame and params) and what the stand-in sends (response or event
 * frame, and its payload by method or event). Frames injected on purpose past the stand-in
 * (garbage, malformed records) are not tapped: they are invalid by design.
 */
export interface FrameCheck {
  /** Every schema violation seen, both directions; a test ends by asserting it is empty. */
  readonly problems: string[];
  /** The payload schemas frames were checked against. */
  readonly seen: Set<string>;
  /** Every frame the stand-in sent, in order, with the connection it went to. */
  readonly sent: { readonly connection: string; readonly frame: unknown }[];
  readonly tap: NonNullable<StandInOptions['tap']>;
}

const RESULT_SCHEMA: Readonly<Record<string, string>> = {
  connect: 'HelloOkSchema',
  'question.list': 'QuestionListResultSchema',
  'question.get': 'QuestionGetResultSchema',
  'question.resolve': 'QuestionResolveResultSchema',
};
/** Results the package ships no schema for (2026.9.6 exports `ChatHistoryParamsSchema` only): not checked. */
const UNSCHEMED_RESULTS: ReadonlySet<string> = new Set(['chat.history']);
const EVENT_SCHEMA: Readonly<Record<string, string>> = {
  'question.requested': 'QuestionRequestedEventSchema',
  'question.resolved': 'QuestionResolvedEventSchema',
};

const preview = (frame: unknown): string => (typeof frame === 'string' ? frame : JSON.stringify(frame)).slice(0, 300);

/** The challenge has no schema of its own in the dump: `{ nonce, ts }`, as the gateway sends it. */
function challengeProblem(payload: unknown): string | undefined {
  const p = payload as { nonce?: unknown; ts?: unknown } | null;
  const ok =
    typeof p === 'object' &&
    p !== null &&
    Object.keys(p).length === 2 &&
    typeof p.nonce === 'string' &&
    p.nonce !== '' &&
    Number.isSafeInteger(p.ts) &&
    (p.ts as number) >= 0;
  return ok ? undefined : `connect.challenge payload: ${preview(payload)}`;
}

export function checkFrames(): FrameCheck {
  const problems: string[] = [];
  const seen = new Set<string>();
  const sent: { connection: string; frame: unknown }[] = [];
  /** The method of each request, by connection and request id, to pick its result's schema. */
  const methods = new Map<string, string>();

  return {
    problems,
    seen,
    sent,
    tap(direction, frame, connection) {
      if (direction === 'in') {
        problems.push(...checkOutgoing(typeof frame === 'string' ? frame : JSON.stringify(frame)));
        const f = frame as { id?: unknown; method?: unknown } | null;
        if (typeof f?.id === 'string' && typeof f.method === 'string') methods.set(`${connection}:${f.id}`, f.method);
        return;
      }
      sent.push({ connection, frame });
      const f = frame as {
        type?: string;
        id?: string;
        event?: string;
        ok?: boolean;
        payload?: unknown;
        error?: unknown;
      };
      const frameSchema = f.type === 'event' ? 'EventFrameSchema' : 'ResponseFrameSchema';
      const frameError = validate(frameSchema, frame);
      if (frameError) problems.push(`${frameSchema}: ${frameError} in ${preview(frame)}`);
      if (f.type === 'event' && f.event === 'connect.challenge') {
        const problem = challengeProblem(f.payload);
        if (problem) problems.push(problem);
        return;
      }
      const method = methods.get(`${connection}:${f.id ?? ''}`) ?? '';
      if (f.type !== 'event' && f.ok !== false && UNSCHEMED_RESULTS.has(method)) return;
      const schema =
        f.type === 'event' ? EVENT_SCHEMA[f.event ?? ''] : f.ok === false ? 'ErrorShapeSchema' : RESULT_SCHEMA[method];
      if (schema === undefined) {
        problems.push(`no schema for ${preview(frame)}`);
        return;
      }
      seen.add(schema);
      const payloadError = validate(schema, f.ok === false ? f.error : f.payload);
      if (payloadError) problems.push(`${schema}: ${payloadError} in ${preview(frame)}`);
    },
  };
}
