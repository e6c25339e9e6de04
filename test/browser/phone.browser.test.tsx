// Phones, in real Chromium at 390 x 844 with real touch input.
//
// How touch is done: vitest 4's browser API has no `tap` (neither `userEvent.tap` nor
// `locator.tap`), and its playwright provider does not expose Playwright's `touchscreen`. So the
// test uses the CDP session vitest gives (`cdp()`, Chromium only): it turns on touch emulation
// (`Emulation.setTouchEmulationEnabled`, which also makes `(pointer: coarse)` match) and sends
// `Input.dispatchTouchEvent` touchStart/touchEnd at the target's centre. Chromium turns that into
// the whole native sequence: pointerdown (pointerType "touch"), touchstart, touchend, the
// compatibility mouse events and a click from its tap gesture; the test checks that sequence.
// Text is typed with the real keyboard (what an on-screen keyboard sends).
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { QuestionDock, type Clock, type QuestionDockProps } from '../../src/index';
import '../../src/styles/index.css';
import { threeQuestions, threeQuestionsDescriptions } from '../support/requests';
import { cleanup, render } from './render';

const WIDTH = 390;
const HEIGHT = 844;

beforeAll(async () => {
  await page.viewport(WIDTH, HEIGHT);
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  document.body.style.margin = '0';
});

afterAll(async () => {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
});

afterEach(cleanup);

/** Where a point of this frame is on the top-level page (the test runs in a scaled iframe). */
function toTopLevel(x: number, y: number): { x: number; y: number } {
  let win: Window = window;
  while (win.frameElement) {
    const frame = win.frameElement as HTMLElement;
    const box = frame.getBoundingClientRect();
    const scale = box.width / frame.offsetWidth;
    x = box.left + frame.clientLeft + x * scale;
    y = box.top + frame.clientTop + y * scale;
    win = win.parent;
  }
  return { x, y };
}

/** A real tap (touchStart + touchEnd through CDP) at the centre of `el`, which must be on top there. */
async function tap(el: Element): Promise<void> {
  el.scrollIntoView({ block: 'nearest' });
  const box = el.getBoundingClientRect();
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const hit = document.elementFromPoint(cx, cy);
  expect(
    hit && (el === hit || el.contains(hit)),
    `${el.outerHTML.slice(0, 80)} is covered by ${hit?.outerHTML.slice(0, 80)}`,
  ).toBe(true);
  const point = toTopLevel(cx, cy);
  await cdp().send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: point.x, y: point.y, radiusX: 4, radiusY: 4 }],
  });
  await cdp().send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // The click comes from Chromium's tap gesture, after touchend.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };

// E2E gets a description too (a taller card); ten minutes.
const request = threeQuestions({
  descriptions: { ...threeQuestionsDescriptions, E2E: 'Slow but thorough' },
  timeoutSeconds: 600,
});

/** A phone chat page: the timeline scrolls, the dock sits at the bottom above the composer. */
function PhoneChat(props: Pick<QuestionDockProps, 'layout' | 'onResolve'>) {
  return (
    <div style={{ height: '100dvh', display: 'flex', flexDirection: 'column', fontFamily: 'system-ui, sans-serif' }}>
      <ol aria-label="Timeline" style={{ flex: 1, overflow: 'auto', margin: 0, padding: 12 }}>
        <li>Deploy the new build please.</li>
        <li>Sure, a few questions first.</li>
      </ol>
      <div style={{ padding: 8 }}>
        <QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} {...props} />
      </div>
    </div>
  );
}

const dockOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.qd-dock')!;
const panelOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="region"]')!;

/** What a finger can hit: buttons and text fields, and an option's whole card (its label covers it). */
function targets(container: HTMLElement): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const el of container.querySelectorAll<HTMLElement>('button, textarea, [role="radio"], [role="checkbox"]')) {
    // Hidden ones, and the app's own composer (not ours to size).
    if (!el.getClientRects().length || el.closest('.qd-composer')) continue;
    found.add(el.closest<HTMLElement>('.qd-option') ?? el);
  }
  return [...found];
}

