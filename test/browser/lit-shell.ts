// The Lit shell page of the element browser tests (element.browser.test.ts,
// element-host.browser.test.ts): stories/support/lit-chat.ts hosts <question-dock> the way
// OpenClaw's Control UI would, inside its own shadow root, with its composer slotted in.
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import { defineLitChat, type LitChat } from '../../stories/support/lit-chat';
import { threeQuestions } from '../support/requests';

defineLitChat();

/** The three-question prompt, bare labels, no time limit. */
export const request = () => threeQuestions({ descriptions: {}, timeoutSeconds: null });

/** The element that really has focus, through every shadow root. */
export function active(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Elements a test put on the page (removed after each test). */
export const mounted: Element[] = [];
/** The element events heard on the document, in order (cleared after each test). */
export const events: { type: string; detail: unknown }[] = [];

/** Records the element's events and cleans the page after each test of the calling file. */
export function setUpShellPage(): void {
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
}

/** A Lit shell on the page; `request` (if given) goes to its dock. */
export async function chat(props: Partial<Pick<LitChat, 'request'>> = {}): Promise<LitChat> {
  const el = document.createElement('lit-chat');
  Object.assign(el, props);
  document.body.append(el);
  mounted.push(el);
  await el.updateComplete;
  return el;
}

export const dockOf = (shell: LitChat) => shell.shadowRoot!.querySelector('question-dock')!;
export const radio = (name: string | RegExp) => page.getByRole('radio', { name });
export const checkbox = (name: string) => page.getByRole('checkbox', { name });
export const message = () => page.getByRole('textbox', { name: 'Message' });
/** The `question-resolve` events heard so far. */
export const resolved = () => events.filter((e) => e.type === 'question-resolve');
