/**
 * Type tests for values read from outside (the wire, storage, a tool call's arguments). They never
 * throw: a revoked Proxy or a throwing trap reads as `unreadable`.
 */

/** A string-keyed record. */
export type Obj = Record<string, unknown>;

/** A non-null object that is not an array (any prototype); a revoked Proxy (`unreadable`) is not one. */
export const isObject = (value: unknown): value is Obj => typeName(value) === 'object';

/** A non-empty string. */
export const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A whole, non-negative number of milliseconds (a duration or an epoch time). */
export const isMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** An own property, never one inherited from the prototype (`__proto__`, `constructor`). */
export function ownField(record: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? (record as Obj)[key] : undefined;
}

/** `typeof`, with `null` and arrays told apart: what a refusal's `detail` says was received. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  try {
    if (Array.isArray(value)) return 'array';
  } catch {
    return 'unreadable'; // a revoked Proxy
  }
  return typeof value;
}

/** What a value is: a plain object (from any realm), an array, another object... */
export type Kind =
  'plain object' | 'array' | 'other object' | 'unreadable' | 'null' | 'undefined' | 'string' | 'number' | 'other';

/** The type test of a validating walk. Never throws: a revoked Proxy or a throwing trap is `unreadable`. */
export function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  const type = typeof value;
  if (type === 'undefined' || type === 'string' || type === 'number') return type;
  if (type !== 'object') return 'other';
  try {
    if (Array.isArray(value)) return 'array';
    const proto: unknown = Object.getPrototypeOf(value);
    // The last test accepts plain objects from another realm (iframe, vm) too.
    if (proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null) return 'plain object';
    return 'other object';
  } catch {
    return 'unreadable';
  }
}
