import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { QuestionDock } from '../../src';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';

// Each part the dock renders is replaced by a counting twin that calls the real component as a
// plain function, so the twin owns the real hooks: the count is exactly how often the real part
// renders, whether its own subscription or a parent re-render caused it. If the dock or the panel
// re-rendered as a whole, every part below would be counted.
const renders = vi.hoisted(() => new Map<string, number>());

function counted(name: string) {
  return async (importOriginal: () => Promise<Record<string, unknown>>) => {
    const mod = await importOriginal();
    const { forwardRef } = await import('react');
    // Parts that take a ref are forwardRef objects: their render function is what runs the hooks,
    // and the twin is a forwardRef too, so a ref the dock passes (OptionList gives OtherField one)
    // reaches it as in the real tree (React 18 re-renders a function component given a ref).
    const exported = mod[name] as
      ((props: object) => ReactNode) | { render: (props: object, ref: unknown) => ReactNode };
    const count = () => renders.set(name, (renders.get(name) ?? 0) + 1);
    const Counted =
      typeof exported === 'function'
        ? (props: object) => {
            count();
            return exported(props);
          }
        : forwardRef((props: object, ref) => {
            count();
            return exported.render(props, ref);
          });
    return { ...mod, [name]: Counted };
  };
}

vi.mock('../../src/components/question/OptionList', counted('OptionList'));
vi.mock('../../src/components/question/OtherField', counted('OtherField'));
vi.mock('../../src/components/dock/Countdown', counted('Countdown'));
vi.mock('../../src/components/dock/Stepper', counted('Stepper'));
vi.mock('../../src/components/dock/PanelFooter', counted('PanelFooter'));
vi.mock('../../src/components/dock/QuestionPanel', counted('QuestionPanel'));

const count = (name: string) => renders.get(name) ?? 0;

describe('given an open three-question prompt', () => {
  beforeEach(() => renders.clear());

  it('renders every part once to start with', () => {
    render(<QuestionDock request={threeQuestions()} clock={manualClock()} />);

    const parts = ['QuestionPanel', 'Stepper', 'Countdown', 'OptionList', 'OtherField', 'PanelFooter'];
    expect(parts.map((part) => [part, count(part)])).toEqual(parts.map((part) => [part, 1]));
  });

  it('typing in Other re-renders only the Other field', async () => {
    const user = userEvent.setup();
    render(<QuestionDock request={threeQuestions()} clock={manualClock()} />);
    renders.clear();

    await user.type(screen.getByRole('textbox', { name: 'Your own answer for Target' }), 'Canary');

    expect(count('OtherField')).toBe(6);
    // Once, on the first character: typing chooses the Other row, which shows as checked.
    expect(count('OptionList')).toBe(1);
    expect(count('Countdown')).toBe(0);
    expect(count('Stepper')).toBe(0);
    expect(count('PanelFooter')).toBe(0);
    expect(count('QuestionPanel')).toBe(0);
  });

  it('a countdown tick re-renders only the countdown', () => {
    const clock = manualClock();
    render(<QuestionDock request={threeQuestions()} clock={clock} />);
    renders.clear();

    act(() => clock.advance(1_000));
    act(() => clock.advance(1_000));

    expect(screen.getByRole('timer')).toHaveTextContent('Time left 4:58');
    expect(count('Countdown')).toBe(2);
    expect(count('OtherField')).toBe(0);
    expect(count('OptionList')).toBe(0);
    expect(count('Stepper')).toBe(0);
    expect(count('QuestionPanel')).toBe(0);
  });

  it('picking an option re-renders the option list, not the Other field or the countdown', async () => {
    const user = userEvent.setup();
    render(<QuestionDock request={threeQuestions()} clock={manualClock()} />);
    renders.clear();

    await user.click(screen.getByRole('radio', { name: /Production/ }));

    expect(count('OptionList')).toBe(1);
    expect(count('OtherField')).toBe(0);
    expect(count('Countdown')).toBe(0);
    expect(count('QuestionPanel')).toBe(0);
  });
});

describe('the DOM the dock builds', () => {
  it("adds no element only to remove it, but for Radix's hidden form inputs", async () => {
    const user = userEvent.setup();
    // React inserts a new subtree in one piece, so what it adds and then takes away shows up as
    // removed elements (a question left behind goes as one container, its inputs with it). Radix's
    // radio and checkbox render a hidden input for native forms until they see they sit in none;
    // those come and go (Radix's own, through its public parts), nothing of the dock's does.
    const removed: string[] = [];
    const describe = (n: Node): string =>
      n instanceof HTMLInputElement && n.getAttribute('aria-hidden') === 'true'
        ? 'radix-input'
        : n.nodeName.toLowerCase();
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) removed.push(describe(n));
    });
    observer.observe(document.body, { childList: true, subtree: true });

    render(<QuestionDock request={threeQuestions()} clock={manualClock()} />);
    await act(async () => {}); // the observer's records, and any follow-up render after mount
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(removed.filter((n) => n !== 'radix-input')).toEqual([]);

    // On to the multi-select question: its checkboxes replace the radios, nothing else comes and goes.
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(4);
    observer.disconnect();
    expect(removed).not.toContain('input');
  });
});
