/**
 * The data contract with the agent: the `ask_user` request, its normalization issues and the tool
 * result. Plain types only: no React, no DOM. The request and the result are what the agent sends
 * and reads, so their shapes are fixed; the store's own types are in store/types.ts and store/options.ts.
 */

/** One choice offered to the person. */
export interface AskUserOption {
  /** Trimmed, non-blank, at most 64 characters, unique (case-insensitive) within its question. */
  readonly label: string;
  /** Optional longer text shown under the label. Always rendered as text, never HTML. */
  readonly description?: string;
  /**
   * What picking it would look like (a mockup, a snippet), under Claude's contract only
   * (`normalizeAskUser(input, { contract: 'claude' })`): the agent's text, kept as it wrote it.
   */
  readonly preview?: string;
}

/** One normalized question. */
export interface AskUserQuestion {
  /** Answer key, `^[a-z][a-z0-9_]*$`, unique within the request. */
  readonly id: string;
  /** Short label, at most 12 characters (grapheme-safe truncation). */
  readonly header: string;
  /** The question itself, trimmed and non-blank. */
  readonly question: string;
  /**
   * 2 to 4 options, never an agent-supplied "Other" (the UI always adds its own). None for a
   * free-text question (`normalizeAskUser(input, { contract: 'openclaw' })`, gateway records): the
   * person's own text is the answer, `[text]`.
   */
  readonly options: readonly AskUserOption[];
  /** `true`: the person may pick several options. Always present after normalization. */
  readonly multiSelect: boolean;
  /** A page to read with the question (gateway `url`); `http:`/`https:` only, shown as a link. */
  readonly url?: string;
  /**
   * `false`: only the options answer, the dock offers no Other (a gateway record without `isOther`,
   * whose gateway refuses any other answer). Absent: Other is offered. Only with options.
   */
  readonly allowOther?: false;
  /**
   * `true`: the person may leave this question alone unanswered (`skipQuestion`; its answer is `[]`),
   * under Claude's contract (`normalizeAskUser(input, { contract: 'claude' })`). Never on a secret
   * question. Absent: it needs an answer.
   */
  readonly skippable?: true;
  /**
   * `true`: the question may be left blank, and Submit sends it without an answer (`[]`), as a form's
   * field that is not `required`. Read under an entry's contract (`question-dock/mcp`'s forms).
   */
  readonly optional?: true;
  /**
   * A secret question (gateway `isSecret`): answered in a masked field, 0 to 4 options. Its value
   * goes to the transport only; it is never persisted, broadcast to other tabs, kept in state
   * after the prompt ends or shown in a summary.
   */
  readonly secret?: SecretSpec;
  /**
   * What the person's own answer must be, on a question without options (a form's field: its kind
   * and limits), read under an entry's contract (`question-dock/mcp`'s forms). The dock's form part
   * shows the matching control and the form's entry checks the answer before it is sent.
   */
  readonly field?: AnswerField;
}

/** Where and how a secret answer is stored (gateway `secretStore` / `secretStoreExisting`). */
export interface SecretSpec {
  /** Where the answer is stored, when the agent asks for a stored secret. */
  readonly store?: {
    /** Name of the stored value, e.g. `DEPLOY_API_KEY`. */
    readonly name: string;
    /** `secret`: a secret for the listed hosts; `env`: an environment variable. */
    readonly kind: 'secret' | 'env';
    /** Hosts the secret may be sent to; the person may narrow them. */
    readonly allowedHosts?: readonly string[];
    /** Why the agent asks. */
    readonly reason?: string;
  };
  /** A value is already stored: when (ms epoch) and by whom. */
  readonly existing?: { readonly updatedAtMs: number; readonly updatedBy?: string };
}

/**
 * The `ask_user` tool's input as the agent sends it: the shape `askUserTool.inputSchema` describes,
 * with `multiSelect` and `timeoutSeconds` optional. A value of this type may still be refused (a
 * duplicate id, one option, a blank label): {@link normalizeAskUser} checks it and gives the
 * {@link AskUserRequest} that the store, the plain-text bridge and the channel functions read.
 * `createQuestionStore` and `<QuestionDock request>` normalize it themselves.
 */
