import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { threeQuestions } from '../support/requests';

// Issue 7: layout="auto" picks the cards from the dock's own width (a stand-in ResizeObserver here;
// real sizes in test/browser/phone.browser.test.tsx).

const card = (name: RegExp) => screen.getByRole('group', { name });

describe('given layout="auto"', () => {
  const original = globalThis.ResizeObserver;
  // Every observer in use; a frame (`resize`) calls them all, as the browser does after layout.
  let observers: { callback: ResizeObserverCallback; target: Element }[] = [];
  let width = 0;

  beforeEach(() => {
    observers = [];
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        observers.push({ callback: this.callback, target });
      }
      unobserve() {}
      disconnect() {
        observers = observers.filter((o) => o.callback !== this.callback);
      }
    } as unknown as typeof ResizeObserver;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('qd-dock') ? width : 0;
    });
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
    vi.restoreAllMocks();
  });

  const resize = (to: number) =>
    act(() => {
      width = to;
      for (const { callback } of [...observers]) callback([], {} as ResizeObserver);
    });

  it('follows the width of the dock itself, switching at stackedBelow, and keeps the drafts', async () => {
    const user = userEvent.setup();
    width = 800;
    render(<QuestionDock request={threeQuestions()} layout="auto" stackedBelow={500} />);
    const dock = document.querySelector('.qd-dock')!;
    expect(observers.map((o) => o.target)).toContain(dock);
    expect(dock).toHaveAttribute('data-layout', 'docked');
    await user.click(screen.getByRole('radio', { name: /Production/ }));

    resize(499);
    expect(dock).toHaveAttribute('data-layout', 'stacked');
    expect(screen.getAllByRole('group', { name: /^(Target|Checks|Notify) / })).toHaveLength(3);
    expect(within(card(/^Target/)).getByRole('radio', { name: /Production/ })).toBeChecked();
    expect(within(card(/^Target/)).getByRole('radio', { name: /Production/ })).toHaveFocus(); // not dropped to <body>

    resize(500);
    expect(dock).toHaveAttribute('data-layout', 'docked');
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Production/ })).toHaveFocus();
  });

  it('defaults to 480 px and starts stacked when the dock is narrow from the first paint', () => {
    width = 390;
    render(<QuestionDock request={threeQuestions()} layout="auto" />);
    expect(document.querySelector('.qd-dock')).toHaveAttribute('data-layout', 'stacked');
  });

  it('stays docked where there is no ResizeObserver (and is docked by default)', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    width = 300;
    render(<QuestionDock request={threeQuestions()} layout="auto" />);
    render(<QuestionDock request={threeQuestions()} />);
    for (const dock of document.querySelectorAll('.qd-dock')) expect(dock).toHaveAttribute('data-layout', 'docked');
  });
});
