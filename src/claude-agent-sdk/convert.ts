/**
 * Claude's AskUserQuestion and the dock's request and result, converted both ways: the page turns
 * the input into the dock's request and the dock's result into the answer, and the server turns the
 * answer into the `updatedInput` the CLI reads. Both ends read what crosses the channel here, with
 * the same rules, so they cannot drift apart.
 */
import type { AskUserRequest, QuestionDraft, ToolResult } from '../core';
import { answeredResult, isObject, NO_ANSWER, nonEmpty, ownField, pickedPreview, type Obj } from '../core/internal';
import type { AskUserQuestionAnnotation, AskUserQuestionAnswer, AskUserQuestionInput } from './types';

/** The dock's id of the question at `index`: Claude's questions have none, so their position names them. */
export const questionId = (index: number): string => `q${index + 1}`;

/** The ways a question goes unanswered that the CLI knows. */
const UNANSWERED = ['skipped', 'replied_in_chat', 'dismissed'] as const;

const ANNOTATION_KEYS = ['notes', 'preview', 'unanswered'];

/** The entries of an object, or `undefined` for anything else (an array, a string, a Proxy that throws). */
function entriesOf(value: unknown): [string, unknown][] | undefined {
  if (!isObject(value)) return undefined;
  try {
    return Object.entries(value);
  } catch {
    return undefined;
  }
}

/**
 * The dock's request for a Claude input, to normalize under Claude's contract: each question gets
 * its position as its id (`q1`..`q4`); the header, the question, the options' labels, descriptions
 * and previews and `multiSelect` are taken as they are. Anything that is not shaped so is passed on for the normalizer to report.
 */
export function dockRequestOf(input: unknown): unknown {
  const questions = isObject(input) ? ownField(input, 'questions') : undefined;
  if (!Array.isArray(questions)) return input;
  return {
    questions: questions.map((question: unknown, index) => {
      if (!isObject(question)) return question;
      const options = ownField(question, 'options');
      return {
        id: questionId(index),
        header: ownField(question, 'header'),
        question: ownField(question, 'question'),
        options: Array.isArray(options)
          ? options.map((option: unknown) => {
              if (!isObject(option)) return option;
              const preview = ownField(option, 'preview');
              const shown = { label: ownField(option, 'label'), description: ownField(option, 'description') };
              return preview === undefined ? shown : { ...shown, preview };
            })
          : options,
        multiSelect: ownField(question, 'multiSelect'),
        // The CLI takes a question left alone (`unanswered: 'skipped'`), so each one may be skipped.
        skippable: true,
      };
    }),
  };
}

/** What the page read of a prompt when it ended: its request and the person's drafts. */
export interface Answered {
  readonly request: AskUserRequest;
  readonly drafts: Readonly<Record<string, QuestionDraft>>;
}

/**
 * The answer to send for the dock's result: each answered question's labels joined by ", " (the
 * label as the model wrote it) or the person's own text, keyed by its question text, with the
 * person's note and the preview they picked (`answered`: what the page showed); every question
 * without an answer annotated `unanswered` (`why`: a question left out without it would vanish from
 * what the model reads). A whole skip, or a deadline that passed, has every question skipped: the
 * model reads "The user did not answer the questions."
 */
export function answerOf(
  input: AskUserQuestionInput,
  result: ToolResult,
  answered?: Answered,
  why: 'skipped' | 'replied_in_chat' = 'skipped',
): { answers: Record<string, string>; annotations?: Record<string, AskUserQuestionAnnotation> } {
  const given = result.status === 'answered' ? result.answers.answers : {};
  const answers: [string, string][] = [];
  const annotations: [string, AskUserQuestionAnnotation][] = [];
  for (const [index, { question, options }] of input.questions.entries()) {
    const id = questionId(index);
    const texts = ownField(given, id) as readonly string[] | undefined;
    const draft = result.status === 'answered' ? answered?.drafts[id] : undefined;
    const shown = answered?.request.questions[index];
    const preview = shown && texts?.length ? pickedPreview(shown, draft) : undefined;
    const annotation: AskUserQuestionAnnotation = {
      ...(draft?.note !== undefined && { notes: draft.note }),
      ...(preview !== undefined && { preview }),
      ...(!texts?.length && { unanswered: why }),
    };
    if (Object.keys(annotation).length > 0) annotations.push([question, annotation]);
    // The dock trims labels; the CLI tells a label from the person's own text by comparing it as written.
    if (texts?.length)
      answers.push([question, texts.map((t) => options.find((o) => o.label.trim() === t)?.label ?? t).join(', ')]);
  }
  // fromEntries: a question text such as "__proto__" is a key like any other.
  const answeredMap = Object.fromEntries(answers);
  return annotations.length > 0
    ? { answers: answeredMap, annotations: Object.fromEntries(annotations) }
    : { answers: answeredMap };
}

