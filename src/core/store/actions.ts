/**
 * The store's actions, built on the machinery `createQuestionStore` hands them ({@link StoreCore},
 * gate.ts). Every action behind {@link gated} first passes the one gate: a finished prompt refuses, a
 * passed deadline expires first, and an edit is refused (`busy`) while a transport runs.
 */
import { isObject, typeName } from '../request/guards';
import { answeredResult, isAnswered, NO_ANSWER, readAnswerMap } from '../tool/result';
import { closed, fail, gated, OK, refused, type StoreCore } from './gate';
import type { ActionResult, QuestionDraft, QuestionStore } from './types';
import type { AnswerMap, AskUserQuestion } from '../request/types';

/** The draft of a question nobody has touched. */
export const EMPTY: QuestionDraft = /* @__PURE__ */ Object.freeze({
  selected: /* @__PURE__ */ Object.freeze([]) as readonly string[],
  other: '',
});

/** The Other row is on: chosen explicitly, or (older drafts) holding non-blank text. */
const otherOn = (d: QuestionDraft): boolean => d.otherChosen ?? d.other.trim() !== '';

/** A draft whose Other row is `on`; `otherChosen` only where the text alone would say otherwise. */
function withOther(selected: readonly string[], other: string, on: boolean): QuestionDraft {
  return on === (other.trim() !== '') ? { selected, other } : { selected, other, otherChosen: on };
}

/** Single-select: the pick replaces Other text. Multi-select: added once, in picking order. */
function selectLabel(q: AskUserQuestion, d: QuestionDraft, label: string): QuestionDraft {
  if (!q.multiSelect) return { selected: [label], other: '' };
  if (d.selected.includes(label)) return d;
  return { ...d, selected: [...d.selected, label] };
}

/** Multi-select: add or remove. Single-select: pick, or clear when already picked. */
function toggleLabel(q: AskUserQuestion, d: QuestionDraft, label: string): QuestionDraft {
  const has = d.selected.includes(label);
  if (q.multiSelect) {
    const selected = has ? d.selected.filter((s) => s !== label) : [...d.selected, label];
    return { ...d, selected };
  }
  if (has) return { ...d, selected: [] };
  return { selected: [label], other: '' };
}

/** The actions that change a draft: `select`, `toggle`, `setOther`, `chooseOther`. */
export function draftActions(core: StoreCore): Pick<QuestionStore, 'select' | 'toggle' | 'setOther' | 'chooseOther'> {
  /** Bad arguments (wrong types from untyped callers) are refused with a code and never stored. */
  const checkText = (argument: string, value: unknown): ActionResult | undefined =>
    typeof value === 'string'
      ? undefined
      : fail(core, { code: 'invalid_input', path: argument, detail: typeName(value) });

  /** `label`: the option picked, or `undefined` for the person's own answer. */
  function edit(
    questionId: string,
    label: string | undefined,
    change: (q: AskUserQuestion, d: QuestionDraft) => QuestionDraft,
  ): ActionResult {
    const badId = checkText('questionId', questionId);
    if (badId) return badId;
    const q = core.request.questions.find((item) => item.id === questionId);
    if (!q) return fail(core, { code: 'unknown_question', questionId });
    const known = label === undefined ? q.allowOther !== false : q.options.some((o) => o.label === label);
    if (!known) return fail(core, { code: 'unknown_option', questionId, detail: label ?? 'Other' });
    const drafts = core.state().drafts;
    const draft = change(q, drafts[questionId] ?? EMPTY);
    core.set({ drafts: { ...drafts, [questionId]: draft }, error: null, confirmingSkip: false });
    return OK;
  }

  const pick = (change: (q: AskUserQuestion, d: QuestionDraft, label: string) => QuestionDraft) =>
    gated(core, true, (questionId: string, label: unknown): ActionResult => {
      if (typeof label !== 'string')
        return fail(core, { code: 'invalid_input', path: 'label', detail: typeName(label) });
      return edit(questionId, label, (q, d) => change(q, d, label));
    });

  return {
    select: pick(selectLabel),
    toggle: pick(toggleLabel),
    setOther: gated(core, true, (questionId: string, text: string) => {
      const badText = checkText('text', text);
      if (badText) return badText;
      // Single-select: typing your own answer replaces the pick, as a radio group would; clearing the field does not.
      return edit(questionId, undefined, (q, d) => {
        const selected = !q.multiSelect && text !== '' ? [] : d.selected;
        // Typing is choosing the Other row; clearing the field leaves the choice as it was.
        return withOther(selected, text, text !== '' || otherOn(d));
      });
    }),
    chooseOther: gated(core, true, (questionId: string) =>
      edit(questionId, undefined, (q, d) => {
        // Single-select: an explicit, exclusive choice (the pick goes, the text stays).
        if (!q.multiSelect) return withOther([], d.other, true);
        return withOther(d.selected, d.other, !otherOn(d));
      }),
    ),
  };
}

