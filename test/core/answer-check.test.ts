import { createQuestionStore, formatStoreError, normalizeAskUser, type AskUserRequest } from '../../src/core';
import { manualClock } from '../support/clock';

// A store's `check`: Submit asks it about each answered question before anything is sent, and stops
// at the first it refuses, with its words, where the person can fix the answer.

function request(): AskUserRequest {
  const read = normalizeAskUser(
    {
      questions: [
        { id: 'name', header: 'Name', question: 'Your name?', options: [] },
        { id: 'email', header: 'Email', question: 'Your email?', options: [] },
      ],
    },
    { contract: 'openclaw' },
  );
  if (!read.ok) throw new Error('fixture');
  return read.request;
}

const looksLikeEmail = (text: string) => /^[^@\s]+@[^@\s]+$/.test(text);

it('stops Submit at the first answer the check refuses, with its words; a fixed answer goes', async () => {
  const sent: unknown[] = [];
  const asked: string[] = [];
  const store = createQuestionStore(request(), {
    clock: manualClock(),
    send: (result) => void sent.push(result),
    check: (question, answers) => {
      asked.push(question.id);
      return question.id === 'email' && !looksLikeEmail(answers[0] ?? '') ? 'Write an email address.' : undefined;
    },
  });
  store.setOther('name', 'Ada');
  store.setOther('email', 'ada at example');
  const refused = await store.submit();
  expect(refused).toEqual({
    ok: false,
    error: { code: 'invalid_answer', questionId: 'email', detail: 'Write an email address.' },
  });
  expect(store.getState()).toMatchObject({ step: 1, status: 'pending', error: { code: 'invalid_answer' } });
  expect(formatStoreError(store.getState().error!, store.getState().request)).toBe('Write an email address.');
  expect(sent).toEqual([]);
  store.setOther('email', 'ada@example.org');
  expect(await store.submit()).toEqual({ ok: true });
  expect(sent).toEqual([{ status: 'answered', answers: { answers: { name: ['Ada'], email: ['ada@example.org'] } } }]);
  expect(asked).toEqual(['name', 'email', 'name', 'email']);
});

it('asks about no question before every one is answered: an unanswered one comes first', async () => {
  const check = vi.fn(() => 'never');
  const store = createQuestionStore(request(), { clock: manualClock(), check });
  store.setOther('email', 'x');
  expect(await store.submit()).toMatchObject({ ok: false, error: { code: 'unanswered', questionId: 'name' } });
  expect(check).not.toHaveBeenCalled();
});

it('a check that throws is reported and holds nobody: the answer goes', async () => {
  const reported: unknown[] = [];
  const store = createQuestionStore(request(), {
    clock: manualClock(),
    onError: (error) => void reported.push(error),
    check: () => {
      throw new Error('broken check');
    },
  });
  store.setOther('name', 'Ada');
  store.setOther('email', 'ada@example.org');
  expect(await store.submit()).toEqual({ ok: true });
  expect(reported).toEqual([new Error('broken check'), new Error('broken check')]);
});