/**
 * The dock's result for an answer in Claude's shape (another page answered): each question's text
 * read back as the labels it joins (a label as it is, else labels joined by ", "), else the person's
 * own text; a question annotated `unanswered`, or without an answer, gets `[]`. The store checks it
 * against the request before it shows it.
 */
export function resultOf(input: AskUserQuestionInput, answer: AskUserQuestionAnswer): ToolResult {
  const entries = input.questions.map(({ question, options, multiSelect }, index): [string, string[]] => {
    const text = ownField(answer.answers, question);
    const labels = options.map((option) => option.label);
    const skipped = answer.annotations && ownField(answer.annotations, question);
    if (typeof text !== 'string' || (isObject(skipped) && ownField(skipped, 'unanswered') !== undefined))
      return [questionId(index), []];
    const parts = multiSelect && !labels.includes(text) ? text.split(', ') : [text];
    const read = parts.every((part) => labels.includes(part)) ? parts : [text];
    return [questionId(index), read.map((part) => part.trim())];
  });
  return entries.some(([, values]) => values.length > 0) ? answeredResult(Object.fromEntries(entries)) : NO_ANSWER;
}

/** One annotation as sent, or `undefined` when it is not one (an unknown key, a value of the wrong type). */
function readAnnotation(value: unknown): AskUserQuestionAnnotation | undefined {
  const entries = entriesOf(value);
  if (!entries) return undefined;
  const read: Record<string, unknown> = {};
  for (const [key, field] of entries) {
    const fits =
      ANNOTATION_KEYS.includes(key) &&
      (key === 'unanswered' ? UNANSWERED.some((way) => way === field) : typeof field === 'string');
    if (!fits) return undefined;
    read[key] = field;
  }
  return read as AskUserQuestionAnnotation;
}

/** A record keyed by the question texts, each value read by `read`; `undefined` when a key or a value does not fit. */
function readByQuestion<T>(
  value: unknown,
  texts: readonly string[],
  read: (field: unknown) => T | undefined,
): Map<string, T> | undefined {
  const entries = entriesOf(value);
  if (!entries) return undefined;
  const byQuestion = new Map<string, T>();
  for (const [key, field] of entries) {
    const fits = texts.includes(key) ? read(field) : undefined;
    if (fits === undefined) return undefined;
    byQuestion.set(key, fits);
  }
  return byQuestion;
}

/** The question texts of an input as `canUseTool` got it; `undefined` when it has none to key answers by. */
export function questionTexts(input: Obj): string[] | undefined {
  const questions = ownField(input, 'questions');
  if (!Array.isArray(questions) || questions.length === 0) return undefined;
  const texts = questions.map((q: unknown) => (isObject(q) ? ownField(q, 'question') : undefined));
  return texts.every(nonEmpty) ? texts : undefined;
}

/**
 * The `updatedInput` for an answer the page sent: the model's input as it came (the CLI reads the
 * answers against the questions it is given back), the answers and the annotations. A question with
 * no answer is annotated `unanswered: 'skipped'` unless the page said otherwise, so none vanishes
 * from what the model reads. `undefined` when the answer does not fit the questions (a key that is no
 * question text, a value that is no string, an unknown annotation): nothing is sent to the model.
 */
export function updatedInputOf(input: Obj, answers: unknown, annotations: unknown): Obj | undefined {
  const texts = questionTexts(input);
  if (!texts) return undefined;
  const given = readByQuestion(answers, texts, (field) => (typeof field === 'string' ? field : undefined));
  const notes = annotations === undefined ? new Map() : readByQuestion(annotations, texts, readAnnotation);
  if (!given || !notes) return undefined;
  const answered: [string, string][] = [];
  const annotated: [string, AskUserQuestionAnnotation][] = [];
  for (const text of texts) {
    const answer = given.get(text);
    const { unanswered, ...rest } = notes.get(text) ?? {};
    const hasAnswer = answer !== undefined && answer.trim() !== '';
    if (hasAnswer) answered.push([text, answer]);
    const annotation = hasAnswer ? rest : { ...rest, unanswered: unanswered ?? 'skipped' };
    if (Object.keys(annotation).length > 0) annotated.push([text, annotation]);
  }
  return {
    ...input,
    answers: Object.fromEntries(answered),
    ...(annotated.length > 0 && { annotations: Object.fromEntries(annotated) }),
  };
}
