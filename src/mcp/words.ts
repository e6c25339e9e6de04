/**
 * The words only forms use: a yes/no field's answers, what is wrong with an answer, a field's limits,
 * and the form's own buttons. Kept with this entry, so a dock without forms carries none of them;
 * English and Thai, or the app's own (`createFormPrompts({ messages })`).
 */
import type { AnswerField } from '../core';
import type { FieldProblem } from './field-check';
import type { FormWords } from './form';

/** A form's words. */
export interface FormMessages extends FormWords {
  /** What is wrong with an answer, said at its field. `kind`: the field's kind, if it has one. */
  readonly problem: (problem: FieldProblem, kind: string | undefined) => string;
  /** A field's limits, said under it before anything is typed (`undefined`: none worth saying). */
  readonly limits: (field: AnswerField) => string | undefined;
  /** Submit stopped at a required field left blank. */
  readonly required: (header: string) => string;
  /** The panel's name for a screen reader (the dock's "Question from the agent"). */
  readonly formLabel: string;
  /** Who asks, above the form: `<server> asks`. */
  readonly asks: (server: string) => string;
  /** The button that declines the form (the person's no; the dock's Skip). */
  readonly decline: string;
  /** Decline on a partly filled form asks first: `answered` fields would not be sent. */
  readonly declineConfirm: (answered: number) => string;
  /** The button that cancels the form (no answer either way). */
  readonly cancel: string;
  /** A link's panel: the button that opens it in a new tab. */
  readonly open: string;
  /** A link's panel: what it is, for its region's name: `<server> asks you to open a link`. */
  readonly linkLabel: (server: string | undefined) => string;
  /** A link's panel once opened: the server finishes when the person is done there. */
  readonly linkOpened: string;
  /** A link's panel once opened: the button that puts the note away. */
  readonly dismiss: string;
  /** The notice of a request the dock cannot show: the server was told, and nothing was sent. */
  readonly refused: (server: string | undefined) => string;
}

/** A range's words, in the order both languages say them. */
const range = (low: number | undefined, high: number | undefined, both: string, from: string, upTo: string) =>
  low !== undefined && high !== undefined ? both : low !== undefined ? from : high !== undefined ? upTo : undefined;

const FORMAT_EN: Readonly<Record<string, string>> = {
  email: 'Write an email address, like ada@example.com.',
  uri: 'Write a full address, starting with its scheme, like https://example.com.',
  date: 'Write a date that exists, as 2026-03-14.',
  'date-time': 'Write a date and time with its zone, as 2026-03-14T09:30:00Z.',
};

const FORMAT_TH: Readonly<Record<string, string>> = {
  email: 'กรอกอีเมล เช่น ada@example.com',
  uri: 'กรอกที่อยู่เต็ม ขึ้นต้นด้วยโปรโตคอล เช่น https://example.com',
  date: 'กรอกวันที่ที่มีจริง ในรูปแบบ 2026-03-14',
  'date-time': 'กรอกวันและเวลาพร้อมเขตเวลา ในรูปแบบ 2026-03-14T09:30:00Z',
};

/** The form's words in English (the default). */
export const FORM_MESSAGES: FormMessages = {
  yes: 'Yes',
  no: 'No',
  problem: ({ code, limit }, kind) =>
    ({
      format: FORMAT_EN[kind ?? ''] ?? 'Check the format.',
      too_short: `Write at least ${limit} characters.`,
      too_long: `Write at most ${limit} characters.`,
      not_number: 'Write a number, like 42 or 4.5.',
      not_integer: 'Write a whole number.',
      too_small: `Write ${limit} or more.`,
      too_large: `Write ${limit} or less.`,
      too_few_items: `Choose at least ${limit}.`,
      too_many_items: `Choose at most ${limit}.`,
    })[code],
  limits: ({ minimum: lo, maximum: hi, minLength: short, maxLength: long }) =>
    range(lo, hi, `From ${lo} to ${hi}.`, `${lo} or more.`, `Up to ${hi}.`) ??
    range(short, long, `${short} to ${long} characters.`, `At least ${short} characters.`, `Up to ${long} characters.`),
  required: (header) => `“${header}” is required.`,
  formLabel: 'Form',
  asks: (server) => `${server} asks`,
  decline: 'Decline',
  declineConfirm: (answered) =>
    `Decline the form? Your ${answered === 1 ? 'answer' : `${answered} answers`} will not be sent.`,
  cancel: 'Cancel',
  open: 'Open',
  linkLabel: (server) => `${server ?? 'A server'} asks you to open a link`,
  linkOpened: 'Opened in a new tab. This closes when you finish there.',
  dismiss: 'Dismiss',
  refused: (server) =>
    `${server ?? 'A server'} sent a form that cannot be shown here. It was told so, and nothing was sent.`,
};

/** The form's words in Thai, to go with the dock's `messagesTh`. */
export const FORM_MESSAGES_TH: FormMessages = {
  yes: 'ใช่',
  no: 'ไม่',
  problem: ({ code, limit }, kind) =>
    ({
      format: FORMAT_TH[kind ?? ''] ?? 'ตรวจสอบรูปแบบอีกครั้ง',
      too_short: `กรอกอย่างน้อย ${limit} ตัวอักษร`,
      too_long: `กรอกไม่เกิน ${limit} ตัวอักษร`,
      not_number: 'กรอกตัวเลข เช่น 42 หรือ 4.5',
      not_integer: 'กรอกจำนวนเต็ม',
      too_small: `กรอก ${limit} ขึ้นไป`,
      too_large: `กรอกไม่เกิน ${limit}`,
      too_few_items: `เลือกอย่างน้อย ${limit} ข้อ`,
      too_many_items: `เลือกได้ไม่เกิน ${limit} ข้อ`,
    })[code],
  limits: ({ minimum: lo, maximum: hi, minLength: short, maxLength: long }) =>
    range(lo, hi, `ตั้งแต่ ${lo} ถึง ${hi}`, `${lo} ขึ้นไป`, `ไม่เกิน ${hi}`) ??
    range(short, long, `${short} ถึง ${long} ตัวอักษร`, `อย่างน้อย ${short} ตัวอักษร`, `ไม่เกิน ${long} ตัวอักษร`),
  required: (header) => `กรุณากรอก “${header}”`,
  formLabel: 'แบบฟอร์ม',
  asks: (server) => `${server} ถาม`,
  decline: 'ปฏิเสธ',
  declineConfirm: (answered) => `ปฏิเสธแบบฟอร์มนี้หรือไม่? คำตอบ ${answered} ข้อจะไม่ถูกส่ง`,
  cancel: 'ยกเลิก',
  open: 'เปิด',
  linkLabel: (server) => `${server ?? 'เซิร์ฟเวอร์'} ขอให้คุณเปิดลิงก์`,
  linkOpened: 'เปิดในแท็บใหม่แล้ว แผงนี้จะปิดเมื่อคุณทำเสร็จที่นั่น',
  dismiss: 'ปิด',
  refused: (server) => `${server ?? 'เซิร์ฟเวอร์'} ส่งแบบฟอร์มที่แสดงที่นี่ไม่ได้ ระบบแจ้งกลับไปแล้ว และไม่มีการส่งข้อมูลใดๆ`,
};
