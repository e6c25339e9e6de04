/** Thai: every message of the UI and of the plain-text bridge (the shapes are in types.ts). */
import type { Messages, ReplyMessages } from './types';
import type { IssueCode } from '../request/types';

/** What each issue code means, in Thai. */
const issueTextTh: Readonly<Record<IssueCode, string>> = {
  invalid_type: 'ชนิดข้อมูลไม่ถูกต้อง',
  unknown_key: 'ไม่ใช่คีย์ที่อนุญาต',
  too_few_questions: 'ต้องมีอย่างน้อย 1 คำถาม',
  too_many_questions: 'มีได้ไม่เกิน 3 คำถาม',
  invalid_id: 'id ต้องเป็น snake_case',
  duplicate_id: 'id ซ้ำกับคำถามอื่น',
  blank: 'ต้องไม่ว่างเปล่า',
  header_truncated: 'ถูกตัดให้เหลือ 12 ตัวอักษร',
  header_from_question: 'ว่างอยู่ จึงแสดงต้นคำถามแทน',
  too_few_options: 'ต้องมีอย่างน้อย 2 ตัวเลือก',
  too_many_options: 'มีได้ไม่เกิน 4 ตัวเลือก',
  label_too_long: 'ยาวได้ไม่เกิน 64 ตัวอักษร',
  duplicate_label: 'ชื่อตัวเลือกซ้ำกับตัวเลือกอื่น',
  lookalike_label: 'ชื่อตัวเลือกดูเหมือนตัวเลือกอื่น (ต่างกันแค่อักขระที่มองไม่เห็นหรือรูปแบบยูนิโคด)',
  other_option_removed: 'ถูกนำออก: มีช่อง “อื่นๆ” ให้เสมอ',
  not_integer: 'ต้องเป็นจำนวนเต็ม',
  timeout_clamped: 'ถูกปรับให้อยู่ในช่วง 30..3600 วินาที',
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
  answerLabel: (header) => `คำตอบของคุณสำหรับ ${header}`,
  answerPlaceholder: 'พิมพ์คำตอบของคุณ…',
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
  notAnswered: 'ไม่มีคำตอบ',
  summaryLabel: 'สรุปคำตอบ',
  noAnswer: '—',
  note: 'หมายเหตุ',
  requestOf: (current, total) => `คำขอ ${current} จาก ${total}`,
  previousRequest: 'คำขอก่อนหน้า',
  nextRequest: 'คำขอถัดไป',
  review: 'ตรวจทาน',
  reviewTitle: 'ตรวจคำตอบของคุณ',
  change: 'แก้ไข',
  youAnswered: 'คุณตอบแล้ว',
  notSent: 'ยังไม่ส่ง',
  useDraft: 'ใช้เป็นข้อความ',
  usedDraft: 'ใช้เป็นข้อความแล้ว',
  unsentDraft: (lines) => ['คำตอบ:', ...lines].join('\n'),
  answeredOf: (answered, total) => `ตอบแล้ว ${answered} จาก ${total}`,
  shortcutHint: (count, enter) =>
    [...(count > 0 ? [`กด ${count > 1 ? `1–${count}` : '1'} เพื่อเลือก`] : []), `Enter ${enter}`, 'Esc ย่อ'].join(' · '),
  skipConfirm: (answered) => `ข้ามทุกคำถามหรือไม่? คำตอบ ${answered} ข้อจะไม่ถูกส่ง`,
  skipAnyway: 'ข้ามเลย',
  addNote: 'เพิ่มหมายเหตุ',
  skipQuestion: 'ข้ามคำถามนี้',
  keepAnswering: 'ตอบต่อ',
  invalidRequest: 'ไม่สามารถแสดงคำถามนี้จากเอเจนต์ได้:',
  rejectedPrompt: 'เอเจนต์ถามคำถามที่แอปนี้แสดงไม่ได้ ยังไม่มีอะไรถูกส่ง คำถามยังเปิดให้ตอบในแอปอื่นได้จนกว่าจะหมดเวลา',
  rejectedDetails: 'รายละเอียด',
  dismiss: 'ปิด',
  secretGiven: 'ให้ค่าลับแล้ว',
  secretStored: (name) => `ให้ค่าลับแล้ว เก็บไว้ที่ ${name}`,
  secretLabel: (header) => `ค่าลับสำหรับ ${header}`,
  secretHosts: 'ส่งไปได้ที่',
  secretExisting: (when, by) => `มีค่าเก็บไว้แล้ว (ตั้งเมื่อ ${when}${by ? ` โดย ${by}` : ''}) ค่าใหม่จะแทนที่ค่าเดิม`,
  openLink: 'เปิดลิงก์',
  stillWriting: 'เอเจนต์กำลังเขียนคำถามนี้…',
  questionStopped: 'เอเจนต์หยุดก่อนเขียนคำถามนี้เสร็จ',
  questionFailed: (detail) => `ถามคำถามนี้ไม่ได้: ${detail}`,
  attentionTitle: (count, title) => `(${count} คำถามรอคำตอบ) ${title}`.trim(),
  attentionNotice: 'เอเจนต์มีคำถามถึงคุณ',
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
  replyHintText: 'พิมพ์คำตอบของคุณตอบกลับมา',
  otherHint: 'หรือพิมพ์คำตอบด้วยคำของคุณเอง',
  otherButton: 'อื่นๆ…',
  otherReply: 'พิมพ์คำตอบด้วยคำของคุณเอง',
  replyEmpty: 'คำตอบว่างเปล่า',
  replyMissing: (header) => `ไม่มีคำตอบสำหรับ “${header}”`,
  replyUnknownKey: (key) => `“${key}” ไม่ใช่คำถามในชุดนี้`,
  replyTooManyLines: (expected) => `ควรมีไม่เกิน ${expected} บรรทัด บรรทัดละหนึ่งคำถาม`,
  replyTooManyParts: (max) => `ควรมีคำตอบไม่เกิน ${max} ข้อ คั่นด้วยจุลภาค`,
  replyAmbiguousOption: (text, labels) =>
    `“${text}” อาจหมายถึง ${labels.map((label) => `“${label}”`).join(' หรือ ')} โปรดตอบด้วยหมายเลขหรือชื่อเต็มของตัวเลือก`,
  replyNotAnOption: (text, labels) =>
    `“${text}” ไม่ใช่ตัวเลือกที่มี โปรดตอบ ${labels.map((label) => `“${label}”`).join(' หรือ ')} หรือหมายเลขของตัวเลือก`,
  replyAmbiguousKey: (key, headers) =>
    `“${key}” อาจหมายถึงคำถาม ${headers.map((header) => `“${header}”`).join(' หรือ ')} โปรดขึ้นต้นบรรทัดด้วยหมายเลขของคำถาม เช่น “2: คำตอบ”`,
};
