import { useId, type HTMLAttributes } from 'react';
import type { AnswerField, AskUserQuestion } from '../core';
import type { FieldKind } from '../core/internal';
import { useQuestionStoreContext } from '../react/context';
import { useQuestionStore } from '../react/use-question-store';
import { useFormWords } from './form-words';

/** The input each kind of field takes: the keyboard a phone shows, and what the browser offers. */
const INPUTS: Readonly<Record<FieldKind, { type: string; autoComplete?: string }>> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  uri: { type: 'url', autoComplete: 'url' },
  date: { type: 'date' },
  'date-time': { type: 'datetime-local' },
  // Not type="number": it drops what is not yet a number (the person's "-" or "1e"), scrolls with the wheel, and reads locales its own way.
  number: { type: 'text' },
  integer: { type: 'text' },
};

/** A number's keyboard: digits only where nothing below zero is allowed (a phone's number pad has no minus). */
function inputModeOf(field: AnswerField): HTMLAttributes<HTMLInputElement>['inputMode'] {
  if (field.kind !== 'number' && field.kind !== 'integer') return undefined;
  if (field.minimum === undefined || field.minimum < 0) return 'text';
  return field.kind === 'integer' ? 'numeric' : 'decimal';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment in the person's own clock: `2026-03-14T09:30:05` (seconds always). */
const wallClock = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

/** A date-time read, or undefined for none or a bad one. */
const momentOf = (text: string) => (text && !Number.isNaN(new Date(text).getTime()) ? new Date(text) : undefined);

/** An ISO date-time as the `datetime-local` value the person sees, in their zone ("" for none or a bad one). */
export function localOf(iso: string): string {
  const at = momentOf(iso);
  return at ? wallClock(at).replace(/:00$/, '') : '';
}

/** A `datetime-local` value as a date-time with the person's zone (`2026-03-14T09:30:00+07:00`), as a form's `date-time` asks. */
export function isoOf(local: string): string {
  const at = momentOf(local);
  if (!at) return '';
  const offset = -at.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return wallClock(at) + zone;
}

/**
 * A form field's input, in place of the free-text answer (`parts.AnswerInput`): the input type and
 * phone keyboard of its kind, its limits said under it, and what the check refused said at the field
 * (`aria-invalid`, and the field describes itself by it). Text keeps the multi-line field. Enter moves
 * on, as in every field of the dock.
 */
export function FieldInput({ question }: { readonly question: AskUserQuestion }) {
  const { store, messages } = useQuestionStoreContext('FieldInput');
  const words = useFormWords();
  const text = useQuestionStore(store, (s) => s.drafts[question.id]?.other ?? '');
  const problem = useQuestionStore(store, (s) =>
    s.error?.code === 'invalid_answer' && s.error.questionId === question.id ? (s.error.detail ?? '') : undefined,
  );
  const id = useId();
  const field = question.field ?? { kind: 'text' };
  const limits = words.limits(field);
  const described = [limits !== undefined && `${id}-l`, problem !== undefined && `${id}-p`].filter(Boolean).join(' ');
  const dated = field.kind === 'date-time';
  const shared = {
    id,
    dir: 'auto',
    className: 'qd-other-input',
    'aria-describedby': described || undefined,
    'aria-invalid': problem !== undefined || undefined,
    'aria-required': !question.optional || undefined,
  } as const;
  const edit = (value: string) => store.setOther(question.id, dated ? isoOf(value) : value);
  return (
    <div className="qd-other qd-field" data-state={text.trim() ? 'filled' : 'empty'} data-kind={field.kind}>
      <label htmlFor={id} className="qd-other-label">
        {messages.answerLabel(question.header)}
      </label>
      {field.kind === 'text' ? (
        <textarea {...shared} rows={1} value={text} onChange={(event) => edit(event.target.value)} />
      ) : (
        <input
          {...shared}
          {...INPUTS[field.kind]}
          inputMode={inputModeOf(field)}
          value={dated ? localOf(text) : text}
          onChange={(event) => edit(event.target.value)}
        />
      )}
      {limits !== undefined && (
        <p id={`${id}-l`} className="qd-note">
          {limits}
        </p>
      )}
      {problem !== undefined && (
        <p id={`${id}-p`} className="qd-field-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
