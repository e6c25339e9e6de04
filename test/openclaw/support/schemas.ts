import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { openClawInstall } from './gateway-process';

/**
 * The gateway protocol's own JSON Schemas, dumped from the installed `openclaw` package by
 * scripts/openclaw.mjs (its TypeBox schemas are JSON Schema), compiled with ajv. `checkOutgoing`
 * validates a frame a client sends: the request frame, then its params against the method's schema.
 */

interface Dump {
  readonly openclaw: string;
  readonly protocol: number;
  readonly schemas: Record<string, object>;
}

let cached: { dump: Dump; compiled: Map<string, ValidateFunction> } | undefined;

function load(): { dump: Dump; compiled: Map<string, ValidateFunction> } {
  if (cached) return cached;
  const dump = JSON.parse(readFileSync(openClawInstall().schemas, 'utf8')) as Dump;
  // strict: false because the package annotates schemas with its own `x-openclaw-since` keyword.
  const ajv = new Ajv({ strict: false, allErrors: true });
  const compiled = new Map<string, ValidateFunction>();
  for (const [name, schema] of Object.entries(dump.schemas)) compiled.set(name, ajv.compile(schema));
  cached = { dump, compiled };
  return cached;
}

export function protocolVersion(): number {
  return load().dump.protocol;
}

/** Validates `value` against a named schema; returns the ajv error text, or undefined when valid. */
export function validate(schemaName: string, value: unknown): string | undefined {
  const fn = load().compiled.get(schemaName);
  if (!fn) throw new Error(`no schema named ${schemaName}`);
  return fn(value) ? undefined : JSON.stringify(fn.errors);
}

/** Params schema of each method a question client calls. */
const PARAMS: Record<string, string> = {
  connect: 'ConnectParamsSchema',
  'question.resolve': 'QuestionResolveParamsSchema',
  'question.list': 'QuestionListParamsSchema',
  'question.get': 'QuestionGetParamsSchema',
  'question.request': 'QuestionRequestParamsSchema',
  'chat.send': 'ChatSendParamsSchema',
  'chat.history': 'ChatHistoryParamsSchema',
};

/** Problems of one outgoing frame (text as sent on the socket); empty when it is valid. */
export function checkOutgoing(text: string): string[] {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return [`not JSON: ${text.slice(0, 200)}`];
  }
  const problems: string[] = [];
  const frameError = validate('RequestFrameSchema', frame);
  if (frameError) problems.push(`request frame: ${frameError} in ${text.slice(0, 300)}`);
  const { method, params } = frame as { method?: string; params?: unknown };
  const schema = method === undefined ? undefined : PARAMS[method];
  if (schema === undefined) problems.push(`method without a known params schema: ${String(method)}`);
  else {
    const paramsError = validate(schema, params);
    if (paramsError) problems.push(`${method} params: ${paramsError} in ${text.slice(0, 300)}`);
  }
  return problems;
}
