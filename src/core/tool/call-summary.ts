/**
 * A finished `ask_user` call read back from a transcript: its arguments and its tool result, in the
 * forms hosts keep them. Summaries outlive the live prompt (a gateway forgets a resolved question
 * soon after), so after a reload they are rebuilt from the call itself.
 */
import { isObject, ownField } from '../request/guards';
import { normalizeAskUser } from '../request/normalize';
import { readToolResult } from '../answer/result';
import { summaryItems, type AnswerSummaryData } from './summary';
import type { AskUserRequest } from '../request/types';

/**
 * OpenClaw's `ask_user` results (openclaw 2026.9.6, its `ask-user-tool`) put one sentence before the
 * pretty-printed JSON. Of the `no_answer` ones only this says how the prompt ended; "No answer
 * arrived; proceed with best judgment." (a timeout) and any other text say no more than `no_answer`.
 * Its `delivery_failed` result says "The question was cancelled" too.
 */
const CANCELLED_TEXT = 'The question was cancelled; proceed with best judgment.';

/** Longer text is not a result of 1 to 3 questions (it is read whole, so it is bounded first). */
const MAX_TEXT = 256 * 1024;
/** More content blocks than this are not one tool result. */
const MAX_BLOCKS = 64;

/** A result read down to its payload, with the text OpenClaw put before the JSON (`''` when none). */
interface Read {
  readonly payload: unknown;
  readonly lead: string;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: read as text by the caller.
    return undefined;
  }
}

/**
 * The text of a result: the JSON of a `ToolResult`, or OpenClaw's lines, a blank line and the
 * pretty-printed JSON. Pretty-printed JSON holds no blank line, so the last "\n\n{" starts it.
 */
function readText(text: string): Read | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const whole = parse(text);
  if (whole !== undefined) return { payload: whole, lead: '' };
  const at = text.lastIndexOf('\n\n{');
  if (at < 0) return undefined;
  const payload = parse(text.slice(at + 2));
  return payload === undefined ? undefined : { payload, lead: text.slice(0, at).trim() };
}

/** Content blocks (`[{ type: 'text', text }]`): their text, in order. */
function readBlocks(blocks: readonly unknown[]): Read | undefined {
  if (blocks.length > MAX_BLOCKS) return undefined;
  let text = '';
  for (const block of blocks) {
    if (!isObject(block) || ownField(block, 'type') !== 'text') continue;
    const part = ownField(block, 'text');
    if (typeof part !== 'string') return undefined;
    text += part;
    if (text.length > MAX_TEXT) return undefined;
  }
  return text === '' ? undefined : readText(text);
}

function readResult(result: unknown): Read | undefined {
  if (typeof result === 'string') return readText(result);
  if (Array.isArray(result)) return readBlocks(result);
  return isObject(result) ? { payload: result, lead: '' } : undefined;
}

/** The summary a payload supports against the request, or undefined when it is none of the known results. */
function fromPayload(request: AskUserRequest, { payload, lead }: Read): AnswerSummaryData | undefined {
  if (!isObject(payload)) return undefined;
  const status = ownField(payload, 'status');
  if (status === 'answered') {
    // The store's own reader: exactly the question ids, and a value that is no label is the person's text.
    const read = readToolResult(request, payload);
    const answers = read?.status === 'answered' ? read.answers.answers : undefined;
    return answers && { status: 'answered', source: null, items: summaryItems(request, answers, null) };
  }
  const cancelled = status === 'delivery_failed' || (status === 'no_answer' && lead === CANCELLED_TEXT);
  if (!cancelled && status !== 'no_answer') return undefined;
  return { status: cancelled ? 'cancelled' : 'no_answer', source: null, items: summaryItems(request, null, null) };
}

/**
 * The timeline summary of a finished `ask_user` call, rebuilt from what a transcript keeps: when the
 * dock's own summary is gone (a reload, another device, a remounted thread).
 *
 * - `args`: the call's raw arguments (an object, or its JSON text), read with {@link normalizeAskUser}.
 * - `result`: the tool result as a `ToolResult`, its JSON text, OpenClaw's result text (a
 *   "Header: answer" line per question, a blank line, the pretty-printed JSON) or its content
 *   blocks (`[{ type: 'text', text }]`).
 *
 * An answered result shows its answers (the person's own text included) and no status word, as it
 * cannot say who answered. A `no_answer` result is `cancelled` when OpenClaw's text says the
 * question was cancelled, else `no_answer` ("No answer"): skipped, expired and cancelled are never
 * guessed. A secret's value is never shown. Returns `undefined` for what it cannot read: arguments
 * that are no valid request, a result that is not one of these forms, answers that do not fit the
 * questions. Never throws.
 * @example
 * const summary = summarizeToolCall(part.input, part.output);
 * return summary ? <AnswerSummary summary={summary} /> : null;
 */
export function summarizeToolCall(args: unknown, result: unknown): AnswerSummaryData | undefined {
  try {
    const normalized = normalizeAskUser(typeof args === 'string' && args.length <= MAX_TEXT ? parse(args) : args);
    if (!normalized.ok) return undefined;
    const read = readResult(result);
    return read && fromPayload(normalized.request, read);
  } catch {
    // A Proxy or a throwing getter: nothing we can trust.
    return undefined;
  }
}

/** Keys of an OpenClaw `tool_call` input that choose the tool or wrap its arguments, not the arguments. */
const TOOL_CALL_KEYS = new Set(['id', 'toolId', 'name', 'args', 'input']);

/**
 * The target's arguments in an OpenClaw `tool_call` input: nested under `args` (or `input`), or
 * flattened beside the tool's id, as OpenClaw takes them from models that leave out `args`.
 */
function toolCallArgs(input: unknown): unknown {
  if (!isObject(input)) return undefined;
  const nested = ownField(input, 'args') ?? ownField(input, 'input');
  if (isObject(nested) && Object.keys(nested).length > 0) return nested;
  return Object.fromEntries(Object.entries(input).filter(([key]) => !TOOL_CALL_KEYS.has(key)));
}

/**
 * The timeline summary of an `ask_user` call reached through OpenClaw's Tool Search (openclaw
 * 2026.9.6, on by default): the model calls `tool_call` with `{ id: 'ask_user', args }`, and the
 * `tool_call` result wraps `ask_user`'s own as `{ tool: { id, name, source }, result: { content,
 * details } }`, kept in the transcript as that JSON's pretty-printed text.
 *
 * - `input`: the `tool_call`'s arguments.
 * - `result`: its result text, or the object it holds.
 *
 * Read as {@link summarizeToolCall} reads a direct call; `undefined` when the call is not OpenClaw's
 * `ask_user` or cannot be read. Never throws.
 */
export function summarizeToolSearchCall(input: unknown, result: unknown): AnswerSummaryData | undefined {
  try {
    const envelope = typeof result === 'string' && result.length <= MAX_TEXT ? parse(result) : result;
    if (!isObject(envelope)) return undefined;
    const tool = ownField(envelope, 'tool');
    const inner = ownField(envelope, 'result');
    if (!isObject(tool) || ownField(tool, 'name') !== 'ask_user' || ownField(tool, 'source') !== 'openclaw')
      return undefined;
    return isObject(inner) ? summarizeToolCall(toolCallArgs(input), ownField(inner, 'content')) : undefined;
  } catch {
    // A Proxy or a throwing getter: nothing we can trust.
    return undefined;
  }
}
