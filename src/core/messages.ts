import type { AskUserRequest, Issue, IssueCode, StoreError, StoreWarning } from './types';

/**
 * Every user-visible string in one object, so no English is hard-coded in the UI (DESIGN.md).
 * Functions take the values they interpolate; override any subset with `{ ...messages, key: ... }`.
 */
export interface Messages {
  /** Name of the free-text answer in plain text and the review list. */
  readonly other: string;
  /** Accessible label of the Other field. */
  readonly otherLabel: (header: string) => string;
  /** Placeholder of the Other field. */
  readonly otherPlaceholder: string;
  /** Badge for an option whose label ends with " (Recommended)". */
  readonly recommended: string;
  /** Stepper text, e.g. "2/3". */
  readonly stepOf: (current: number, total: number) => string;
  /** Accessible name of a step dot. */
  readonly stepLabel: (current: number, total: number, header: string) => string;
  /** Accessible name of the stepper navigation. */
  readonly stepsLabel: string;
  readonly back: string;
  readonly next: string;
  readonly submit: string;
  readonly submitting: string;
  readonly retry: string;
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
  readonly unknownQuestion: (id: string) => string;
  readonly unknownOption: (label: string) => string;
  readonly invalidStep: (index: number) => string;
  readonly busy: string;
  readonly invalidResult: string;
  /** An action got an argument of the wrong type, e.g. `select(id, undefined)`; `argument` is its name. */
  readonly invalidInput: (argument: string) => string;
  /** Summary status words. */
  readonly answered: string;
  readonly answeredElsewhere: string;
  readonly skipped: string;
  readonly expired: string;
  readonly cancelled: string;
  readonly unavailable: string;
  /** Accessible name of the answer summary. */
  readonly summaryLabel: string;
  /** Placeholder for a question without an answer in a summary. */
  readonly noAnswer: string;
  /** Prompt queue switcher, e.g. "1 of 3 requests". */
  readonly requestOf: (current: number, total: number) => string;
  readonly previousRequest: string;
  readonly nextRequest: string;
  /** Review step: the button that opens it, and its name. */
  readonly review: string;
  /** Review step heading. */
  readonly reviewTitle: string;
  /** Visible word on each review row, which reopens that question. */
  readonly change: string;
  /** Summary of a prompt the person answered here. */
  readonly youAnswered: string;
  /** Stacked layout header, e.g. "2 of 3 answered". */
  readonly answeredOf: (answered: number, total: number) => string;
  /**
   * The one-line keyboard hint: `count` options plus Other by digit, what Enter does, Esc.
   * `enter` is the word of the primary button (Next, Review or Submit).
   */
  readonly shortcutHint: (count: number, enter: string) => string;
  /** Skip on a partly answered prompt asks first: `answered` questions would be discarded. */
  readonly skipConfirm: (answered: number) => string;
  readonly skipAnyway: string;
  readonly keepAnswering: string;
  /** Heading of the alert shown instead of a request that does not normalize. */
  readonly invalidRequest: string;
  /** A gateway question the dock cannot show: the agent got no answer; the person may answer in the chat. */
  readonly rejectedPrompt: string;
  /** Disclosure with the developer-facing reasons of a rejected question. */
  readonly rejectedDetails: string;
  /** Button that removes a notice. */
  readonly dismiss: string;
  /** Summary of a secret answer: the value is never shown, only that it was given and where it went. */
  readonly secretGiven: string;
  readonly secretStored: (name: string) => string;
  /** Label of the masked field of a secret question. */
  readonly secretLabel: (header: string) => string;
  /** Why the agent asks for the secret, and which hosts may receive it. */
  readonly secretHosts: string;
  /** A value is already stored: when (formatted date) and by whom (may be empty). */
  readonly secretExisting: (when: string, by: string) => string;
  /** Text of the link shown with a question that has a `url`. */
  readonly openLink: string;
  /**
   * One normalization issue, without its path (see {@link formatIssue}). `detail` is the
   * normalizer's specifics for the agent developer (English, with the values found). Optional:
   * without it, English (the words load with the alert that shows them, not with every dock).
   */
  readonly issue?: ((code: IssueCode, detail: string | undefined) => string) | undefined;
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
  /** Plain-text prompt: the Other hint. */
  readonly otherHint: string;
  /** Plain-text reply errors. */
  readonly replyEmpty: string;
  readonly replyMissing: (header: string) => string;
  readonly replyUnknownKey: (key: string) => string;
  readonly replyTooManyLines: (expected: number) => string;
  /** A multi-select reply of more parts than `max`. */
  readonly replyTooManyParts: (max: number) => string;
  /** A reply part that names several options; `labels` are what it could mean. */
  readonly replyAmbiguousOption: (text: string, labels: readonly string[]) => string;
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

/**
 * One normalization issue as a line for a reader: `path: what is wrong`.
 * @example
 * const result = normalizeAskUser(input);
 * if (!result.ok) console.error(result.errors.map((issue) => formatIssue(issue, messages)).join('\n'));
 */
export function formatIssue(issue: Issue, messages?: Pick<Messages, 'issue'>): string {
  return `${issue.path || 'input'}: ${(messages?.issue ?? issueMessage)(issue.code, issue.detail)}`;
}

/**
 * A refused action or failed submit (`state.error`) as a sentence for the person. Give the
 * request so an unanswered question is named by its header.
 * @example
 * const { error, request } = store.getState();
 * if (error) alert(formatStoreError(error, messagesTh, request));
 */
export function formatStoreError(error: StoreError, messages: StoreErrorMessages, request?: AskUserRequest): string {
  const question = request?.questions.find((q) => q.id === error.questionId);
  switch (error.code) {
    case 'unanswered':
      return messages.unanswered(question?.header ?? error.questionId ?? '');
    case 'submit_failed':
      // The detail is the transport's own sentence; the message adds its own full stop.
      return messages.submitFailed((error.detail ?? '').replace(/[\s.。]+$/u, ''));
    case 'submit_timeout':
      return messages.submitTimeout;
    case 'expired':
      return messages.tooLate;
    case 'terminal':
      return messages.alreadyResolved;
    case 'unknown_question':
      return messages.unknownQuestion(error.questionId ?? '');
    case 'unknown_option':
      return messages.unknownOption(error.detail ?? '');
    case 'invalid_step':
      return messages.invalidStep(Number(error.detail));
    case 'busy':
      return messages.busy;
    case 'invalid_result':
      return messages.invalidResult;
    case 'invalid_input':
      return messages.invalidInput(error.path ?? '');
  }
}

/** What each issue code means, for issues that carry no detail. */
const issueText: Readonly<Record<IssueCode, string>> = {
  invalid_type: 'has the wrong type',
  unknown_key: 'is not an allowed key',
  too_few_questions: 'needs at least 1 question',
  too_many_questions: 'allows at most 3 questions',
  invalid_id: 'must be a snake_case id such as "deploy_target"',
  duplicate_id: 'repeats the id of another question',
  blank: 'must not be blank',
  header_truncated: 'was shortened to 12 characters',
  too_few_options: 'needs at least 2 options',
  too_many_options: 'allows at most 4 options',
  label_too_long: 'must be at most 64 characters',
  duplicate_label: 'repeats the label of another option',
  lookalike_label: 'looks the same as another option (differs only in invisible characters or Unicode form)',
  other_option_removed: 'was removed: a free-text "Other" answer is always added',
  not_integer: 'must be a whole number',
  timeout_clamped: 'was clamped to 30..3600 seconds',
  too_deep: 'is nested too deeply',
};

/** English issue text: the normalizer's detail when there is one (it is written in English). */
export const issueMessage = (code: IssueCode, detail: string | undefined): string => detail ?? issueText[code];

/** Formats seconds as m:ss (e.g. 59 -> "0:59", 900 -> "15:00"). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${minutes}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/** English strings for `state.error` (see {@link formatStoreError}); a part of {@link messages}. */
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
  noAnswer: '—',
  secretGiven: 'Secret given',
  secretStored: (name) => `Secret given, stored as ${name}`,
} satisfies Partial<Messages>;

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
  otherHint: 'Or reply with your own answer in your own words.',
  replyEmpty: 'The reply is empty.',
  replyMissing: (header) => `No answer for “${header}”.`,
  replyUnknownKey: (key) => `“${key}” is not one of the questions.`,
  replyTooManyLines: (expected) => `Expected at most ${expected} lines, one per question.`,
  replyTooManyParts: (max) => `Expected at most ${max} answers separated by commas.`,
  replyAmbiguousOption: (text, labels) =>
    `“${text}” could mean ${labels.map((label) => `“${label}”`).join(' or ')}: reply with the option’s number or its full name.`,
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
    answeredOf: (answered, total) => `${answered} of ${total} answered`,
    shortcutHint: (count, enter) => `1–${count} choose · Enter ${enter.toLowerCase()} · Esc minimize`,
    skipConfirm: (answered) =>
      `Skip all questions? Your ${answered === 1 ? 'answer' : `${answered} answers`} will not be sent.`,
    skipAnyway: 'Skip anyway',
    keepAnswering: 'Keep answering',
    invalidRequest: 'This question from the agent cannot be shown:',
    rejectedPrompt:
      'The agent asked something this app cannot show, so it was told you gave no answer. You can answer in the chat instead.',
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

