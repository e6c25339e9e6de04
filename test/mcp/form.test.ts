import { createQuestionStore, normalizeAskUser, type ToolResult } from '../../src/core';
import { readForm } from '../../src/mcp/form';
import { FORM_MESSAGES } from '../../src/mcp/words';
import { FORM_CONTRACT } from '../../src/mcp/form-contract';
import { manualClock } from '../support/clock';
import { useClient } from './support/clients';
import { EVERY_KIND, EVERY_KIND_ANSWER, EVERY_KIND_ENTERED, form } from './support/schemas';
import { useServer } from './support/server';

// A real server's form with every field kind becomes the dock's request; a person's answers in the
// store become the form's content, which the real server takes and its tool receives as it is.

const words = { yes: 'Yes', no: 'No' };

function readEveryKind() {
  const read = readForm({ mode: 'form', message: 'Book the room', requestedSchema: EVERY_KIND }, words);
  if (!read.ok) throw new Error(read.reason);
  const normalized = normalizeAskUser(read.form.input, { contract: FORM_CONTRACT });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return { form: read.form, request: normalized.request };
}

it('asks each property in order: choices by title, yes/no, fields by kind, optional ones skippable', () => {
  const { request } = readEveryKind();
  expect(request.message).toBe('Book the room');
  expect(
    request.questions.map((q) => [
      q.header,
      q.options.map((o) => o.label).join('|'),
      q.field?.kind,
      q.multiSelect,
      q.skippable ?? false,
    ]),
  ).toEqual([
    ['Email', '', 'email', false, false],
    ['Homepage', '', 'uri', false, true],
    ['day', '', 'date', false, true],
    ['startsAt', '', 'date-time', false, true],
    ['note', '', 'text', false, true],
    ['Guests', '', 'integer', false, false],
    ['budget', '', 'number', false, true],
    ['Remind me', 'Yes|No', undefined, false, true],
    ['room', 'north|south', undefined, false, true],
    ['Priority', 'Urgent|Normal', undefined, false, true],
    ['slot', 'Morning|Afternoon', undefined, false, true],
    ['topics', 'plan|review|demo', undefined, true, false],
    ['Teams', 'Web|iOS', undefined, true, true],
  ]);
  expect(request.questions[0]?.question).toBe('Where the invite goes');
  // The defaults, as the person would see them picked or typed.
  expect(Object.fromEntries(readEveryKind().form.initial)).toEqual({
    f5: ['See you'],
    f6: ['2'],
    f8: ['Yes'],
    f10: ['Normal'],
    f13: ['Web'],
  });
  expect(request.questions.every((q) => q.options.length === 0 || q.allowOther === false)).toBe(true);
});

it('refuses a form outside the spec with the reason', () => {
  const refused = (properties: Record<string, unknown>) => readForm({ requestedSchema: form(properties) }, words);
  expect(refused({ where: { type: 'object', properties: {} } })).toEqual({
    ok: false,
    reason: 'the field "where" is of a type a form cannot ask for ("object")',
  });
  expect(refused({ when: { type: 'string', format: 'time' } })).toEqual({
    ok: false,
    reason: 'the field "when" has a format the dock does not know: time',
  });
  expect(readForm({ requestedSchema: { type: 'object' } }, words)).toEqual({
    ok: false,
    reason: 'the form has no properties object',
  });
});

it("Submit stops where the server would refuse, in the person's words, and goes once fixed", async () => {
  const { form: read, request } = readEveryKind();
  const store = createQuestionStore(request, {
    clock: manualClock(),
    check: (question, answers) => {
      const problem = read.problemOf(question.id, answers);
      return problem && FORM_MESSAGES.problem(problem, question.field?.kind);
    },
  });
  store.setOther('f1', 'ada at example.com');
  store.setOther('f6', '12');
  ['plan', 'review', 'demo'].forEach((label) => store.toggle('f12', label));
  for (let i = 1; i <= 13; i += 1) if (![1, 6, 12].includes(i)) store.skipQuestion(`f${i}`);
  expect(await store.submit()).toMatchObject({
    error: { code: 'invalid_answer', questionId: 'f1', detail: 'Write an email address, like ada@example.com.' },
  });
  store.setOther('f1', 'ada@example.com');
  expect(await store.submit()).toMatchObject({ error: { questionId: 'f6', detail: 'Write 10 or less.' } });
  store.setOther('f6', '4');
  expect(await store.submit()).toMatchObject({ error: { questionId: 'f12', detail: 'Choose at most 2.' } });
  store.toggle('f12', 'review');
  expect(await store.submit()).toEqual({ ok: true });
});

describe('given the SDK client in-process', () => {
  const server = useServer('in-process');
  const client = useClient('sdk', server);

  it("the person's answers become exactly the content the server's tool receives", async () => {
    const { form: read, request } = readEveryKind();
    const sent: ToolResult[] = [];
    const store = createQuestionStore(request, { clock: manualClock(), send: (result) => void sent.push(result) });
    const { typed, picked, toggled } = EVERY_KIND_ENTERED;
    typed.forEach((text, i) => store.setOther(`f${i + 1}`, text));
    for (const [id, label] of Object.entries(picked)) store.select(id, label);
    for (const [id, labels] of Object.entries(toggled)) for (const label of labels) store.toggle(id, label);
    expect(await store.submit()).toEqual({ ok: true });
    const result = sent[0];
    if (result?.status !== 'answered') throw new Error('not answered');
    const content = read.contentOf(result.answers.answers);
    expect(content).toEqual(EVERY_KIND_ANSWER);
    client().answer(() => ({ action: 'accept', content: content as Record<string, string> }));
    const received = await client().call('elicit_form', { message: 'Book the room', requestedSchema: EVERY_KIND });
    expect(received).toEqual({ result: { action: 'accept', content: EVERY_KIND_ANSWER } });
  });
});
