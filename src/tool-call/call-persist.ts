import { persistDrafts } from '../core';

/**
 * The dock's `persist` for a tool call of an agent stack (the AI SDK and assistant-ui adapters):
 * drafts are kept by the call's id, the outcome is not. There the chat's messages are the record
 * of an ended call: a call still waiting after a reload means its output never reached the chat
 * (the host refused it, then the page went), so it is asked again. A remembered outcome would show
 * it as over, with nothing sent and the chat waiting forever. An app's own `persistDrafts(...)`
 * gets the same default. @internal
 */
export const CALL_DEFAULTS = { rememberResolved: false } as const;

/** The adapters' `persist` when the app gives none: sessionStorage, by the call's id, with {@link CALL_DEFAULTS}. @internal */
export const CALL_PERSIST = /* @__PURE__ */ persistDrafts(CALL_DEFAULTS);