/** The actions that move around the prompt: `review`, `next`, `back`, `goTo`, `collapse`, `expand`. */
export function stepActions(
  core: StoreCore,
): Pick<QuestionStore, 'review' | 'next' | 'back' | 'goTo' | 'collapse' | 'expand'> {
  const count = core.request.questions.length;
  const move = gated(core, false, (index: number): ActionResult => {
    if (typeof index !== 'number') return fail(core, { code: 'invalid_input', path: 'index', detail: typeName(index) });
    if (!Number.isInteger(index) || index < 0 || index >= count)
      return fail(core, { code: 'invalid_step', detail: String(index) });
    const state = core.state();
    if (index !== state.step || state.error || state.reviewing || state.confirmingSkip)
      core.set({ step: index, error: null, reviewing: false, confirmingSkip: false });
    return OK;
  });
  const setExpanded = (expanded: boolean): (() => ActionResult) =>
    gated(core, false, () => {
      if (core.state().expanded !== expanded) core.set({ expanded });
      return OK;
    });

  return {
    review: gated(core, false, () => {
      if (!core.state().reviewing) core.set({ reviewing: true, reviewed: true, error: null, confirmingSkip: false });
      return OK;
    }),
    next: () => move(Math.min(core.state().step + 1, count - 1)),
    back: () => move(Math.max(core.state().step - 1, 0)),
    goTo: move,
    collapse: setExpanded(false),
    expand: setExpanded(true),
  };
}

/** The actions that end the prompt without an answer from here, or answer it from elsewhere. */
export function endActions(
  core: StoreCore,
): Pick<QuestionStore, 'skip' | 'askSkip' | 'keepAnswering' | 'cancel' | 'expire' | 'resolveExternally'> {
  const questions = core.request.questions;
  return {
    skip: gated(core, true, () => core.resolve('skipped', 'user', NO_ANSWER)),

    askSkip: gated(core, true, () => {
      const state = core.state();
      // Answers would be thrown away: ask once. A second press (or `skip()`) confirms.
      if (state.confirmingSkip || !questions.some((q) => isAnswered(state.drafts[q.id])))
        return core.resolve('skipped', 'user', NO_ANSWER);
      core.set({ confirmingSkip: true });
      return OK;
    }),

    keepAnswering() {
      if (core.state().confirmingSkip) core.set({ confirmingSkip: false });
      return OK;
    },

    cancel(source = 'cancelled') {
      if (core.state().resolution) return closed();
      return core.resolve('cancelled', source, NO_ANSWER);
    },

    expire() {
      if (core.state().resolution) return closed();
      return core.resolve('expired', 'timeout', NO_ANSWER);
    },

    resolveExternally(result) {
      if (core.state().resolution) return closed();
      let status: unknown;
      let answers: AnswerMap | undefined;
      try {
        // Typed, but untyped app code and other tabs may pass anything.
        const given: unknown = result;
        if (!isObject(given)) return refused({ code: 'invalid_result' });
        status = given['status'];
        const envelope: unknown = status === 'answered' ? given['answers'] : undefined;
        // Read once and copied: the caller's object is never kept nor read again, so it cannot change under the store.
        if (isObject(envelope)) answers = readAnswerMap(core.request, envelope['answers']);
      } catch {
        return refused({ code: 'invalid_result' });
      }
      if (status === 'no_answer') return core.resolve('skipped', 'elsewhere', NO_ANSWER);
      // Not shown in state: the person did nothing wrong.
      if (!answers) return refused({ code: 'invalid_result' });
      return core.resolve('answered', 'elsewhere', answeredResult(answers));
    },
  };
}
