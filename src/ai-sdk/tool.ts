import { jsonSchema, tool, type JSONSchema7, type Tool } from 'ai';
import { askUserToolDefinition, type ToolResult } from '../core';

// Its own module: server code (a route that runs `streamText`) needs only this, no React.
/**
 * `askUserToolDefinition` (`question-dock/core`) in the AI SDK's form, for `streamText` /
 * `generateText` on the server: its description and JSON Schema, and no `execute`, so the call goes
 * to the browser, where `AskUserDock` answers it.
 * @example
 * ```ts
 * // app/api/chat/route.ts, or any handler that answers a Request
 * import { convertToModelMessages, streamText, type LanguageModel, type UIMessage } from 'ai';
 * import { askUserTool } from 'question-dock/ai-sdk';
 *
 * declare const model: LanguageModel; // yours to replace: e.g. openai('gpt-5')
 *
 * export async function POST(request: Request) {
 *   const { messages } = (await request.json()) as { messages: UIMessage[] };
 *   const tools = { ask_user: askUserTool() };
 *   const result = streamText({ model, messages: await convertToModelMessages(messages, { tools }), tools });
 *   return result.toUIMessageStreamResponse();
 * }
 * ```
 */
export function askUserTool(): Tool<unknown, ToolResult> {
  return tool({
    description: askUserToolDefinition.description,
    // A fresh copy: the core's definition is frozen, and a provider may adjust the schema it is given.
    inputSchema: jsonSchema<unknown>(structuredClone(askUserToolDefinition.inputSchema) as JSONSchema7),
    // What the browser sends back (`addToolOutput`): the exact tool result the agent reads.
    outputSchema: jsonSchema<ToolResult>({
      oneOf: [
        {
          type: 'object',
          required: ['status', 'answers'],
          properties: {
            status: { const: 'answered' },
            answers: {
              type: 'object',
              required: ['answers'],
              properties: {
                answers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
        { type: 'object', required: ['status'], properties: { status: { const: 'no_answer' } } },
      ],
    }),
  });
}
