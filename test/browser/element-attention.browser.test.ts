// `<question-dock attention>` in real Chromium: the title counts waiting prompts while the page is
// hidden (visibility simulated: `document.hidden` and a `visibilitychange` event), for the element's
// own prompt and for a gateway's whole queue.
import { afterEach, describe, expect, it } from 'vitest';
import { createPromptQueue, createQuestionStore, normalizeAskUser } from '../../src/core/index';
import type { QuestionDockElement } from '../../src/element/index';
import { oneQuestion } from '../support/requests';
import { mounted, radio, request, setUpShellPage } from './lit-shell';

setUpShellPage();

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
afterEach(() => {
  hidden = false;
  document.title = 'Chat';
});

function dock(attention: string | null): QuestionDockElement {
  const el = document.createElement('question-dock');
  if (attention !== null) el.setAttribute('attention', attention);
  el.append(Object.assign(document.createElement('textarea'), { ariaLabel: 'Message' }));
  document.body.append(el);
  mounted.push(el);
  return el;
}

describe('given <question-dock attention>', () => {
  it('marks the title while the page is hidden and the prompt waits, and gives it back', async () => {
    document.title = 'Chat';
    const el = dock('');
    el.request = request();
    await expect.element(radio(/Staging/)).toBeVisible();
    setHidden(true);
    await expect.poll(() => document.title).toBe('(1 question) Chat');
    setHidden(false);
    expect(document.title).toBe('Chat');

    // Removing the attribute stops the watch.
    el.removeAttribute('attention');
    setHidden(true);
    await expect.poll(() => document.title).toBe('Chat');
  });

  it('with a gateway, counts every waiting prompt of its queue, in Thai when the page is Thai', async () => {
    document.title = 'Chat';
    document.documentElement.lang = 'th';
    const queue = createPromptQueue({ sessionKey: 'main' });
    const checked = normalizeAskUser(oneQuestion());
    if (!checked.ok) throw new Error('sample request');
    const stores = [createQuestionStore(checked.request), createQuestionStore(checked.request)];
    for (const store of stores) queue.add(store);
    const el = dock('notify');
    el.gateway = { queue };
    setHidden(true);
    await expect.poll(() => document.title).toBe('(2 คำถามรอคำตอบ) Chat');
    stores[0]!.skip();
    await expect.poll(() => document.title).toBe('(1 คำถามรอคำตอบ) Chat');
    stores[1]!.cancel();
    await expect.poll(() => document.title).toBe('Chat');
    queue.dispose();
  });
});
