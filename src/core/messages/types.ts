/**
 * The words of the package: the shape of a language ({@link Messages} for the UI, {@link ReplyMessages}
 * for the plain-text bridge). The languages themselves are en.ts (the default) and th.ts; format.ts
 * puts codes into words.
 */
import type { IssueCode } from '../request/types';
import type { Warning } from '../plumbing/report';

/**
 * Every user-visible string in one object, so no English is hard-coded in the UI and any language fits.
 * Functions take the values they interpolate; override any subset with `{ ...messages, key: ... }`.
 */
export interface Messages {
  /** Name of the free-text answer in plain text and the review list. */
  readonly other: string;
  /** Accessible label of the Other field. */
  readonly otherLabel: (header: string) => string;
  /** Placeholder of the Other field. */
  readonly otherPlaceholder: string;
  /** Label of the text field of a free-text question (one with no options). */
  readonly answerLabel: (header: string) => string;
  /** Placeholder of the text field of a free-text question. */
  readonly answerPlaceholder: string;
  /** Badge for an option whose label ends with " (Recommended)". */
  readonly recommended: string;
  /** Stepper text, e.g. "2/3". */
  readonly stepOf: (current: number, total: number) => string;
  /** Accessible name of a step dot. */
  readonly stepLabel: (current: number, total: number, header: string) => string;
  /** Accessible name of the stepper navigation. */
  readonly stepsLabel: string;
  /** The Back button. */
  readonly back: string;
  /** The Next button. */
  readonly next: string;
  /** The Submit button. */
  readonly submit: string;
  /** The Submit button while the answer is being sent. */
  readonly submitting: string;
  /** The Submit button after a failed or timed-out send. */
  readonly retry: string;
  /** The Skip button (declines the whole prompt). */
  readonly skip: string;
  /** Accessible name of the collapse button. */
  readonly collapse: string;
  /** Accessible name of the mini bar's expand button. */
  readonly expand: string;
  /** Accessible name of the whole prompt region. */
  readonly promptLabel: string;
  /** Note after a multi-select question. */
  readonly multipleChoice: string;
  /** Countdown text before the time, e.g. "Time left 4:59". */
  readonly timeLeft: (time: string) => string;
  /** Live-region announcement one minute before expiry. */
  readonly oneMinuteLeft: string;
  /** Shown when Submit is pressed with an unanswered question. */
  readonly unanswered: (header: string) => string;
  /** Shown when the transport failed; `detail` is the error's own message. */
  readonly submitFailed: (detail: string) => string;
  /** The transport did not answer in time; the answers are kept and Retry is offered. */
  readonly submitTimeout: string;
  /** Shown when an answer arrives after the deadline. */
  readonly tooLate: string;
  /** Shown for an action on a finished prompt. */
  readonly alreadyResolved: string;
  /** An action named a question the prompt does not have. */
  readonly unknownQuestion: (id: string) => string;
  /** An action named an option the question does not have. */
  readonly unknownOption: (label: string) => string;
  /** `goTo` got a step the prompt does not have; `index` is 0-based. */
  readonly invalidStep: (index: number) => string;
  /** An edit while the answer is being sent. */
  readonly busy: string;
  /** An answer from elsewhere that does not fit the questions. */
  readonly invalidResult: string;
  /** An action got an argument of the wrong type, e.g. `select(id, undefined)`; `argument` is its name. */
  readonly invalidInput: (argument: string) => string;
  /** Summary status word: answered here. */
  readonly answered: string;
  /** Summary status word: another tab, device or channel answered first. */
  readonly answeredElsewhere: string;
  /** Summary status word: the person skipped (the prompt, or in a summary line and the stepper, one question). */
  readonly skipped: string;
  /** Summary status word: the deadline passed. */
  readonly expired: string;
  /** Summary status word: the agent run ended or the app withdrew the prompt. */
  readonly cancelled: string;
  /** Summary status word: the gateway no longer knows the question. */
  readonly unavailable: string;
  /**
   * Summary status word: no answer was given, and the record does not say whether it was skipped,
   * expired or cancelled (a summary rebuilt from a tool result, `status: 'no_answer'`).
   */
  readonly notAnswered: string;
  /** Accessible name of the answer summary. */
  readonly summaryLabel: string;
  /** Placeholder for a question without an answer in a summary. */
  readonly noAnswer: string;
  /** The person's note on an answer: its field's label, and its mark in the review and summaries. */
  readonly note: string;
  /** The button that opens the note field under a question. */
  readonly addNote: string;
  /** The button that skips the current question alone (a `skippable` one). */
  readonly skipQuestion: string;
  /** Prompt queue switcher, e.g. "1 of 3 requests". */
  readonly requestOf: (current: number, total: number) => string;
  /** Prompt queue switcher: the button to the previous request. */
  readonly previousRequest: string;
  /** Prompt queue switcher: the button to the next request. */
  readonly nextRequest: string;
  /** Review step: the button that opens it, and its name. */
  readonly review: string;
  /** Review step heading. */
  readonly reviewTitle: string;
  /** Visible word on each review row, which reopens that question. */
  readonly change: string;
  /** Summary mark on answers a prompt that expired or was cancelled never sent. */
  readonly notSent: string;
  /** The button that hands answers that were not sent to the person as a message draft. */
  readonly useDraft: string;
  /** Summary mark, instead of {@link Messages.notSent}, once those answers were taken as a message draft. */
  readonly usedDraft: string;
  /** That message draft: `lines` are "Header: answer, answer", one per question. */
  readonly unsentDraft: (lines: readonly string[]) => string;
  /** Summary of a prompt the person answered here. */
  readonly youAnswered: string;
  /** Stacked layout header, e.g. "2 of 3 answered". */
  readonly answeredOf: (answered: number, total: number) => string;
  /**
   * The one-line keyboard hint: `count` rows a digit picks, the options and the Other row (0: a
   * free-text question, no digit picks), what Enter does, Esc.
   * `enter` is the word of the primary button (Next, Review or Submit).
   */
  readonly shortcutHint: (count: number, enter: string) => string;
  /** Skip on a partly answered prompt asks first: `answered` questions would be discarded. */
  readonly skipConfirm: (answered: number) => string;
  /** Skip confirmation: the button that skips. */
  readonly skipAnyway: string;
  /** Skip confirmation: the button that goes back to the questions. */
  readonly keepAnswering: string;
  /** Heading of the alert shown instead of a request that does not normalize. */
  readonly invalidRequest: string;
  /** A gateway question the dock cannot show: nothing was sent, it stays open for another app until it expires. */
  readonly rejectedPrompt: string;
  /** Disclosure with the developer-facing reasons of a rejected question. */
  readonly rejectedDetails: string;
  /** Button that removes a notice. */
  readonly dismiss: string;
  /** Summary of a secret answer: the value is never shown, only that it was given and where it went. */
  readonly secretGiven: string;
  /** Summary of a secret answer kept in a named store (`name`, e.g. `DEPLOY_API_KEY`). */
  readonly secretStored: (name: string) => string;
  /** Label of the masked field of a secret question. */
  readonly secretLabel: (header: string) => string;
  /** Why the agent asks for the secret, and which hosts may receive it. */
  readonly secretHosts: string;
  /** A value is already stored: when (formatted date) and by whom (may be empty). */
  readonly secretExisting: (when: string, by: string) => string;
  /** Text of the link shown with a question that has a `url`. */
  readonly openLink: string;
  // The next three are optional, English without them (messages/calls.ts): only the adapters and the streaming view use them.
  /** Shown with a question the agent is still writing (nothing can be answered yet). @default English */
  readonly stillWriting?: string | undefined;
  /** A question the agent stopped writing before it was complete (the run was stopped). @default English */
  readonly questionStopped?: string | undefined;
  /** A question call that failed; `detail` is the host's error text. @default English */
  readonly questionFailed?: ((detail: string) => string) | undefined;
  /** Document title while `count` prompts wait on a hidden page (`attention`); optional, English without it. @default (count, title) => `(2 questions) ${title}` */
  readonly attentionTitle?: ((count: number, title: string) => string) | undefined;
  /** Heading of the notification for a prompt that arrives on a hidden page. @default 'The agent is asking you something' */
  readonly attentionNotice?: string | undefined;
  /**
   * One normalization issue, without its path (see {@link formatIssue}). `detail` is the
   * normalizer's specifics for the agent developer (English, with the values found). Optional:
   * without it, English, as the details are.
   * @default issueMessage (English)
   */
  readonly issue?: ((code: IssueCode, detail: string | undefined) => string) | undefined;
  /**
   * One warning as a line for a developer's log (see {@link formatWarning}): the prompt, what the
   * code means, the detail. Optional: warnings are not shown to the person, and without it they are
   * English.
   * @default warningMessage (English)
   */
  readonly warning?: ((warning: Warning) => string) | undefined;
}

