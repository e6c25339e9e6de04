// IME input (Japanese, Chinese) and Thai in real Chromium: none of the panel's shortcuts (digits,
// Enter, Escape) may act while an IME composes, and the Enter that commits a composition must not
// advance or submit (DESIGN.md, "Shortcuts").
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
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { QuestionDock, type Clock } from '../../src/index';
import '../../src/styles/index.css';
import { oneQuestion, threeQuestions } from '../support/requests';
import { cleanup, render } from './render';

afterEach(cleanup);

const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };

// Bare labels, no time limit: Target (Staging (Recommended), Production), Checks (multi: Lint,
// Unit tests, E2E), Notify (Nobody, The team channel).
const request = threeQuestions({ descriptions: {}, timeoutSeconds: null });

const KEY_CODES: Record<string, number> = { Enter: 13, Escape: 27 };
const keyCodeOf = (key: string) => KEY_CODES[key] ?? key.toUpperCase().charCodeAt(0);
const codeOf = (key: string) => (key in KEY_CODES ? key : /^\d$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`);

/** The IME's composition text becomes `text`, caret at its end. */
async function compose(text: string): Promise<void> {
  await cdp().send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
}

/** The IME commits `text` (ends the composition); with no composition open, a direct text insertion. */
async function insertText(text: string): Promise<void> {
  await cdp().send('Input.insertText', { text });
}

/** keydown of a key the IME handles (keyCode 229); its keyup comes with `keyUp`. */
async function imeKeyDown(key: string): Promise<void> {
  await cdp().send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key,
    code: codeOf(key),
    windowsVirtualKeyCode: 229,
  });
}

async function keyUp(key: string): Promise<void> {
  await cdp().send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key,
    code: codeOf(key),
    windowsVirtualKeyCode: keyCodeOf(key),
  });
}

/** One key pressed while the IME composes: keydown 229, the composition changes to `text`, keyup. */
async function imeType(key: string, text: string): Promise<void> {
  await imeKeyDown(key);
  await compose(text);
  await keyUp(key);
}

/**
 * Records the key, composition and input events reaching `host` (capture phase),
 * one line each: `keydown Enter 229 composing`, `compositionupdate "にほ"`, `input insertCompositionText "にほ" composing`.
 */
function recordEvents(host: HTMLElement): string[] {
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
async function expectEvents(seen: string[], expected: string[]): Promise<void> {
  await expect.poll(() => seen).toEqual(expected);
  seen.length = 0;
}

/**
 * What one IME keystroke that changes the composition to `text` looks like to the page. The
 * keystroke that opens a composition is keyCode 229 but not yet isComposing (its keydown comes
 * before compositionstart), as in a real IME.
 */
const imeKeystroke = (key: string, text: string, { first = false } = {}) => [
  `keydown ${key} 229${first ? '' : ' composing'}`,
  ...(first ? ['compositionstart ""'] : []),
  `compositionupdate ${JSON.stringify(text)}`,
  `input insertCompositionText ${JSON.stringify(text)} composing`,
  `keyup ${key} ${keyCodeOf(key)} composing`,
];

/** What committing `text` looks like to the page. */
const commitEvents = (text: string) => [
  `compositionupdate ${JSON.stringify(text)}`,
  `input insertCompositionText ${JSON.stringify(text)} composing`,
  `compositionend ${JSON.stringify(text)}`,
];

const active = () => document.activeElement;
const radio = (name: string | RegExp) => page.getByRole('radio', { name });
const otherFor = (header: string) => page.getByRole('textbox', { name: `Your own answer for ${header}` });

/** A person clicks the "Other" row; its field opens with the cursor in it. */
async function focusOther(header: string) {
  const other = otherFor(header);
  const label = other.element().closest('.qd-option')!.querySelector<HTMLElement>('.qd-option-label')!;
  await userEvent.click(page.elementLocator(label));
  await expect.element(other).toHaveFocus();
  return other;
}

describe('given a person writes with an IME (Japanese, Chinese) in the Other field', () => {
  it('composing text with full-width and ASCII digits, then committing, leaves the text in Other: no pick, no step change, no result', async () => {
    const onResolve = vi.fn();
    const host = render(
      <QuestionDock
        request={request}
        clock={frozen}
        onResolve={onResolve}
        composer={<textarea aria-label="Message" />}
      />,
    );
    const other = await focusOther('Target');
    const seen = recordEvents(host);

    // Japanese, romaji input: n-i → に, h-o → ほ, n-n → ん, g-o → ご; the IME is in full-width
    // mode, so the digit keys 1 and 2 add "１２" to the composition. Then it commits.
    await imeType('i', 'に');
    await imeType('o', 'にほ');
    await imeType('n', 'にほん');
    await imeType('o', 'にほんご');
    await imeType('1', 'にほんご１');
    await imeType('2', 'にほんご１２');
    await expect.element(other).toHaveValue('にほんご１２');
    await insertText('にほんご１２');
    await expectEvents(seen, [
      ...imeKeystroke('i', 'に', { first: true }),
      ...imeKeystroke('o', 'にほ'),
      ...imeKeystroke('n', 'にほん'),
      ...imeKeystroke('o', 'にほんご'),
      ...imeKeystroke('1', 'にほんご１'),
      ...imeKeystroke('2', 'にほんご１２'),
      ...commitEvents('にほんご１２'),
    ]);
    await expect.element(other).toHaveValue('にほんご１２');

    // Chinese, pinyin input: "zhongwen" becomes 中文 inline, then the ASCII digits 1 and 2 join the
    // composition (keys 1..2 are exactly the option shortcuts), then it commits.
    await imeType('g', 'zhong');
    await imeType('n', '中文');
    await imeType('1', '中文1');
    await imeType('2', '中文12');
    await expect.element(other).toHaveValue('にほんご１２中文12');
    await insertText('中文12');
    await expectEvents(seen, [
      ...imeKeystroke('g', 'zhong', { first: true }),
      ...imeKeystroke('n', '中文'),
      ...imeKeystroke('1', '中文1'),
      ...imeKeystroke('2', '中文12'),
      ...commitEvents('中文12'),
    ]);

    // What the person sees: their text, still question 1 of 3, nothing picked, focus in Other.
    await expect.element(other).toHaveValue('にほんご１２中文12');
    await expect.element(page.getByText('1/3')).toBeInTheDocument();
    await expect.element(radio(/Staging/)).toHaveAttribute('aria-checked', 'false');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'false');
    expect(active()).toBe(other.element());
    expect(onResolve).not.toHaveBeenCalled();

    // Escape while composing belongs to the IME (it cancels the composition); the panel stays open.
    await imeType('k', 'か');
    await imeKeyDown('Escape');
    await compose('');
    await keyUp('Escape');
    await expectEvents(seen, [
      ...imeKeystroke('k', 'か', { first: true }),
      'keydown Escape 229 composing',
      'compositionupdate ""',
      'input insertCompositionText null composing',
      'compositionend ""',
      'keyup Escape 27',
    ]);
    await expect.element(other).toHaveValue('にほんご１２中文12');
    await expect.element(page.getByRole('region', { name: 'Question from the agent' })).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();
    // With no composition open, the same Escape is the panel's: it collapses (and never skips).
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Show question' })).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('the Enter that commits a composition neither advances nor submits; the next Enter does, and the agent gets the exact text', async () => {
    const onResolve = vi.fn();
    const host = render(
      <QuestionDock
        request={request}
        clock={frozen}
        onResolve={onResolve}
        composer={<textarea aria-label="Message" />}
      />,
    );
    const seen = recordEvents(host);

    // Enter while composing: keydown 229 (isComposing), the IME commits, then Enter's keyup.
    async function composeAndCommitWithEnter(keys: string[], texts: string[], committed: string) {
      for (const [i, key] of keys.entries()) await imeType(key, texts[i]!);
      await imeKeyDown('Enter');
      await insertText(committed);
      await keyUp('Enter');
      await expectEvents(seen, [
        ...keys.flatMap((key, i) => imeKeystroke(key, texts[i]!, { first: i === 0 })),
        'keydown Enter 229 composing',
        ...commitEvents(committed),
        'keyup Enter 13',
      ]);
    }

    // 1/3 Target: pinyin "zhongwen", Enter commits 中文.
    const target = await focusOther('Target');
    seen.length = 0;
    await composeAndCommitWithEnter(['g', 'n'], ['zhong', 'zhongwen'], '中文');
    await expect.element(target).toHaveValue('中文');
    await expect.element(page.getByText('1/3')).toBeInTheDocument();
    expect(active()).toBe(target.element());
    expect(onResolve).not.toHaveBeenCalled();
    // A second Enter, no composition open: the shortcut goes on to question 2.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('2/3')).toBeInTheDocument();

    // 2/3 Checks (multi): "1" picks Lint, "4" (options + 1) goes to Other; Enter commits にほんご.
    await expect.poll(active).toBe(page.getByRole('checkbox', { name: 'Lint' }).element());
    await userEvent.keyboard('1');
    await userEvent.keyboard('4');
    const checks = otherFor('Checks');
    await expect.poll(active).toBe(checks.element());
    seen.length = 0;
    await composeAndCommitWithEnter(['i', 'o', 'n', 'o'], ['に', 'にほ', 'にほん', 'にほんご'], 'にほんご');
    await expect.element(checks).toHaveValue('にほんご');
    await expect.element(page.getByText('2/3')).toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'Lint' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('3/3')).toBeInTheDocument();

    // 3/3 Notify, the last one: "3" goes to Other; the committing Enter must not submit.
    await expect.poll(active).toBe(radio('Nobody').element());
    await userEvent.keyboard('3');
    const notify = otherFor('Notify');
    await expect.poll(active).toBe(notify.element());
    seen.length = 0;
    await composeAndCommitWithEnter(['e', 'i'], ['liaoj', 'liaojie'], '了解');
    await expect.element(notify).toHaveValue('了解');
    await expect.element(page.getByText('3/3')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Review' })).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();

    // The next Enter opens the review step, and the one after sends.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Check your answers')).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onResolve.mock.calls.length).toBe(1);
    expect(onResolve.mock.calls[0]![0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['中文'], checks: ['Lint', 'にほんご'], notify: ['了解'] } },
    });
    await expect.element(page.getByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
  });

  it('an Enter keydown with keyCode 229 right after compositionend (the order WebKit uses) does not submit either', async () => {
    const onResolve = vi.fn();
    const host = render(
      <QuestionDock
        request={oneQuestion('Staging')}
        clock={frozen}
        onResolve={onResolve}
        composer={<textarea aria-label="Message" />}
      />,
    );
    const other = await focusOther('Target');
    const seen = recordEvents(host);

    await imeType('o', 'にほんご');
    await insertText('にほんご');
    await imeKeyDown('Enter');
    await keyUp('Enter');
    await expectEvents(seen, [
      ...imeKeystroke('o', 'にほんご', { first: true }),
      ...commitEvents('にほんご'),
      'keydown Enter 229',
      'keyup Enter 13',
    ]);
    await expect.element(other).toHaveValue('にほんご');
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onResolve.mock.calls.length).toBe(1);
    expect(onResolve.mock.calls[0]![0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['にほんご'] } },
    });
  });
  it('an Enter keydown reported with its own keyCode (13) while isComposing is true does not submit either', async () => {
    const onResolve = vi.fn();
    const host = render(
      <QuestionDock
        request={oneQuestion('Staging')}
        clock={frozen}
        onResolve={onResolve}
        composer={<textarea aria-label="Message" />}
      />,
    );
    const other = await focusOther('Target');
    const seen = recordEvents(host);

    await imeType('n', '中文');
    await cdp().send('Input.dispatchKeyEvent', {
      type: 'rawKeyDown',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 13,
    });
    await insertText('中文');
    await keyUp('Enter');
    await expectEvents(seen, [
      ...imeKeystroke('n', '中文', { first: true }),
      'keydown Enter 13 composing',
      ...commitEvents('中文'),
      'keyup Enter 13',
    ]);
    await expect.element(other).toHaveValue('中文');
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onResolve.mock.calls.length).toBe(1);
    expect(onResolve.mock.calls[0]![0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['中文'] } },
    });
  });
});

describe('given a person types Thai (a direct keyboard, no composition)', () => {
  it('Thai letters and Thai digits stay text, nothing is picked, and Submit sends the exact string', async () => {
    const onResolve = vi.fn();
    const host = render(
      <QuestionDock
        request={oneQuestion('Staging')}
        clock={frozen}
        onResolve={onResolve}
        composer={<textarea aria-label="Message" />}
      />,
    );
    const other = await focusOther('Target');
    const seen = recordEvents(host);

    await insertText('ภาษาไทย ๑๒');
    await expectEvents(seen, ['input insertText "ภาษาไทย ๑๒"']);
    // Plain keys, digits included ("1" and "2" are the option shortcuts, "3" the Other shortcut).
    await userEvent.keyboard(' 123');
    await expectEvents(
      seen,
      [' ', '1', '2', '3'].flatMap((key) => [
        `keydown ${key} ${keyCodeOf(key)}`,
        `input insertText ${JSON.stringify(key)}`,
        `keyup ${key} ${keyCodeOf(key)}`,
      ]),
    );

    await expect.element(other).toHaveValue('ภาษาไทย ๑๒ 123');
    await expect.element(radio('Staging')).toHaveAttribute('aria-checked', 'false');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'false');
    expect(active()).toBe(other.element());
    expect(onResolve).not.toHaveBeenCalled();

    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect.poll(() => onResolve.mock.calls.length).toBe(1);
    expect(onResolve.mock.calls[0]![0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['ภาษาไทย ๑๒ 123'] } },
    });
  });
});
