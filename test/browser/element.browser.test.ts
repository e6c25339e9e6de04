// The custom elements in real Chromium, hosted by a Lit app (stories/support/lit-chat.ts) the way
// OpenClaw's Control UI would: the dock renders inside its own shadow root, inside the Lit shell's
// shadow root, with the shell's own composer slotted in. Real key events (CDP), real focus.
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import {
  createPromptQueue,
  createQuestionStore,
  messagesTh,
  normalizeAskUser,
  type ToolResult,
} from '../../src/core/index';
import { defineQuestionDockElements, type QuestionDockElement } from '../../src/element/index';
import { defineLitChat, type LitChat } from '../../stories/support/lit-chat';
import '../element/readme-lit'; // defines <chat-view>
import type { ChatView } from '../element/readme-lit';
import { oneQuestion, threeQuestions } from '../support/requests';

defineLitChat();

const request = () => threeQuestions({ descriptions: {}, timeoutSeconds: null });

/** The element that really has focus, through every shadow root. */
function active(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

const mounted: Element[] = [];
const events: { type: string; detail: unknown }[] = [];
const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
for (const type of ['question-resolve', 'question-collapse', 'question-expand'])
  document.addEventListener(type, record);

afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  events.length = 0;
  delete document.documentElement.dataset['theme'];
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = 'en';
});

/** A Lit shell on the page; `request` (if given) goes to its dock. */
async function chat(props: Partial<Pick<LitChat, 'request'>> = {}): Promise<LitChat> {
  const el = document.createElement('lit-chat');
  Object.assign(el, props);
  document.body.append(el);
  mounted.push(el);
  await el.updateComplete;
  return el;
}
const dockOf = (shell: LitChat) => shell.shadowRoot!.querySelector('question-dock')!;
const radio = (name: string | RegExp) => page.getByRole('radio', { name });
const checkbox = (name: string) => page.getByRole('checkbox', { name });
const message = () => page.getByRole('textbox', { name: 'Message' });
const resolved = () => events.filter((e) => e.type === 'question-resolve');

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

    await userEvent.keyboard('2');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'true');
    await expect.poll(active).toBe(radio('Production').element()); // focus follows the pick on the next frame
    // Arrow keys: Radix's roving focus cannot see focus inside a shadow root; the element moves it itself.
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(radio(/Staging/)).toHaveAttribute('aria-checked', 'true');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'false');
    expect(active()).toBe(radio(/Staging/).element());
    await userEvent.keyboard('{Enter}');

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
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('The team channel')).toHaveAttribute('aria-checked', 'true');
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

  it('keeps the shell’s own composer: hidden while open, draft untouched, focus given back on collapse', async () => {
    const shell = await chat();
    const textarea = shell.shadowRoot!.querySelector('textarea')!;
    await userEvent.click(message());
    await userEvent.keyboard('half-written reply');
    // A prompt arriving while the person types opens as a mini bar: their keys stay in the composer.
    shell.request = request();
    await expect.element(page.getByRole('button', { name: 'Show question' })).toBeVisible();
    expect(active()).toBe(textarea);

    await userEvent.click(page.getByRole('button', { name: 'Show question' }));
    await expect.poll(active).toBe(radio(/Staging/).element());
    expect(textarea.checkVisibility()).toBe(false); // its slot is hidden while the panel is open
    await userEvent.keyboard('{Escape}');
    await expect.poll(active).toBe(textarea);
    expect(textarea.checkVisibility()).toBe(true);
    expect(textarea.value).toBe('half-written reply');
    // Still the shell's element, in the shell's form (slotted, never moved or re-created).
    expect(shell.shadowRoot!.querySelector('form textarea')).toBe(textarea);
    expect(textarea.closest('form')!.assignedSlot?.getRootNode()).toBe(dockOf(shell).shadowRoot);
    expect(events.map((e) => e.type)).toEqual(['question-expand', 'question-collapse']);
    expect(resolved()).toEqual([]);
  });

  it('takes the --qd-* variables, ::part() rules, dark mode, lang and dir from the page around it', async () => {
    const shell = await chat({ request: request() });
    const next = page.getByRole('button', { name: 'Next' });
    await expect.element(next).toBeVisible();
    // The shell sets --qd-accent on the element: the primary button uses it.
    expect(getComputedStyle(next.element()).backgroundColor).toBe('rgb(11, 110, 79)');
    const panel = page.getByRole('region', { name: 'Question from the agent' });
    expect(getComputedStyle(panel.element()).backgroundColor).toBe('rgb(255, 255, 255)');

    // The page switches to dark (on <html>, outside both shadow roots): the dock follows live.
    document.documentElement.dataset['theme'] = 'dark';
    await expect.poll(() => getComputedStyle(panel.element()).backgroundColor).toBe('rgb(28, 29, 34)');
    expect(getComputedStyle(next.element()).backgroundColor).toBe('rgb(111, 211, 168)');

    // Thai, right to left: the Thai messages and RTL layout, without touching the element.
    document.documentElement.lang = 'th';
    document.documentElement.dir = 'rtl';
    await expect.element(page.getByRole('button', { name: messagesTh.next })).toBeVisible();
    expect(getComputedStyle(page.getByRole('button', { name: messagesTh.next }).element()).direction).toBe('rtl');

    // ::part() from the host's stylesheet.
    const style = document.createElement('style');
    style.textContent = 'question-dock::part(panel) { border-width: 3px }';
    shell.shadowRoot!.append(style);
    await expect
      .poll(() => getComputedStyle(page.getByRole('region', { name: messagesTh.promptLabel }).element()).borderTopWidth)
      .toBe('3px');
  });

  it('passes axe on the whole page, light and dark, open and answered', async () => {
    const shell = await chat({ request: request() });
    await expect.element(radio(/Staging/)).toBeVisible();
    for (const animation of document.getAnimations()) animation.finish();
    // The shell is a fragment of a page (no main landmark or h1 around it): page-level rules are off.
    const rules = { 'color-contrast': { enabled: true }, region: { enabled: false } };
    const violations = async () =>
      (await axe.run(shell, { rules, resultTypes: ['violations'] })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(await violations()).toEqual([]);
    document.documentElement.dataset['theme'] = 'dark';
    await expect.poll(violations).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: 'Skip' }));
    await expect.element(page.getByRole('group', { name: 'Answer summary' })).toBeVisible();
    expect(await violations()).toEqual([]);
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

