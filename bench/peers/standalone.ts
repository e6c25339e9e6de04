/**
 * question-dock's standalone elements (`question-dock/element/standalone`, its own Preact inside) as
 * a page without React uses them: `<question-dock>` with the request and a composer, a
 * `<question-dock-summary>` once answered. The element keeps its review step (it has no switch for
 * it): the runner passes it with one unmeasured Enter. It keeps the digit's move as well: its first
 * measured digit also shows the next question, and the Enter after it (on a question with no
 * answer yet) does nothing. The bundle takes the built file
 * (dist/element/standalone.js).
 */
import { defineQuestionDockElements, type QuestionResolveEvent } from '../../src/element/standalone';
import { nextPaint, QUESTIONS, type PeerAnswers } from './shared';

defineQuestionDockElements();

const request = {
  questions: QUESTIONS.map(({ id, header, question, multiSelect, options }) => ({
    id,
    header,
    question,
    multiSelect,
    options,
  })),
};

const root = document.getElementById('root')!;
// Unique per page load too: an answered prompt's outcome stays remembered for the session.
const session = Date.now().toString(36);
let generation = 0;
window.peer = {
  submitted: null,
  review: true,
  async mount() {
    generation += 1;
    root.textContent = '';
    const dock = document.createElement('question-dock');
    dock.setAttribute('prompt-id', `bench-${session}-${generation}`);
    dock.append(Object.assign(document.createElement('textarea'), { ariaLabel: 'Message' }));
    dock.request = request;
    dock.addEventListener('question-resolve', (event: QuestionResolveEvent) => {
      const { result, summary } = event.detail;
      const answers: PeerAnswers = {};
      if (result.status === 'answered') {
        for (const [id, values] of Object.entries(result.answers.answers))
          answers[id] = { selected: [...values], other: '' };
      }
      window.peer.submitted = answers;
      const done = document.createElement('question-dock-summary');
      done.summary = summary;
      root.prepend(done);
    });
    root.append(dock);
    await nextPaint();
  },
  unmount() {
    root.textContent = '';
  },
};
