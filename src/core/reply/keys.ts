/**
 * Reading `key: value` lines (also `key = value`, `key - value`), where the key is a question's id,
 * header or number, and splitting a reply into lines.
 */
import { matchOption, pieceOf, type ParseContext, type QuestionInfo } from './match';
import type { AskUserQuestion } from '../request/types';
import { isWhitespace, readNumber, textKey } from '../request/unicode';

/** A separator between a key and its value, found in a line. */
export interface Separator {
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
export interface KeyIndex {
  readonly byText: ReadonlyMap<string, ReadonlySet<number>>;
  readonly count: number;
  /** The longest key text, in code units: separators further into a line cannot end a key. */
  readonly longest: number;
}

/** The {@link KeyIndex} of a request's questions. */
export function keyIndex(questions: readonly AskUserQuestion[]): KeyIndex {
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
export function readKey(line: string, keys: KeyIndex): KeyReading {
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
export function looksLikeKey(line: string, first: Separator | null): boolean {
  if (first === null || first.kind === '-') return false;
  if (first.kind === ':' && first.after !== '' && !isWhitespace(first.after.charCodeAt(0))) return false;
  const key = line.slice(0, first.at).trim();
  return key.length <= MAX_PLAUSIBLE_KEY && PLAUSIBLE_KEY.test(key);
}

/** The questions whose label `line` is, as a whole (numbers aside). */
export function labelOwners(infos: readonly QuestionInfo[], line: string, context: ParseContext): number[] {
  const owners: number[] = [];
  const piece = pieceOf(line, context);
  infos.forEach((info, index) => {
    if (matchOption(info, piece, context, false).kind !== 'none') owners.push(index);
  });
  return owners;
}

/** Where the first line of `text` ends (its first CR or LF), or its length. */
export function lineEnd(text: string): number {
  // indexOf runs natively; a charAt loop made this the slowest pass over a 1 MB one-line reply.
  const lf = text.indexOf('\n');
  // A CR only matters before the first LF: never search past it.
  const cr = (lf < 0 ? text : text.slice(0, lf)).indexOf('\r');
  if (cr >= 0) return cr;
  return lf < 0 ? text.length : lf;
}

/** The first `max` lines of `text`, split at CRLF, CR or LF. */
export function linesOf(text: string, max: number): string[] {
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
