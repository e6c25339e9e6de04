/** English, the default language of every message (the shapes are in types.ts). */
import type { Messages, ReplyMessages, StoreErrorMessages } from './types';
import type { IssueCode } from '../request/types';

/** What each issue code means, for issues that carry no detail. */
export const issueText: Readonly<Record<IssueCode, string>> = {
  invalid_type: 'has the wrong type',
  unknown_key: 'is not an allowed key',
  too_few_questions: 'needs at least 1 question',
  too_many_questions: 'allows at most 3 questions',
  invalid_id: 'must be a snake_case id such as "deploy_target"',
  duplicate_id: 'repeats the id of another question',
  blank: 'must not be blank',
  header_truncated: 'was shortened to 12 characters',
  header_from_question: 'was blank: the start of the question is shown instead',
  too_few_options: 'needs at least 2 options',
  too_many_options: 'allows at most 4 options',
  label_too_long: 'must be at most 64 characters',
  duplicate_label: 'repeats the label of another option',
  lookalike_label: 'looks the same as another option (differs only in invisible characters or Unicode form)',
  other_option_removed: 'was removed: a free-text "Other" answer is always added',
  not_integer: 'must be a whole number',
  timeout_clamped: 'was clamped to 30..3600 seconds',
};

/** English strings for `state.error` (see `formatStoreError`); a part of {@link messages}. */
export const storeMessages = {
  unanswered: (header) => `Please answer “${header}” or type your own answer.`,
  submitFailed: (detail) => `Could not send your answer: ${detail}. Your answers are kept; try again.`,
  submitTimeout: 'No reply came while sending your answer. Your answers are kept; try again.',
  tooLate: 'Time is up: this question expired before the answer was sent.',
  alreadyResolved: 'This question is already closed.',
  unknownQuestion: (id) => `There is no question “${id}”.`,
  unknownOption: (label) => `There is no option “${label}”.`,
  invalidStep: (index) => `There is no step ${index + 1}.`,
  busy: 'Your answer is being sent.',
  invalidResult: 'The answer does not match the questions.',
  invalidInput: (argument) => `The value given for “${argument}” is not valid.`,
} satisfies StoreErrorMessages;

/** English strings of the summary; a part of {@link messages} like {@link storeMessages}. */
export const textMessages = {
  recommended: 'Recommended',
  multipleChoice: '(multiple choice)',
  answered: 'Answered',
  answeredElsewhere: 'Answered elsewhere',
  skipped: 'Skipped',
  expired: 'Expired',
  cancelled: 'Cancelled',
  unavailable: 'No longer available',
  notAnswered: 'No answer',
  noAnswer: '—',
  note: 'Note',
  secretGiven: 'Secret given',
  secretStored: (name) => `Secret given, stored as ${name}`,
} satisfies Partial<Messages>;

/** The English `replyNotAnOption`, also the one used when a set of words has none. */
export const replyNotAnOption = (text: string, labels: readonly string[]): string =>
  `“${text}” is not one of the choices: reply with ${labels.map((label) => `“${label}”`).join(' or ')}, or its number.`;

/**
 * English words of the plain-text bridge, the default of `formatPromptText` and `formatReplyIssue`.
 * @example
 * formatPromptText(request, { ...replyMessages, otherHint: 'Or just tell me.' });
 */
export const replyMessages: ReplyMessages = {
  recommended: 'Recommended',
  multipleChoice: '(multiple choice)',
  replyHintSingle: 'Reply with the number or the name of an option.',
  replyHintMulti: 'Reply with one or more numbers or names, separated by commas.',
  replyHintMany: 'Reply with one line per question, or lines like “id: answer”.',
  replyHintText: 'Reply with your answer.',
  otherHint: 'Or reply with your own answer in your own words.',
  otherButton: 'Other…',
  otherReply: 'Type your answer in your own words.',
  replyEmpty: 'The reply is empty.',
  replyMissing: (header) => `No answer for “${header}”.`,
  replyUnknownKey: (key) => `“${key}” is not one of the questions.`,
  replyTooManyLines: (expected) => `Expected at most ${expected} lines, one per question.`,
  replyTooManyParts: (max) => `Expected at most ${max} answers separated by commas.`,
  replyAmbiguousOption: (text, labels) =>
    `“${text}” could mean ${labels.map((label) => `“${label}”`).join(' or ')}: reply with the option’s number or its full name.`,
  replyNotAnOption,
  replyAmbiguousKey: (key, headers) =>
    `“${key}” could mean ${headers.map((header) => `“${header}”`).join(' or ')}: start the line with the question’s number, like “2: answer”.`,
};

/**
 * English messages, the default everywhere.
 * @example
 * import { messages } from 'question-dock/core';
 * const mine = { ...messages, skip: 'Not now' };
 */
export const messages: Messages = /* @__PURE__ */ Object.assign(
  {
    other: 'Other',
    otherLabel: (header) => `Your own answer for ${header}`,
    otherPlaceholder: 'Type your own answer…',
    answerLabel: (header) => `Your answer for ${header}`,
    answerPlaceholder: 'Type your answer…',
    stepOf: (current, total) => `${current}/${total}`,
    stepLabel: (current, total, header) => `Question ${current} of ${total}: ${header}`,
    stepsLabel: 'Questions',
    back: 'Back',
    next: 'Next',
    submit: 'Submit',
    submitting: 'Sending…',
    retry: 'Try again',
    skip: 'Skip',
    collapse: 'Minimize question',
    expand: 'Show question',
    promptLabel: 'Question from the agent',
    timeLeft: (time) => `Time left ${time}`,
    oneMinuteLeft: 'One minute left to answer.',
    summaryLabel: 'Answer summary',
    requestOf: (current, total) => `${current} of ${total} requests`,
    previousRequest: 'Previous request',
    nextRequest: 'Next request',
    review: 'Review',
    reviewTitle: 'Check your answers',
    change: 'Change',
    youAnswered: 'You answered',
    notSent: 'Not sent',
    useDraft: 'Use as message',
    usedDraft: 'Used as message',
    unsentDraft: (lines) => ['My answers:', ...lines].join('\n'),
    answeredOf: (answered, total) => `${answered} of ${total} answered`,
    shortcutHint: (count, enter) =>
      [
        ...(count > 0 ? [`${count > 1 ? `1–${count}` : '1'} choose`] : []),
        `Enter ${enter.toLowerCase()}`,
        'Esc minimize',
      ].join(' · '),
    skipConfirm: (answered) =>
      `Skip all questions? Your ${answered === 1 ? 'answer' : `${answered} answers`} will not be sent.`,
    skipAnyway: 'Skip anyway',
    addNote: 'Add a note',
    skipQuestion: 'Skip question',
    keepAnswering: 'Keep answering',
    invalidRequest: 'This question from the agent cannot be shown:',
    rejectedPrompt:
      'The agent asked something this app cannot show. Nothing was sent: it stays open for another app to answer until its time runs out.',
    rejectedDetails: 'Details',
    dismiss: 'Dismiss',
    secretLabel: (header) => `Secret value for ${header}`,
    secretHosts: 'May be sent to',
    secretExisting: (when, by) =>
      `A value is already stored (set ${when}${by ? ` by ${by}` : ''}). A new one replaces it.`,
    openLink: 'Open link',
  } satisfies Partial<Messages>,
  storeMessages,
  textMessages,
);
