// The names the README's snippets leave to the reader's app (the tool call, the transport, the
// timeline). Declared here, so every README example that imports question-dock typechecks as
// written against the packed package, strict and with skipLibCheck false.
import type { ReactNode } from 'react';
import type { AskUserRequest, Issue, ToolResult } from 'question-dock';

declare global {
  /** The agent's `ask_user` tool call. */
  const toolCall: { readonly id: string; readonly input: unknown };
  const toolCallId: string;
  const request: AskUserRequest;
  /** The app's transport to the agent. */
  const api: { sendToolResult(result: ToolResult): Promise<void> };
  const log: (text: string) => void;
  /** A plain-text channel. */
  const send: (text: string) => void;
  const resolve: (result: ToolResult) => void;
  const reportToAgent: (issues: readonly Issue[]) => void;
  const sendToAgent: (promptId: string, result: ToolResult) => void;
  /** The chat timeline. */
  const timeline: { add(entry: unknown): void };
  const gatewayToken: string;
  /** A chat channel's bot: Telegram and Slack. */
  const botToken: string;
  const chatId: number;
  const slackToken: string;
  const slackChannel: string;
  function Composer(): ReactNode;
  function Errors(props: { issues: readonly Issue[] }): ReactNode;
}
