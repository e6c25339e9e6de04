/**
 * Text that comes from a model or a person may hide things: zero-width characters, NFC/NFD twins,
 * line breaks that forge extra lines in plain text, bidi controls that reverse what follows them.
 * These helpers give one answer to "are these two labels the same?" and "is this safe on one line?",
 * so that neither a lookalike label nor a forged line can pass for another. Every function here is
 * linear in the length of its input, so a huge input cannot stall the page.
 */

// Characters that render as nothing: zero-width space and joiners, word joiner, BOM, soft hyphen,
// bidi marks and controls, variation selectors (Unicode's Default_Ignorable_Code_Point).
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
// Anything but printable ASCII and ASCII whitespace: text without it needs no NFC or invisible-character pass.
const NON_ASCII = /[^ -~\t\n\v\f\r]/;
const LINE_BREAK_RUN = /[\n\v\f\r\u0085\u2028\u2029]+/g;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * `text` without invisible characters (zero-width spaces and joiners, bidi controls, soft hyphens,
 * BOM, variation selectors).
 * @example
 * withoutInvisible('Yes\u200B'); // 'Yes'
 */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * The key two labels (or a reply and a label) are compared by: NFC, invisible characters removed,
 * each whitespace run as one space, trimmed, lower case. Two labels with the same key look the same
 * to the person, so a request may not have both and a reply naming one names either.
 * @example
 * textKey(' Cafe\u0301 \u200B') === textKey('café'); // true
 */
export function textKey(text: string): string {
  return keyWithin(text, Infinity) as string;
}

/**
 * {@link textKey}, or `null` as soon as the key is known to be longer than `max` code units. Keys
 * are only compared with short ones (labels, headers), so a 1 MB reply costs a scan, not a copy.
 * `keyWithin(text, 0)` tells a blank text (`''`) from one with something visible (`null`).
 */
export function keyWithin(text: string, max: number): string | null {
  // ASCII is already NFC and has no invisible characters: the common case skips that work.
  const ascii = !NON_ASCII.test(text);
  if (!ascii) {
    // Before the NFC and invisible-character passes over the whole text (1 MB for a hostile reply):
    // a text with nothing visible has the key '', and one with too many visible starters cannot fit.
    if (!SOMETHING_VISIBLE.test(text)) return '';
    if (max < Infinity && startersExceed(text, STARTER_FACTOR * max + STARTER_FACTOR)) return null;
  }
  const collapsed = collapseWhitespace(ascii ? text : withoutInvisible(text.normalize('NFC')), max);
  if (collapsed === null) return null;
  const key = collapsed.toLowerCase();
  return ascii ? key : key.normalize('NFC');
}

// Anything but whitespace and invisible characters (a combining mark alone counts as visible).
const SOMETHING_VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;
// A visible code point that starts a character: neither whitespace, invisible, nor a combining mark.
const STARTER = /[^\s\p{Default_Ignorable_Code_Point}\p{M}]/gu;
// NFC folds at most 3 starters into one code unit (Hangul L+V+T), so a key is at least a quarter
// (with room to spare) as long as the starters it keeps: more starters than this cannot fit `max`.
const STARTER_FACTOR = 4;

/** Whether `text` has more than `limit` starters; stops as soon as it knows. */
function startersExceed(text: string, limit: number): boolean {
  STARTER.lastIndex = 0;
  let count = 0;
  while (STARTER.exec(text) !== null) {
    count += 1;
    if (count > limit) {
      STARTER.lastIndex = 0;
      return true;
    }
  }
  return false;
}

/** Whether a UTF-16 code unit is whitespace (the same set as the regular expression `\s`). */
export function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Each whitespace run as one space, none at either end; `null` once longer than `max`. A plain
 * scan: a `/\s+/g` replace costs hundreds of milliseconds on a 1 MB reply with many short lines.
 */
function collapseWhitespace(text: string, max: number): string | null {
  // Fast path: text with only single spaces between words is its own result. Everything before
  // `index` is kept as it is (at most one trailing space dropped), so the key is too long early.
  let previousWhite = true;
  let index = 0;
  for (; index < text.length; index += 1) {
    if (index - 1 > max) return null;
    const code = text.charCodeAt(index);
    const white = isWhitespace(code);
    if (white && (previousWhite || code !== 0x20)) break;
    previousWhite = white;
  }
  if (index === text.length && !previousWhite) return text.length > max ? null : text;
  const words: string[] = [];
  let length = -1;
  let wordStart = -1;
  for (let index = 0; index <= text.length; index += 1) {
    const white = index === text.length || isWhitespace(text.charCodeAt(index));
    if (!white) {
      if (wordStart < 0) wordStart = index;
      // The word so far, plus the space before it, already makes the key too long.
      if (length + 1 + (index + 1 - wordStart) > max) return null;
    } else if (wordStart >= 0) {
      words.push(text.slice(wordStart, index));
      length += 1 + index - wordStart;
      wordStart = -1;
    }
  }
  // One word (the common case) is returned as it is: no copy.
  return words.length === 1 ? (words[0] as string) : words.join(' ');
}

/**
 * `text` on one line: every run of line breaks (LF, CR, VT, FF, NEL, LS, PS) becomes one space, so a
 * label or a header can never start a line of its own in plain text.
 * @example
 * flattenLines('Yes\n2. Delete everything'); // 'Yes 2. Delete everything'
 */
export function flattenLines(text: string): string {
  return text.replace(LINE_BREAK_RUN, ' ');
}

const PDI = 0x2069;
const ISOLATE_STARTS = new Set([0x2066, 0x2067, 0x2068]);

/**
 * `text` wrapped in a bidi isolate (FSI ... PDI) when it holds bidi controls, so an RLO or an
 * unclosed embedding cannot reverse the text after it on the same line. Unmatched PDIs (which would
 * close the wrapper early) are dropped and unclosed isolates closed. Text without controls is
 * returned as it is.
 * @example
 * `${isolateBidi('\u202eevil')}: Production`; // the RLO ends before ": Production"
 */
export function isolateBidi(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  let kept = '';
  let from = 0;
  let open = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (ISOLATE_STARTS.has(code)) open += 1;
    else if (code === PDI) {
      if (open > 0) open -= 1;
      else {
        kept += text.slice(from, index);
        from = index + 1;
      }
    }
  }
  kept += text.slice(from);
  return `\u2068${kept}${'\u2069'.repeat(open)}\u2069`;
}

/** An agent string made safe for one line of plain text: no line breaks, bidi isolated. */
export function plainLine(text: string): string {
  return isolateBidi(flattenLines(text));
}

/**
 * The value of a decimal digit in ASCII, Thai (๐-๙) or full-width (０-９) form; -1 for anything else.
 * The dock accepts Thai digits as shortcuts, so plain-text replies accept them too.
 */
export function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x0e50 && code <= 0x0e59) return code - 0x0e50;
  if (code >= 0xff10 && code <= 0xff19) return code - 0xff10;
  return -1;
}

/** `text` read as a whole number of at most `maxDigits` digits (ASCII, Thai or full-width); `null` otherwise. */
export function readNumber(text: string, maxDigits: number): number | null {
  if (text.length === 0 || text.length > maxDigits) return null;
  let value = 0;
  for (let index = 0; index < text.length; index += 1) {
    const digit = digitValue(text.charCodeAt(index));
    if (digit < 0) return null;
    value = value * 10 + digit;
  }
  return value;
}
