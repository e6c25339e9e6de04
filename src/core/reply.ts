/**
 * The plain-text bridge for channels without buttons (DESIGN.md, "The web Control UI behaviour",
 * last point): the prompt as readable text, and the person's free-text reply parsed back into
 * answers by option number, option label or their own words.
 *
 * Two rules keep wrong answers from reaching the agent (issue 12, class 5): an exact label always
 * beats every other reading (the label "2" beats option number 2), and a reply that could mean two
 * things is refused with an `ambiguous_*` issue instead of guessed. Parsing is linear in the length
 * of the reply: plain scans, and no regular expression that can backtrack (class 6).
 */
import { truncateGraphemes } from './graphemes';
import { replyMessages, type Messages, type ReplyMessages } from './messages';
import type { AnswerMap, AskUserQuestion, AskUserRequest } from './types';
import { isWhitespace, keyWithin, plainLine, readNumber, textKey } from './unicode';

/** Why a plain-text reply could not be read. */
export type ReplyIssueCode =
  /** Nothing to read: blank, or only separators. */
  | 'empty'
  /** One of several questions has no answer. */
  | 'missing'
  /** A line starts with something like a key (`deploy_targte: ...`) that names no question. */
  | 'unknown_key'
  /** More unkeyed lines than questions left to answer, or more than 64 lines in all. */
  | 'too_many_lines'
  /** A multi-select answer of more than 64 parts: a list that long answers no question of 2-4 options. */
  | 'too_many_parts'
  /** A value names several options (e.g. two labels that differ only in "(Recommended)"). */
  | 'ambiguous_option'
  /** A line's key names several questions, or the line is both a key line and another question's label. */
  | 'ambiguous_key';

/** One problem with a plain-text reply: codes and data, no words (format it with {@link formatReplyIssue}). */
export interface ReplyIssue {
  readonly code: ReplyIssueCode;
  /** `''` for the whole reply, the question id for `missing` / `ambiguous_option`, `lines[i]` (0-based) for a line, `lines` for `too_many_lines`. */
  readonly path: string;
  /** The question concerned, when there is one. */
  readonly questionId?: string;
  /** The text concerned as the person wrote it (at most 40 characters): the unknown key, the ambiguous part. */
  readonly detail?: string;
  /** What an ambiguous text could mean: option labels (`ambiguous_option`) or question ids (`ambiguous_key`). */
  readonly candidates?: readonly string[];
}

/** Result of {@link parseTextReply}. */
export type ParseReplyResult =
  { readonly ok: true; readonly answers: AnswerMap } | { readonly ok: false; readonly errors: readonly ReplyIssue[] };

/**
 * The prompt as readable plain text, for channels with no buttons: each question with its header,
 * numbered options ("1. Label — description"), a note on multi-select questions, then how to reply
 * and that a reply in the person's own words is welcome. Every agent string is kept on its own line
 * (line breaks become spaces, so a label cannot forge an option line) and bidi-isolated.
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
export function formatPromptText(request: AskUserRequest, custom?: ReplyMessages): string {
  const messages = custom ?? replyMessages;
  const questions = request.questions;
  const many = questions.length > 1;
  const lines: string[] = [];
  questions.forEach((question, index) => {
    const number = many ? `${index + 1}. ` : '';
    const note = question.multiSelect ? ` ${messages.multipleChoice}` : '';
    lines.push(`${number}${plainLine(question.header)}: ${plainLine(question.question)}${note}`);
    // With several questions, options are indented under their numbered question.
    const indent = many ? '   ' : '';
    question.options.forEach((option, optionIndex) => {
      const description = option.description === undefined ? '' : ` — ${plainLine(option.description)}`;
      lines.push(`${indent}${optionIndex + 1}. ${plainLine(option.label)}${description}`);
    });
  });
  lines.push('');
  const multi = questions.some((question) => question.multiSelect);
  if (many) lines.push(messages.replyHintMany);
  if (multi) lines.push(messages.replyHintMulti);
  else if (!many) lines.push(messages.replyHintSingle);
  lines.push(messages.otherHint);
  return lines.join('\n');
}

/**
 * A {@link ReplyIssue} as a sentence to send back to the person, in the language of `custom`
 * (default English).
 * @example
 * const parsed = parseTextReply(request, reply);
 * if (!parsed.ok) send(parsed.errors.map((issue) => formatReplyIssue(issue, request, replyMessagesTh)).join('\n'));
 */
