/**
 * The plain-text bridge for channels without buttons (DESIGN.md, "The web Control UI behaviour",
 * last point): the prompt as readable text, and the person's free-text reply parsed back into
 * answers by option number, option label (case-insensitive) or their own words.
 */
import { textMessages, type Messages } from './messages';
import type { AnswerMap, AskUserQuestion, AskUserRequest } from './types';

/** The strings the plain-text bridge uses. */
type TextMessages = Pick<Messages, keyof typeof textMessages>;

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

/** The number of an option ("2", "2." or "2)"). */
const OPTION_NUMBER = /^(\d{1,3})[.)]?$/;
// Parts of a multi-select reply: split on `,` `;` and newlines, but a URL ("https://a.b/c,d") is one
// value: commas and semicolons inside it do not separate answers.
const PARTS = /(?:[a-z][a-z0-9+.-]*:\/\/\S*[^\s,;]|[^,;\r\n])+/gi;

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
export function formatPromptText(request: AskUserRequest, custom?: Messages): string {
  const messages = custom ?? textMessages;
  const questions = request.questions;
  const many = questions.length > 1;
  const multi = questions.some((question) => question.multiSelect);
  const lines = questions.flatMap((question, index) => [
    `${many ? `${index + 1}. ` : ''}${question.header}: ${question.question}${question.multiSelect ? ` ${messages.multipleChoice}` : ''}`,
    // With several questions, options are indented under their numbered question.
    ...question.options.map(
      (option, optionIndex) =>
        `${many ? '   ' : ''}${optionIndex + 1}. ${option.label}${option.description === undefined ? '' : ` — ${option.description}`}`,
    ),
  ]);
  lines.push('');
  if (many) lines.push(messages.replyHintMany);
  if (multi || !many) lines.push(multi ? messages.replyHintMulti : messages.replyHintSingle);
  lines.push(messages.otherHint);
  return lines.join('\n');
}

// The "(Recommended)" suffix pattern of the last localized word, built once per word.
let suffixWord: string | undefined;
let suffixPattern = /$^/;

/** Lower-cased label without a trailing "(Recommended)" (English, or the localized word). */
function bareLabel(label: string, messages: TextMessages): string {
  const word = messages.recommended.toLowerCase();
  if (word !== suffixWord) {
    suffixWord = word;
    suffixPattern = new RegExp(`\\s*\\((?:recommended|${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})\\)\\s*$`);
  }
  return label.toLowerCase().replace(suffixPattern, '').trim();
}

/** The option a piece of text names: its number (1..N), its label, or its label minus "(Recommended)". */
function matchOption(question: AskUserQuestion, text: string, messages: TextMessages, allowNumber: boolean): string | null {
  const options = question.options;
  const number = allowNumber && OPTION_NUMBER.exec(text);
  const lower = text.toLowerCase();
  let bare: string;
  const option =
    (number && options[Number(number[1]) - 1]) ||
    options.find((o) => o.label.toLowerCase() === lower) ||
    ((bare = bareLabel(text, messages)) === '' ? undefined : options.find((o) => bareLabel(o.label, messages) === bare));
  return option ? option.label : null;
}

/** The answers to one question in `text`: `[]` when there is none. */
function parseValue(question: AskUserQuestion, text: string, messages: TextMessages): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (!question.multiSelect) return [matchOption(question, trimmed, messages, true) ?? trimmed];
  // A label may itself contain a comma ("Red, green"): try the whole text as a label first.
  const whole = matchOption(question, trimmed, messages, false);
  if (whole !== null) return [whole];
  const answers: string[] = [];
  for (const raw of trimmed.match(PARTS) ?? []) {
    const part = raw.trim();
    const answer = part && (matchOption(question, part, messages, true) ?? part);
    // Duplicates (case-insensitive) are dropped, order kept.
    if (answer && !answers.some((a) => a.toLowerCase() === answer.toLowerCase())) answers.push(answer);
  }
  return answers;
}

