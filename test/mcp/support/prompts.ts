import type { QuestionStore, Resolution } from '../../../src/core';
import type { FormPrompts } from '../../../src/mcp/prompts';

/** The form the prompts' queue shows next (the one it shows now, when it is still open). */
export function shown(prompts: FormPrompts): Promise<QuestionStore> {
  return new Promise((resolve) => {
    const check = () => {
      const active = prompts.queue.getState().active;
      if (active?.getState().status !== 'pending') return;
      stop();
      resolve(active);
    };
    const stop = prompts.queue.subscribe(check);
    check();
  });
}

/** How `store`'s prompt ends. */
export function endOf(store: QuestionStore): Promise<Resolution> {
  return new Promise((resolve) => {
    const stop = store.subscribe((state) => {
      if (!state.resolution) return;
      stop();
      resolve(state.resolution);
    });
  });
}