export function formatReplyIssue(issue: ReplyIssue, request: AskUserRequest, custom?: ReplyMessages): string {
  const messages = custom ?? replyMessages;
  const headerOf = (id: string | undefined): string =>
    request.questions.find((question) => question.id === id)?.header ?? id ?? '';
  const detail = issue.detail ?? '';
  switch (issue.code) {
    case 'empty':
      return messages.replyEmpty;
    case 'missing':
      return messages.replyMissing(headerOf(issue.questionId));
    case 'unknown_key':
      return messages.replyUnknownKey(detail);
    case 'too_many_lines':
      return messages.replyTooManyLines(request.questions.length);
    case 'too_many_parts':
      return messages.replyTooManyParts(MAX_PARTS);
    case 'ambiguous_option':
      return messages.replyAmbiguousOption(detail, issue.candidates ?? []);
    case 'ambiguous_key':
      return messages.replyAmbiguousKey(detail, (issue.candidates ?? []).map(headerOf));
  }
}

// ---- Reading one value ---------------------------------------------------------------------------

/** What a piece of text names among a question's options. */
type OptionMatch =
  | { readonly kind: 'none' }
  | { readonly kind: 'one'; readonly label: string }
  | { readonly kind: 'many'; readonly labels: readonly string[] };

const NONE: OptionMatch = { kind: 'none' };

/** The words a label may end with in parentheses to mark the recommended option. */
function recommendedWords(custom: Pick<Messages, 'recommended'> | undefined): ReadonlySet<string> {
  const words = new Set(['recommended', 'แนะนำ']);
  if (custom) words.add(textKey(custom.recommended));
  return words;
}

/** A text key without a trailing "(Recommended)" (English, Thai or the localized word). */
function withoutRecommended(key: string, words: ReadonlySet<string>): string {
  if (!key.endsWith(')')) return key;
  const open = key.lastIndexOf('(');
  if (open < 0 || !words.has(key.slice(open + 1, -1).trim())) return key;
  return key.slice(0, open).trim();
}

/** A question's options with their comparison keys, computed once per parse. */
interface OptionKeys {
  readonly label: string;
  readonly key: string;
  readonly bare: string;
}

/** Everything a parse needs about one question. */
interface QuestionInfo {
  readonly question: AskUserQuestion;
  readonly options: readonly OptionKeys[];
}

function questionInfo(question: AskUserQuestion, words: ReadonlySet<string>): QuestionInfo {
  const options = question.options.map((option) => {
    const key = textKey(option.label);
    return { label: option.label, key, bare: withoutRecommended(key, words) };
  });
  return { question, options };
}

/** The options that pass `test`: none, one, or several (ambiguous). No array is built for none or one. */
function matchWhere(options: readonly OptionKeys[], test: (option: OptionKeys) => boolean): OptionMatch {
  let first: OptionKeys | undefined;
  let more: string[] | undefined;
  for (const option of options) {
    if (!test(option)) continue;
    if (first === undefined) first = option;
    else (more ??= [first.label]).push(option.label);
  }
  if (more) return { kind: 'many', labels: more };
  return first ? { kind: 'one', label: first.label } : NONE;
}

/**
 * The option number `text` gives ("2", "2.", "2)", Thai "๒"), or `null`. Numbers are only read
 * when no label matched, so a label that is itself a number always wins.
 */
