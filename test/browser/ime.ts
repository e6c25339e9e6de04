// The IME driver of ime.browser.test.tsx and ime-enter.browser.test.tsx (IME input, Japanese and
// Chinese, and Thai in real Chromium).
//
// How IME input is done: there is no IME in headless Chromium and vitest's `userEvent` has no
// composition API, so the test drives Chromium's own IME path through the CDP session vitest gives
// (`cdp()`, as phone.browser.test.tsx does for touch):
// - `Input.imeSetComposition` sets the composition text (what the IME shows underlined). Chromium
//   fires compositionstart (first time), compositionupdate and an `insertCompositionText` input
//   with isComposing true. It sends no key events by itself.
// - `Input.insertText` while composing commits: compositionupdate, input, compositionend. Without a
//   composition it inserts text directly, as a Thai keyboard does (no IME): one `insertText` input,
//   no composition events and no key events.
// - A key the IME consumes reaches the page as keydown keyCode 229 (VK_PROCESSKEY), with
//   isComposing true while a composition is open. The test sends it with `Input.dispatchKeyEvent`
//   (type rawKeyDown, `windowsVirtualKeyCode: 229`; this Chromium ignores the older
//   `windowsKeyCode` name and reports keyCode 0), then the key's keyup with its real keyCode. The
//   keydown carries the real `key` ("Enter", "1"), the hard case: a handler that looked only at
//   `key` would act on it. The keystroke that opens a composition comes before compositionstart:
//   keyCode 229 but isComposing false, so both checks of the hook matter.
// Every scenario records the events the Other field gets and asserts that sequence, so the test
// fails if the input stops being IME-like.
import { expect } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import type { Clock } from '../../src/index';
import { threeQuestions } from '../support/requests';

/** A clock that never moves (no countdown ticks during the key sequences). */
export const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };

// Bare labels, no time limit: Target (Staging (Recommended), Production), Checks (multi: Lint,
// Unit tests, E2E), Notify (Nobody, The team channel).
export const request = threeQuestions({ descriptions: {}, timeoutSeconds: null });

const KEY_CODES: Record<string, number> = { Enter: 13, Escape: 27 };
export const keyCodeOf = (key: string) => KEY_CODES[key] ?? key.toUpperCase().charCodeAt(0);
const codeOf = (key: string) => (key in KEY_CODES ? key : /^\d$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`);

/** The IME's composition text becomes `text`, caret at its end. */
export async function compose(text: string): Promise<void> {
  await cdp().send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
}

/** The IME commits `text` (ends the composition); with no composition open, a direct text insertion. */
export async function insertText(text: string): Promise<void> {
  await cdp().send('Input.insertText', { text });
}

/** keydown of a key the IME handles (keyCode 229); its keyup comes with `keyUp`. */
export async function imeKeyDown(key: string): Promise<void> {
  await cdp().send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key,
    code: codeOf(key),
    windowsVirtualKeyCode: 229,
  });
}

/** keyup of `key`, with its real keyCode. */
export async function keyUp(key: string): Promise<void> {
  await cdp().send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key,
    code: codeOf(key),
    windowsVirtualKeyCode: keyCodeOf(key),
  });
}

/** One key pressed while the IME composes: keydown 229, the composition changes to `text`, keyup. */
export async function imeType(key: string, text: string): Promise<void> {
  await imeKeyDown(key);
  await compose(text);
  await keyUp(key);
}

/**
 * Records the key, composition and input events reaching `host` (capture phase),
 * one line each: `keydown Enter 229 composing`, `compositionupdate "にほ"`, `input insertCompositionText "にほ" composing`.
 */
export function recordEvents(host: HTMLElement): string[] {
  const seen: string[] = [];
  const composing = (e: Event) => ((e as KeyboardEvent | InputEvent).isComposing ? ' composing' : '');
  for (const type of ['keydown', 'keyup']) {
    host.addEventListener(
      type,
      (e) => seen.push(`${type} ${(e as KeyboardEvent).key} ${(e as KeyboardEvent).keyCode}${composing(e)}`),
      { capture: true },
    );
  }
  for (const type of ['compositionstart', 'compositionupdate', 'compositionend']) {
    host.addEventListener(type, (e) => seen.push(`${type} ${JSON.stringify((e as CompositionEvent).data)}`), {
      capture: true,
    });
  }
  host.addEventListener(
    'input',
    (e) => seen.push(`input ${(e as InputEvent).inputType} ${JSON.stringify((e as InputEvent).data)}${composing(e)}`),
    { capture: true },
  );
  return seen;
}

/** Takes the events recorded so far once they equal `expected` (events may arrive after the CDP call returns). */
export async function expectEvents(seen: string[], expected: string[]): Promise<void> {
  await expect.poll(() => seen).toEqual(expected);
  seen.length = 0;
}

/**
 * What one IME keystroke that changes the composition to `text` looks like to the page. The
 * keystroke that opens a composition is keyCode 229 but not yet isComposing (its keydown comes
 * before compositionstart), as in a real IME.
 */
export const imeKeystroke = (key: string, text: string, { first = false } = {}) => [
  `keydown ${key} 229${first ? '' : ' composing'}`,
  ...(first ? ['compositionstart ""'] : []),
  `compositionupdate ${JSON.stringify(text)}`,
  `input insertCompositionText ${JSON.stringify(text)} composing`,
  `keyup ${key} ${keyCodeOf(key)} composing`,
];

/** What committing `text` looks like to the page. */
export const commitEvents = (text: string) => [
  `compositionupdate ${JSON.stringify(text)}`,
  `input insertCompositionText ${JSON.stringify(text)} composing`,
  `compositionend ${JSON.stringify(text)}`,
];

export const active = () => document.activeElement;
export const radio = (name: string | RegExp) => page.getByRole('radio', { name });
export const otherFor = (header: string) => page.getByRole('textbox', { name: `Your own answer for ${header}` });

/** A person clicks the "Other" row; its field opens with the cursor in it. */
export async function focusOther(header: string) {
  const other = otherFor(header);
  const label = other.element().closest('.qd-option')!.querySelector<HTMLElement>('.qd-option-label')!;
  await userEvent.click(page.elementLocator(label));
  await expect.element(other).toHaveFocus();
  return other;
}
