/**
 * 1,000 AnswerSummary rows against a plain <ul><li> list of the same text, in one page, so both
 * share the same CSS and the same React. `window.rows.show(kind)` renders one of them; the runner
 * reads the main-thread time (CDP) and the time to the frame that shows it.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AnswerSummary, createQuestionStore, normalizeAskUser, summarize, type AnswerSummaryData } from '../../src';
import '../../src/styles/question-dock.css';
import { nextPaint, QUESTIONS } from './shared';

// A real answered prompt's summary (first option of each question), as the dock hands it over.
const normalized = normalizeAskUser({ questions: QUESTIONS });
if (!normalized.ok) throw new Error('bench request does not normalize');
const store = createQuestionStore(normalized.request);
for (const q of QUESTIONS) store.select(q.id, q.options[0]!.label);
void store.submit();
const summary: AnswerSummaryData = summarize(store.getState());

declare global {
  interface Window {
    rows: {
      show(kind: 'summary' | 'plain' | 'none'): Promise<{ script: number; paint: number }>;
      summary: AnswerSummaryData;
    };
  }
}

const root = createRoot(document.getElementById('root')!);
const N = 1000;
const keys = Array.from({ length: N }, (_, i) => i);
window.rows = {
  summary,
  async show(kind) {
    const started = performance.now();
    flushSync(() =>
      root.render(
        kind === 'summary' ? (
          <div>
            {keys.map((i) => (
              <AnswerSummary key={i} summary={summary} />
            ))}
          </div>
        ) : kind === 'plain' ? (
          <div>
            {keys.map((i) => (
              <ul key={i}>
                {QUESTIONS.map((q) => (
                  <li key={q.id}>
                    {q.header}: {q.options[0]!.label}
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ) : null,
      ),
    );
    // React's render and commit (script; nothing in it reads layout), then to the painted frame.
    const script = performance.now() - started;
    await nextPaint();
    return { script, paint: performance.now() - started };
  },
};