function optionNumber(text: string): number | null {
  const last = text.charAt(text.length - 1);
  const digits = last === '.' || last === ')' ? text.slice(0, -1) : text;
  return readNumber(digits, 3);
}

/**
 * Bounds on what a reply may hold: 2-4 options and 1-3 questions need nothing near this, and the
 * bounds keep a crafted 1 MB reply from costing a million matches.
 */
const MAX_PARTS = 64;
const MAX_LINES = 64;

/** What a parse needs besides the request: the "(Recommended)" words and how long a key can be. */
interface ParseContext {
  readonly words: ReadonlySet<string>;
  /** The longest option key: a longer text cannot name an option, so its key is never built. */
  readonly maxKey: number;
  /**
   * The last piece built: a lone question's whole reply is read as a piece twice (does it name an
   * option? then as the answer), and on a 1 MB reply that second key was the extra pass.
   */
  last?: Piece;
}

/** A piece of reply text, trimmed, with its comparison key (computed once, used by every rule). */
interface Piece {
  readonly trimmed: string;
  /** `null`: longer than any option's key (so it names none), and not blank. */
  readonly key: string | null;
}

function pieceOf(text: string, context: ParseContext): Piece {
  const trimmed = text.trim();
  if (context.last?.trimmed === trimmed) return context.last;
  const piece = { trimmed, key: keyWithin(trimmed, context.maxKey) };
  context.last = piece;
  return piece;
}

/** The key duplicates are found by: a long text (no key) is its own. */
function dedupeKey(piece: Piece): string {
  return piece.key ?? `\u0000${piece.trimmed}`;
}

/**
 * The option(s) a piece of text names, by the first rule that finds any, in this order: the exact
 * label; the same text key (case, NFC/NFD, invisible characters and spacing ignored); the same key
 * without "(Recommended)"; the option number (when `withNumber`).
 */
function matchOption(info: QuestionInfo, piece: Piece, context: ParseContext, withNumber: boolean): OptionMatch {
  const { trimmed, key } = piece;
  if (key === '' || key === null) return NONE;
  const exact = matchWhere(info.options, (option) => option.label === trimmed);
  if (exact.kind !== 'none') return exact;
  const same = matchWhere(info.options, (option) => option.key === key);
  if (same.kind !== 'none') return same;
  const bare = withoutRecommended(key, context.words);
  const sameBare = bare === '' ? NONE : matchWhere(info.options, (option) => option.bare === bare);
  if (sameBare.kind !== 'none' || !withNumber) return sameBare;
  const number = optionNumber(trimmed);
  const byNumber = number === null ? undefined : info.options[number - 1];
  return byNumber ? { kind: 'one', label: byNumber.label } : NONE;
}

/** Collects the issues of one parse; passed down instead of living in module state. */
interface Collector {
  readonly issues: ReplyIssue[];
}

function report(collector: Collector, issue: ReplyIssue): void {
  collector.issues.push(issue);
}

/** Text for `detail`: cut to 40 graphemes, so an issue stays small whatever the reply. */
function excerpt(text: string): string {
  const slice = truncateGraphemes(text.trim(), 40);
  return slice.truncated ? `${slice.text}…` : slice.text;
}

/**
 * Whether a code unit separates the answers of a multi-select question: ASCII and full-width commas
 * and semicolons, the ideographic comma, line breaks. (Code tests, not a regular expression or a
 * set of strings: this runs once per character of a reply.)
 */
function isPartSeparator(code: number): boolean {
  return (
    code === 0x2c ||
    code === 0x3b ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0xff0c ||
    code === 0xff1b ||
    code === 0x3001
  );
}

function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** A character of a URL scheme after its first letter: letters, digits, `+`, `.`, `-`. */
function isSchemeChar(code: number): boolean {
  return isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2e || code === 0x2d;
}