/**
 * The words of the plain-text bridge (`formatPromptText`, `formatReplyIssue`): apart from
 * {@link Messages}, so a dock never ships them and a bot channel ships only these.
 * @example
 * formatPromptText(request, replyMessagesTh);
 */
export interface ReplyMessages {
  /** The marker word a reply may leave out of a " (Recommended)" label. */
  readonly recommended: string;
  /** Note after a multi-select question. */
  readonly multipleChoice: string;
  /** Plain-text prompt: how to reply with one question. */
  readonly replyHintSingle: string;
  /** Plain-text prompt: how to reply to a multi-select question. */
  readonly replyHintMulti: string;
  /** Plain-text prompt: how to reply with several questions. */
  readonly replyHintMany: string;
  /** Plain-text prompt: how to reply to one free-text question (no options). */
  readonly replyHintText: string;
  /** Plain-text prompt: the Other hint. */
  readonly otherHint: string;
  /** Chat channels: the last button, for an answer in the person's own words. */
  readonly otherButton: string;
  /** Chat channels: sent when the Other button is pressed, asking for a typed reply. */
  readonly otherReply: string;
  /** Plain-text reply errors. */
  readonly replyEmpty: string;
  /** A question of several has no answer in the reply. */
  readonly replyMissing: (header: string) => string;
  /** A line starts with a key that names no question. */
  readonly replyUnknownKey: (key: string) => string;
  /** More lines than questions; `expected` is the number of questions. */
  readonly replyTooManyLines: (expected: number) => string;
  /** A multi-select reply of more parts than `max`. */
  readonly replyTooManyParts: (max: number) => string;
  /** A reply part that names several options; `labels` are what it could mean. */
  readonly replyAmbiguousOption: (text: string, labels: readonly string[]) => string;
  /**
   * A reply part that names no option of a question taking only its options; `labels` are the options.
   * @default the English sentence, for words written before it existed
   */
  readonly replyNotAnOption?: (text: string, labels: readonly string[]) => string;
  /** A line whose key names several questions; `headers` are what it could mean. */
  readonly replyAmbiguousKey: (key: string, headers: readonly string[]) => string;
}

/** The parts of {@link Messages} that {@link formatStoreError} reads. */
export type StoreErrorMessages = Pick<
  Messages,
  | 'unanswered'
  | 'submitFailed'
  | 'submitTimeout'
  | 'tooLate'
  | 'alreadyResolved'
  | 'unknownQuestion'
  | 'unknownOption'
  | 'invalidStep'
  | 'busy'
  | 'invalidResult'
  | 'invalidInput'
>;