function expectTouchSized(container: HTMLElement) {
  const small = targets(container)
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 44 || box.height < 44)
    .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent} ${box.width}x${box.height}`);
  expect(small).toEqual([]);
}

/** The panel fits in 60% of the viewport, its body scrolls, header and footer stay on screen. */
function expectPhoneSized(container: HTMLElement) {
  const panel = panelOf(container).getBoundingClientRect();
  expect(panel.height).toBeLessThanOrEqual(innerHeight * 0.6 + 0.5);
  expect(panel.top).toBeGreaterThanOrEqual(0);
  expect(panel.bottom).toBeLessThanOrEqual(innerHeight);
  for (const part of ['.qd-panel-header', '.qd-footer']) {
    const box = container.querySelector(part)!.getBoundingClientRect();
    expect(box.top, part).toBeGreaterThanOrEqual(panel.top);
    expect(box.bottom, part).toBeLessThanOrEqual(panel.bottom + 0.5);
  }
}

async function expectNoAxeViolations(container: HTMLElement) {
  // Any transition still running (a hover ease): measure the colours it ends with.
  await Promise.all(document.getAnimations().map((a) => a.finished));
  // Contrast on: real layout and colours here (jsdom turns it off).
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: true } } });
  expect(result.passes.map((p) => p.id)).toContain('color-contrast');
  expect(
    result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`,
    ),
  ).toEqual([]);
}

