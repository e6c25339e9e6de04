// The Enter of an IME as other browsers order it, and Thai (a direct keyboard) in real Chromium:
// neither submits nor picks. The IME driver and the event sequences: ./ime.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { QuestionDock } from '../../src/index';
import '../../src/styles/index.css';
import { oneQuestion } from '../support/requests';
import { cleanup, render } from './render';
import {
  active,
  commitEvents,
  expectEvents,
  focusOther,
  frozen,
  imeKeyDown,
  imeKeystroke,
  imeType,
  insertText,
  keyCodeOf,
  keyUp,
  radio,
  recordEvents,
} from './ime';

afterEach(cleanup);

describe('given the Enter key orders other browsers use with an IME', () => {
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
