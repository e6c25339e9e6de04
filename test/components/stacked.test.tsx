import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  createQuestionStore,
  normalizeAskUser,
  QuestionCards,
  QuestionDock,
  QuestionMiniBar,
  QuestionStoreProvider,
  type AskUserRequest,
} from '../../src';
import { ChatPage } from './chat-page';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';

// Issue 7: the stacked layout (every question as a card) and the phone helpers; layout="auto" in
// auto-layout.test.tsx.
// Layout, touch and real sizes are checked in Chromium (test/browser/phone.browser.test.tsx).

// user-event stories take a few seconds on a loaded 2-core CI machine.

const answered = {
  status: 'answered',
  answers: {
    answers: {
      deploy_target: ['Production'],
      checks: ['Unit tests', 'E2E'],
      notify: ['ping me on Slack'],
    },
  },
};

function request(): AskUserRequest {
  const normalized = normalizeAskUser(threeQuestions());
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
}

const card = (name: RegExp) => screen.getByRole('group', { name });

describe('given layout="stacked"', () => {
  it('shows every question as a card named by header and question, with one Skip and one Submit', () => {
    render(<ChatPage request={threeQuestions()} layout="stacked" />);

    const region = screen.getByRole('region', { name: 'Question from the agent' });
    expect(region.closest('.qd-dock')).toHaveAttribute('data-layout', 'stacked');
    expect(card(/^Target Where should I deploy the build\?$/)).toBeInTheDocument();
    expect(card(/^Checks Which checks should run first\? \(multiple choice\)$/)).toBeInTheDocument();
    expect(card(/^Notify Who should hear when it is done\?$/)).toBeInTheDocument();
    expect(within(region).getAllByRole('textbox')).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('group', { name: 'Questions' })).not.toBeInTheDocument();
  });

  it('a person answers all three cards with the mouse and the agent gets the same result as docked', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} layout="stacked" onResolve={onResolve} />);

    await user.click(within(card(/^Target/)).getByRole('radio', { name: /Production/ }));
    // The label, not the box: the checkbox may replace its stand-in (parts.ts) between a query and its click.
    await user.click(within(card(/^Checks/)).getByText('Unit tests', { selector: 'label' }));
    await user.click(within(card(/^Checks/)).getByText('E2E', { selector: 'label' }));
    await user.type(
      within(card(/^Notify/)).getByRole('textbox', { name: 'Your own answer for Notify' }),
      'ping me on Slack',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(answered);
    expect(screen.queryByRole('region', { name: 'Question from the agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Notify: ping me on Slack');
  });

  it('keyboard: digits act on the card with focus, Enter moves to the next card and submits on the last', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} layout="stacked" onResolve={onResolve} />);

    // Focus rested on the page body, so the prompt took it: the first card's radio group.
    expect(within(card(/^Target/)).getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard('2');
    expect(within(card(/^Target/)).getByRole('radio', { name: 'Production' })).toBeChecked();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(card(/^Checks/)).getByRole('checkbox', { name: 'Lint' })).toHaveFocus());
    await user.keyboard('23');
    expect(within(card(/^Checks/)).getByRole('checkbox', { name: 'Unit tests' })).toBeChecked();
    expect(within(card(/^Checks/)).getByRole('checkbox', { name: 'E2E' })).toHaveFocus();
    expect(within(card(/^Target/)).getByRole('radio', { name: 'Production' })).toBeChecked(); // untouched
    await user.keyboard('{Enter}');

    expect(within(card(/^Notify/)).getByRole('radio', { name: 'Nobody' })).toHaveFocus();
    await user.keyboard('3'); // N+1: the Other field of this card
    const other = within(card(/^Notify/)).getByRole('textbox', { name: 'Your own answer for Notify' });
    expect(other).toHaveFocus();
    await user.keyboard('ping me on Slack{Enter}');

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(answered);
  });

  it('Enter in an Other field that is not the last card moves on instead of submitting', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(<ChatPage request={threeQuestions()} layout="stacked" onResolve={onResolve} />);

    await user.type(within(card(/^Target/)).getByRole('textbox'), 'Canary{Enter}');

    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card(/^Checks/)).getByRole('checkbox', { name: 'Lint' })).toHaveFocus());
  });

  it('Submit with an unanswered card says which, marks it and moves focus to it', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      render(<ChatPage request={threeQuestions()} layout="stacked" onResolve={onResolve} />);
      await user.click(within(card(/^Target/)).getByRole('radio', { name: /Staging/ }));
      await user.click(within(card(/^Notify/)).getByRole('radio', { name: 'Nobody' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(onResolve).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent('Please answer “Checks” or type your own answer.');
      expect(card(/^Checks/)).toHaveAttribute('data-invalid');
      expect(card(/^Target/)).not.toHaveAttribute('data-invalid');
      await waitFor(() => expect(within(card(/^Checks/)).getByRole('checkbox', { name: 'Lint' })).toHaveFocus());
      expect(scrolled.mock.contexts).toContain(card(/^Checks/));
      // The drafts of the other cards are untouched.
      expect(within(card(/^Target/)).getByRole('radio', { name: /Staging/ })).toBeChecked();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('the card in use is the step: collapsing shows it in the mini bar, expanding returns to it', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} layout="stacked" />);

    await user.click(within(card(/^Checks/)).getByText('Lint', { selector: 'label' }));
    await user.click(screen.getByRole('button', { name: 'Minimize question' }));
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('Which checks should run first?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show question' }));
    expect(within(card(/^Checks/)).getByRole('checkbox', { name: 'Lint' })).toHaveFocus();
    expect(within(card(/^Checks/)).getByRole('checkbox', { name: 'Lint' })).toBeChecked();
  });

  it('has no axe violations, with and without an error', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <QuestionDock
        request={threeQuestions()}
        layout="stacked"
        clock={manualClock()}
        composer={<textarea aria-label="Message" />}
      />,
    );
    const run = async () =>
      (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(await run()).toEqual([]);
  });
});

