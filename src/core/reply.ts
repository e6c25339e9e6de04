/**
 * The plain-text bridge for channels without buttons (DESIGN.md, "The web Control UI behaviour",
 * last point): the prompt as readable text, and the person's free-text reply parsed back into
 * answers by option number, option label (case-insensitive) or their own words.
 */
import { messages as defaultMessages, type Messages } from './messages';
import type { AnswerMap, AskUserQuestion, AskUserRequest } from './types';

/** Why a plain-text reply could not be read. */
export interface ReplyIssue {
  /** `''` for the whole reply, the question id for `missing`, `lines[i]` (0-based) for a line. */
  readonly path: string;
  readonly code: 'empty' | 'missing' | 'unknown_key' | 'too_many_lines';
  /** Localized text to send back to the person. */
  readonly message: string;
}

/** Result of {@link parseTextReply}. */
export type ParseReplyResult =
  | { readonly ok: true; readonly answers: AnswerMap }
  | { readonly ok: false; readonly errors: readonly ReplyIssue[] };

function optionLine(index: number, label: string, description: string | undefined): string {
  return `${index + 1}. ${label}${description === undefined ? '' : ` — ${description}`}`;
}

function questionLine(question: AskUserQuestion, messages: Messages): string {
  return `${question.header}: ${question.question}${question.multiSelect ? ` ${messages.multipleChoice}` : ''}`;
}

/**
 * The prompt as readable plain text, for channels with no buttons: each question with its header,
 * numbered options ("1. Label — description"), a note on multi-select questions, then how to reply
 * and that a reply in the person's own words is welcome.
 *
 * @example
 * formatPromptText(request);
 * // Target: Where should I deploy?
 * // 1. Staging (Recommended) — Safe first step
 * // 2. Production
 * //
 * // Reply with the number or the name of an option.
 * // Or reply with your own answer in your own words.
 */
export function formatPromptText(request: AskUserRequest, messages: Messages = defaultMessages): string {
  const lines: string[] = [];
  const many = request.questions.length > 1;
  request.questions.forEach((question, index) => {
    // With several questions, options are indented under their numbered question.
    const indent = many ? '   ' : '';
    lines.push(many ? `${index + 1}. ${questionLine(question, messages)}` : questionLine(question, messages));
    question.options.forEach((option, optionIndex) => {
      lines.push(indent + optionLine(optionIndex, option.label, option.description));
    });
  });
  lines.push('');
  const first = request.questions[0];
  if (many) {
    lines.push(messages.replyHintMany);
    if (request.questions.some((question) => question.multiSelect)) lines.push(messages.replyHintMulti);
  } else {
    lines.push(first?.multiSelect === true ? messages.replyHintMulti : messages.replyHintSingle);
  }
  lines.push(messages.otherHint);
  return lines.join('\n');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lower-cased label without a trailing "(Recommended)" (English, or the localized word). */
function bareLabel(label: string, messages: Messages): string {
  const words = ['recommended', messages.recommended.toLowerCase()].map(escapeRegExp).join('|');
  return label
    .toLowerCase()
    .replace(new RegExp(`\\s*\\((?:${words})\\)\\s*$`), '')
    .trim();
}

/** The option a piece of text names: its number (1..N), its label, or its label minus "(Recommended)". */
function matchOption(question: AskUserQuestion, text: string, messages: Messages, allowNumber: boolean): string | null {
  const number = allowNumber ? /^(\d{1,3})[.)]?$/.exec(text) : null;
  if (number !== null) {
    const option = question.options[Number(number[1]) - 1];
    if (option !== undefined) return option.label;
  }
  const lower = text.toLowerCase();
  const exact = question.options.find((option) => option.label.toLowerCase() === lower);
  if (exact !== undefined) return exact.label;
  const bare = bareLabel(text, messages);
  if (bare === '') return null;
  return question.options.find((option) => bareLabel(option.label, messages) === bare)?.label ?? null;
}

