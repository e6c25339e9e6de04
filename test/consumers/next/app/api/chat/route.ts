// A route handler (React's server build) that declares the tool, as an AI SDK chat route does: the
// entry must load there without its components (`next build` loads it to collect the route).
import { askUserAiSdkTool } from 'question-dock/ai-sdk';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  const tool = askUserAiSdkTool();
  return Response.json({ description: tool.description, inputSchema: tool.inputSchema });
}
