// An option's preview in real Chromium: it follows the focus and the pick, shows markdown as text,
// keeps HTML in a sandboxed frame (no script runs, no request leaves) and sits beside the options on
// a wide screen, below them on a phone.
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { optionPreview, type OptionPreviewOptions } from '../../src/components/internal';
import { QuestionDock, createQuestionStore, normalizeAskUser, type Clock } from '../../src/index';
import '../../src/styles/index.css';
import { cleanup, render } from './render';

afterEach(cleanup);
beforeEach(async () => {
  await page.viewport(1000, 800);
});

const frozen: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };

const MOCKUPS = { Card: '┌──────┐\n│ Card │\n└──────┘', List: '• one\n• two', Table: '| a | b |\n|---|---|' };

/** Claude's question with a preview on each option. */
function dock(previews: Record<string, string>, options: OptionPreviewOptions = {}): HTMLElement {
  const normalized = normalizeAskUser(
    {
      questions: [
        {
          id: 'layout',
          header: 'Layout',
          question: 'Which layout?',
          options: Object.entries(previews).map(([label, preview]) => ({ label, description: label, preview })),
        },
      ],
    },
    { contract: 'claude' },
  );
  if (!normalized.ok) throw new Error('fixture does not normalize');
  const store = createQuestionStore(normalized.request, { clock: frozen });
  const parts = { OptionPreview: optionPreview(options) };
  return render(<QuestionDock store={store} composer={<textarea aria-label="Message" />} parts={parts} />);
}

const radio = (name: string) => page.getByRole('radio', { name });
const region = (name: string) => page.getByRole('region', { name: `Preview: ${name}` });

describe('given a single-select question whose options carry markdown previews', () => {
  it('shows the first preview, then the one under the focus as arrows move it, then a digit’s pick', async () => {
    dock(MOCKUPS);
    await expect.element(region('Card')).toHaveTextContent('│ Card │');
    // The options point a screen reader at the preview.
    const details = page.getByRole('radiogroup').element().getAttribute('aria-details');
    expect(document.getElementById(details ?? '')).toBe(region('Card').element());

    await userEvent.click(radio('List'));
    await expect.element(region('List')).toHaveTextContent('• one • two');
    // Radix moves focus (and checks) in a timeout while the arrow key is down: hold it until then.
    await userEvent.keyboard('{ArrowDown>}');
    await expect.element(region('Table')).toHaveTextContent('| a | b |');
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.keyboard('1');
    await expect.element(radio('Card')).toHaveAttribute('aria-checked', 'true');
    await expect.element(region('Card')).toHaveTextContent('│ Card │');
    // The Other row has no preview: the region says so.
    await userEvent.keyboard('{ArrowUp>}');
    await expect.element(region('Other')).toHaveTextContent('No preview for this option.');
    await userEvent.keyboard('{/ArrowUp}');
  });

  it('shows markup in the agent’s markdown as text: nothing of it enters the page', async () => {
    const hostile = '<img src="x" onerror="window.__qdPreviewRan = true"><script>window.__qdPreviewRan = true</script>';
    dock({ Card: hostile, List: 'plain' });
    await expect.element(region('Card')).toHaveTextContent(hostile);
    const box = region('Card').element();
    expect(box.querySelector('img, script')).toBeNull();
    expect((window as { __qdPreviewRan?: boolean }).__qdPreviewRan).toBeUndefined();
  });
  it('shows the app’s rendering of the markdown when the app gives a renderer', async () => {
    dock({ Card: '**Card**', List: 'List' }, { renderMarkdown: (text) => <strong>{text.replaceAll('*', '')}</strong> });
    await expect.element(region('Card')).toHaveTextContent('Card');
    expect(region('Card').element().querySelector('strong')?.textContent).toBe('Card');
    expect(region('Card').element().querySelector('pre')).toBeNull();
  });
});

