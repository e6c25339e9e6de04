/**
 * Core benchmarks (node, no DOM): normalization, plain-text reply parsing and a full answer flow on
 * the store. Registered on a tinybench `Bench` by scripts/bench.mjs, which bundles this file.
 */
import type { Bench } from 'tinybench';
import { createQuestionStore, normalizeAskUser, parseTextReply, type AskUserRequest, type Clock } from '../src/core';
import { threeQuestions as sampleThreeQuestions } from '../test/support/requests';

/** A three-question request as an agent sends it (single, multi, single). */
export const threeQuestions = sampleThreeQuestions();

/** A clock that never fires, so the flow measures the store and not timers. */
const stillClock: Clock = { now: () => 1_000_000, setTimeout: () => 0, clearTimeout: () => {} };

function normalized(input: unknown): AskUserRequest {
  const result = normalizeAskUser(input);
  if (!result.ok) throw new Error('bench fixture does not normalize');
  return result.request;
}

/** Throws when a benchmarked call did not do what it should (a fast wrong answer is no result). */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`bench sanity check failed: ${what}`);
}

/** {@link threeQuestions} normalized, as `createQuestionStore` takes it. */
export const threeQuestionsRequest: AskUserRequest = normalized(threeQuestions);

export function addCoreTasks(bench: Bench): void {
  const request = threeQuestionsRequest;
  const single = normalized({ questions: [threeQuestions.questions[0]] });
  const multi = normalized({ questions: [threeQuestions.questions[1]] });

  bench.add('core: normalizeAskUser (3 questions)', () => {
    check(normalizeAskUser(threeQuestions).ok, 'normalize');
  });
  bench.add('core: parseTextReply single ("2")', () => {
    check(parseTextReply(single, '2').ok, 'single');
  });
  bench.add('core: parseTextReply multi ("lint, e2e, https://ci.example/a,b")', () => {
    check(parseTextReply(multi, 'lint, e2e, https://ci.example/a,b').ok, 'multi');
  });
  bench.add('core: parseTextReply keyed, 3 questions', () => {
    check(parseTextReply(request, 'target: 1\nchecks: Lint, 3\nnotify = the team channel').ok, 'keyed');
  });
  bench.add('core: store flow (create, select, toggle x2, setOther, next x2, submit)', async () => {
    const store = createQuestionStore(request, { clock: stillClock });
    store.select('deploy_target', 'Production');
    store.next();
    store.toggle('checks', 'Lint');
    store.toggle('checks', 'E2E');
    store.setOther('checks', 'Smoke tests');
    store.next();
    store.select('notify', 'Nobody');
    const result = await store.submit();
    check(result.ok && store.getState().status === 'answered', 'flow');
    store.dispose();
  });
}