/** Where a URL (`scheme://...`) starting at `start` ends, or -1 when none starts there. */
function urlEnd(text: string, start: number): number {
  if (!isLetter(text.charCodeAt(start))) return -1;
  let at = start + 1;
  while (at < text.length && isSchemeChar(text.charCodeAt(at))) at += 1;
  if (!text.startsWith('://', at)) return -1;
  let end = at + 3;
  while (end < text.length && !isWhitespace(text.charCodeAt(end))) end += 1;
  // Trailing separators belong to the list, not to the URL: "https://a.b/c,d, lint".
  while (end > at + 3 && isPartSeparator(text.charCodeAt(end - 1))) end -= 1;
  return end > at + 3 ? end : -1;
}

/**
 * Where the segment of a multi-select reply that starts at `start` ends: at the next separator, or
 * the end of the text. A URL is kept whole (its commas are part of it); one is only looked for
 * where a word starts, and skipped over once found, so the scan is linear.
 */
function segmentEnd(text: string, start: number): number {
  let wordStart = true;
  let index = start;
  while (index < text.length) {
    if (isPartSeparator(text.charCodeAt(index))) return index;
    if (wordStart) {
      const end = urlEnd(text, index);
      if (end > 0) {
        index = end;
        wordStart = false;
        continue;
      }
    }
    wordStart = isWhitespace(text.charCodeAt(index));
    index += 1;
  }
  return text.length;
}

/** The keys of a label's pieces between separators, spacing ignored: "Red , green" gives ["red", "green"]. */
function pieceKeys(key: string): string[] {
  const keys: string[] = [];
  let piece = '';
  for (const char of key) {
    if (isPartSeparator(char.charCodeAt(0))) {
      keys.push(piece.trim());
      piece = '';
    } else piece += char;
  }
  keys.push(piece.trim());
  return keys;
}

/** An option whose label holds separators ("Red, green"), with the keys of its pieces. */
interface SpanningLabel {
  readonly option: OptionKeys;
  readonly pieces: readonly string[];
}

/** Options whose label contains a separator, those with most pieces first. */
function spanningLabels(info: QuestionInfo): SpanningLabel[] {
  return info.options
    .map((option) => ({ option, pieces: pieceKeys(option.bare) }))
    .filter((entry) => entry.pieces.length > 1)
    .sort((a, b) => b.pieces.length - a.pieces.length);
}

/** The answers to one question in `text`: `[]` when there is none, `null` when it was refused (and reported). */
function parseValue(info: QuestionInfo, text: string, context: ParseContext, collector: Collector): string[] | null {
  const { question } = info;
  const ambiguous = (part: string, labels: readonly string[]): null => {
    report(collector, {
      code: 'ambiguous_option',
      path: question.id,
      questionId: question.id,
      detail: excerpt(part),
      candidates: labels,
    });
    return null;
  };
  const whole = pieceOf(text, context);
  if (whole.key === '') return [];
  if (!question.multiSelect) {
    const match = matchOption(info, whole, context, true);
    if (match.kind === 'many') return ambiguous(whole.trimmed, match.labels);
    return [match.kind === 'one' ? match.label : whole.trimmed];
  }

  const spanning = spanningLabels(info);
  const answers: string[] = [];
  const seen = new Set<string>();
  const add = (answer: string, key: string): void => {
    if (seen.has(key)) return; // Duplicates (same key) are dropped, order kept.
    seen.add(key);
    answers.push(answer);
  };

  // One pass over the segments; nothing is kept per segment, so a reply of a million commas is cheap.
  let start = 0;
  let parts = 0;
  while (start <= text.length) {
    const end = segmentEnd(text, start);
    const piece = start === end ? null : pieceOf(text.slice(start, end), context);
    if (piece === null || piece.key === '') {
      start = end + 1;
      continue;
    }
    parts += 1;
    if (parts > MAX_PARTS) {
      report(collector, { code: 'too_many_parts', path: question.id, questionId: question.id });
      return null;
    }
    const spanned = spannedLabel(text, end, piece, spanning, context);
    if (spanned) {
      // A label with separators ("Red, green") is one answer, unless each of its pieces also names
      // an option ("Red" and "Green" exist too): then the reply could mean either, and is refused.
      const matches = spanned.pieces.map((each) => matchOption(info, each, context, true));
      if (matches.every((match) => match.kind !== 'none')) {
        const alternatives = matches.flatMap((match) =>
          match.kind === 'one' ? [match.label] : match.kind === 'many' ? match.labels : [],
        );
        return ambiguous(text.slice(start, spanned.end), [spanned.label.option.label, ...alternatives]);
      }
      add(spanned.label.option.label, spanned.label.option.key);
      start = spanned.end + 1;
      continue;
    }
    const match = matchOption(info, piece, context, true);
    if (match.kind === 'many') return ambiguous(piece.trimmed, match.labels);
    if (match.kind === 'one') add(match.label, textKey(match.label));
    else add(piece.trimmed, dedupeKey(piece));
    start = end + 1;
  }
  return answers;
}