/** Resolves once every message posted to this window before now has been delivered. */
async function messagesDelivered(): Promise<void> {
  const fence = `fence-${Math.random()}`;
  await new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent): void => {
      if (event.data !== fence) return;
      window.removeEventListener('message', onMessage);
      resolve();
    };
    window.addEventListener('message', onMessage);
    window.postMessage(fence, '*');
  });
}

const probeCount = async (name: string): Promise<number> =>
  (await (await fetch(`/__qd/probe-count/${name}`, { cache: 'no-store' })).json()) as number;

describe('given a single-select question whose options carry HTML previews', () => {
  it('shows them in a sandboxed frame where no script runs and from which no request leaves', async () => {
    const probe = `preview-${Date.now()}`;
    const html =
      `<div style="color:teal">Card</div>` +
      `<img src="${location.origin}/__qd/probe/${probe}" onerror="parent.postMessage('ran', '*')">` +
      `<script>parent.postMessage('ran', '*')</script>`;
    const messages: unknown[] = [];
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== window) messages.push(event.data);
    };
    window.addEventListener('message', onMessage);
    try {
      // The same HTML in a frame that lets scripts run: the payload does post, and does fetch.
      const control = document.createElement('iframe');
      control.setAttribute('sandbox', 'allow-scripts');
      control.srcdoc = html.replace(probe, `${probe}-control`);
      const controlRan = new Promise<void>((resolve) => control.addEventListener('load', () => resolve()));
      document.body.append(control);
      await controlRan;
      await expect.poll(() => messages).toContain('ran');
      await expect.poll(() => probeCount(`${probe}-control`)).toBe(1);
      control.remove();
      messages.length = 0;

      const loaded = new Promise<HTMLIFrameElement>((resolve) =>
        document.addEventListener('load', (event) => resolve(event.target as HTMLIFrameElement), {
          capture: true,
          once: true,
        }),
      );
      dock({ Card: html, List: '<p>List</p>' }, { format: 'html' });
      const frame = page.getByTitle('Preview: Card');
      await expect.element(frame).toBeInTheDocument();
      const element = frame.element() as HTMLIFrameElement;
      expect(await loaded).toBe(element);
      expect(element.getAttribute('sandbox')).toBe('');
      expect(element.getAttribute('referrerpolicy')).toBe('no-referrer');
      expect(element.srcdoc).toContain(
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
      );
      expect(element.srcdoc.endsWith(html)).toBe(true);
      // Nothing of the HTML is in the page itself.
      expect(document.querySelector('.qd-dock img, .qd-dock script')).toBeNull();
      await messagesDelivered();
      expect(messages).toEqual([]);
      expect(await probeCount(probe)).toBe(0);
    } finally {
      window.removeEventListener('message', onMessage);
    }
  });
});

describe('the preview’s place', () => {
  const box = (element: Element) => element.getBoundingClientRect();

  it('is beside the options on a wide screen', async () => {
    dock(MOCKUPS);
    const options = box(page.getByRole('radiogroup').element());
    const preview = box(region('Card').element());
    expect(preview.left).toBeGreaterThanOrEqual(options.right);
    expect(preview.top).toBeLessThan(options.bottom);
  });

  it('is below the options on a phone', async () => {
    await page.viewport(390, 800);
    dock(MOCKUPS);
    const options = box(page.getByRole('radiogroup').element());
    const preview = box(region('Card').element());
    expect(preview.top).toBeGreaterThanOrEqual(options.bottom);
    expect(preview.width).toBeCloseTo(options.width, 0);
  });
});

describe('the preview for assistive technology', () => {
  it.each(['markdown', 'html'] as const)('has no axe violations with a %s preview', async (format) => {
    const host = dock({ Card: format === 'html' ? '<p>Card</p>' : MOCKUPS.Card, List: 'x' }, { format });
    await userEvent.click(radio('List'));
    await expect.element(region('List')).toBeInTheDocument();
    const results = await axe.run(host, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: true } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
