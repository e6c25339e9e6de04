/**
 * The page of the browser benchmark (bundled by scripts/bench.mjs, driven by playwright-core):
 * a chat composer area with a 3-question QuestionDock. `window.qdBench` measures one Enter:
 * from the keydown (performance.now() in a capturing listener, before React sees the key) to the
 * frame that shows the next question painted (a MutationObserver sees its text, then a double
 * requestAnimationFrame: the second callback runs once the frame with the change was painted).
 */
import { createRoot } from 'react-dom/client';
import { createQuestionStore, QuestionDock, type QuestionStore } from '../src';
import '../src/styles/index.css';
import { threeQuestions, threeQuestionsRequest } from './core.bench';

declare global {
  interface Window {
    qdBench: {
      /** A fresh prompt on step 1, focus on its first option. Resolves when painted. */
      reset(): Promise<void>;
      /** Arms the measurement of the next Enter (call before pressing it), expecting step `step` (0-based). */
      arm(step: number): void;
      /** Ms from the armed Enter's keydown to its next step painted. */
      result(): Promise<number>;
    };
  }
}

let store: QuestionStore;
const root = createRoot(document.getElementById('root') as HTMLElement);
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

let keydownAt = 0;
let pending: Promise<number> = Promise.reject(new Error('not armed'));
pending.catch(() => {});
window.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') keydownAt = performance.now();
}, true);

function render(): void {
  store?.dispose();
  store = createQuestionStore(threeQuestionsRequest);
  root.render(
    <main className="chat">
      <div className="timeline" />
      <QuestionDock store={store} composer={<textarea aria-label="Message" />} />
    </main>,
  );
}

window.qdBench = {
  async reset() {
    render();
    await nextFrame();
    document.querySelector<HTMLElement>('.qd-panel [role="radio"]')?.focus();
  },
  arm(step) {
    const text = threeQuestions.questions[step]?.question ?? '';
    const dock = document.querySelector('.qd-dock') as HTMLElement;
    if (dock.textContent?.includes(text)) throw new Error(`step ${step} is already shown`);
    pending = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!dock.textContent?.includes(text)) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - keydownAt)));
      });
      observer.observe(dock, { childList: true, subtree: true, characterData: true });
    });
  },
  result: () => pending,
};