/**
 * The label with separators that the segments from `first` on spell out, if any, with the
 * segments it covers and where the last one ends. Only looked at further when the first segment
 * is the start of such a label, so the look-ahead is rare.
 */
function spannedLabel(
  text: string,
  firstEnd: number,
  first: Piece,
  spanning: readonly SpanningLabel[],
  context: ParseContext,
): { label: SpanningLabel; pieces: Piece[]; end: number } | null {
  for (const label of spanning) {
    if (first.key !== label.pieces[0]) continue;
    const pieces = [first];
    let end = firstEnd;
    for (let offset = 1; offset < label.pieces.length && end < text.length; offset += 1) {
      const next = segmentEnd(text, end + 1);
      const piece = pieceOf(text.slice(end + 1, next), context);
      const last = offset === label.pieces.length - 1;
      // The last piece may carry "(Recommended)".
      const key = piece.key !== null && last ? withoutRecommended(piece.key, context.words) : piece.key;
      if (key !== label.pieces[offset]) break;
      pieces.push(piece);
      end = next;
    }
    if (pieces.length === label.pieces.length) return { label, pieces, end };
  }
  return null;
}

// ---- Reading keyed lines -------------------------------------------------------------------------

/** A separator between a key and its value, found in a line. */
interface Separator {
  /** Offset of the separator. */
  readonly at: number;
  /** Offset of the value. */
  readonly valueAt: number;
  readonly kind: ':' | '=' | '-';
  /** The character right after the separator (`''` at the end of the line). */
  readonly after: string;
}

/**
 * The separator at `index`, if any: `:` (or full-width `：`), `=`, or ` - ` (a dash between spaces).
 * A colon followed by `/` or `\` (URL, Windows path) or between two digits (a time such as 14:30)
 * is not a separator.
 */
function separatorAt(line: string, index: number): Separator | null {
  const char = line.charAt(index);
  const after = line.charAt(index + 1);
  if (char === ':' || char === '：') {
    if (char === ':' && (after === '/' || after === '\\')) return null;
    if (readNumber(line.charAt(index - 1), 1) !== null && readNumber(after, 1) !== null) return null;
    return { at: index, valueAt: index + 1, kind: ':', after };
  }
  if (char === '=') return { at: index, valueAt: index + 1, kind: '=', after };
  if (char === '-' && isWhitespace(line.charCodeAt(index - 1)) && isWhitespace(line.charCodeAt(index + 1))) {
    return { at: index, valueAt: index + 1, kind: '-', after };
  }
  return null;
}

/** Keys naming each question: its id, its header (both as text keys) and its number. */
interface KeyIndex {
  readonly byText: ReadonlyMap<string, ReadonlySet<number>>;
  readonly count: number;
  /** The longest key text, in code units: separators further into a line cannot end a key. */
  readonly longest: number;
}

