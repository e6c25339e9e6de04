/**
 * The words only forms use: a yes/no field's answers and what is wrong with an answer. Kept with
 * this entry, so a dock without forms carries none of them; English, and Thai beside `messagesTh`.
 */
import { messagesTh, type Messages } from '../core';
import type { FieldProblem } from './field-check';
import type { FormWords } from './form';

/** A form's words: its yes/no answers and a sentence per problem. */
export interface FormMessages extends FormWords {
  readonly problem: (problem: FieldProblem, kind: string | undefined) => string;
}

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
};

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
};

/** The form's words that go with the dock's `messages`: Thai beside `messagesTh`, else English. */
export const formMessagesFor = (messages: Messages): FormMessages =>
  messages === messagesTh ? FORM_MESSAGES_TH : FORM_MESSAGES;
