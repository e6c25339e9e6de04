// Issue 14, measured in real Chromium: digits you can see, Other by digit, a one-row mini bar,
// the whole-card focus ring, hover that is not "selected", the review step, a panel whose top edge
// stays put across steps, and an untouched first story. Clean summaries: summary.browser.test.tsx.
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as controlUI from '../../stories/ControlUI.stories';
import { QuestionDock, createQuestionStore, normalizeAskUser, type Clock } from '../../src/index';
import { AskUserDock, AskUserSummary, type AskUserPart } from '../../src/ai-sdk/index';
import type { UIMessage } from 'ai';
import '../../src/styles/index.css';
import { threeQuestions } from '../support/requests';
import { cleanup, render } from './render';

afterEach(async () => {
  cleanup();
  await page.viewport(900, 700);
});

const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };
const request = threeQuestions();
const font = { fontFamily: 'sans-serif', fontSize: '16px' };

function store(collapsed = false) {
  const normalized = normalizeAskUser(request);
  if (!normalized.ok) throw new Error('fixture does not normalize');
  const s = createQuestionStore(normalized.request, { clock: frozen });
  if (collapsed) s.collapse();
  return s;
}

const controls = () => [
  ...document.querySelectorAll<HTMLElement>('.qd-panel [role="radio"]:not(.qd-sizer *), .qd-panel [role="checkbox"]'),
];

describe('shortcuts you can see', () => {
  it('every option and Other, on every step, show their digit and carry it as aria-keyshortcuts', async () => {
    await page.viewport(1280, 800);
    render(<QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} />, {
      style: font,
    });
    for (const step of ['1/3', '2/3', '3/3']) {
      await expect.element(page.getByText(step)).toBeInTheDocument();
      await expect.poll(() => controls().length).toBeGreaterThanOrEqual(3);
      const all = controls();
      all.forEach((control, i) => {
        expect(control.getAttribute('aria-keyshortcuts')).toBe(String(i + 1));
        // The key cap is the row's ::after: its digit shown, with an empty alternative text (the
        // control already says it as aria-keyshortcuts).
        const cap = getComputedStyle(control.closest('.qd-option')!, '::after');
        expect(cap.content).toBe(`"${i + 1}" / ""`);
        expect(parseFloat(cap.width)).toBeGreaterThan(8);
        expect(cap.display).not.toBe('none');
        expect(cap.visibility).toBe('visible');
      });
      // The last row is Other.
      expect(all.at(-1)!.closest('.qd-option')!.hasAttribute('data-other')).toBe(true);
      // A digit on a single-select question goes on by itself; the multi-select one goes on with Enter.
      await userEvent.keyboard('1');
      if (step === '2/3') await userEvent.keyboard('{Enter}');
    }
    expect(page.getByText('1–3 choose · Enter review · Esc minimize').element()).toBeVisible();
  });

  it('Other is reachable as an option by its digit: chosen, its field shown and focused', async () => {
    render(<QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} />, {
      style: font,
    });
    const field = page.getByRole('textbox', { name: 'Your own answer for Target' });
    expect(field.element().getBoundingClientRect().height).toBeLessThanOrEqual(1); // hidden until chosen
    await expect.poll(() => document.activeElement?.getAttribute('aria-keyshortcuts')).toBe('1');
    await userEvent.keyboard('3');
    await expect.element(page.getByRole('radio', { name: 'Other' })).toHaveAttribute('aria-checked', 'true');
    expect(document.activeElement).toBe(field.element());
    expect(field.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.keyboard('Canary');
    await expect.element(field).toHaveValue('Canary');
  });
});

describe('the mini bar', () => {
  it.each([
    [1280, 800],
    [390, 844],
  ])('is one row, at most 48 px tall, at %i px', async (width, height) => {
    await page.viewport(width, height);
    const host = render(<QuestionDock store={store(true)} composer={<textarea aria-label="Message" />} />, {
      style: { ...font, width: `${width - 32}px` },
    });
    const bar = host.querySelector<HTMLElement>('.qd-minibar')!;
    const box = bar.getBoundingClientRect();
    expect(box.height).toBeLessThanOrEqual(48);
    // Chip, question, step, time and expand button share one row.
    const centres = [...bar.children]
      .filter((el) => !el.classList.contains('qd-sr-only'))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 2)
      .map((r) => r.top + r.height / 2);
    expect(centres.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(4);
    const text = bar.querySelector<HTMLElement>('.qd-minibar-text')!;
    expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  });
});