describe('given the attributes', () => {
  it('layout="stacked" shows every question as a card; prompt-id keeps the drafts across a re-created element', async () => {
    const make = () => {
      const dock = document.createElement('question-dock');
      dock.setAttribute('layout', 'stacked');
      dock.setAttribute('prompt-id', 'call_stacked');
      dock.append(Object.assign(document.createElement('textarea'), { ariaLabel: 'Message' }));
      dock.request = request();
      document.body.append(dock);
      mounted.push(dock);
      return dock;
    };
    const first = make();
    await expect.element(radio('The team channel')).toBeVisible(); // the third card, with the first
    await userEvent.click(radio('Production'));
    first.remove();
    await expect.poll(() => document.querySelector('question-dock')).toBeNull();
    make();
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'true');
    sessionStorage.clear();
  });
});

describe('given a gateway', () => {
  it('shows its queue with the switcher, and hands the hosts kept for a secret back to it', async () => {
    const queue = createPromptQueue({ sessionKey: 'main' });
    const hostsSent: unknown[] = [];
    const shell = await chat();
    shell.gateway = { queue, setSecretHosts: (id, hosts) => hostsSent.push([id, hosts]) };
    const secret = normalizeAskUser({
      questions: [
        {
          id: 'api_key',
          header: 'API key',
          question: 'Paste the deploy key',
          options: [],
          secret: { store: { name: 'DEPLOY_KEY', kind: 'secret', allowedHosts: ['a.example', 'b.example'] } },
        },
      ],
    });
    const plain = normalizeAskUser(request());
    if (!secret.ok || !plain.ok) throw new Error('fixtures do not normalize');
    queue.add(createQuestionStore(secret.request, { promptId: 'q-secret' }));
    queue.add(createQuestionStore(plain.request, { promptId: 'q-plain' }));
    await expect.element(page.getByRole('group', { name: '1 of 2 requests' })).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: 'b.example' }));
    expect(hostsSent).toEqual([['q-secret', ['a.example']]]);
  });
});

describe('given bad input and late definitions', () => {
  it('a bad request shows the structured invalid-request view and throws nothing into the host', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    await chat({
      request: { questions: [{ id: 'Bad Id', header: 'X', question: 'Q?', options: [{ label: 'only one' }] }] },
    });
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('questions[0].id');
    await expect.element(alert).toHaveTextContent('questions[0].options');
    await expect.element(message()).toBeVisible();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });

  it('keeps properties set before the element was defined, and defining twice is harmless', async () => {
    const late = document.createElement('qd-late-dock') as QuestionDockElement;
    late.request = request(); // a plain own property: the element is not defined yet
    late.append(Object.assign(document.createElement('textarea'), { ariaLabel: 'Message' }));
    document.body.append(late);
    mounted.push(late);
    defineQuestionDockElements({ dock: 'qd-late-dock', summary: 'qd-late-summary' });
    defineQuestionDockElements({ dock: 'qd-late-dock', summary: 'qd-late-summary' });
    defineQuestionDockElements();
    await expect.element(radio(/Staging/)).toBeVisible();
    expect(late.request).toEqual(request());
    expect(Object.prototype.hasOwnProperty.call(late, 'request')).toBe(false);
  });
});
