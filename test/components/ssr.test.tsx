import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  AnswerSummary,
  QuestionCards,
  QuestionDock,
  createQuestionStore,
  normalizeAskUser,
  type AnswerSummaryData,
} from '../../src';
import { oneQuestion } from '../support/requests';
import { persistDrafts } from '../../src/core/index';

describe('given a page rendered on the server and hydrated in the browser', () => {
  it('hydrates without a mismatch, then shows the persisted pick and the time left', async () => {
    const user = userEvent.setup();
    const request = oneQuestion();
    const expiresAt = Date.now() + 120_000;
    const dock = (
      <QuestionDock
        request={request}
        promptId="ssr_1"
        persist={persistDrafts()}
        expiresAt={expiresAt}
        composer={<textarea aria-label="Message" />}
      />
    );
    // The server has no storage: rendered before anything was persisted.
    const html = renderToString(dock);
    expect(html).toContain('Where should I deploy the build?');
    expect(html).not.toContain('Time left');

    // The person picks Production; the page reloads.
    const visit = render(dock);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    visit.unmount();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, dock, { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left \d+:\d\d/);
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

describe('given refs on the components', () => {
  it("fills each ref with the component's own element", () => {
    const dock = createRef<HTMLDivElement>();
    const summary = createRef<HTMLDivElement>();
    const cards = createRef<HTMLElement>();
    const data: AnswerSummaryData = { status: 'skipped', source: 'user', items: [] };
    const checked = normalizeAskUser(oneQuestion());
    if (!checked.ok) throw new Error('the fixture request is valid');
    render(
      <>
        <QuestionDock ref={dock} request={oneQuestion()} />
        <AnswerSummary ref={summary} summary={data} />
        <QuestionCards ref={cards} store={createQuestionStore(checked.request)} />
      </>,
    );
    expect(dock.current).toHaveClass('qd-dock');
    expect(summary.current).toHaveClass('qd-summary');
    expect(cards.current?.tagName).toBe('SECTION');
  });
});

describe('given a server-rendered prompt that opens on a multi-select question', () => {
  it('hydrates the checkboxes the server rendered without a mismatch, even with the checkbox code already here', async () => {
    const user = userEvent.setup();
    const request = {
      questions: [
        {
          id: 'checks',
          header: 'Checks',
          question: 'Which checks should run first?',
          multiSelect: true,
          options: [{ label: 'Lint' }, { label: 'E2E' }],
        },
      ],
    };
    // This browser has the checkbox code already (an earlier multi-select prompt loaded it).
    const earlier = render(<QuestionDock request={request} />);
    await screen.findAllByRole('checkbox');
    earlier.unmount();
    // The server has no checkbox code to wait for: it renders the stand-ins.
    const html = renderToString(<QuestionDock request={request} />);
    expect(html).toContain('role="checkbox"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    // Hydrated: the server's stand-ins are live only then.
    const root = await act(async () =>
      hydrateRoot(container, <QuestionDock request={request} />, { onRecoverableError: recoverable }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The label: the server's stand-in gives way to the checkbox once hydrated, maybe mid-click.
    await user.click(screen.getByText('E2E', { selector: 'label' }));
    expect(screen.getByRole('checkbox', { name: 'E2E' })).toBeChecked();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
