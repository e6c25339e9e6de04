/**
 * Example: the server half of `ask_user` with the Vercel AI SDK (a Next.js route handler, or any
 * server that answers a `Request`). `askUserAiSdkTool()` has no `execute`, so the call goes to the browser.
 */
import { convertToModelMessages, streamText, type LanguageModel, type UIMessage } from 'ai';
import { askUserAiSdkTool } from '../src/ai-sdk/index'; // in your app: 'question-dock/ai-sdk'

declare const model: LanguageModel; // e.g. openai('gpt-5') or anthropic('claude-sonnet-4-5')

export async function POST(request: Request): Promise<Response> {
  const { messages } = (await request.json()) as { messages: UIMessage[] };
  const tools = { ask_user: askUserAiSdkTool() };
  const result = streamText({ model, messages: await convertToModelMessages(messages, { tools }), tools });
  return result.toUIMessageStreamResponse();
}
