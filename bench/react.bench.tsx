/**
 * React benchmarks in jsdom: mounting the dock, typing into Other, and the cost of AnswerSummary
 * rows against a plain list. scripts/bench.mjs installs the jsdom globals (and NODE_ENV=production,
 * so React runs its production build, as in an app) before it imports the bundle of this file.
 * Rendering goes through `createRoot` + `flushSync`, so every measured step includes React's commit
 * and effects (testing-library's `act` is not available in React's production build).
 */
import { fireEvent } from '@testing-library/dom';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { Bench } from 'tinybench';
import {
  AnswerSummary,
  createQuestionStore,
  formatSummaryText,
  QuestionDock,
  summarize,
  type AnswerSummaryData,
} from '../src';
import { threeQuestions, threeQuestionsRequest } from './core.bench';

const ROWS = 1000;
const TYPED = 'Deploy to the canary ring first, then everywhere!!';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`bench sanity check failed: ${what}`);
}

/** Mounts `node` into a fresh container synchronously (commit and effects included). */
function mount(node: ReactNode): { root: Root; container: HTMLElement } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return { root, container };
}

function unmount({ root, container }: { root: Root; container: HTMLElement }): void {
  root.unmount();
  container.remove();
}

/** 1,000 answered summaries (3 questions each) as a chat timeline keeps them. */
function summaries(): AnswerSummaryData[] {
  const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };
  return Array.from({ length: ROWS }, (_, i) => {
    const store = createQuestionStore(threeQuestionsRequest, { clock });
    store.select('deploy_target', i % 2 ? 'Production' : 'Staging (Recommended)');
    store.toggle('checks', 'Lint');
    store.setOther('checks', `run #${i}`);
    store.select('notify', 'Nobody');
    void store.submit(); // no transport: resolves synchronously
    return summarize(store.getState());
  });
}

/** The text AnswerSummary shows ("Header: answer, answer" per question) as bare list items. */
function PlainList({ rows }: { rows: readonly AnswerSummaryData[] }) {
  return (
    <ul>
      {rows.flatMap((row, i) =>
        formatSummaryText(row)
          .split('\n')
          .map((line, j) => <li key={`${i}-${j}`}>{line}</li>),
      )}
    </ul>
  );
}

function Timeline({ rows }: { rows: readonly AnswerSummaryData[] }) {
  return (
    <div>
      {rows.map((row, i) => (
        <AnswerSummary key={i} summary={row} />
      ))}
    </div>
  );
}

/** Median of a list of numbers. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * 1,000 AnswerSummary rows against a plain `<ul><li>` list of the same text: both mounted in
 * alternation (so drift and GC hit both alike), `rounds` times each after two warm-up rounds;
 * medians in ms, and their ratio.
 */
export function compareSummaryRows(rounds: number): {
  summaryMs: number;
  plainMs: number;
  ratio: number;
  rounds: number;
} {
  const rows = summaries();
  check(
    rows.every((r) => r.status === 'answered'),
    'answered summaries',
  );
  const summary: number[] = [];
  const plain: number[] = [];
  const time = (node: ReactNode, selector: string, into: number[]) => {
    const started = performance.now();
    const view = mount(node);
    into.push(performance.now() - started);
    check(view.container.querySelectorAll(selector).length === ROWS * 3, `rows of ${selector}`);
    unmount(view);
  };
  const mountSummaries = () => time(<Timeline rows={rows} />, '.qd-summary li', summary);
  const mountPlain = () => time(<PlainList rows={rows} />, 'li', plain);
  for (let round = 0; round < rounds + 2; round += 1) {
    if (round % 2) {
      mountSummaries();
      mountPlain();
    } else {
      mountPlain();
      mountSummaries();
    }
    // The first two rounds warm up (JIT, jsdom caches) and are not kept.
    if (round < 2) {
      summary.length = 0;
      plain.length = 0;
    }
  }
  const summaryMs = median(summary);
  const plainMs = median(plain);
  return { summaryMs, plainMs, ratio: summaryMs / plainMs, rounds };
}

export function addReactTasks(bench: Bench): void {
  check(TYPED.length === 50, 'typed text is 50 characters');

  bench.add('react: QuestionDock (3 questions) mount + unmount', () => {
    const view = mount(<QuestionDock request={threeQuestions} />);
    check(view.container.querySelector('.qd-other-input') !== null, 'dock rendered');
    unmount(view);
  });

  let dock: ReturnType<typeof mount> | undefined;
  let other: HTMLTextAreaElement | null = null;
  bench.add(
    'react: type 50 characters into Other (a change and a render per character)',
    () => {
      const field = other as HTMLTextAreaElement;
      for (let i = 1; i <= TYPED.length; i += 1)
        flushSync(() => fireEvent.change(field, { target: { value: TYPED.slice(0, i) } }));
      check(field.value === TYPED, 'typed text');
    },
    {
      beforeAll: () => {
        dock = mount(<QuestionDock request={threeQuestions} />);
        other = dock.container.querySelector<HTMLTextAreaElement>('.qd-other-input');
        check(other !== null, 'Other field');
      },
      // Back to an empty field (not measured), so every iteration types the same 50 characters.
      afterEach: () => {
        flushSync(() => fireEvent.change(other as HTMLTextAreaElement, { target: { value: '' } }));
      },
      afterAll: () => {
        if (dock) unmount(dock);
      },
    },
  );
}
