import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { useState } from 'react';
import { AnswerSummary, type AnswerSummaryData, type Messages } from '../../../src';
import { createFormPrompts, type FormPrompts, type FormPromptsOptions } from '../../../src/mcp';
import { McpFormDock } from '../../../src/mcp-react';
import { bindSdkClient } from '../../../src/mcp-sdk';
import { SERVER_INFO, type Received, type RunningServer } from './server';

// The page of an app that answers a real MCP server's elicitations in the dock: the official SDK's
// Client bound to the form prompts, and a chat whose timeline keeps each form's summary.

/** A bound client: `call` runs one of the server's tools and gives what the tool reported. */
export interface DockClient {
  readonly prompts: FormPrompts;
  call<T = Received>(tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
  close(): Promise<void>;
}

/** The SDK Client (forms and links) bound to fresh prompts, connected to `server` in this process. */
export async function connectDock(server: RunningServer, options: FormPromptsOptions = {}): Promise<DockClient> {
  const prompts = createFormPrompts({ server: SERVER_INFO.title, ...options });
  const client = new Client(
    { name: 'chat', version: '0.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } } },
  );
  bindSdkClient(client, prompts);
  await client.connect(await server.link());
  return {
    prompts,
    async call<T>(tool: string, args: Record<string, unknown>, signal?: AbortSignal) {
      const result = (await client.callTool(
        { name: tool, arguments: args },
        undefined,
        signal && { signal },
      )) as CallToolResult;
      const first = result.content[0];
      if (first?.type !== 'text') throw new Error(`the tool reported no text: ${JSON.stringify(result)}`);
      return JSON.parse(first.text) as T;
    },
    close: () => client.close(),
  };
}

/** The chat: each ended form's summary in the timeline (with "Use as message"), the dock above the composer. */
export function FormChat({
  prompts,
  messages,
  onUseDraft = () => {},
}: {
  prompts: FormPrompts;
  messages?: Messages;
  onUseDraft?: (text: string) => void;
}) {
  const [summaries, setSummaries] = useState<AnswerSummaryData[]>([]);
  return (
    <>
      <ol aria-label="Timeline">
        {summaries.map((summary, i) => (
          <li key={i}>
            <AnswerSummary summary={summary} onUseDraft={onUseDraft} {...(messages && { messages })} />
          </li>
        ))}
      </ol>
      <McpFormDock
        prompts={prompts}
        composer={<textarea aria-label="Message" />}
        onResolve={(_result, _resolution, summary) => setSummaries((all) => [...all, summary])}
        {...(messages && { messages })}
      />
    </>
  );
}
