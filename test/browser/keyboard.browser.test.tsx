// Keyboard-only answering in real Chromium: real key events (CDP), real focus, Radix's own
// roving focus. DESIGN.md "Shortcuts": 1..4 pick, N+1 focuses Other, Enter advances/submits,
// Escape collapses; digits typed into Other stay text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { QuestionDock, createQuestionStore, normalizeAskUser, type Clock } from '../../src/index';
import '../../src/styles/index.css';
import { threeQuestions } from '../support/requests';
import { cleanup, render } from './render';

afterEach(cleanup);

const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };

// Bare labels (no descriptions) and no time limit.
const request = threeQuestions({ descriptions: {}, timeoutSeconds: null });

function collapsedStore() {
  const normalized = normalizeAskUser(request);
  if (!normalized.ok) throw new Error('fixture does not normalize');
  const store = createQuestionStore(normalized.request, { clock: frozen });
  store.collapse();
  return store;
}

const active = () => document.activeElement;
const radio = (name: string | RegExp) => page.getByRole('radio', { name });
const checkbox = (name: string) => page.getByRole('checkbox', { name });

describe('given a three-question prompt and only a keyboard', () => {
  it('answers every question with Tab, digits, Space, arrows and Enter and sends the exact result', async () => {
    const onResolve = vi.fn();
    render(
      <QuestionDock store={collapsedStore()} composer={<textarea aria-label="Message" />} onResolve={onResolve} />,
    );

    // The mini bar's expand button is the first stop; Enter opens the panel and focus moves in.
    await userEvent.tab();
    expect(active()).toBe(page.getByRole('button', { name: 'Show question' }).element());
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('1/3')).toBeInTheDocument();
    await expect.poll(active).toBe(radio(/Staging/).element());

    // 1: a held ArrowDown picks Production, a held ArrowUp moves back to Staging; Enter goes on.
    // Radix moves focus (and checks) in a timeout while the arrow key is down: hold it until then.
    await userEvent.keyboard('{ArrowDown>}');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.keyboard('{ArrowUp>}');
    await expect.element(radio(/Staging/)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{/ArrowUp}');
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');

    // 2: Space on the focused first checkbox, "3" for E2E, "4" (= options + 1) jumps to Other,
    // whose digits stay text; Enter in Other goes on.
    await expect.element(page.getByText('2/3')).toBeInTheDocument();
    await expect.poll(active).toBe(checkbox('Lint').element());
    await userEvent.keyboard(' ');
    await expect.element(checkbox('Lint')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('3');
    await expect.element(checkbox('E2E')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('4');
    const other = page.getByRole('textbox', { name: 'Your own answer for Checks' });
    expect(active()).toBe(other.element());
    await userEvent.keyboard('smoke 2');
    await expect.element(other).toHaveValue('smoke 2');
    await expect.element(checkbox('Unit tests')).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');

    // 3, the last question: focus lands on the first radio; "2" picks The team channel and stays
    // there (focus follows the pick on the next frame); Enter opens the review.
    await expect.element(page.getByText('3/3')).toBeInTheDocument();
    await expect.poll(active).toBe(radio('Nobody').element());
    await userEvent.keyboard('2');
    await expect.element(radio('The team channel')).toHaveAttribute('aria-checked', 'true');
    await expect.poll(active).toBe(radio('The team channel').element());
    expect(page.getByText('3/3').element()).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');

    // The review step: every answer at a glance; Enter sends.
    await expect.element(page.getByText('Check your answers')).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onResolve.mock.calls.length).toBe(1);
    expect(onResolve.mock.calls[0]![0]).toEqual({
      status: 'answered',
      answers: {
        answers: {
          deploy_target: ['Staging (Recommended)'],
          checks: ['Lint', 'E2E', 'smoke 2'],
          notify: ['The team channel'],
        },
      },
    });
  });

  it('Tab walks from the options to Other, Skip and Next, and Shift+Tab walks back', async () => {
    render(<QuestionDock request={request} composer={<textarea aria-label="Message" />} />);
    await userEvent.click(radio(/Staging/));
    await userEvent.tab();
    expect(active()).toBe(page.getByRole('textbox', { name: 'Your own answer for Target' }).element());
    await userEvent.tab();
    expect(active()).toBe(page.getByRole('button', { name: 'Skip' }).element());
    // Back is disabled on the first question, so Next follows Skip.
    await userEvent.tab();
    expect(active()).toBe(page.getByRole('button', { name: 'Next' }).element());
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(active()).toBe(radio(/Staging/).element());
  });
});

describe('given focus moves between the dock and the composer', () => {
  it('a prompt that arrives after the person typed focuses its first option, ringed, as the keyboard needs', async () => {
    expect(matchMedia('(pointer: coarse)').matches).toBe(false);
    const message = document.body.appendChild(document.createElement('textarea'));
    message.focus();
    await userEvent.keyboard('Deploy it');
    message.remove();
    render(<QuestionDock request={request} composer={<textarea aria-label="Message" />} />);
    await expect.poll(active).toBe(radio(/Staging/).element());
    const label = active()!.closest('.qd-option')!.querySelector('.qd-option-label')!;
    expect(getComputedStyle(label, '::after').outlineStyle).toBe('solid');
  });

  it('collapsing puts focus in the composer textarea and expanding puts it on the question', async () => {
    render(<QuestionDock request={request} composer={<textarea aria-label="Message" defaultValue="draft" />} />);
    await userEvent.click(radio('Production'));
    await userEvent.click(page.getByRole('button', { name: 'Minimize question' }));
    await expect.poll(active).toBe(page.getByRole('textbox', { name: 'Message' }).element());
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toHaveValue('draft');

    await userEvent.click(page.getByRole('button', { name: 'Show question' }));
    // The picked option, not just the first one.
    await expect.poll(active).toBe(radio('Production').element());
  });

  it('Escape collapses to the composer and never skips', async () => {
    const onResolve = vi.fn();
    render(
      <QuestionDock
        request={request}
        clock={frozen}
        onResolve={onResolve}
        composer={<textarea aria-label="Message" />}
      />,
    );
    await userEvent.click(radio(/Staging/));
    await userEvent.keyboard('{Escape}');
    await expect.poll(active).toBe(page.getByRole('textbox', { name: 'Message' }).element());
    await expect.element(page.getByRole('button', { name: 'Show question' })).toBeVisible();
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('the Other field keeps focus while digits are typed into it', async () => {
    render(<QuestionDock request={request} composer={<textarea aria-label="Message" />} />);
    await userEvent.click(radio('Production'));
    const other = page.getByRole('textbox', { name: 'Your own answer for Target' });
    await userEvent.click(radio('Other')); // the Other row: its field opens with the cursor in it
    await expect.poll(active).toBe(other.element());
    await userEvent.keyboard('Region 2 first, then 1 and 3');
    await expect.element(other).toHaveValue('Region 2 first, then 1 and 3');
    expect(active()).toBe(other.element());
    // Typing an own answer in a single-select question clears the pick; no digit re-picked one.
    await expect.element(radio('Production')).toHaveAttribute('aria-checked', 'false');
    await expect.element(radio(/Staging/)).toHaveAttribute('aria-checked', 'false');
    await expect.element(page.getByText('1/3')).toBeInTheDocument();
  });
});

describe('given keys faster than the screen', () => {
  // Focus moves wait for the frame's layout; keys pressed before that frame must still reach the
  // question they were meant for, not the page body the old question's focus fell to.
  const key = (target: Element, k: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, code: `Digit${k}`, bubbles: true, cancelable: true }));

  it('a digit pressed in the same frame as Enter picks on the next question', async () => {
    render(<QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} />);
    await userEvent.click(radio('Production'));
    const production = radio('Production').element();
    key(production, 'Enter');
    await Promise.resolve(); // React commits the step; no frame has been drawn yet
    await Promise.resolve();
    expect(production.isConnected).toBe(false);
    key(document.activeElement ?? document.body, '3');
    await expect.element(page.getByText('2/3')).toBeInTheDocument();
    await expect.element(checkbox('E2E')).toHaveAttribute('aria-checked', 'true');
    await expect.poll(active).toBe(checkbox('E2E').element());
  });

  it('a letter typed in the same frame as Escape goes to the composer, not cancelled', async () => {
    render(<QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} />);
    await userEvent.click(radio('Production'));
    key(radio('Production').element(), 'Escape');
    await Promise.resolve(); // collapsed; the composer gets focus on the next frame
    await Promise.resolve();
    const letter = new KeyboardEvent('keydown', { key: 'h', code: 'KeyH', bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(false); // its text input follows, into the focused composer
    expect(active()).toBe(page.getByRole('textbox', { name: 'Message' }).element());
  });

  it('a digit pressed in the same frame as another picks both, in order', async () => {
    render(<QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} />);
    await userEvent.click(radio('Production'));
    await userEvent.keyboard('{Enter}');
    await expect.poll(active).toBe(checkbox('Lint').element());
    key(checkbox('Lint').element(), '2');
    key(document.activeElement ?? document.body, '3');
    await expect.element(checkbox('Unit tests')).toHaveAttribute('aria-checked', 'true');
    await expect.element(checkbox('E2E')).toHaveAttribute('aria-checked', 'true');
    await expect.poll(active).toBe(checkbox('E2E').element());
  });
});