describe('given QuestionCards outside a dock', () => {
  it('with a store: the same cards, result and summary; nothing left once answered', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const store = createQuestionStore(request(), { clock: manualClock(), onResolve });
    const { container } = render(<QuestionCards store={store} aria-label="Deploy questions" />);

    expect(screen.getByRole('region', { name: 'Deploy questions' })).toHaveClass('qd-dock');
    expect(screen.queryByRole('button', { name: 'Minimize question' })).not.toBeInTheDocument();
    await user.click(within(card(/^Target/)).getByRole('radio', { name: /Production/ }));
    await user.click(within(card(/^Checks/)).getByText('Unit tests', { selector: 'label' }));
    await user.click(within(card(/^Checks/)).getByText('E2E', { selector: 'label' }));
    await user.type(within(card(/^Notify/)).getByRole('textbox'), 'ping me on Slack');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual(answered);
    expect(container).toBeEmptyDOMElement();
  });

  it('inside a provider, next to a mini bar of the same store', async () => {
    const user = userEvent.setup();
    const store = createQuestionStore(request(), { clock: manualClock() });
    render(
      <QuestionStoreProvider store={store}>
        <QuestionMiniBar />
        <QuestionCards collapsible />
      </QuestionStoreProvider>,
    );
    await user.click(within(card(/^Notify/)).getByRole('radio', { name: 'Nobody' }));
    expect(screen.getByText('3/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Minimize question' }));
    expect(store.getState().expanded).toBe(false);
  });
});

describe('given a phone whose on-screen keyboard opens', () => {
  const pointer = (coarse: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }),
      configurable: true,
    });
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('with a mouse, the viewport is neither read nor written', async () => {
    pointer(false);
    const read = vi.fn(() => 844);
    const viewport = Object.defineProperty(new EventTarget(), 'height', { get: read });
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    try {
      render(<QuestionDock request={threeQuestions()} />);
      const panel = screen.getByRole('region', { name: 'Question from the agent' });
      await new Promise((done) => requestAnimationFrame(done));
      await new Promise((done) => requestAnimationFrame(done));
      expect(read).not.toHaveBeenCalled();
      expect(panel.style.getPropertyValue('--qd-vvh')).toBe('');
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
  });

  it('the panel gets the visible height, and the focused Other field is scrolled back into view', async () => {
    pointer(true);
    const user = userEvent.setup();
    const viewport = Object.assign(new EventTarget(), { height: 844, scale: 1 });
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      render(<QuestionDock request={threeQuestions()} layout="stacked" />);
      const panel = screen.getByRole('region', { name: 'Question from the agent' });
      // Read on the frame after the commit.
      await waitFor(() => expect(panel.style.getPropertyValue('--qd-vvh')).toBe('844px'));

      const other = within(card(/^Notify/)).getByRole('textbox');
      await user.click(other);
      scrolled.mockClear();
      act(() => {
        viewport.height = 500; // the keyboard takes the lower part of the screen
        viewport.dispatchEvent(new Event('resize'));
      });

      expect(panel.style.getPropertyValue('--qd-vvh')).toBe('500px');
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
      expect(scrolled.mock.contexts[0]).toBe(other);
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
