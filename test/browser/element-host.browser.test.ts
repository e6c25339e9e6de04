// The custom element in its host page, in real Chromium: the Lit shell's composer, its styles
// (--qd-* variables, ::part(), dark mode, lang, dir), axe, the attributes, a gateway, bad input
// and late definitions. Answering: element.browser.test.ts.
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  createPromptQueue,
  createQuestionStore,
  messagesTh,
  normalizeAskUser,
  type RejectedPrompt,
} from '../../src/core/index';
import { defineQuestionDockElements, type QuestionDockElement } from '../../src/element/index';
import { active, chat, dockOf, events, message, mounted, radio, request, resolved, setUpShellPage } from './lit-shell';

setUpShellPage();

describe('given a Lit shell hosting <question-dock>', () => {
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

describe('given a gateway that refused a question', () => {
  it('tells the person what was asked until they dismiss it, and keeps the composer', async () => {
    const queue = createPromptQueue({ sessionKey: 'main' });
    let rejected: RejectedPrompt[] = [
      {
        promptId: 'q-bad',
        sessionKey: 'main',
        questions: ['Pick the only option?'],
        issues: [{ code: 'too_few_options', path: 'questions[0].options', detail: '1 option' }],
      },
    ];
    const listeners = new Set<() => void>();
    const dismissed: string[] = [];
    const shell = await chat();
    shell.gateway = {
      queue,
      getState: () => ({ rejected }),
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      dismissRejected: (id) => {
        dismissed.push(id);
        rejected = rejected.filter((r) => r.promptId !== id);
        for (const listener of listeners) listener();
      },
    };
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Pick the only option?');
    await expect.element(message()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    expect(dismissed).toEqual(['q-bad']);
    await expect.element(alert).not.toBeInTheDocument();
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
