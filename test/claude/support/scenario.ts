import { type MessagesRequest, startMessagesApi, type ToolResult, toolResultIn } from './messages-api';
import { INTERRUPTED, REJECTED } from './questions';
import { type PermissionResult, type ResultMessage, startSession, type SystemInit } from './session';

/**
 * One question round through the real CLI: the scripted model calls AskUserQuestion with `input`,
 * `answer` plays the person (the app's `canUseTool`), and the model ends its turn with "Thanks.".
 * What comes back is what each side saw: the calls `canUseTool` got, the `tool_result` the model
 * got in its next request, the session's init and its turn's result.
 */

/** One `canUseTool` call. */
export interface Asked {
  readonly toolName: string;
  readonly input: Record<string, unknown>;
  readonly toolUseID: string;
}

export interface Round {
  /** The id of the scripted tool use. */
  readonly toolUseId: string;
  readonly asked: readonly Asked[];
  /** The tool result in the request after the tool use; undefined when no request carried one. */
  readonly toolResult: ToolResult | undefined;
  readonly requests: readonly MessagesRequest[];
  /** Requests to paths other than `/v1/messages`. */
  readonly others: readonly string[];
  readonly init: SystemInit;
  readonly result: ResultMessage;
}

/** How long each round took, from starting the session to its turn's result, by test name. */
const durations: { readonly name: string; readonly ms: number }[] = [];

/** Prints how long each round took (a measure for the reader, not a condition of the tests). */
export function logDurations(): void {
  console.log(durations.map(({ name, ms }) => `[claude] ${ms} ms  ${name}`).join('\n'));
}

export async function askRound(
  input: unknown,
  answer: ((input: Record<string, unknown>) => PermissionResult) | undefined,
  options?: Record<string, unknown>,
): Promise<Round> {
  const started = performance.now();
  const api = await startMessagesApi();
  const [toolUseId = ''] = api.script({ askUserQuestion: input }, { text: 'Thanks.' });
  const asked: Asked[] = [];
  const session = await startSession({
    api,
    ...(answer && {
      canUseTool: async (toolName, input, { toolUseID }) => {
        asked.push({ toolName, input, toolUseID });
        return answer(input);
      },
    }),
    ...(options && { options }),
  });
  try {
    const result = await session.nextResult();
    durations.push({ name: expect.getState().currentTestName ?? '', ms: Math.round(performance.now() - started) });
    // Every request of the turn is in: the CLI sends the tool result before it can end the turn.
    const requests = [...api.requests.items];
    const toolResult = requests.map((request) => toolResultIn(request, toolUseId)).find(Boolean);
    return { toolUseId, asked, toolResult, requests, others: [...api.others], init: await session.init(), result };
  } finally {
    await session.close();
    await api.close();
  }
}

/** The answer `canUseTool` gives: allow, with the model's questions and the given answers and annotations. */
export const answered =
  (answers: Record<string, unknown>, annotations?: Record<string, unknown>) =>
  (input: Record<string, unknown>): PermissionResult => ({
    behavior: 'allow',
    updatedInput: { ...input, answers, ...(annotations && { annotations }) },
  });

/** A `tool_result` block as the model receives it. */
export const toolResult = (toolUseId: string, content: string, isError = false): ToolResult => ({
  type: 'tool_result',
  tool_use_id: toolUseId,
  content,
  ...(isError && { is_error: true as const }),
});

/**
 * Checks the model's request after a turn stopped at `toolUseId` and the person then wrote `text`:
 * the tool use rejected, the interrupt marker, then their message.
 */
export function expectInterruptedThen(next: MessagesRequest, toolUseId: string, text: string): void {
  expect(toolResultIn(next, toolUseId)).toEqual(toolResult(toolUseId, REJECTED, true));
  expect(next.messages.at(-1)?.content).toEqual([
    expect.objectContaining({ type: 'tool_result', tool_use_id: toolUseId }),
    { type: 'text', text: INTERRUPTED },
    expect.objectContaining({ type: 'text', text }),
  ]);
}