const issueTextTh: Readonly<Record<IssueCode, string>> = {
  invalid_type: 'ชนิดข้อมูลไม่ถูกต้อง',
  unknown_key: 'ไม่ใช่คีย์ที่อนุญาต',
  too_few_questions: 'ต้องมีอย่างน้อย 1 คำถาม',
  too_many_questions: 'มีได้ไม่เกิน 3 คำถาม',
  invalid_id: 'id ต้องเป็น snake_case',
  duplicate_id: 'id ซ้ำกับคำถามอื่น',
  blank: 'ต้องไม่ว่างเปล่า',
  header_truncated: 'ถูกตัดให้เหลือ 12 ตัวอักษร',
  too_few_options: 'ต้องมีอย่างน้อย 2 ตัวเลือก',
  too_many_options: 'มีได้ไม่เกิน 4 ตัวเลือก',
  label_too_long: 'ยาวได้ไม่เกิน 64 ตัวอักษร',
  duplicate_label: 'ชื่อตัวเลือกซ้ำกับตัวเลือกอื่น',
  lookalike_label: 'ชื่อตัวเลือกดูเหมือนตัวเลือกอื่น (ต่างกันแค่อักขระที่มองไม่เห็นหรือรูปแบบยูนิโคด)',
  other_option_removed: 'ถูกนำออก: มีช่อง “อื่นๆ” ให้เสมอ',
  not_integer: 'ต้องเป็นจำนวนเต็ม',
  timeout_clamped: 'ถูกปรับให้อยู่ในช่วง 30..3600 วินาที',
  too_deep: 'ซ้อนกันลึกเกินไป',
};

