/**
 * App code (listeners, callbacks) runs inside the library's own bookkeeping: one that throws must
 * not stop the others nor the delivery of a result. These helpers run it,
 * report what it threw and carry on.
 */

/** Where an isolated error goes: the `onError` option of the API concerned, else `console.error`. */
export type ErrorReporter = (error: unknown) => void;

/** The default reporter: `console.error`, with a prefix that says what threw. */
export function consoleReporter(what: string): ErrorReporter {
  return (error) => console.error(`[question-dock] ${what} threw; the others still ran.`, error);
}

/**
 * The default `onWarning`: the code and the detail on the console, for the developer. (Not
 * `formatWarning`, so a store that never warns does not carry its sentences.)
 */
export function consoleWarning(warning: {
  readonly code: string;
  readonly promptId?: string;
  readonly detail?: string;
}): void {
  console.warn(`[question-dock] ${warning.code}`, warning.promptId ?? '', warning.detail ?? '');
}

/** Runs `run`; whatever it throws goes to `report` (which may not throw either). */
export function isolate(run: () => void, report: ErrorReporter): void {
  try {
    run();
  } catch (error) {
    try {
      report(error);
    } catch {
      // A reporter that throws has nowhere left to report to.
    }
  }
}

/**
 * A thrown or rejected value as text, whatever it is: an Error's message, a string, or a
 * description when `toString` throws or does not exist (a null-prototype object).
 */
export function describeThrown(value: unknown): string {
  try {
    if (value instanceof Error && typeof value.message === 'string' && value.message !== '') return value.message;
  } catch {
    // A Proxy or a throwing getter: described below.
  }
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || typeof value !== 'object') {
    try {
      return String(value);
    } catch {
      return 'an unreadable value';
    }
  }
  try {
    const toString: unknown = (value as { toString?: unknown }).toString;
    const text: unknown = typeof toString === 'function' ? (toString as () => unknown).call(value) : undefined;
    if (typeof text === 'string' && text !== '[object Object]') return text;
  } catch {
    // toString throws: fall through.
  }
  return 'an unreadable error';
}
