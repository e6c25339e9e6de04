import { describe, expect, it, vi } from 'vitest';
import { createQuestionStore, persistDrafts } from '../../src/core/index';
import { manualClock } from '../support/clock';
import { memoryStorage } from '../support/storage';
import { normalizedThreeQuestions as threeQuestions } from '../support/requests';

function setup(extra: Parameters<typeof createQuestionStore>[1] = {}) {
  const onResolve = vi.fn();
  const store = createQuestionStore(threeQuestions, { clock: manualClock(), onResolve, ...extra });
  store.subscribe(() => {});
  return { store, onResolve };
}

describe('Other as a choice', () => {
  it('single-select: choosing Other is exclusive and keeps the typed text; an option then replaces it', () => {
    const { store } = setup();
    store.select('deploy_target', 'Production');
    store.chooseOther('deploy_target');
    expect(store.getState().drafts['deploy_target']).toEqual({ selected: [], other: '', otherChosen: true });
    store.setOther('deploy_target', 'Canary');
    store.select('deploy_target', 'Production');
    expect(store.getState().drafts['deploy_target']).toEqual({ selected: ['Production'], other: '' });
  });

  it('single-select: Other chosen with no text is not an answer, so Submit names the question', async () => {
    const { store, onResolve } = setup();
    store.chooseOther('deploy_target');
    store.toggle('checks', 'Unit');
    store.setOther('notify', 'On-call');
    const result = await store.submit();
    expect(result).toEqual({ ok: false, error: { code: 'unanswered', questionId: 'deploy_target' } });
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('multi-select: unchecking Other keeps its text but does not send it; checking again sends it', async () => {
    const { store, onResolve } = setup();
    store.select('deploy_target', 'Production');
    store.toggle('checks', 'Unit');
    store.setOther('checks', ' smoke ');
    store.chooseOther('checks');
    expect(store.getState().drafts['checks']).toMatchObject({ other: ' smoke ', otherChosen: false });
    store.setOther('notify', 'On-call');
    await store.submit();
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]?.[0]).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: ['Production'], checks: ['Unit'], notify: ['On-call'] } },
    });
  });

  it('keeps the Other choice across a reload', () => {
    const storage = memoryStorage();
    const first = createQuestionStore(threeQuestions, { promptId: 'p1', persist: persistDrafts({ storage }) });
    first.chooseOther('deploy_target');
    const second = createQuestionStore(threeQuestions, { promptId: 'p1', persist: persistDrafts({ storage }) });
    expect(second.getState().drafts['deploy_target']).toEqual({ selected: [], other: '', otherChosen: true });
  });
});

describe('review step', () => {
  it('review() shows it and remembers it was seen; moving to a question leaves it', () => {
    const { store } = setup();
    expect(store.getState().reviewing).toBeFalsy();
    store.review();
    expect(store.getState()).toMatchObject({ reviewing: true, reviewed: true });
    store.goTo(1);
    expect(store.getState()).toMatchObject({ reviewing: false, reviewed: true, step: 1 });
  });

  it('is refused once the prompt has ended', () => {
    const { store } = setup();
    store.skip();
    expect(store.review()).toEqual({ ok: false, error: { code: 'terminal' } });
  });
});

describe('Skip on a partly answered prompt', () => {
  it('with nothing answered, askSkip skips at once', () => {
    const { store, onResolve } = setup();
    store.askSkip();
    expect(onResolve).toHaveBeenCalledWith({ status: 'no_answer' }, expect.objectContaining({ status: 'skipped' }));
  });

  it('with answers, askSkip asks once: keepAnswering withdraws it, a second askSkip confirms', () => {
    const { store, onResolve } = setup();
    store.select('deploy_target', 'Production');
    store.askSkip();
    expect(store.getState()).toMatchObject({ confirmingSkip: true, status: 'pending' });
    expect(onResolve).not.toHaveBeenCalled();
    store.keepAnswering();
    expect(store.getState().confirmingSkip).toBe(false);
    store.askSkip();
    store.askSkip();
    expect(store.getState().status).toBe('skipped');
    expect(onResolve).toHaveBeenCalledWith({ status: 'no_answer' }, expect.objectContaining({ source: 'user' }));
  });

  it('an edit after askSkip withdraws the question, so the next Skip asks again', () => {
    const { store, onResolve } = setup();
    store.select('deploy_target', 'Production');
    store.askSkip();
    store.toggle('checks', 'Unit');
    expect(store.getState().confirmingSkip).toBe(false);
    store.askSkip();
    expect(onResolve).not.toHaveBeenCalled();
  });
});