/**
 * Thai messages.
 * @example
 * <QuestionDock request={request} messages={messagesTh} />
 */
export const messagesTh: Messages = {
  other: 'อื่นๆ',
  otherLabel: (header) => `คำตอบของคุณเองสำหรับ ${header}`,
  otherPlaceholder: 'พิมพ์คำตอบของคุณเอง…',
  recommended: 'แนะนำ',
  stepOf: (current, total) => `${current}/${total}`,
  stepLabel: (current, total, header) => `คำถามที่ ${current} จาก ${total}: ${header}`,
  stepsLabel: 'คำถาม',
  back: 'ย้อนกลับ',
  next: 'ถัดไป',
  submit: 'ส่งคำตอบ',
  submitting: 'กำลังส่ง…',
  retry: 'ลองอีกครั้ง',
  skip: 'ข้าม',
  collapse: 'ย่อคำถาม',
  expand: 'แสดงคำถาม',
  promptLabel: 'คำถามจากเอเจนต์',
  multipleChoice: '(เลือกได้หลายข้อ)',
  timeLeft: (time) => `เหลือเวลา ${time}`,
  oneMinuteLeft: 'เหลือเวลาตอบอีกหนึ่งนาที',
  unanswered: (header) => `โปรดตอบ “${header}” หรือพิมพ์คำตอบของคุณเอง`,
  submitFailed: (detail) => `ส่งคำตอบไม่สำเร็จ: ${detail} คำตอบของคุณยังอยู่ ลองอีกครั้งได้`,
  submitTimeout: 'ไม่มีการตอบกลับระหว่างส่งคำตอบ คำตอบของคุณยังอยู่ ลองอีกครั้งได้',
  tooLate: 'หมดเวลาแล้ว: คำถามนี้หมดอายุก่อนที่คำตอบจะถูกส่ง',
  alreadyResolved: 'คำถามนี้ปิดไปแล้ว',
  unknownQuestion: (id) => `ไม่มีคำถาม “${id}”`,
  unknownOption: (label) => `ไม่มีตัวเลือก “${label}”`,
  invalidStep: (index) => `ไม่มีขั้นตอนที่ ${index + 1}`,
  busy: 'กำลังส่งคำตอบของคุณ',
  invalidResult: 'คำตอบไม่ตรงกับคำถาม',
  invalidInput: (argument) => `ค่าที่ให้สำหรับ “${argument}” ไม่ถูกต้อง`,
  answered: 'ตอบแล้ว',
  answeredElsewhere: 'ตอบจากที่อื่นแล้ว',
  skipped: 'ข้ามแล้ว',
  expired: 'หมดเวลา',
  cancelled: 'ยกเลิกแล้ว',
  unavailable: 'ไม่มีคำถามนี้แล้ว',
  summaryLabel: 'สรุปคำตอบ',
  noAnswer: '—',
  requestOf: (current, total) => `คำขอ ${current} จาก ${total}`,
  previousRequest: 'คำขอก่อนหน้า',
  nextRequest: 'คำขอถัดไป',
  review: 'ตรวจทาน',
  reviewTitle: 'ตรวจคำตอบของคุณ',
  change: 'แก้ไข',
  youAnswered: 'คุณตอบแล้ว',
  answeredOf: (answered, total) => `ตอบแล้ว ${answered} จาก ${total}`,
  shortcutHint: (count, enter) => `กด 1–${count} เพื่อเลือก · Enter ${enter} · Esc ย่อ`,
  skipConfirm: (answered) => `ข้ามทุกคำถามหรือไม่? คำตอบ ${answered} ข้อจะไม่ถูกส่ง`,
  skipAnyway: 'ข้ามเลย',
  keepAnswering: 'ตอบต่อ',
  invalidRequest: 'ไม่สามารถแสดงคำถามนี้จากเอเจนต์ได้:',
  rejectedPrompt: 'เอเจนต์ถามคำถามที่แอปนี้แสดงไม่ได้ จึงแจ้งเอเจนต์ไปว่าคุณไม่ได้ตอบ คุณตอบในแชทแทนได้',
  rejectedDetails: 'รายละเอียด',
  dismiss: 'ปิด',
  secretGiven: 'ให้ค่าลับแล้ว',
  secretStored: (name) => `ให้ค่าลับแล้ว เก็บไว้ที่ ${name}`,
  secretLabel: (header) => `ค่าลับสำหรับ ${header}`,
  secretHosts: 'ส่งไปได้ที่',
  secretExisting: (when, by) => `มีค่าเก็บไว้แล้ว (ตั้งเมื่อ ${when}${by ? ` โดย ${by}` : ''}) ค่าใหม่จะแทนที่ค่าเดิม`,
  openLink: 'เปิดลิงก์',
  // The detail stays as the normalizer wrote it: it is for the agent developer, with the values found.
  issue: (code, detail) => `${issueTextTh[code]}${detail === undefined ? '' : ` (${detail})`}`,
};