function keyIndex(questions: readonly AskUserQuestion[]): KeyIndex {
  const byText = new Map<string, Set<number>>();
  const addKey = (text: string, index: number): void => {
    const key = textKey(text);
    if (key === '') return;
    const set = byText.get(key) ?? new Set<number>();
    set.add(index);
    byText.set(key, set);
  };
  let longest = 8;
  questions.forEach((question, index) => {
    addKey(question.id, index);
    addKey(question.header, index);
    longest = Math.max(longest, question.id.length, question.header.length);
  });
  return { byText, count: questions.length, longest };
}

/** The questions a key names: by id or header (text key), or by number ("2", "q2", "#2", "๒"). */
function questionsNamed(keys: KeyIndex, rawKey: string): ReadonlySet<number> {
  const key = textKey(rawKey);
  const named = new Set(keys.byText.get(key) ?? []);
  const prefixed = key.startsWith('q') || key.startsWith('#');
  const number = readNumber(prefixed ? key.slice(1) : key, 2);
  if (number !== null && number >= 1 && number <= keys.count) named.add(number - 1);
  return named;
}

/** How a line reads as a `key: value` line. */
type KeyReading =
  | { readonly kind: 'none'; readonly first: Separator | null }
  | { readonly kind: 'one'; readonly question: number; readonly value: string }
  | { readonly kind: 'many'; readonly key: string; readonly questions: readonly number[] };

/**
 * Reads `line` as `key: value` (also `key = value`, `key - value`). Every separator within reach
 * of the longest key is tried, so a header that itself holds a colon ("Q: size") still works; when
 * keys at different separators name different questions the line is ambiguous.
 */
function readKey(line: string, keys: KeyIndex): KeyReading {
  // Keys are short; allow room for spacing and invisible characters around them.
  const reach = Math.min(line.length, keys.longest * 2 + 16);
  let first: Separator | null = null;
  const named = new Set<number>();
  let best: { question: number; value: string; key: string } | null = null;
  let keyText = '';
  // Past both reaches nothing can change the reading.
  const scan = Math.min(line.length, Math.max(reach, MAX_PLAUSIBLE_KEY + 2));
  for (let index = 0; index < scan; index += 1) {
    if (index >= reach && first !== null) break;
    const separator = separatorAt(line, index);
    if (separator === null) continue;
    first ??= separator;
    if (index >= reach) break;
    const rawKey = line.slice(0, separator.at);
    const questions = questionsNamed(keys, rawKey);
    if (questions.size === 0) continue;
    for (const question of questions) named.add(question);
    keyText = rawKey.trim();
    // The longest key naming the question wins ("Q: size" over "Q" when both name it).
    best = { question: [...questions][0] as number, value: line.slice(separator.valueAt), key: keyText };
  }
  if (named.size === 0 || best === null) return { kind: 'none', first };
  if (named.size > 1) return { kind: 'many', key: keyText, questions: [...named].sort((a, b) => a - b) };
  return { kind: 'one', question: best.question, value: best.value };
}

// A key that looks like an attempt at an id or a number, as opposed to the start of an answer like
// "Maybe: only on weekends" or "mailto:x@y.z". Longer ones are text, not a mistyped key.
const MAX_PLAUSIBLE_KEY = 64;
const PLAUSIBLE_KEY = /^(?:[a-z][a-z0-9_]*|[0-9\u0e50-\u0e59]{1,2})$/;

/** Whether the first separator of a line with no known key makes it look like a mistyped key. */
function looksLikeKey(line: string, first: Separator | null): boolean {
  if (first === null || first.kind === '-') return false;
  if (first.kind === ':' && first.after !== '' && !isWhitespace(first.after.charCodeAt(0))) return false;
  const key = line.slice(0, first.at).trim();
  return key.length <= MAX_PLAUSIBLE_KEY && PLAUSIBLE_KEY.test(key);
}

