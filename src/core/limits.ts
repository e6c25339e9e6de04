/**
 * The limits of an `ask_user` request.
 * @example
 * `${ASK_USER_LIMITS.minTimeoutSeconds}..${ASK_USER_LIMITS.maxTimeoutSeconds}`; // '30..3600'
 */
export const ASK_USER_LIMITS = /* @__PURE__ */ Object.freeze({
  minQuestions: 1,
  maxQuestions: 3,
  minOptions: 2,
  maxOptions: 4,
  /** Headers longer than this are truncated (with a warning), counted in graphemes. */
  headerMaxGraphemes: 12,
  /** Labels longer than this are an error (not truncated: a cut label could change its meaning). */
  labelMaxGraphemes: 64,
  defaultTimeoutSeconds: 900,
  minTimeoutSeconds: 30,
  maxTimeoutSeconds: 3600,
} as const);
