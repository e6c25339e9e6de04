/**
 * Reading the text that answers one question: a label, a number or the person's own words; for a
 * multi-select, parts split on commas, semicolons and line breaks, where URLs and labels that hold
 * a separator stay whole. One linear pass, no regular expression, so a crafted reply cannot stall it.
 */
import {
  dedupeKey,
  excerpt,
  matchOption,
  MAX_PARTS,
  pieceOf,
  report,
  withoutRecommended,
  type Collector,
  type OptionKeys,
  type ParseContext,
  type Piece,
  type QuestionInfo,
} from './match';
import { isWhitespace, textKey } from '../request/unicode';
import { ownAnswerField } from '../answer/own-answer';

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
export function parseValue(
  info: QuestionInfo,
  text: string,
  context: ParseContext,
  collector: Collector,
): string[] | null {
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
  // The person's own words answer, unless the question takes only its options: then they are reported.
  const ownWordsRefused = (part: string): boolean => {
    if (ownAnswerField(question) !== undefined) return false;
    report(collector, {
      code: 'not_an_option',
      path: question.id,
      questionId: question.id,
      detail: excerpt(part),
      candidates: question.options.map((option) => option.label),
    });
    return true;
  };
  const whole = pieceOf(text, context);
  if (whole.key === '') return [];
  if (!question.multiSelect) {
    const match = matchOption(info, whole, context, true);
    if (match.kind === 'many') return ambiguous(whole.trimmed, match.labels);
    if (match.kind === 'one') return [match.label];
    return ownWordsRefused(whole.trimmed) ? null : [whole.trimmed];
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
    else if (ownWordsRefused(piece.trimmed)) return null;
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