describe('given a phone (390 x 844, touch)', () => {
  it('taps are real touch input: pointerType "touch", touch events, then a click', async () => {
    const container = render(<PhoneChat layout="stacked" />);
    const option = container.querySelector<HTMLElement>('.qd-option')!;
    const seen: string[] = [];
    for (const type of ['pointerdown', 'touchstart', 'touchend', 'click']) {
      option.addEventListener(
        type,
        (e) => seen.push(`${type}${'pointerType' in e ? `:${(e as PointerEvent).pointerType}` : ''}`),
        { capture: true, once: true },
      );
    }
    await tap(option);
    expect(seen).toEqual(['pointerdown:touch', 'touchstart', 'touchend', 'click:touch']);
    expect(matchMedia('(pointer: coarse)').matches).toBe(true);
  });

  it('layout="auto" shows cards in the narrow dock, and a 3-question prompt is answered by tapping', async () => {
    const onResolve = vi.fn();
    const container = render(<PhoneChat layout="auto" onResolve={onResolve} />);
    await expect.poll(() => dockOf(container).dataset['layout']).toBe('stacked');
    const panel = page.elementLocator(panelOf(container));

    await tap(panel.getByText('Production').element());
    await tap(panel.getByText('Lint').element());
    await tap(panel.getByText('E2E').element());
    await expect.element(panel.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
    // Other is the last row of the Notify card: a tap chooses it and opens its field, cursor in it.
    const notify = panel.getByRole('textbox', { name: 'Your own answer for Notify' }).element();
    await tap(notify.closest('.qd-option')!.querySelector('.qd-option-label')!);
    await expect.element(panel.getByRole('textbox', { name: 'Your own answer for Notify' })).toHaveFocus();
    await userEvent.keyboard('the on-call person');
    await expect.element(panel.getByRole('radio', { name: 'Production' })).toBeChecked();
    await expect.element(panel.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    await tap(panel.getByRole('button', { name: 'Submit' }).element());

    await expect.poll(() => onResolve.mock.calls.length).toBe(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Lint', 'E2E'], notify: ['the on-call person'] } },
    });
  });

  it.each(['docked', 'stacked'] as const)(
    '%s: a prompt that arrives focuses its question, not an option; no ring on anything not touched, and keys still answer',
    async (layout) => {
      // The person wrote a message with the on-screen keyboard (keys: a focus that follows them is
      // one the browser rings) and sent it; the keyboard closed, focus went back to the page.
      const message = document.body.appendChild(document.createElement('textarea'));
      message.focus();
      await userEvent.keyboard('Deploy it');
      message.remove();
      expect(document.activeElement).toBe(document.body);

      const container = render(<PhoneChat layout={layout} />);
      const panel = page.elementLocator(panelOf(container));
      const target = container.querySelector('[data-question="deploy_target"]')!;
      await expect.poll(() => document.activeElement).toBe(target.querySelector('.qd-question-text'));
      expect(document.activeElement!.textContent).toBe('Where should I deploy the build?');
      const rings = () =>
        [...container.querySelectorAll('.qd-panel .qd-option:not(.qd-sizer *) .qd-option-label')].map(
          (label) => getComputedStyle(label, '::after').outlineStyle,
        );
      expect(rings().length).toBeGreaterThan(0);
      expect(new Set(rings())).toEqual(new Set(['none']));
      expect(getComputedStyle(document.activeElement!).outlineStyle).toBe('none');

      // A hardware keyboard (a tablet's) answers from there.
      await userEvent.keyboard('2');
      if (layout === 'stacked')
        await expect.element(panel.getByRole('radio', { name: 'Production' })).toHaveAttribute('aria-checked', 'true');
      else {
        await expect.element(panel.getByText('2/3')).toBeVisible();
        const checks = container.querySelector('[data-question="checks"] .qd-question-text');
        await expect.poll(() => document.activeElement).toBe(checks);
        expect(new Set(rings())).toEqual(new Set(['none']));
      }
    },
  );

  it('an unanswered Submit scrolls to the card and focuses its question', async () => {
    const container = render(<PhoneChat layout="stacked" />);
    const panel = page.elementLocator(panelOf(container));
    await tap(panel.getByText('Nobody').element());
    await tap(panel.getByRole('button', { name: 'Submit' }).element());

    await expect.element(panel.getByRole('alert')).toHaveTextContent('Please answer “Target” or type your own answer.');
    // Its text, not an option: nothing looks picked that the person did not touch.
    const question = container.querySelector('[data-question="deploy_target"] .qd-question-text');
    await expect.poll(() => document.activeElement).toBe(question);
    const body = container.querySelector('.qd-cards')!.getBoundingClientRect();
    const card = question!.closest('.qd-card')!.getBoundingClientRect();
    expect(card.top).toBeGreaterThanOrEqual(body.top - 0.5);
  });

  it('stacked: every target is at least 44 x 44, the panel at most 60% high and scrolling, no axe violations', async () => {
    const container = render(<PhoneChat layout="stacked" />);
    const body = container.querySelector<HTMLElement>('.qd-cards')!;
    // The multi-select card's checkboxes are among the targets.
    await expect.element(page.getByRole('checkbox', { name: 'Lint' })).toBeInTheDocument();

    expectTouchSized(container);
    expectPhoneSized(container);
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight); // three cards do not fit: the body scrolls
    await expectNoAxeViolations(container);
    expect(panelOf(container).style.getPropertyValue('--qd-vvh')).toBe(`${visualViewport!.height}px`);
  });

  it('docked: every target (options, dots, Skip, Back, Next, collapse) is at least 44 x 44, the panel fits, no axe violations', async () => {
    const container = render(<PhoneChat layout="docked" />);
    const panel = page.elementLocator(panelOf(container));

    await tap(panel.getByRole('button', { name: 'Next' }).element());
    await expect.element(panel.getByText('2/3')).toBeVisible();
    await expect.element(panel.getByRole('checkbox', { name: 'Lint' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: /^Question \d of 3/ }).elements()).toHaveLength(3);
    expectTouchSized(container);
    expectPhoneSized(container);
    await expectNoAxeViolations(container);

    await tap(panel.getByRole('button', { name: 'Question 3 of 3: Notify' }).element());
    await expect.element(panel.getByText('3/3')).toBeVisible();
    await tap(panel.getByRole('button', { name: 'Minimize question' }).element());
    const bar = page.getByRole('button', { name: 'Show question' });
    await expect.element(bar).toBeVisible();
    expectTouchSized(container);
    await expectNoAxeViolations(container);
    await tap(bar.element());
    await expect.element(page.getByRole('region', { name: 'Question from the agent' })).toBeVisible();
  });
});