describe('states you can feel', () => {
  it('keyboard focus rings the whole option card; the others show none', async () => {
    render(<QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} />, {
      style: font,
    });
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    // The ring is the outline of the label's ::after, a box laid over the whole card.
    const ring = (card: Element) => getComputedStyle(card.querySelector('.qd-option-label')!, '::after');
    const focused = document.activeElement!.closest<HTMLElement>('.qd-option')!;
    expect(ring(focused).outlineStyle).toBe('solid');
    expect(ring(focused).outlineWidth).toBe('2px');
    expect(ring(focused).position).toBe('absolute');
    expect([ring(focused).top, ring(focused).right, ring(focused).bottom, ring(focused).left]).toEqual(
      Array(4).fill('0px'),
    );
    // ...whose containing block is the card: nothing between them is positioned.
    expect(getComputedStyle(focused).position).toBe('relative');
    for (let el = focused.querySelector('.qd-option-label')!; el !== focused; el = el.parentElement!)
      expect(getComputedStyle(el).position).toBe('static');
    expect(getComputedStyle(document.activeElement!).outlineStyle).toBe('none');
    const others = [...document.querySelectorAll<HTMLElement>('.qd-panel .qd-option:not(.qd-sizer *)')].filter(
      (o) => o !== focused,
    );
    for (const o of others) expect(ring(o).outlineStyle).toBe('none');
  });

  it('hover darkens an option without turning it the selected blue', async () => {
    render(<QuestionDock request={request} clock={frozen} composer={<textarea aria-label="Message" />} />, {
      style: font,
    });
    const production = page.getByText('Production').element().closest<HTMLElement>('.qd-option')!;
    const before = getComputedStyle(production).backgroundColor;
    await userEvent.hover(production);
    await expect.poll(() => getComputedStyle(production).backgroundColor).not.toBe(before);
    const selected = document.querySelector<HTMLElement>('.qd-option[data-state="checked"]');
    expect(selected).toBeNull();
    const accent = getComputedStyle(production).getPropertyValue('--qd-accent').trim();
    expect(getComputedStyle(production).borderColor).not.toBe(accent);
    expect(getComputedStyle(production).getPropertyValue('-webkit-tap-highlight-color')).toBe('rgba(0, 0, 0, 0)');
  });
});

