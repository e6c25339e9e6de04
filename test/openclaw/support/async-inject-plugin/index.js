// Test-only backend plugin: a gateway method that appends an assistant message carrying
// `openclawAsyncDelivery` (the Control UI's async, non-blocking questions) to a session transcript.
// Nothing in openclaw 2026.9.6 produces one, and `chat.inject` takes text only, so the tests put one
// in the transcript this way, through the plugin SDK's own transcript runtime.
export default {
  id: 'qd-async-inject',
  register(api) {
    api.registerGatewayMethod(
      'qdtest.injectAsync',
      async ({ params, respond }) => {
        try {
          const runtime = await import('openclaw/plugin-sdk/session-transcript-runtime');
          const message = {
            role: 'assistant',
            content: [{ type: 'text', text: params.text ?? 'A few optional questions.' }],
            stopReason: 'stop',
            timestamp: Date.now(),
            openclawAsyncDelivery: { itemId: params.itemId, questions: params.questions },
          };
          const scope = {
            sessionKey: params.sessionKey,
            agentId: params.agentId ?? 'main',
            ...(params.sessionId ? { sessionId: params.sessionId } : {}),
            config: api.config,
            message,
          };
          const result = await runtime.appendSessionTranscriptMessageByIdentity(scope);
          await runtime.publishSessionTranscriptUpdateByIdentity?.({
            ...scope,
            message: result?.message ?? message,
            messageId: result?.messageId,
          });
          respond(true, { messageId: result?.messageId ?? null }, undefined);
        } catch (error) {
          respond(false, undefined, { code: 'UNAVAILABLE', message: String(error?.stack ?? error).slice(0, 2000) });
        }
      },
      { scope: 'operator.admin' },
    );
  },
};
