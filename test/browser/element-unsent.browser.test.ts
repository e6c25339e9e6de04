// Answers a prompt ended without sending, in the custom elements in real Chromium:
// `<question-dock-summary>` in the Lit shell's timeline marks them as not sent, and its "Use as
// message" puts them into the shell's own composer (slotted in `<question-dock>`) unless the host
// prevents its `question-use-draft` event.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createQuestionStore, normalizeAskUser, summarize } from '../../src/core/index';
import { active, chat, message, mounted, radio, request, setUpShellPage } from './lit-shell';

setUpShellPage();

function prompt() {
  const checked = normalizeAskUser(request());
  if (!checked.ok) throw new Error('sample request');
  return createQuestionStore(checked.request);
}

const useAsMessage = () => page.getByRole('button', { name: 'Use as message' });

describe('given a Lit shell whose prompt is cancelled after the person answered part of it', () => {
  it('puts the answers into the shell’s composer after what was typed there, as text', async () => {
    const shell = await chat();
    const store = prompt();
    shell.store = store;
    await userEvent.click(radio('Production'));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.click(page.getByRole('checkbox', { name: /Other/ }));
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Your own answer for Checks' }),
      '<img src=x onerror=alert(1)>',
    );
    store.cancel();

    const record = page.getByRole('group', { name: 'Answer summary' });
    await expect.element(record).toHaveTextContent('Cancelled · Not sent');
    await expect.element(record).toHaveTextContent('Checks: <img src=x onerror=alert(1)>');
    expect(shell.shadowRoot!.querySelector('question-dock-summary')!.shadowRoot!.querySelector('img')).toBeNull();

    await userEvent.click(message());
    await userEvent.keyboard('Sorry, I was away.');
    await userEvent.click(useAsMessage());
    await expect
      .element(message())
      .toHaveValue('Sorry, I was away.\n\nMy answers:\nTarget: Production\nChecks: <img src=x onerror=alert(1)>');
    expect(active()).toBe(message().element());
    await expect.element(record).toHaveTextContent('Cancelled · Used as message');
    expect(record.element().textContent).not.toContain('Not sent');
  });

  it('the host may take the draft itself: a prevented question-use-draft leaves the composer alone, and a second press gives nothing more', async () => {
    const shell = await chat();
    const store = prompt();
    shell.store = store;
    await userEvent.click(radio('Production'));
    store.cancel();
    const taken: string[] = [];
    const take = (event: Event) => {
      event.preventDefault();
      taken.push((event as CustomEvent<{ text: string }>).detail.text);
    };
    shell.addEventListener('question-use-draft', take);
    await userEvent.click(useAsMessage());
    expect(taken).toEqual(['My answers:\nTarget: Production']);
    await expect.element(message()).toHaveValue('');

    // Used once: pressed again (prevented or not), it fires nothing and fills nothing.
    shell.removeEventListener('question-use-draft', take);
    await expect.element(useAsMessage()).toHaveAttribute('aria-disabled', 'true');
    // A press (the driver itself waits for a button that says it is disabled, as a person would not).
    (useAsMessage().element() as HTMLElement).click();
    expect(taken).toHaveLength(1);
    await expect.element(message()).toHaveValue('');
  });
});

describe('given a page with a chat pane per session, one of them hidden (as the OpenClaw Control UI keeps them)', () => {
  it('"Use as message" puts the answers into the composer beside the summary, not the first dock of the page', async () => {
    const panes = ['Hidden pane', 'Shown pane'].map((name) => {
      const pane = document.createElement('section');
      pane.hidden = name === 'Hidden pane';
      const summary = document.createElement('question-dock-summary') as HTMLElement & { summary: unknown };
      const dock = document.createElement('question-dock');
      const box = document.createElement('textarea');
      box.setAttribute('aria-label', `Message in the ${name}`);
      dock.append(box);
      pane.append(summary, dock);
      document.body.append(pane);
      mounted.push(pane);
      return { summary, box };
    });
    const store = prompt();
    store.select('deploy_target', 'Production');
    store.cancel();
    panes[1]!.summary.summary = summarize(store.getState());

    await userEvent.click(useAsMessage());
    await expect
      .element(page.getByRole('textbox', { name: 'Message in the Shown pane' }))
      .toHaveValue('My answers:\nTarget: Production');
    expect(panes[0]!.box.value).toBe('');
  });
});
