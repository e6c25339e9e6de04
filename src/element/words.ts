import { messages as english, type Messages } from '../core';

let thai: Messages | undefined;
let loading: Promise<void> | undefined;

/**
 * An element's words for its `lang`. English is at hand; Thai is loaded with `import()` the first
 * time an element sits in a Thai page, so a page in another language never downloads it (the
 * standalone file stays small). `undefined` while it loads, and `rerender` runs once it is there;
 * a failed download gives English rather than no dock.
 */
export function wordsFor(lang: string | undefined, rerender: () => void): Messages | undefined {
  if (!/^th\b/i.test(lang ?? '')) return english;
  if (thai) return thai;
  loading ??= import('./thai').then(
    (module) => void (thai = module.messagesTh),
    () => void (thai = english),
  );
  void loading.then(rerender);
  return undefined;
}
