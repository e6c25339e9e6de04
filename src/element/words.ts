import { messages as english, messagesTh, type Messages } from '../core';

/** An element's words for its `lang`: Thai for `th` and its regional tags, else English. */
export function wordsFor(lang: string | undefined): Messages {
  return /^th\b/i.test(lang ?? '') ? messagesTh : english;
}
