/**
 * An MCP server's form (`elicitation/create` in form mode) as the dock's request, and the person's
 * answers back as the form's content: each property a question (in the form's order, ids `f1`…),
 * a choice as options (titles shown, values sent), a boolean as Yes / No, text, numbers and dates as
 * a free-text question with its `field`; a property not `required` may be skipped. A form outside
 * the spec (a nested object, an unknown type) is refused with the reason, never shown half.
 */
import type { AnswerField, AnswerMap } from '../core';
import type { FieldKind } from '../core/internal';
import { isObject, ownField } from '../core/internal';
import { fieldProblem, fieldValue, type FieldProblem } from './field-check';

/** A value in a form's content, as MCP allows one. */
export type FormValue = string | number | boolean | string[];

/** The words a form's own options need: the two answers of a yes/no field. */
export interface FormWords {
  readonly yes: string;
  readonly no: string;
}

/** One property of the form as the dock asks it, and how its answers become its value. */
interface FormEntry {
  readonly name: string;
  readonly question: Record<string, unknown>;
  readonly valueOf: (answers: readonly string[]) => FormValue;
  /** A list's bounds (`minItems`, `maxItems`): how many choices it takes. */
  readonly items?: { readonly min?: number; readonly max?: number };
  /** The form's `default`, as the dock's answers: the option labels to pick, or the text to fill in. */
  readonly initial?: readonly string[];
}

/** A form read: the request for the dock (to normalize with `FORM_CONTRACT`), and how to write its content. */
export interface ReadForm {
  readonly input: { readonly questions: readonly Record<string, unknown>[]; readonly message?: string };
  /** The form's content for the person's answers: each answered property's value, a skipped one left out. */
  readonly contentOf: (answers: AnswerMap) => Record<string, FormValue>;
  /**
   * What the server would refuse in a question's answers (its field's kind and limits, a list's
   * number of choices), or `undefined`: the store's `check`, in the entry's words.
   */
  readonly problemOf: (questionId: string, answers: readonly string[]) => FieldProblem | undefined;
  /** The answers each question starts with (the form's defaults), by question id: labels, or the text. */
  readonly initial: ReadonlyMap<string, readonly string[]>;
}

const FORMATS: readonly string[] = ['email', 'uri', 'date', 'date-time'];

/** A choice's options: `[title, value]` pairs, from `enum` (+ `enumNames`) or `oneOf`/`anyOf` of `{ const, title }`. */
function choicesOf(schema: Record<string, unknown>): [string, string][] | undefined {
  const values = ownField(schema, 'enum');
  if (Array.isArray(values) && values.every((v) => typeof v === 'string')) {
    const names = ownField(schema, 'enumNames');
    return values.map((value: string, i) => {
      const name = Array.isArray(names) ? (names as unknown[])[i] : undefined;
      return [typeof name === 'string' ? name : value, value];
    });
  }
  const listed = ownField(schema, 'oneOf') ?? ownField(schema, 'anyOf');
  if (!Array.isArray(listed)) return undefined;
  const pairs = listed.map((item: unknown): [string, string] | undefined => {
    const value = isObject(item) ? ownField(item, 'const') : undefined;
    const title = isObject(item) ? ownField(item, 'title') : undefined;
    return typeof value === 'string' ? [typeof title === 'string' ? title : value, value] : undefined;
  });
  return pairs.every((pair) => pair !== undefined) ? (pairs as [string, string][]) : undefined;
}

