// The limits of an `ask_user` request, one constant each: the normalizer imports the ones it checks,
// and a bundler inlines them (the object below is for readers and tests, not in any entry's bundle).

/** At least this many questions per request. */
export const MIN_QUESTIONS = 1;
/** At most this many questions per request (`ask_user`'s contract; Claude's takes {@link CLAUDE_MAX_QUESTIONS}). */
export const MAX_QUESTIONS = 3;
/** At most this many questions per request under Claude's `AskUserQuestion` contract. */
export const CLAUDE_MAX_QUESTIONS = 4;
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

/**
 * The host contract a request is read by, each with its own limits: `ask_user` (the tool this
 * package defines: 1 to 3 questions, 2 to 4 options, labels of at most 64 characters), `openclaw`
 * (the OpenClaw gateway's `question.request`: also questions with no options, answered with the
 * person's own text, and labels of any length) and `claude` (Claude's `AskUserQuestion`: 1 to 4
 * questions, labels of any length, an option may carry a `preview`, a question may be `skippable`); or
 * the rules an entry gives for its host (`question-dock/mcp`'s forms), whose readers stay out of
 * every bundle that does not import that entry.
 */
export type Contract = 'ask_user' | 'openclaw' | 'claude' | ContractRules;

/**
 * Keys a contract adds to a question or to the request, and their readers (an entry's): what they
 * return is added to the question or the request as read; problems go to the collector.
 */
export interface ContractExtras<C> {
  readonly questionKeys: readonly string[];
  readonly requestKeys: readonly string[];
  /** The extra keys of one question, read (`options`: its options as read, `null` when unreadable). */
  readonly readQuestion: (
    c: C,
    fields: ReadonlyMap<string, unknown>,
    path: string,
    options: readonly unknown[] | null,
  ) => object;
  /** The extra keys of the request, read. */
  readonly readRequest: (c: C, fields: ReadonlyMap<string, unknown>) => object;
}

/** What a contract allows beyond `ask_user`'s rules. */
export interface ContractRules {
  /** At most this many questions. */
  readonly maxQuestions: number;
  /** At least this many options on a question that has options. */
  readonly minOptions: number;
  /** At most this many options. */
  readonly maxOptions: number;
  /** What the contract adds to a question or the request (read by its entry). */
  readonly extras?: ContractExtras<never> | undefined;
  /** A question may have no options (a free-text question), and its header may be blank. */
  readonly freeText: boolean;
  /** A label may be of any length (its card wraps it). */
  readonly anyLength: boolean;
  /**
   * Headers longer than this are truncated (with a warning), counted in graphemes: a form's field
   * titles name the answer in labels and the review, where a cut would lose it.
   * @default 12
   */
  readonly headerMax?: number | undefined;
  /** An option may carry a `preview`. */
  readonly previews: boolean;
  /** A question may be `skippable`: left alone unanswered. */
  readonly skips: boolean;
}

/** The rules of `contract`. */
export function rulesOf(contract: Exclude<Contract, ContractRules>): ContractRules {
  const wide = contract !== 'ask_user';
  return {
    maxQuestions: contract === 'claude' ? CLAUDE_MAX_QUESTIONS : MAX_QUESTIONS,
    minOptions: MIN_OPTIONS,
    maxOptions: MAX_OPTIONS,
    freeText: contract === 'openclaw',
    anyLength: wide,
    previews: contract === 'claude',
    skips: contract === 'claude',
  };
}
