/**
 * Core benchmarks (node, no DOM): normalization, plain-text reply parsing and a full answer flow on
 * the store. Registered on a tinybench `Bench` by scripts/bench.mjs, which bundles this file.
 */
import type { Bench } from 'tinybench';
import { createQuestionStore, normalizeAskUser, parseTextReply, type AskUserRequest, type Clock } from '../src/core';
import { createFormPrompts } from '../src/mcp';
import { threeQuestions as sampleThreeQuestions } from '../test/support/requests';
import { EVERY_KIND, EVERY_KIND_ANSWER, EVERY_KIND_ENTERED } from '../test/mcp/support/schemas';

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
  bench.add('mcp: a form of every kind (read, defaults, 13 answers, the checks, the content)', async () => {
    const prompts = createFormPrompts({ server: 'Calendar' });
    const asked = prompts.ask({ mode: 'form', message: 'Plan the demo', requestedSchema: EVERY_KIND });
    const store = prompts.queue.getState().active;
    if (!store) throw new Error('bench sanity check failed: no form shown');
    const { typed, picked, toggled } = EVERY_KIND_ENTERED;
    typed.forEach((text, i) => store.setOther(`f${i + 1}`, text));
    for (const [id, label] of Object.entries(picked)) store.select(id, label);
    // Web is the form's default: the person adds iOS.
    for (const [id, labels] of Object.entries(toggled))
      for (const label of labels) if (label !== 'Web') store.toggle(id, label);
    await store.submit();
    const result = await asked;
    check(
      result.action === 'accept' && JSON.stringify(result.content) === JSON.stringify(EVERY_KIND_ANSWER),
      'every kind',
    );
    prompts.dispose();
  });
}

/**
 * Crafted replies that used to take quadratic time (issue 12, class 6): each at `bytes` length, for
 * a single- and a multi-select question. The worst median over them is the figure to watch.
 */
function hostileReplies(bytes: number): Record<string, string> {
  const fill = (unit: string): string => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
  return {
    'letters, no "://"': fill('a'),
    'spaces before "(Recommended)"': `Production${fill(' ')}(Recommended)`,
    commas: fill(','),
    'URL schemes': fill('a://'),
    colons: fill(':'),
    'short key lines': fill('a: b\n'),
    'label parts': fill('Lint, '),
    'zero-width spaces': fill('\u200B'),
    'Thai text': fill('ทดสอบ '),
  };
}

/** Worst-case parse time of crafted replies of 100 KB and 1 MB: median of `rounds` per reply, the worst reply reported. */
export function parseWorstCase(rounds: number): Array<{ size: string; worstMs: number; reply: string }> {
  const single = normalized({ questions: [threeQuestions.questions[0]] });
  const multi = normalized({ questions: [threeQuestions.questions[1]] });
  return [
    ['100 KB', 100_000],
    ['1 MB', 1_000_000],
  ].map(([size, bytes]) => {
    let worst = { worstMs: 0, reply: '' };
    for (const [name, reply] of Object.entries(hostileReplies(bytes as number))) {
      for (const [kind, request] of [
        ['single', single],
        ['multi', multi],
      ] as const) {
        parseTextReply(request, reply); // warm-up
        const times: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const started = performance.now();
          parseTextReply(request, reply);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(times.length / 2)] as number;
        if (median > worst.worstMs) worst = { worstMs: median, reply: `${name} (${kind}-select)` };
      }
    }
    return { size: size as string, ...worst };
  });
}
