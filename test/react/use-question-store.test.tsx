import { act, render, screen } from '@testing-library/react';
import { createQuestionStore, normalizeAskUser, useQuestionStore, type QuestionStore } from '../../src';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';

function makeStore(): QuestionStore {
  const normalized = normalizeAskUser(threeQuestions());
  if (!normalized.ok) throw new Error('fixture');
  return createQuestionStore(normalized.request, { clock: manualClock() });
}

describe('given a component that selects one slice', () => {
  it('re-renders only when that slice changes', () => {
    const store = makeStore();
    let renders = 0;
    function Step() {
      renders++;
      const step = useQuestionStore(store, (s) => s.step);
      return <p>step {step}</p>;
    }
    render(<Step />);
    expect(renders).toBe(1);

    act(() => {
      store.setOther('deploy_target', 'Canary');
      store.select('checks', 'Lint');
    });
    expect(renders).toBe(1);

    act(() => {
      store.next();
    });
    expect(renders).toBe(2);
    expect(screen.getByText('step 1')).toBeInTheDocument();
  });

  it('keeps an equal derived value with a custom isEqual', () => {
    const store = makeStore();
    let renders = 0;
    function Picked() {
      renders++;
      const picked = useQuestionStore(
        store,
        (s) => Object.values(s.drafts).flatMap((d) => d.selected),
        (a, b) => a.join() === b.join(),
      );
      return <p>{picked.join(',') || 'none'}</p>;
    }
    render(<Picked />);
    act(() => {
      store.setOther('checks', 'x');
    });
    expect(renders).toBe(1);
    act(() => {
      store.select('checks', 'Lint');
    });
    expect(renders).toBe(2);
    expect(screen.getByText('Lint')).toBeInTheDocument();
  });

  it('uses the selector of the latest render, and keeps an equal slice it selects as the same value', () => {
    const store = makeStore();
    const seen: Array<readonly string[]> = [];
    function Picked({ id }: { id: string }) {
      // A new inline selector and isEqual on every render, returning a new array each time.
      const picked = useQuestionStore(
        store,
        (s) => [...(s.drafts[id]?.selected ?? [])],
        (a, b) => a.join() === b.join(),
      );
      seen.push(picked);
      return <p>{`${id}: ${picked.join(',') || 'none'}`}</p>;
    }
    act(() => {
      store.select('checks', 'Lint');
    });
    const { rerender } = render(<Picked id="checks" />);
    rerender(<Picked id="checks" />);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]); // equal slice: the value given before

    rerender(<Picked id="deploy_target" />); // a selector that reads another slice applies at once
    expect(screen.getByText('deploy_target: none')).toBeInTheDocument();
    act(() => {
      store.select('deploy_target', 'Production');
    });
    expect(screen.getByText('deploy_target: Production')).toBeInTheDocument();
  });

  it('without a selector, returns the whole state', () => {
    const store = makeStore();
    function Status() {
      return <p>{useQuestionStore(store).status}</p>;
    }
    render(<Status />);
    act(() => {
      store.skip();
    });
    expect(screen.getByText('skipped')).toBeInTheDocument();
  });
});