/** The questions whose label `line` is, as a whole (numbers aside). */
function labelOwners(infos: readonly QuestionInfo[], line: string, context: ParseContext): number[] {
  const owners: number[] = [];
  const piece = pieceOf(line, context);
  infos.forEach((info, index) => {
    if (matchOption(info, piece, context, false).kind !== 'none') owners.push(index);
  });
  return owners;
}

/** Where the first line of `text` ends (its first CR or LF), or its length. */
function lineEnd(text: string): number {
  // indexOf runs natively; a charAt loop made this the slowest pass over a 1 MB one-line reply.
  const lf = text.indexOf('\n');
  // A CR only matters before the first LF: never search past it.
  const cr = (lf < 0 ? text : text.slice(0, lf)).indexOf('\r');
  if (cr >= 0) return cr;
  return lf < 0 ? text.length : lf;
}

/** The first `max` lines of `text`, split at CRLF, CR or LF. */
function linesOf(text: string, max: number): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char !== '\n' && char !== '\r') continue;
    lines.push(text.slice(start, index));
    if (lines.length === max) return lines;
    if (char === '\r' && text.charAt(index + 1) === '\n') index += 1;
    start = index + 1;
  }
  lines.push(text.slice(start));
  return lines;
}

/**
 * Reads a plain-text reply into answers.
 *
 * - One question: the whole reply as a label first (exact, then ignoring case, NFC/NFD, invisible
 *   characters and "(Recommended)"), then a `key: value` line naming the question, then an option
 *   number 1..N (ASCII or Thai digits, "2", "2." or "2)"); otherwise the text is the person's own answer.
 * - Multi-select: parts split on `,` `;` or line breaks, each read as above; a label that itself
 *   holds a comma stays whole; URLs stay whole; duplicates dropped, order kept.
 * - Several questions: lines `key: value` (also `key = value`, `key - value`) where key is the id,
 *   the header or the number; other lines answer the remaining questions in order, and a blank line
 *   keeps its place (that question is then unanswered). A line that is a label is not read as a key.
 * - Anything that could mean two things is refused (`ambiguous_option`, `ambiguous_key`), never guessed.
 *
 * Values are the exact option labels of the request, or the person's own text. Issues carry codes;
 * {@link formatReplyIssue} turns them into sentences.
 *
 * @example
 * parseTextReply(request, '1');                          // { ok: true, answers: { deploy_target: ['Staging (Recommended)'] } }
 * parseTextReply(request, 'target: prod\nchecks: 1, 3'); // keyed lines, by header
 * parseTextReply(request, '');                           // { ok: false, errors: [{ code: 'empty', path: '' }] }
 */
export function parseTextReply(
  request: AskUserRequest,
  text: string,
  custom?: Pick<Messages, 'recommended'>,
): ParseReplyResult {
  const collector: Collector = { issues: [] };
  const questions = request.questions;
  const reply = typeof text === 'string' ? text : '';
  if (keyWithin(reply, 0) === '' || questions.length === 0) {
    return { ok: false, errors: [{ code: 'empty', path: '' }] };
  }
  const words = recommendedWords(custom);
  const infos = questions.map((question) => questionInfo(question, words));
  const maxKey = Math.max(0, ...infos.flatMap((info) => info.options.map((option) => option.key.length)));
  const context: ParseContext = { words, maxKey };
  const keys = keyIndex(questions);

  const values =
    questions.length === 1
      ? [singleValue(infos[0] as QuestionInfo, reply, keys, context)]
      : lineValues(infos, reply, keys, context, collector);

  const answers: Array<[string, string[]]> = [];
  infos.forEach((info, index) => {
    const value = values[index];
    // `null`: this question's slot was already reported (unknown or ambiguous key).
    if (value === null) return;
    const parsed = parseValue(info, value ?? '', context, collector);
    if (parsed === null) return;
    if (parsed.length === 0) {
      if (questions.length === 1) report(collector, { code: 'empty', path: '' });
      else report(collector, { code: 'missing', path: info.question.id, questionId: info.question.id });
    }
    answers.push([info.question.id, parsed]);
  });
  if (collector.issues.length > 0) return { ok: false, errors: collector.issues };
  // fromEntries defines own properties, so no id can reach a prototype.
  return { ok: true, answers: Object.fromEntries(answers) };
}

