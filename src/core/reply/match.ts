/**
 * What every reading of a plain-text reply shares: the issues it reports, the context of one
 * parse, and which option(s) a piece of text names (exact label first, then the same text key,
 * then without "(Recommended)", then the option number).
 */
import { truncateGraphemes } from '../request/graphemes';
import type { ReplyMessages } from '../messages/types';
import { RECOMMENDED_WORD } from '../request/recommended';
import type { AnswerMap } from '../answer/types';
import type { AskUserQuestion } from '../request/types';
import { keyWithin, readNumber, textKey } from '../request/unicode';

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
  /** A value names no option of a question that takes only its options (`allowOther: false`). */
  | 'not_an_option'
  /** A line's key names several questions, or the line is both a key line and another question's label. */
  | 'ambiguous_key';

/** One problem with a plain-text reply: codes and data, no words (format it with `formatReplyIssue`). */
export interface ReplyIssue {
  /** What is wrong with the reply. */
  readonly code: ReplyIssueCode;
  /** `''` for the whole reply, the question id for `missing` / `ambiguous_option` / `not_an_option`, `lines[i]` (0-based) for a line, `lines` for `too_many_lines`. */
  readonly path: string;
  /** The question concerned, when there is one. */
  readonly questionId?: string;
  /** The text concerned as the person wrote it (at most 40 characters): the unknown key, the ambiguous part. */
  readonly detail?: string;
  /** What an ambiguous text could mean: option labels (`ambiguous_option`, `not_an_option`: the options) or question ids (`ambiguous_key`). */
  readonly candidates?: readonly string[];
}

/** Result of `parseTextReply`. */
export type ParseReplyResult =
  { readonly ok: true; readonly answers: AnswerMap } | { readonly ok: false; readonly errors: readonly ReplyIssue[] };

/** What a piece of text names among a question's options. */
export type OptionMatch =
  | { readonly kind: 'none' }
  | { readonly kind: 'one'; readonly label: string }
  | { readonly kind: 'many'; readonly labels: readonly string[] };

/** Names no option. */
export const NONE: OptionMatch = { kind: 'none' };

/** The words a label may end with in parentheses to mark the recommended option. */
export function recommendedWords(messages: Pick<ReplyMessages, 'recommended'> | undefined): ReadonlySet<string> {
  // The agent's marker word (any case or Unicode form), Thai's, and the reader's own.
  const words = new Set([textKey(RECOMMENDED_WORD), 'แนะนำ']);
  if (messages) words.add(textKey(messages.recommended));
  return words;
}

/** A text key without a trailing "(Recommended)" (English, Thai or the localized word). */
export function withoutRecommended(key: string, words: ReadonlySet<string>): string {
  if (!key.endsWith(')')) return key;
  const open = key.lastIndexOf('(');
  if (open < 0 || !words.has(key.slice(open + 1, -1).trim())) return key;
  return key.slice(0, open).trim();
}

/** A question's options with their comparison keys, computed once per parse. */
export interface OptionKeys {
  readonly label: string;
  readonly key: string;
  readonly bare: string;
}

/** Everything a parse needs about one question. */
export interface QuestionInfo {
  readonly question: AskUserQuestion;
  readonly options: readonly OptionKeys[];
}

/** A question with its options' comparison keys. */
export function questionInfo(question: AskUserQuestion, words: ReadonlySet<string>): QuestionInfo {
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
export const MAX_PARTS = 64;
export const MAX_LINES = 64;

/** What a parse needs besides the request: the "(Recommended)" words and how long a key can be. */
export interface ParseContext {
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
export interface Piece {
  readonly trimmed: string;
  /** `null`: longer than any option's key (so it names none), and not blank. */
  readonly key: string | null;
}

/** `text` trimmed, with its key (the last piece built is reused). */
export function pieceOf(text: string, context: ParseContext): Piece {
  const trimmed = text.trim();
  if (context.last?.trimmed === trimmed) return context.last;
  const piece = { trimmed, key: keyWithin(trimmed, context.maxKey) };
  context.last = piece;
  return piece;
}

/** The key duplicates are found by: a long text (no key) is its own. */
export function dedupeKey(piece: Piece): string {
  return piece.key ?? `\u0000${piece.trimmed}`;
}

/**
 * The option(s) a piece of text names, by the first rule that finds any, in this order: the exact
 * label; the same text key (case, NFC/NFD, invisible characters and spacing ignored); the same key
 * without "(Recommended)"; the option number (when `withNumber`).
 */
export function matchOption(info: QuestionInfo, piece: Piece, context: ParseContext, withNumber: boolean): OptionMatch {
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
export interface Collector {
  readonly issues: ReplyIssue[];
}

/** Records an issue of the parse. */
export function report(collector: Collector, issue: ReplyIssue): void {
  collector.issues.push(issue);
}

/** Text for `detail`: cut to 40 graphemes, so an issue stays small whatever the reply. */
export function excerpt(text: string): string {
  const slice = truncateGraphemes(text.trim(), 40);
  return slice.truncated ? `${slice.text}…` : slice.text;
}