// A URL ("https://a.b/c,d") is one value: commas and semicolons inside it do not separate answers.
const URL_PATTERN = /[a-z][a-z0-9+.-]*:\/\/\S*[^\s,;]/gi;

/** Splits a multi-select reply on `,` `;` and newlines, keeping URLs whole. */
function splitParts(text: string): string[] {
  const protectedRanges: Array<readonly [number, number]> = [];
  for (const match of text.matchAll(URL_PATTERN)) protectedRanges.push([match.index, match.index + match[0].length]);
  const parts: string[] = [];
  let start = 0;
  let range = 0;
  for (let index = 0; index < text.length; index += 1) {
    const current = protectedRanges[range];
    if (current !== undefined && index >= current[0]) {
      if (index < current[1]) continue;
      range += 1;
    }
    const char = text[index];
    if (char === ',' || char === ';' || char === '\n' || char === '\r') {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The answers to one question in `text`: `[]` when there is none. */
function parseValue(question: AskUserQuestion, text: string, messages: Messages): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (!question.multiSelect) return [matchOption(question, trimmed, messages, true) ?? trimmed];
  // A label may itself contain a comma ("Red, green"): try the whole text as a label first.
  const whole = matchOption(question, trimmed, messages, false);
  if (whole !== null) return [whole];
  const answers: string[] = [];
  const seen = new Set<string>();
  for (const part of splitParts(trimmed)) {
    const answer = matchOption(question, part, messages, true) ?? part;
    const key = answer.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    answers.push(answer);
  }
  return answers;
}

interface KeyedLine {
  readonly key: string;
  readonly separator: ':' | '=' | '-';
  readonly value: string;
  /** The character right after the separator (`''` at the end of the line). */
  readonly after: string;
}

/**
 * Splits `key: value`, `key = value` or `key - value` at the first separator. A colon that starts
 * `//` or `\` (URL, Windows path) or sits between digits (a time such as 14:30) is not a separator,
 * and then the line has no key at all.
 */
function splitKeyed(line: string): KeyedLine | null {
  const match = /:|=|\s-\s/.exec(line);
  if (match === null) return null;
  const at = match.index;
  const separator = match[0].trim() as ':' | '=' | '-';
  const end = at + match[0].length;
  const after = line.charAt(end);
  if (separator === ':') {
    if (after === '/' || after === '\\') return null;
    if (/\d/.test(line.charAt(at - 1)) && /\d/.test(after)) return null;
  }
  const key = line.slice(0, at).trim();
  if (key === '') return null;
  return { key, separator, value: line.slice(end), after };
}

/** The index of the question `key` names: its id, its header (case-insensitive) or its number. */
function resolveKey(request: AskUserRequest, key: string): number | null {
  const lower = key.toLowerCase();
  const questions = request.questions;
  let found = questions.findIndex((question) => question.id.toLowerCase() === lower);
  if (found < 0) found = questions.findIndex((question) => question.header.trim().toLowerCase() === lower);
  if (found < 0) {
    const number = /^(?:q|#)?(\d{1,2})$/i.exec(key);
    if (number !== null) {
      const index = Number(number[1]) - 1;
      if (index >= 0 && index < questions.length) found = index;
    }
  }
  return found >= 0 ? found : null;
}

/**
 * Whether an unmatched key looks like an attempt at a key (a snake_case id or a number) rather than
 * the start of an answer like "Maybe: only on weekends" or "mailto:x@y.z".
 */
function isPlausibleKey(line: KeyedLine): boolean {
  if (line.separator === '-') return false;
  if (line.separator === ':' && line.after !== '' && !/\s/.test(line.after)) return false;
  return /^[a-z][a-z0-9_]*$/.test(line.key) || /^\d{1,2}$/.test(line.key);
}

/**
 * Reads a plain-text reply into answers.
 *
 * - One question: a number 1..N picks that option; otherwise a label (case-insensitive, with or
 *   without a trailing "(Recommended)"); otherwise the text is the person's own answer.
 *   A line `key: value` naming the question is accepted too.
 * - Multi-select: the whole text as a label first, else parts split on `,` `;` or newlines, each
 *   read as above, duplicates (case-insensitive) dropped, order kept.
 * - Several questions: lines `key: value` (also `key = value`, `key - value`) where key is the id,
 *   the header or the number; other lines answer the remaining questions in order, and a blank line
 *   keeps its place (that question is then unanswered). URLs, Windows paths and times stay whole.
 *
 * Values are the exact option labels of the request, or the person's own text.
 *
 * @example
 * parseTextReply(request, '1');                       // { ok: true, answers: { deploy_target: ['Staging (Recommended)'] } }
 * parseTextReply(request, 'target: prod\nchecks: 1, 3'); // keyed lines, by header
 * parseTextReply(request, '');                        // { ok: false, errors: [{ code: 'empty', ... }] }
 */
export function parseTextReply(request: AskUserRequest, text: string, messages: Messages = defaultMessages): ParseReplyResult {
  const questions = request.questions;
  const reply = typeof text === 'string' ? text : '';
  if (reply.trim() === '' || questions.length === 0) {
    return { ok: false, errors: [{ path: '', code: 'empty', message: messages.replyEmpty }] };
  }

  const values: Array<string | undefined> = questions.map(() => undefined);
  const errors: ReplyIssue[] = [];
  // Questions whose slot held an unknown key: that error already tells the person what to fix.
  const reported = new Set<number>();

  if (questions.length === 1) {
    // "Target: Staging" is accepted for a single question too, when the key names it.
    const keyed = splitKeyed(reply.trim());
    values[0] = keyed !== null && resolveKey(request, keyed.key) === 0 ? keyed.value : reply;
  } else {
    const lines = reply.split(/\r\n|\r|\n/);
    // Trailing blank lines are an artefact of the chat input, not unanswered questions.
    while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
    // `null`: a line with an unknown key; it keeps its place so later lines are not shifted.
    const positional: Array<string | null> = [];
    const keyedValues = new Map<number, string[]>();
    lines.forEach((line, index) => {
      const keyed = line.trim() === '' ? null : splitKeyed(line);
      if (keyed !== null) {
        const target = resolveKey(request, keyed.key);
        if (target !== null) {
          keyedValues.set(target, [...(keyedValues.get(target) ?? []), keyed.value]);
          return;
        }
        if (isPlausibleKey(keyed)) {
          errors.push({ path: `lines[${index}]`, code: 'unknown_key', message: messages.replyUnknownKey(keyed.key) });
          positional.push(null);
          return;
        }
      }
      positional.push(line);
    });
    for (const [target, texts] of keyedValues) {
      const question = questions[target];
      // A multi-select question may be given over several keyed lines; otherwise the last one wins.
      values[target] = question?.multiSelect === true ? texts.join('\n') : texts[texts.length - 1];
    }
    const free = questions.map((_, index) => index).filter((index) => !keyedValues.has(index));
    if (positional.length > free.length) {
      errors.push({ path: 'lines', code: 'too_many_lines', message: messages.replyTooManyLines(questions.length) });
    }
    positional.forEach((entry, slot) => {
      const target = free[slot];
      if (target === undefined) return;
      if (entry === null) reported.add(target);
      else values[target] = entry;
    });
  }

  const answers: Array<[string, string[]]> = [];
  questions.forEach((question, index) => {
    const parsed = parseValue(question, values[index] ?? '', messages);
    if (parsed.length === 0 && questions.length > 1 && !reported.has(index)) {
      errors.push({ path: question.id, code: 'missing', message: messages.replyMissing(question.header) });
    }
    answers.push([question.id, parsed]);
  });
  if (questions.length === 1 && (answers[0]?.[1].length ?? 0) === 0) {
    errors.push({ path: '', code: 'empty', message: messages.replyEmpty });
  }
  if (errors.length > 0) return { ok: false, errors };
  // fromEntries defines own properties, so no id can reach a prototype.
  return { ok: true, answers: Object.fromEntries(answers) };
}
