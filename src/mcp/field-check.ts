/**
 * Whether a person's text fits a form's field, by the rules the MCP server checks it with (JSON
 * Schema through ajv, the formats of ajv-formats): the same verdict, so the dock never sends what
 * the server would refuse (-32602). The formats are ajv-formats' own, not a copy of them.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { AnswerField } from '../core';

/** What is wrong with an answer for its field: the rule it breaks and, for a limit, the limit. */
export interface FieldProblem {
  readonly code:
    | 'format'
    | 'too_short'
    | 'too_long'
    | 'not_number'
    | 'not_integer'
    | 'too_small'
    | 'too_large'
    | 'too_few_items'
    | 'too_many_items';
  readonly limit?: number;
}

/** A format as ajv-formats defines one: a pattern, a test, or an object with its test. */
function fits(format: unknown, text: string): boolean {
  if (format instanceof RegExp) return format.test(text);
  if (typeof format === 'function') return (format as (data: string) => boolean)(text);
  if (typeof format === 'object' && format !== null && 'validate' in format) return fits(format.validate, text);
  return true;
}

const FORMATS = {
  email: fullFormats.email,
  uri: fullFormats.uri,
  date: fullFormats.date,
  'date-time': fullFormats['date-time'],
} as const;

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The value the server gets for `text`: a number for the numeric kinds, else the text as typed. */
export function fieldValue(field: AnswerField, text: string): string | number {
  return field.kind === 'number' || field.kind === 'integer' ? Number(text.trim()) : text;
}

/**
 * The first rule `text` breaks for `field`, or `undefined` when the server would take it. Lengths
 * count code points, as JSON Schema does (three emoji are 3; a Thai letter with its marks is more
 * than 1); a number is the text read as a JSON number, surrounding spaces aside.
 */
export function fieldProblem(field: AnswerField, text: string): FieldProblem | undefined {
  if (field.kind === 'number' || field.kind === 'integer') {
    // A number as JSON writes one: no hex, no "Infinity", no blank that Number() would call 0.
    const value = JSON_NUMBER.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (!Number.isFinite(value)) return { code: 'not_number' };
    if (field.kind === 'integer' && !Number.isInteger(value)) return { code: 'not_integer' };
    if (field.minimum !== undefined && value < field.minimum) return { code: 'too_small', limit: field.minimum };
    if (field.maximum !== undefined && value > field.maximum) return { code: 'too_large', limit: field.maximum };
    return undefined;
  }
  const length = [...text].length;
  if (field.minLength !== undefined && length < field.minLength) return { code: 'too_short', limit: field.minLength };
  if (field.maxLength !== undefined && length > field.maxLength) return { code: 'too_long', limit: field.maxLength };
  const format = field.kind === 'text' ? undefined : FORMATS[field.kind];
  return format === undefined || fits(format, text) ? undefined : { code: 'format' };
}
