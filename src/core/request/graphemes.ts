/**
 * Grapheme-safe truncation: a header cut to 12 "characters" must never split a Thai vowel from
 * its consonant, a ZWJ family emoji or a flag.
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

/** The grapheme segmenter, or `null` where Intl.Segmenter is missing or unusable. */
function graphemeSegmenter(): GraphemeSegmenter | null {
  try {
    const Ctor = (globalThis as { Intl?: { Segmenter?: unknown } }).Intl?.Segmenter;
    if (Ctor !== cachedConstructor) {
      cachedSegmenter =
        typeof Ctor === 'function' ? new (Ctor as typeof Intl.Segmenter)(undefined, { granularity: 'grapheme' }) : null;
      cachedConstructor = Ctor;
    }
    return cachedSegmenter;
  } catch {
    // No Intl.Segmenter here: the caller counts code points instead.
    return null;
  }
}

/**
 * Keeps the first `max` graphemes (user-perceived characters) of `text`.
 *
 * Uses `Intl.Segmenter` and falls back to code points where it is missing (so at least no
 * surrogate pair is split). Only a prefix of the text is segmented (growing while needed), so a
 * 1 MB string costs about as much as a short one: grapheme boundaries depend only on the text
 * before them and the character at them, so every boundary strictly inside a prefix is also a
 * boundary of the whole text.
 *
 * @example
 * truncateGraphemes('การตั้งค่าระบบเครือข่าย', 12).text; // 'การตั้งค่าระบบเ' (tone marks stay on their consonant)
 * truncateGraphemes('Deploy', 12); // { text: 'Deploy', truncated: false }
 */
export function truncateGraphemes(text: string, max: number): GraphemeSlice {
  const limit = Math.max(0, Math.floor(max));
  // Every grapheme has at least one code unit, so a short string cannot be too long.
  if (text.length <= limit) return { text, truncated: false };
  const segmenter = graphemeSegmenter();
  for (let size = limit * 8 + 16; ; size *= 4) {
    let end = Math.min(text.length, size);
    // A lone high surrogate at the cut would read as a grapheme of its own.
    if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end += 1;
    const prefix = text.slice(0, end);
    let count = 0;
    // Segments, or code points (a regex match per code point, also with its `index`).
    for (const { index } of segmenter ? segmenter.segment(prefix) : prefix.matchAll(/[^]/gu)) {
      // The (limit + 1)th grapheme starts inside the prefix, so the first `limit` are exact.
      if (count === limit) return { text: text.slice(0, index), truncated: true };
      count += 1;
    }
    if (end >= text.length) return { text, truncated: false };
  }
}