export interface AskUserInput {
  /** 1 to 3 questions. */
  readonly questions: ReadonlyArray<{
    /** Answer key, `^[a-z][a-z0-9_]*$`, unique within the request. */
    readonly id: string;
    /** Short label shown as a chip; cut to 12 characters. */
    readonly header: string;
    /** The question itself, one sentence. */
    readonly question: string;
    /** 2 to 4 options, the recommended one first; no "Other" (the dock adds its own). */
    readonly options: ReadonlyArray<{ readonly label: string; readonly description?: string | undefined }>;
    /**
     * `true`: the person may pick several options.
     * @default false
     */
    readonly multiSelect?: boolean | undefined;
  }>;
  /**
   * How long to wait for the answer: integer seconds, clamped to 30..3600.
   * @default 900
   */
  readonly timeoutSeconds?: number | undefined;
}

/**
 * A normalized `ask_user` request, as returned by {@link normalizeAskUser}: trimmed, defaults filled
 * in (`multiSelect` and `timeoutSeconds` always present). The agent's raw input is {@link AskUserInput}.
 */
export interface AskUserRequest {
  /** 1 to 3 questions. */
  readonly questions: readonly AskUserQuestion[];
  /**
   * Integer seconds, clamped to 30..3600.
   * @default 900
   */
  readonly timeoutSeconds: number;
  /** What the asker says before the questions (a form's message), read under an entry's contract. */
  readonly message?: string;
  /** Who asks (an MCP server's name), shown as "<from> asks". */
  readonly from?: string;
}

/** The kinds of answer a form's field takes: text, an email address, a URI, a date, a date and time, a number, a whole number. */
export type FieldKind = 'text' | 'email' | 'uri' | 'date' | 'date-time' | 'number' | 'integer';

/** What a question's own answer must be: its kind and limits (a form's field). */
export interface AnswerField {
  readonly kind: FieldKind;
  /** Text kinds: at least this many characters (code points, as JSON Schema counts them). */
  readonly minLength?: number;
  /** Text kinds: at most this many characters (code points). */
  readonly maxLength?: number;
  /** `number`, `integer`: at least this. */
  readonly minimum?: number;
  /** `number`, `integer`: at most this. */
  readonly maximum?: number;
}

/** Machine-readable codes of normalization errors and warnings. */
export type IssueCode =
  | 'invalid_type'
  | 'unknown_key'
  | 'too_few_questions'
  | 'too_many_questions'
  | 'invalid_id'
  | 'duplicate_id'
  | 'blank'
  | 'header_truncated'
  | 'header_from_question'
  | 'too_few_options'
  | 'too_many_options'
  | 'label_too_long'
  | 'duplicate_label'
  | 'lookalike_label'
  | 'other_option_removed'
  | 'not_integer'
  | 'timeout_clamped';

/**
 * One structured normalization error or warning: what (`code`), where (`path`, e.g.
 * `questions[1].options`; empty for the input itself) and the specifics (`detail`, e.g. the count
 * or the value found). No sentence: format it for a reader with `formatIssue(issue, messages)`.
 */
export interface Issue {
  /** What is wrong. */
  readonly code: IssueCode;
  /** Where in the input, e.g. `questions[1].options[0].label`; `''` for the input itself. */
  readonly path?: string;
  /** The question concerned, when known. */
  readonly questionId?: string;
  /** The specifics for the agent developer (expected vs. found, the count, the value). */
  readonly detail?: string;
}

/** Result of {@link normalizeAskUser}: never throws, whatever the input. */
export type NormalizeResult =
  | { readonly ok: true; readonly request: AskUserRequest; readonly warnings: readonly Issue[] }
  | { readonly ok: false; readonly errors: readonly Issue[] };