/**
 * Thai words of the plain-text bridge.
 * @example
 * formatPromptText(request, replyMessagesTh);
 */
export const replyMessagesTh: ReplyMessages = {
  recommended: 'แนะนำ',
  multipleChoice: '(เลือกได้หลายข้อ)',
  replyHintSingle: 'ตอบด้วยหมายเลขหรือชื่อของตัวเลือก',
  replyHintMulti: 'ตอบด้วยหมายเลขหรือชื่อตัวเลือกอย่างน้อยหนึ่งข้อ คั่นด้วยจุลภาค',
  replyHintMany: 'ตอบบรรทัดละหนึ่งคำถาม หรือเขียนแบบ “id: คำตอบ”',
  otherHint: 'หรือพิมพ์คำตอบด้วยคำของคุณเอง',
  replyEmpty: 'คำตอบว่างเปล่า',
  replyMissing: (header) => `ไม่มีคำตอบสำหรับ “${header}”`,
  replyUnknownKey: (key) => `“${key}” ไม่ใช่คำถามในชุดนี้`,
  replyTooManyLines: (expected) => `ควรมีไม่เกิน ${expected} บรรทัด บรรทัดละหนึ่งคำถาม`,
  replyTooManyParts: (max) => `ควรมีคำตอบไม่เกิน ${max} ข้อ คั่นด้วยจุลภาค`,
  replyAmbiguousOption: (text, labels) =>
    `“${text}” อาจหมายถึง ${labels.map((label) => `“${label}”`).join(' หรือ ')} โปรดตอบด้วยหมายเลขหรือชื่อเต็มของตัวเลือก`,
  replyAmbiguousKey: (key, headers) =>
    `“${key}” อาจหมายถึงคำถาม ${headers.map((header) => `“${header}”`).join(' หรือ ')} โปรดขึ้นต้นบรรทัดด้วยหมายเลขของคำถาม เช่น “2: คำตอบ”`,
};

const warningText: Readonly<Record<StoreWarning['code'], string>> = {
  persist_corrupt: 'Ignored saved answers that do not fit the question',
  persist_mismatch: 'Ignored saved answers of a different request under the same id',
  persist_unavailable: 'Answers are kept in memory only: storage is not available',
  sync_invalid: 'Ignored a message from another tab that does not fit the prompt',
};

/**
 * A store warning as one English line for a log (warnings are for developers, not the person).
 * @example
 * createQuestionStore(request, { onWarning: (w) => log(formatStoreWarning(w)) });
 */
export function formatStoreWarning(warning: StoreWarning): string {
  const text = warningText[warning.code] ?? warning.code;
  const where = warning.promptId === undefined ? '' : ` (prompt ${warning.promptId})`;
  return `${text}${where}${warning.detail === undefined ? '' : `: ${warning.detail}`}.`;
}
