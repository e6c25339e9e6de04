import { jsonSchema, tool, type JSONSchema7, type Tool } from 'ai';
import { askUserTool as definition, type ToolResult } from '../core';

// Its own module: server code (a route that runs `streamText`) needs only this, no React.
/**
 * The `ask_user` tool for `streamText` / `generateText` on the server: the description and JSON
 * Schema of `askUserTool` (`question-dock/core`), and no `execute`, so the call goes to the
 * browser, where `AskUserDock` answers it.
 * @example
 * streamText({ model, messages: await convertToModelMessages(messages), tools: { ask_user: askUserTool() } });
 */
export function askUserTool(): Tool<unknown, ToolResult> {
  return tool({
    description: definition.description,
    // A fresh copy: the core's definition is frozen, and a provider may adjust the schema it is given.
    inputSchema: jsonSchema<unknown>(structuredClone(definition.inputSchema) as JSONSchema7),
    // What the browser sends back (`addToolOutput`): the exact tool result of DESIGN.md.
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
