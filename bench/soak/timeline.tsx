/**
 * A chat timeline of 1,000 different AnswerSummary (answered here or elsewhere, one to three
 * questions, several picks or Other text, skipped, expired, cancelled) against a plain `<ul><li>`
 * list of the same lines, in one page with the same CSS. `window.timeline.show(kind)` renders one;
 * the runner reads React's render and commit (script) and the time to the frame that shows it.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  AnswerSummary,
  createQuestionStore,
  normalizeAskUser,
  summarize,
  type AnswerSummaryData,
  type Clock,
} from '../../src';
import '../../src/styles/question-dock.css';
import { nextPaint, QUESTIONS } from '../peers/shared';

declare global {
  interface Window {
    timeline: { show(kind: 'summary' | 'plain' | 'none'): Promise<{ script: number; paint: number }> };
  }
}

const N = 1000;
const clock: Clock = { now: () => 1_800_000_000_000, setTimeout: () => 0, clearTimeout: () => {} };

/** Prompt `i`'s summary: its own questions and answers, and one of the ways a prompt ends. */
function summaryOf(i: number): AnswerSummaryData {
  const questions = QUESTIONS.slice(0, 1 + (i % 3)).map((q) => ({
    ...q,
    id: `${q.id}_${i}`,
    header: `${q.header} ${i}`,
  }));
  const normalized = normalizeAskUser({ questions });
  if (!normalized.ok) throw new Error('bench request does not normalize');
  const store = createQuestionStore(normalized.request, { clock });
  const ending = i % 10;
  if (ending === 7) store.skip();
  else if (ending === 8) store.expire();
  else if (ending === 9) store.cancel('cancelled');
  else {
    normalized.request.questions.forEach((q, n) => {
      if (q.multiSelect) q.options.slice(0, 1 + (i % 3)).forEach((o) => store.toggle(q.id, o.label));
      else if ((i + n) % 4 === 0) store.setOther(q.id, `Something else, take ${i}`);
      else store.select(q.id, q.options[(i + n) % q.options.length]!.label);
    });
    if (ending === 6)
      store.resolveExternally({
        status: 'answered',
        answers: {
          answers: Object.fromEntries(normalized.request.questions.map((q) => [q.id, [q.options[0]!.label]])),
        },
      });
    else void store.submit();
  }
  return summarize(store.getState());
}

const summaries = Array.from({ length: N }, (_, i) => summaryOf(i));
const root = createRoot(document.getElementById('root')!);

// The same lines as text, read once from the summaries themselves (status word, then each line).
flushSync(() =>
  root.render(
    <div>
      {summaries.map((s, i) => (
        <AnswerSummary key={i} summary={s} />
      ))}
    </div>,
  ),
);
const lines = [...document.querySelectorAll('.qd-summary')].map((el) =>
  [...el.querySelectorAll('.qd-summary-status, li, .qd-summary-topics')].map((part) => part.textContent ?? ''),
);
flushSync(() => root.render(null));

window.timeline = {
  async show(kind) {
    const started = performance.now();
    flushSync(() =>
      root.render(
        kind === 'summary' ? (
          <div className="timeline">
            {summaries.map((s, i) => (
              <AnswerSummary key={i} summary={s} />
            ))}
          </div>
        ) : kind === 'plain' ? (
          <div className="timeline">
            {lines.map((list, i) => (
              <ul key={i}>
                {list.map((line, j) => (
                  <li key={j}>{line}</li>
                ))}
              </ul>
            ))}
          </div>
        ) : null,
      ),
    );
    const script = performance.now() - started;
    await nextPaint();
    return { script, paint: performance.now() - started };
  },
};
