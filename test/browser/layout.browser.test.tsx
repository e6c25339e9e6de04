// Layout in real Chromium: long text wraps at phone width, and a tall prompt scrolls inside the
// panel while the header and Back/Next/Submit stay on screen (DESIGN.md: "no hard truncation",
// "panels that hide the conversation").
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AnswerSummary, QuestionDock, type AnswerSummaryData, type Clock } from '../../src/index';
import '../../src/styles/index.css';
import { cleanup, render as mount } from './render';

function render(element: ReactElement, style: Partial<CSSStyleDeclaration> = {}): HTMLElement {
  return mount(element, { style: { fontFamily: 'sans-serif', fontSize: '16px', ...style } });
}

afterEach(async () => {
  cleanup();
  await page.viewport(900, 700);
});

const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };

const longQuestion = {
  id: 'refactor_scope',
  header: 'Refactoring',
  question:
    'The payment module mixes currency conversion, tax rules and retry logic for the three card processors in one 2,400-line file; before I start splitting it, how far should this first refactoring pass go, given that the release freeze starts in nine days?',
  options: [
    {
      label: 'Extract only currency conversion, leave the rest (Recommended)',
      description: 'Smallest change with the clearest boundary; conversion already has its own unit tests.',
    },
    {
      label: 'Split conversion, tax rules and card retries into modules',
      description:
        'Touches src/payments/processors/CardProcessorRetryPolicyFactory.ts and every payment path before the freeze.',
    },
    { label: 'Write characterisation tests first and refactor after the freeze' },
    {
      label: 'Rewrite_the_module_from_scratch_behind_a_feature_flag_now',
      description:
        'A clean design with today’s knowledge; old and new paths run side by side for a few weeks while the flag moves traffic over, which doubles the maintenance work in the meantime.',
    },
  ],
};

