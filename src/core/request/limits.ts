// The limits of an `ask_user` request, one constant each: the normalizer imports the ones it checks,
// and a bundler inlines them (the object below is for readers and tests, not in any entry's bundle).

/** At least this many questions per request. */
export const MIN_QUESTIONS = 1;
/** At most this many questions per request. */
export const MAX_QUESTIONS = 3;
/** At least this many options per question (a secret question may have none, and so may a free-text one). */
export const MIN_OPTIONS = 2;
/** At most this many options per question (the UI adds "Other"). */
export const MAX_OPTIONS = 4;
/** Headers longer than this are truncated (with a warning), counted in graphemes. */
export const HEADER_MAX_GRAPHEMES = 12;
/** Labels longer than this are an error (not truncated: a cut label could change its meaning). */
export const LABEL_MAX_GRAPHEMES = 64;
/** The timeout of a request that gives none. */
export const DEFAULT_TIMEOUT_SECONDS = 900;
/** Shorter timeouts are raised to this (with a warning). */
export const MIN_TIMEOUT_SECONDS = 30;
/** Longer timeouts are lowered to this (with a warning). */
export const MAX_TIMEOUT_SECONDS = 3600;

/**
 * The limits of an `ask_user` request, as one object.
 * @example
 * `${ASK_USER_LIMITS.minTimeoutSeconds}..${ASK_USER_LIMITS.maxTimeoutSeconds}`; // '30..3600'
 */
export const ASK_USER_LIMITS = /* @__PURE__ */ Object.freeze({
  minQuestions: MIN_QUESTIONS,
  maxQuestions: MAX_QUESTIONS,
  minOptions: MIN_OPTIONS,
  maxOptions: MAX_OPTIONS,
  /** Headers longer than this are truncated (with a warning), counted in graphemes. */
  headerMaxGraphemes: HEADER_MAX_GRAPHEMES,
  /** Labels longer than this are an error (not truncated: a cut label could change its meaning). */
  labelMaxGraphemes: LABEL_MAX_GRAPHEMES,
  defaultTimeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
  minTimeoutSeconds: MIN_TIMEOUT_SECONDS,
  maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
} as const);
