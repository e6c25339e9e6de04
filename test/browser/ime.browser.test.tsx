// IME input (Japanese, Chinese) in real Chromium: none of the panel's shortcuts (digits, Enter,
// Escape) may act while an IME composes, and the Enter that commits a composition must not advance
// or submit (DESIGN.md, "Shortcuts"). How the IME is driven (CDP), and the event sequences each
// scenario asserts: ./ime.ts. Other browsers' Enter orders and Thai: ime-enter.browser.test.tsx.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { QuestionDock } from '../../src/index';
import '../../src/styles/index.css';
import { cleanup, render } from './render';
import {
  active,
  commitEvents,
  compose,
  expectEvents,
  focusOther,
  frozen,
  imeKeyDown,
  imeKeystroke,
  imeType,
  insertText,
  keyUp,
  otherFor,
  radio,
  recordEvents,
  request,
} from './ime';

afterEach(cleanup);

describe('given a person composes with an IME (Japanese, Chinese) in the Other field', () => {
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
});

describe('given a person commits a composition with Enter', () => {
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
});