/** Elements whose content is wider than their box (ignoring empty/inline boxes). */
function overflowing(container: HTMLElement): string[] {
  return [container, ...container.querySelectorAll<HTMLElement>('*')]
    .filter(
      (el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth && getComputedStyle(el).position !== 'absolute',
    )
    .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${el.scrollWidth} > ${el.clientWidth})`);
}

function inViewport(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return (
    r.width > 0 &&
    r.height > 0 &&
    r.top >= 0 &&
    r.left >= 0 &&
    r.bottom <= window.innerHeight &&
    r.right <= window.innerWidth
  );
}

describe('given a long question and long labels at 320 px', () => {
  it('wraps everything in the expanded panel, with no horizontal overflow', async () => {
    const box = render(
      <QuestionDock
        request={{ questions: [longQuestion, { ...longQuestion, id: 'second' }] }}
        clock={frozen}
        composer={<textarea aria-label="Message" />}
      />,
      { width: '320px' },
    );
    const panel = box.querySelector<HTMLElement>('.qd-panel')!;
    expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    expect(overflowing(box)).toEqual([]);
    // The question is shown whole: wrapped onto many lines, not cut with an ellipsis.
    const text = box.querySelector<HTMLElement>('.qd-question-text')!;
    expect(text.getBoundingClientRect().height).toBeGreaterThan(100);
    expect(text.textContent).toContain('release freeze starts in nine days?');
    // Every label is whole and its card is within the panel.
    for (const option of box.querySelectorAll<HTMLElement>('.qd-option')) {
      expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().right);
    }
    await userEvent.click(page.getByRole('button', { name: 'Minimize question' }));
    // The mini bar's question is ellipsized on purpose (one row).
    expect(overflowing(box).filter((line) => !line.startsWith('span.qd-minibar-text'))).toEqual([]);
  });

  it('wraps the mini bar and the answer summary too', async () => {
    const summary: AnswerSummaryData = {
      status: 'answered',
      source: 'user',
      items: [
        {
          id: 'refactor_scope',
          header: 'Refactoring',
          question: longQuestion.question,
          answers: [longQuestion.options[3]!.label, 'And_a_very_long_own_answer_without_any_spaces_in_it_at_all'],
        },
      ],
    };
    const box = render(
      <div>
        <AnswerSummary summary={summary} />
        <QuestionDock
          request={{ questions: [longQuestion] }}
          clock={frozen}
          composer={<textarea aria-label="Message" />}
        />
      </div>,
      { width: '320px' },
    );
    await userEvent.click(page.getByRole('button', { name: 'Minimize question' }));
    expect(box.querySelector('.qd-minibar')).not.toBeNull();
    // The mini bar is one row: its question is ellipsized on purpose, whole on hover.
    const text = box.querySelector<HTMLElement>('.qd-minibar-text')!;
    expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    expect(text.title).toBe(longQuestion.question);
    expect(overflowing(box).filter((line) => !line.startsWith('span.qd-minibar-text'))).toEqual([]);
  });

  it('a click anywhere on an option card picks it (the label covers the card)', async () => {
    render(
      <QuestionDock
        request={{ questions: [longQuestion] }}
        clock={frozen}
        composer={<textarea aria-label="Message" />}
      />,
      { width: '320px' },
    );
    // A real pointer click (CDP) on the description, far from the radio itself.
    // `force`: Playwright would otherwise refuse because the label's overlay "intercepts" the
    // click, which is the point: the click lands on the overlay and picks the option.
    await userEvent.click(
      page.getByText('Touches src/payments/processors/CardProcessorRetryPolicyFactory.ts', { exact: false }),
      { force: true },
    );
    await expect.element(page.getByRole('radio', { name: /Split conversion/ })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('given a tall prompt on a short screen', () => {
  it('scrolls the question inside the panel while the header and footer buttons stay on screen', async () => {
    await page.viewport(600, 420);
    const box = render(
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100vh' }}>
        <QuestionDock
          request={{ questions: [longQuestion, { ...longQuestion, id: 'second' }] }}
          clock={frozen}
          composer={<textarea aria-label="Message" />}
        />
      </div>,
      { width: '100%' },
    );
    // The steps' area scrolls (all steps share one grid cell, so the height is steady).
    const body = box.querySelector<HTMLElement>('.qd-steps')!;
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    expect(getComputedStyle(body).overflowY).toBe('auto');
    const visible = () =>
      ['Minimize question', 'Skip', 'Next'].map((name) => [
        name,
        inViewport(page.getByRole('button', { name }).element()),
      ]);
    expect(visible()).toEqual([
      ['Minimize question', true],
      ['Skip', true],
      ['Next', true],
    ]);

    // Scrolled to the end, the Other row shows and the buttons are still there.
    body.scrollTop = body.scrollHeight;
    await expect.poll(() => inViewport(page.getByRole('radio', { name: 'Other' }).element())).toBe(true);
    expect(visible()).toEqual([
      ['Minimize question', true],
      ['Skip', true],
      ['Next', true],
    ]);

    // On the last question the primary button is Review (then Submit), also on screen; Back too.
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(inViewport(page.getByRole('button', { name: 'Review' }).element())).toBe(true);
    expect(inViewport(page.getByRole('button', { name: 'Back' }).element())).toBe(true);
  });

  it('fits a short container when the app sets --qd-max-height on the dock', async () => {
    // The variables are declared on .qd-dock itself, so an app overrides them there (style,
    // className), not on an ancestor.
    const box = render(
      <div style={{ height: '300px', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <QuestionDock
          style={{ ['--qd-max-height' as string]: '300px' }}
          request={{ questions: [longQuestion] }}
          clock={frozen}
          composer={<textarea aria-label="Message" />}
        />
      </div>,
      { width: '420px' },
    );
    const panel = box.querySelector<HTMLElement>('.qd-panel')!;
    expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    const body = box.querySelector<HTMLElement>('.qd-steps')!;
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    const panelBox = panel.getBoundingClientRect();
    for (const name of ['Skip', 'Submit']) {
      const r = page.getByRole('button', { name }).element().getBoundingClientRect();
      expect(r.bottom).toBeLessThanOrEqual(panelBox.bottom);
      expect(r.top).toBeGreaterThanOrEqual(panelBox.top);
    }
  });
});

/** A dock 600px wide on a page of direction `dir`, asking one question with two options. */
function renderQuestion(dir: 'ltr' | 'rtl', header: string, question: string, multiSelect: boolean): HTMLElement {
  const options = [{ label: 'Staging' }, { label: 'Production' }];
  return render(
    <div dir={dir} style={{ width: '600px' }}>
      <QuestionDock request={{ questions: [{ id: 'q', header, question, multiSelect, options }] }} clock={frozen} />
    </div>,
  );
}

describe('a right-to-left page', () => {
  // Radix writes dir="ltr" on a radio group it is given no direction for; the dock's options follow
  // the page instead, like its checkboxes: the control at the start (right), the key cap at the end.
  it.each([
    ['radio', false],
    ['checkbox', true],
  ] as const)('lays %s rows out right to left', async (role, multiSelect) => {
    const host = renderQuestion('rtl', 'Target', 'Where?', multiSelect);
    const row = host.querySelector<HTMLElement>('.qd-option')!;
    await expect.element(page.getByRole(role, { name: 'Staging' })).toBeInTheDocument();
    const control = row.querySelector<HTMLElement>(`[role="${role}"]`)!.getBoundingClientRect();
    const label = row.querySelector<HTMLElement>('label')!.getBoundingClientRect();
    expect(getComputedStyle(row).direction).toBe('rtl');
    expect(control.left).toBeGreaterThan(label.right);
    // The key cap (the row's ::after, 22px wide) takes the end, left of the label.
    expect(label.left - row.getBoundingClientRect().left).toBeGreaterThan(22 + 12);
  });
});

describe('agent text in the other direction than the page', () => {
  // A right-to-left question on a left-to-right page keeps its own direction, isolated (its "?" ends
  // it on the left), while the paragraph aligns with the page; the multiple-choice note follows in
  // the page's direction (to the right).
  it.each([false, true])('reads right to left and aligns with the page (multiSelect %s)', (multiSelect) => {
    const host = renderQuestion('ltr', 'יעד', 'לאן לפרוס?', multiSelect);
    const paragraph = host.querySelector<HTMLElement>('.qd-question-text')!;
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    const question = walker.nextNode() as Text;
    const at = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(question, from);
      range.setEnd(question, to);
      return range.getBoundingClientRect();
    };
    const end = question.data.length;
    expect(question.data).toBe('לאן לפרוס?');
    expect(at(end - 1, end).right).toBeLessThanOrEqual(at(0, 1).left + 0.5);
    expect(at(0, end).left - paragraph.getBoundingClientRect().left).toBeLessThan(1);
    if (multiSelect) {
      const note = paragraph.querySelector<HTMLElement>('.qd-note')!.getBoundingClientRect();
      expect(note.left).toBeGreaterThanOrEqual(at(0, end).right - 0.5);
    }
  });
});
