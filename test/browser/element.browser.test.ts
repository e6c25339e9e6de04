// The custom elements in real Chromium, hosted by a Lit app (stories/support/lit-chat.ts) the way
// OpenClaw's Control UI would: the dock renders inside its own shadow root, inside the Lit shell's
// shadow root, with the shell's own composer slotted in. Real key events (CDP), real focus.
// Answering here; the host page (composer, styles, axe, attributes, gateway, bad input) in
// element-host.browser.test.ts.
import { describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import type { ToolResult } from '../../src/core/index';
import '../element/readme-lit'; // defines <chat-view>
import type { ChatView } from '../element/readme-lit';
import { oneQuestion } from '../support/requests';
import { active, chat, checkbox, message, mounted, radio, request, resolved, setUpShellPage } from './lit-shell';

setUpShellPage();

const expected: ToolResult = {
  status: 'answered',
  answers: {
    answers: {
      deploy_target: ['Staging (Recommended)'],
      checks: ['Lint', 'E2E', 'smoke 2'],
      notify: ['The team channel'],
    },
  },
};

describe('given a Lit shell hosting <question-dock> with a three-question prompt', () => {
  it('is answered with the keyboard alone; question-resolve carries the exact result out of both shadow roots', async () => {
    const shell = await chat();
    shell.request = request(); // the agent asks while the chat is open
    // The prompt takes focus on arrival: the first option, inside the dock's shadow root.
    await expect.element(radio(/Staging/)).toBeVisible();
    await expect.poll(active).toBe(radio(/Staging/).element());
    await expect.element(page.getByText('1/3')).toBeVisible();

    // Arrow keys: Radix's roving focus cannot see focus inside a shadow root; the element moves it itself.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'true');
    expect(active()).toBe(radio('Production').element());
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(radio(/Staging/)).toHaveAttribute('aria-checked', 'true');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'false');
    expect(active()).toBe(radio(/Staging/).element());
    // "1" picks Staging (again) and, a single-select question, shows the next one.
    await userEvent.keyboard('1');

    await expect.element(page.getByText('2/3')).toBeVisible();
    await expect.poll(active).toBe(checkbox('Lint').element());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    await userEvent.keyboard('4');
    const other = page.getByRole('textbox', { name: 'Your own answer for Checks' });
    expect(active()).toBe(other.element());
    await userEvent.keyboard('smoke 2');
    await expect.element(other).toHaveValue('smoke 2');
    await expect.element(checkbox('Unit tests')).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByText('3/3')).toBeVisible();
    await expect.poll(active).toBe(radio('Nobody').element());
    // The last question: "2" picks and stays; focus follows the pick on the next frame.
    await userEvent.keyboard('2');
    await expect.element(radio('The team channel')).toHaveAttribute('aria-checked', 'true');
    await expect.poll(active).toBe(radio('The team channel').element());
    expect(page.getByText('3/3').element()).toBeVisible();
    // The last Enter opens the review step; the one after sends.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Check your answers')).toBeVisible();
    expect(resolved()).toEqual([]);
    await userEvent.keyboard('{Enter}');

    await expect.poll(() => resolved().length).toBe(1);
    const detail = resolved()[0]!.detail as { result: ToolResult; resolution: { status: string } };
    expect(detail.result).toEqual(expected);
    expect(detail.resolution.status).toBe('answered');
    expect(shell.results).toEqual([expected]);
    // The shell's timeline shows the summary element; the composer is back.
    const summary = page.getByRole('group', { name: 'Answer summary' });
    await expect.element(summary).toHaveTextContent('Target: Staging');
    expect(summary.element().textContent).not.toContain('(Recommended)');
    await expect.element(summary).toHaveTextContent('Checks: Lint, E2E, smoke 2');
    await expect.element(message()).toBeVisible();
  });

  it('is answered with the mouse; the result is exact', async () => {
    const shell = await chat({ request: request() });
    await userEvent.click(radio('Production'));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.click(checkbox('Unit tests'));
    await userEvent.click(checkbox('Lint'));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.click(radio('Nobody'));
    await userEvent.click(page.getByRole('button', { name: 'Review' }));
    await expect.element(page.getByText('Check your answers')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    const result = {
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Unit tests', 'Lint'], notify: ['Nobody'] } },
    };
    await expect.poll(() => shell.results).toEqual([result]);
    expect(resolved().map((e) => (e.detail as { result: unknown }).result)).toEqual([result]);
  });

  it('lets an IME compose in Other across the shadow boundary: no digit picks, the committing Enter does not advance', async () => {
    const shell = await chat();
    shell.request = request();
    const other = page.getByRole('textbox', { name: 'Your own answer for Target' });
    // The person clicks the "Other" row; its field opens with the cursor in it.
    await expect.element(radio(/Staging/)).toBeVisible();
    const label = other.element().closest('.qd-option')!.querySelector<HTMLElement>('.qd-option-label')!;
    await userEvent.click(page.elementLocator(label));
    await expect.poll(active).toBe(other.element());
    // Chromium's own IME path (see ime.browser.test.tsx): keydown 229, composition, commit.
    const key = (type: 'rawKeyDown' | 'keyUp', k: string, code: string, keyCode: number) =>
      cdp().send('Input.dispatchKeyEvent', { type, key: k, code, windowsVirtualKeyCode: keyCode });
    await key('rawKeyDown', '1', 'Digit1', 229);
    await cdp().send('Input.imeSetComposition', { text: '一', selectionStart: 1, selectionEnd: 1 });
    await key('keyUp', '1', 'Digit1', 49);
    await key('rawKeyDown', 'Enter', 'Enter', 229);
    await cdp().send('Input.insertText', { text: '一番' });
    await key('keyUp', 'Enter', 'Enter', 13);
    await expect.element(other).toHaveValue('一番');
    expect(active()).toBe(other.element());
    await expect.element(page.getByText('1/3')).toBeVisible();
    await expect.element(radio(/Staging/)).toHaveAttribute('aria-checked', 'false');
    // The next Enter, with nothing composing, goes on.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('2/3')).toBeVisible();
    expect(resolved()).toEqual([]);
  });
});

describe('given keys faster than the screen', () => {
  it('a digit pressed in the same frame as Enter picks on the next question', async () => {
    const shell = await chat({ request: request() });
    await userEvent.click(radio('Production'));
    const production = radio('Production').element();
    production.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }),
    );
    await Promise.resolve(); // the step is committed; no frame has been drawn yet
    await Promise.resolve();
    expect(production.isConnected).toBe(false);
    const digit = new KeyboardEvent('keydown', {
      key: '3',
      code: 'Digit3',
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    (active() ?? document.body).dispatchEvent(digit);
    await expect.element(page.getByText('2/3')).toBeVisible();
    await expect.element(checkbox('E2E')).toHaveAttribute('aria-checked', 'true');
    expect(shell.results).toEqual([]);
  });
});

describe('given the README example', () => {
  it('the Lit ChatView sends the exact result for the tool call and shows the summary', async () => {
    const view = document.createElement('chat-view') as ChatView;
    const sent: unknown[] = [];
    view.sendToolResult = (id, result) => sent.push([id, result]);
    document.body.append(view);
    mounted.push(view);
    view.toolCall = { id: 'call_1', input: oneQuestion('Staging') };
    await userEvent.click(radio('Production'));
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect
      .poll(() => sent)
      .toEqual([['call_1', { status: 'answered', answers: { answers: { deploy_target: ['Production'] } } }]]);
    await expect.element(page.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Production');
  });
});
