/**
 * Grapheme-safe truncation: a header cut to 12 "characters" must never split a Thai vowel from
 * its consonant, a ZWJ family emoji or a flag (DESIGN.md, "The request").
 */

/** Result of {@link truncateGraphemes}. */
export interface GraphemeSlice {
  /** The first `max` graphemes of the input (the input itself when it was short enough). */
  readonly text: string;
  /** `true` when graphemes were cut off. */
  readonly truncated: boolean;
}

interface GraphemeSegmenter {
  segment(input: string): Iterable<{ readonly index: number }>;
}

// Cached per constructor so a test (or a polyfill) that swaps Intl.Segmenter is honoured.
let cachedConstructor: unknown;
let cachedSegmenter: GraphemeSegmenter | null = null;

function graphemeSegmenter(): GraphemeSegmenter | null {
  let Ctor: unknown;
  try {
    Ctor = (globalThis as { Intl?: { Segmenter?: unknown } }).Intl?.Segmenter;
  } catch {
    return null;
  }
  if (Ctor === cachedConstructor) return cachedSegmenter;
  cachedConstructor = Ctor;
  cachedSegmenter = null;
  if (typeof Ctor === 'function') {
    try {
      cachedSegmenter = new (Ctor as typeof Intl.Segmenter)(undefined, { granularity: 'grapheme' });
    } catch {
      cachedSegmenter = null;
    }
  }
  return cachedSegmenter;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Without Intl.Segmenter: whole code points, so at least no surrogate pair is split. */
function truncateCodePoints(text: string, max: number): GraphemeSlice {
  let count = 0;
  let end = 0;
  for (const char of text) {
    if (count === max) return { text: text.slice(0, end), truncated: true };
    count += 1;
    end += char.length;
  }
  return { text, truncated: false };
}

/**
 * Keeps the first `max` graphemes (user-perceived characters) of `text`.
 *
 * Uses `Intl.Segmenter` and falls back to code points where it is missing. Only a prefix of
 * the text is segmented (growing while needed), so a 1 MB string costs about as much as a short
 * one: grapheme boundaries depend only on the text before them and the character at them, so
 * every boundary strictly inside a prefix is also a boundary of the whole text.
 *
 * @example
 * truncateGraphemes('การตั้งค่าระบบเครือข่าย', 12).text; // 'การตั้งค่าระบบเ' (tone marks stay on their consonant)
 * truncateGraphemes('Deploy', 12); // { text: 'Deploy', truncated: false }
 */
export function truncateGraphemes(text: string, max: number): GraphemeSlice {
  const limit = Math.max(0, Math.floor(max));
  // Every grapheme has at least one code unit, so a short string cannot be too long.
  if (text.length <= limit) return { text, truncated: false };
  if (limit === 0) return { text: '', truncated: true };
  const segmenter = graphemeSegmenter();
  if (segmenter === null) return truncateCodePoints(text, limit);
  let prefixLength = limit * 8 + 16;
  for (;;) {
    let end = Math.min(text.length, prefixLength);
    // A lone high surrogate at the cut would read as a grapheme of its own.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end += 1;
    let count = 0;
    for (const { index } of segmenter.segment(text.slice(0, end))) {
      // The (limit + 1)th grapheme starts inside the prefix, so the first `limit` are exact.
      if (count === limit) return { text: text.slice(0, index), truncated: true };
      count += 1;
    }
    if (end >= text.length) return { text, truncated: false };
    prefixLength *= 4;
  }
}