const text = (schema: Record<string, unknown>, key: string): string | undefined => {
  const value = ownField(schema, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

const limit = (schema: Record<string, unknown>, key: string): { [key: string]: number } => {
  const value = ownField(schema, key);
  return typeof value === 'number' ? { [key]: value } : {};
};

/** `initial` when there is one. */
const withInitial = (initial: readonly string[] | undefined) => (initial ? { initial } : {});

/** A text or number field's `default`, as the text it starts with. */
const typed = (schema: Record<string, unknown>) => {
  const given = ownField(schema, 'default');
  return typeof given === 'string' || typeof given === 'number' ? { initial: [String(given)] } : {};
};

/** A choice's `default` (a value, or a list of them) as the titles the person sees picked. */
function titlesOf(pairs: readonly [string, string][], given: unknown): string[] | undefined {
  const values = Array.isArray(given) ? (given as unknown[]) : [given];
  const titles = values.map((value) => pairs.find(([, known]) => known === value)?.[0]);
  return titles.every((title) => title !== undefined) ? (titles as string[]) : undefined;
}

/** One property as a question and its value reader, or why the dock cannot ask it. */
function entryOf(name: string, schema: unknown, id: string, words: FormWords): FormEntry | string {
  if (!isObject(schema)) return `the field "${name}" is not a schema object`;
  const type = ownField(schema, 'type');
  const header = text(schema, 'title') ?? name;
  const base = { id, header, question: text(schema, 'description') ?? header };
  const byTitle = (pairs: [string, string][]) => (answers: readonly string[]) =>
    answers.map((label) => pairs.find(([title]) => title === label)?.[1] ?? label);
  if (type === 'boolean') {
    const options = [{ label: words.yes }, { label: words.no }];
    const given = ownField(schema, 'default');
    const initial = typeof given === 'boolean' ? { initial: [given ? words.yes : words.no] } : {};
    return { name, question: { ...base, options, allowOther: false }, valueOf: ([a]) => a === words.yes, ...initial };
  }
  if (type === 'array') {
    const items = ownField(schema, 'items');
    const pairs = isObject(items) ? choicesOf(items) : undefined;
    if (!pairs) return `the field "${name}" is a list of something other than choices`;
    const options = pairs.map(([label]) => ({ label }));
    const bound = (key: string) =>
      typeof ownField(schema, key) === 'number' ? (ownField(schema, key) as number) : undefined;
    const [min, max] = [bound('minItems'), bound('maxItems')];
    return {
      name,
      question: { ...base, options, multiSelect: true, allowOther: false },
      valueOf: byTitle(pairs),
      items: { ...(min !== undefined && { min }), ...(max !== undefined && { max }) },
      ...withInitial(titlesOf(pairs, ownField(schema, 'default'))),
    };
  }
  if (type === 'string') {
    const pairs = choicesOf(schema);
    if (pairs) {
      const options = pairs.map(([label]) => ({ label }));
      return {
        name,
        question: { ...base, options, allowOther: false },
        valueOf: (a) => byTitle(pairs)(a)[0] ?? '',
        ...withInitial(
          ownField(schema, 'default') === undefined ? undefined : titlesOf(pairs, ownField(schema, 'default')),
        ),
      };
    }
    const format = text(schema, 'format');
    if (format !== undefined && !FORMATS.includes(format))
      return `the field "${name}" has a format the dock does not know: ${format}`;
    const field: AnswerField = {
      kind: (format ?? 'text') as FieldKind,
      ...limit(schema, 'minLength'),
      ...limit(schema, 'maxLength'),
    };
    return {
      name,
      question: { ...base, options: [], field },
      valueOf: ([a]) => fieldValue(field, a ?? ''),
      ...typed(schema),
    };
  }
  if (type === 'number' || type === 'integer') {
    const field: AnswerField = { kind: type, ...limit(schema, 'minimum'), ...limit(schema, 'maximum') };
    return {
      name,
      question: { ...base, options: [], field },
      valueOf: ([a]) => fieldValue(field, a ?? ''),
      ...typed(schema),
    };
  }
  return `the field "${name}" is of a type a form cannot ask for (${JSON.stringify(type) ?? 'none'})`;
}

/**
 * Reads an elicitation's params: `{ ok: true, form }`, or `{ ok: false, reason }` (a sentence for the
 * server) when the form is outside the spec. `words` are the yes/no field's two answers.
 */
export function readForm(
  params: unknown,
  words: FormWords,
): { ok: true; form: ReadForm } | { ok: false; reason: string } {
  const schema = isObject(params) ? ownField(params, 'requestedSchema') : undefined;
  const properties = isObject(schema) ? ownField(schema, 'properties') : undefined;
  if (!isObject(properties)) return { ok: false, reason: 'the form has no properties object' };
  const required = isObject(schema) ? ownField(schema, 'required') : undefined;
  const entries: FormEntry[] = [];
  for (const [index, [name, property]] of Object.entries(properties).entries()) {
    const read = entryOf(name, property, `f${index + 1}`, words);
    if (typeof read === 'string') return { ok: false, reason: read };
    const entry = read;
    const optional = !(Array.isArray(required) && required.includes(name));
    entries.push(optional ? { ...entry, question: { ...entry.question, skippable: true, optional: true } } : entry);
  }
  const message = isObject(params) ? text(params, 'message') : undefined;
  const input = { questions: entries.map((entry) => entry.question), ...(message !== undefined && { message }) };
  const contentOf = (answers: AnswerMap) =>
    Object.fromEntries(
      entries.flatMap((entry, index) => {
        const given = ownField(answers, `f${index + 1}`) as readonly string[] | undefined;
        return given && given.length > 0 ? [[entry.name, entry.valueOf(given)]] : [];
      }),
    );
  const problemOf = (questionId: string, answers: readonly string[]): FieldProblem | undefined => {
    const index = Number(questionId.slice(1)) - 1;
    const entry = entries[index];
    if (!entry) return undefined;
    const { min, max } = entry.items ?? {};
    if (min !== undefined && answers.length < min) return { code: 'too_few_items', limit: min };
    if (max !== undefined && answers.length > max) return { code: 'too_many_items', limit: max };
    const field = entry.question['field'] as AnswerField | undefined;
    return field && answers[0] !== undefined ? fieldProblem(field, answers[0]) : undefined;
  };
  const initial = new Map(
    entries.flatMap((entry, index) => (entry.initial ? [[`f${index + 1}`, entry.initial] as const] : [])),
  );
  return { ok: true, form: { input, contentOf, problemOf, initial } };
}