describe('the review step and a steady panel', () => {
  it('keeps the top edge of the panel fixed across steps and the review, then sends on Enter', async () => {
    const onResolve = vi.fn();
    // The dock at the bottom of a page, as above a composer: a taller step would push the top up.
    const host = render(
      <div style={{ height: '680px', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <QuestionDock request={request} clock={frozen} onResolve={onResolve} composer={<textarea aria-label="M" />} />
      </div>,
      { style: font },
    );
    const top = () => host.querySelector('.qd-panel')!.getBoundingClientRect().top;
    const tops = [top()];
    await userEvent.keyboard('1{Enter}');
    await expect.element(page.getByText('2/3')).toBeInTheDocument();
    tops.push(top());
    await userEvent.keyboard('1{Enter}');
    await expect.element(page.getByText('3/3')).toBeInTheDocument();
    tops.push(top());
    await userEvent.keyboard('2{Enter}');
    await expect.element(page.getByText('Check your answers')).toBeVisible();
    tops.push(top());
    expect(tops.map((t) => Math.round(t - tops[0]!))).toEqual([0, 0, 0, 0]);

    // Every answer at a glance; Enter sends.
    await expect.element(page.getByRole('button', { name: /^Target Staging/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Checks Lint/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: {
        answers: { deploy_target: ['Staging (Recommended)'], checks: ['Lint'], notify: ['The team channel'] },
      },
    });
  });
});

describe('a steady panel whichever step is the tallest', () => {
  const long = 'Long enough to wrap onto a second line in a panel of this width, and then some more words.';
  const tall = (id: string, header: string) => ({
    id,
    header,
    question: `${header}: which one?`,
    options: ['A', 'B', 'C', 'D'].map((label) => ({ label, description: long })),
  });
  const short = (id: string, header: string) => ({
    id,
    header,
    question: `${header}?`,
    options: [{ label: 'Yes' }, { label: 'No' }],
  });
  it.each([
    ['first', [tall('a', 'One'), short('b', 'Two'), short('c', 'Three')]],
    ['second', [short('a', 'One'), tall('b', 'Two'), short('c', 'Three')]],
    ['last', [short('a', 'One'), short('b', 'Two'), tall('c', 'Three')]],
  ])('the %s step the tallest: the top edge stays put', async (_, questions) => {
    const host = render(
      <div style={{ height: '900px', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <QuestionDock request={{ questions }} clock={frozen} review={false} />
      </div>,
      { style: font },
    );
    const panel = () => host.querySelector('.qd-panel')!.getBoundingClientRect();
    const tops = [panel().top];
    await userEvent.keyboard('1{Enter}');
    await expect.element(page.getByText('2/3')).toBeInTheDocument();
    tops.push(panel().top);
    await userEvent.keyboard('1{Enter}');
    await expect.element(page.getByText('3/3')).toBeInTheDocument();
    tops.push(panel().top);
    expect(tops.map((t) => Math.round(t - tops[0]!))).toEqual([0, 0, 0]);
    // And the panel is as tall as the tall step needs (its text not clipped or overlapping).
    expect(panel().height).toBeGreaterThan(300);
  });
});

describe('the untouched Control UI story', () => {
  it('has no play function; every story that plays is named "Play ·" and left out of the docs page', () => {
    const { Untouched, ...rest } = controlUI;
    expect(Untouched.play).toBeUndefined();
    const others = Object.entries(rest).filter(([key]) => key !== 'default');
    expect(others.length).toBeGreaterThan(0);
    for (const [, story] of others) {
      const s = story as { name?: string; tags?: string[]; play?: unknown };
      expect(s.play).toBeDefined();
      expect(s.name).toMatch(/^Play · /);
      expect(s.tags).toContain('!autodocs');
    }
  });

  it('shows the question untouched, and the dock takes the keyboard on arrival', async () => {
    const { Untouched } = composeStories(controlUI);
    render(<Untouched />, { style: { ...font, height: '640px' } });
    const radio = await vi.waitFor(
      () => {
        const el = document.querySelector<HTMLElement>('.qd-panel [role="radio"]');
        if (!el) throw new Error('no question yet');
        return el;
      },
      { timeout: 10_000 },
    );
    expect(document.querySelectorAll('[aria-checked="true"]')).toHaveLength(0);
    expect(document.querySelector('.qd-summary')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(radio);
  });
});

describe("the adapters' notices", () => {
  const stopped = [
    {
      id: 'a1',
      role: 'assistant',
      parts: [{ type: 'tool-ask_user', toolCallId: 'c1', state: 'input-streaming', input: { questions: [] } }],
    },
  ] as unknown as UIMessage[];
  const failed: AskUserPart = { type: 'tool-ask_user', toolCallId: 'c2', state: 'output-error', errorText: 'boom' };

  it("wear the dock's alert colours in the composer area and the timeline, light and dark", async () => {
    for (const [theme, background] of [
      ['light', 'rgb(253, 236, 235)'],
      ['dark', 'rgb(61, 33, 32)'],
    ] as const) {
      render(
        <>
          <AskUserDock
            chat={{ messages: stopped, status: 'ready', addToolOutput: () => {} }}
            composer={<textarea aria-label="Message" />}
          />
          <AskUserSummary part={failed} />
        </>,
        { style: font, dataset: { theme } },
      );
      const [notice, timeline] = page.getByRole('alert').elements();
      expect(notice).toHaveTextContent('The agent stopped before it finished this question.');
      expect(timeline).toHaveTextContent('This question could not be asked: boom');
      for (const alert of [notice!, timeline!]) expect(getComputedStyle(alert).backgroundColor).toBe(background);
      cleanup();
    }
  });
});