/** The text answering a lone question: the whole reply, or the value of a key line naming it. */
function singleValue(info: QuestionInfo, reply: string, keys: KeyIndex, context: ParseContext): string {
  // "Note: later" as a label beats "Note" as a key.
  if (matchOption(info, pieceOf(reply, context), context, false).kind !== 'none') return reply;
  const trimmed = reply.trim();
  const firstLine = trimmed.slice(0, lineEnd(trimmed));
  const reading = readKey(firstLine, keys);
  if (reading.kind !== 'one') return reply;
  // The value runs from the separator to the end of the reply: later lines belong to it.
  return reading.value + trimmed.slice(firstLine.length);
}

/**
 * The text answering each of several questions (`undefined`: none given; `null`: its slot held a
 * line already reported). Keyed lines go to their question; the rest fill the others in order.
 */
function lineValues(
  infos: readonly QuestionInfo[],
  reply: string,
  keys: KeyIndex,
  context: ParseContext,
  collector: Collector,
): Array<string | null | undefined> {
  // Trailing blank lines are an artefact of the chat input, not unanswered questions.
  const lines = linesOf(reply.trimEnd(), MAX_LINES + 1);
  if (lines.length > MAX_LINES) {
    report(collector, { code: 'too_many_lines', path: 'lines' });
    return infos.map(() => null);
  }

  const positional: Array<string | null> = [];
  const keyed = new Map<number, string[]>();
  const addKeyed = (question: number, value: string): void => {
    keyed.set(question, [...(keyed.get(question) ?? []), value]);
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      positional.push(line);
      return;
    }
    const reading = readKey(line, keys);
    const owners = labelOwners(infos, line, context);
    if (reading.kind === 'many') {
      report(collector, {
        code: 'ambiguous_key',
        path: `lines[${index}]`,
        detail: excerpt(reading.key),
        candidates: reading.questions.map((q) => (infos[q] as QuestionInfo).question.id),
      });
      positional.push(null);
    } else if (reading.kind === 'one') {
      const others = owners.filter((owner) => owner !== reading.question);
      if (others.length > 0) {
        // "Env: prod" is a key line for "Env" and a label of another question: refuse, never guess.
        const candidates = [reading.question, ...others].map((q) => (infos[q] as QuestionInfo).question.id);
        report(collector, { code: 'ambiguous_key', path: `lines[${index}]`, detail: excerpt(line), candidates });
        positional.push(null);
      } else {
        // A line that is the keyed question's own label is that label, whole.
        addKeyed(reading.question, owners.length > 0 ? line : reading.value);
      }
    } else if (owners.length === 0 && looksLikeKey(line, reading.first)) {
      const key = line.slice(0, reading.first?.at ?? 0);
      report(collector, { code: 'unknown_key', path: `lines[${index}]`, detail: excerpt(key) });
      positional.push(null);
    } else {
      positional.push(line);
    }
  });

  const values: Array<string | null | undefined> = infos.map(() => undefined);
  for (const [question, texts] of keyed) {
    // A multi-select question may be given over several keyed lines; otherwise the last one wins.
    values[question] = (infos[question] as QuestionInfo).question.multiSelect
      ? texts.join('\n')
      : texts[texts.length - 1];
  }
  const free = infos.map((_, index) => index).filter((index) => !keyed.has(index));
  if (positional.length > free.length) report(collector, { code: 'too_many_lines', path: 'lines' });
  free.forEach((question, slot) => {
    if (slot < positional.length) values[question] = positional[slot];
  });
  return values;
}