interface KeyedLine {
  readonly key: string;
  readonly separator: string;
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
  if (!match) return null;
  const at = match.index;
  const separator = match[0].trim();
  const end = at + match[0].length;
  const after = line.charAt(end);
  if (separator === ':' && (after === '/' || after === '\\' || /\d\d/.test(line.charAt(at - 1) + after))) return null;
  const key = line.slice(0, at).trim();
  return key === '' ? null : { key, separator, value: line.slice(end), after };
}

/** The index of the question `key` names: its id, its header (case-insensitive) or its number; -1 for none. */
function resolveKey(questions: readonly AskUserQuestion[], key: string): number {
  const lower = key.toLowerCase();
  let found = questions.findIndex((question) => question.id.toLowerCase() === lower);
  if (found < 0) found = questions.findIndex((question) => question.header.trim().toLowerCase() === lower);
  if (found >= 0) return found;
  const number = /^[q#]?(\d{1,2})$/i.exec(key);
  const index = number ? Number(number[1]) - 1 : -1;
  return index < questions.length ? index : -1;
}

/**
 * Whether an unmatched key looks like an attempt at a key (a snake_case id or a number) rather than
 * the start of an answer like "Maybe: only on weekends" or "mailto:x@y.z".
 */
function isPlausibleKey({ separator, after, key }: KeyedLine): boolean {
  return separator !== '-' && !(separator === ':' && /\S/.test(after)) && /^(?:[a-z][a-z0-9_]*|\d{1,2})$/.test(key);
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
export function parseTextReply(request: AskUserRequest, text: string, custom?: Messages): ParseReplyResult {
  const messages = custom ?? textMessages;
  const questions = request.questions;
  const count = questions.length;
  const reply = typeof text === 'string' ? text : '';
  const errors: ReplyIssue[] = [];
  const report = (path: string, code: ReplyIssue['code'], message: string): void => {
    errors.push({ path, code, message });
  };
  if (reply.trim() === '' || count === 0) {
    report('', 'empty', messages.replyEmpty);
    return { ok: false, errors };
  }

  // The text answering each question; `null` for a slot that held an unknown key: that error
  // already tells the person what to fix, so no "missing" error follows.
  const values: Array<string | null | undefined> = [];

  if (count === 1) {
    // "Target: Staging" is accepted for a single question too, when the key names it.
    const keyed = splitKeyed(reply.trim());
    values[0] = keyed && resolveKey(questions, keyed.key) === 0 ? keyed.value : reply;
  } else {
    const lines = reply.split(/\r\n|\r|\n/);
    // Trailing blank lines are an artefact of the chat input, not unanswered questions.
    while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
    // `null`: a line with an unknown key; it keeps its place so later lines are not shifted.
    const positional: Array<string | null> = [];
    const keyedValues = new Map<number, string[]>();
    lines.forEach((line, index) => {
      const keyed = line.trim() === '' ? null : splitKeyed(line);
      const target = keyed ? resolveKey(questions, keyed.key) : -1;
      if (keyed && target >= 0) {
        keyedValues.set(target, [...(keyedValues.get(target) ?? []), keyed.value]);
      } else if (keyed && isPlausibleKey(keyed)) {
        report(`lines[${index}]`, 'unknown_key', messages.replyUnknownKey(keyed.key));
        positional.push(null);
      } else {
        positional.push(line);
      }
    });
    for (const [target, texts] of keyedValues) {
      // A multi-select question may be given over several keyed lines; otherwise the last one wins.
      values[target] = questions[target]?.multiSelect ? texts.join('\n') : texts[texts.length - 1];
    }
    const free = questions.map((_, index) => index).filter((index) => !keyedValues.has(index));
    if (positional.length > free.length) report('lines', 'too_many_lines', messages.replyTooManyLines(count));
    free.forEach((target, slot) => {
      if (slot < positional.length) values[target] = positional[slot];
    });
  }

  const answers = questions.map((question, index): [string, string[]] => {
    const parsed = parseValue(question, values[index] ?? '', messages);
    if (parsed.length === 0 && count > 1 && values[index] !== null) report(question.id, 'missing', messages.replyMissing(question.header));
    return [question.id, parsed];
  });
  if (count === 1 && answers[0]?.[1].length === 0) report('', 'empty', messages.replyEmpty);
  // fromEntries defines own properties, so no id can reach a prototype.
  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers: Object.fromEntries(answers) };
}
